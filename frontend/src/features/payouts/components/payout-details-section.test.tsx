import type { PayoutDetails } from '@tint/libs/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { appointmentFixture, emptyPayoutDetails, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

const mtd: PayoutDetails = {
  ...emptyPayoutDetails,
  totalPaidThisMonth: '50.00',
  totalPaidThisYear: '1250.00',
  pendingThisWeek: '25.00',
  pendingThisMonth: '75.00',
  pendingThisYear: '300.00',
  potentialRemainingMonth: '100.00',
  potentialRemainingYear: '475.50',
  completedAppointments: [
    appointmentFixture({ customerFirstName: 'Ana', status: 'completed', payoutStatus: 'fulfilled', appointmentDate: '2026-01-05' }),
    appointmentFixture({ customerFirstName: 'Ben', status: 'completed', payoutStatus: 'pending', vehicleMake: 'Honda', vehicleModel: 'Civic' }),
  ],
  pendingAppointments: [appointmentFixture({ customerFirstName: 'Ben', status: 'completed', payoutStatus: 'pending' })],
  scheduledAppointments: [
    appointmentFixture({ customerFirstName: 'Cora', appointmentDate: '2026-01-20', appointmentTime: '12:30 PM', commission: '25.00' }),
  ],
};

function metric(name: string) {
  return screen.getByRole('group', { name });
}

async function openPayouts() {
  const user = setupUser();
  const view = renderApp('/');
  await user.click(await screen.findByRole('button', { name: /Completed Services/ }));
  expect(screen.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeInTheDocument();
  return { user, ...view };
}

describe('payout details', () => {
  it('shows the month: four figures, the three lists and the payout schedule', async () => {
    const fetchMock = stubSalespersonApi({ payoutDetails: mtd });
    await openPayouts();

    expect(await within(metric('Total Paid')).findByText('$50.00')).toBeInTheDocument();
    expect(within(metric('Total Paid')).getByText('This month')).toBeInTheDocument();
    expect(within(metric('Pending This Week')).getByText('$25.00')).toBeInTheDocument();
    expect(within(metric('Pending')).getByText('$75.00')).toBeInTheDocument();
    expect(within(metric('Potential Remaining')).getByText('$100.00')).toBeInTheDocument();

    const completed = within(screen.getByRole('list', { name: 'Recent Completed Services' })).getAllByRole('listitem');
    expect(completed).toHaveLength(2);
    expect(within(completed[0]!).getByText('Ana Akana')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('2022 Toyota Camry')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('Mon, Jan 5, 2026 · 8:30 AM')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(completed[1]!).getByText('2022 Honda Civic')).toBeInTheDocument();
    expect(within(completed[1]!).getByText('Awaiting payout')).toBeInTheDocument();

    expect(within(screen.getByRole('list', { name: 'Pending Payouts' })).getAllByRole('listitem')).toHaveLength(1);
    const scheduled = within(screen.getByRole('list', { name: 'Scheduled Appointments' })).getByRole('listitem');
    expect(within(scheduled).getByText('Cora Akana')).toBeInTheDocument();
    expect(within(scheduled).getByText('Tue, Jan 20, 2026 · 12:30 PM')).toBeInTheDocument();

    expect(screen.getByText('Payouts are sent weekly, on Fridays by 6 pm.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payout-details').map(([url]) => String(url))).toEqual(['/api/payout-details?period=MTD']);
  });

  it('switches to YTD, asking for the year and showing its figures', async () => {
    const fetchMock = stubSalespersonApi({
      handlers: {
        'GET /api/payout-details': (_init, url) =>
          jsonResponse(url.endsWith('period=YTD') ? { ...mtd, completedAppointments: [] } : mtd),
      },
    });
    const { user } = await openPayouts();
    expect(await within(metric('Total Paid')).findByText('$50.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'YTD' }));
    expect(await within(metric('Total Paid')).findByText('$1,250.00')).toBeInTheDocument();
    expect(within(metric('Total Paid')).getByText('This year')).toBeInTheDocument();
    expect(within(metric('Pending This Week')).getByText('$25.00')).toBeInTheDocument();
    expect(within(metric('Pending')).getByText('$300.00')).toBeInTheDocument();
    expect(within(metric('Potential Remaining')).getByText('$475.50')).toBeInTheDocument();
    expect(screen.getByText('No completed services yet')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payout-details').map(([url]) => String(url))).toEqual([
      '/api/payout-details?period=MTD',
      '/api/payout-details?period=YTD',
    ]);

    // Back to the month: its answer is still cached.
    await user.click(screen.getByRole('radio', { name: 'MTD' }));
    expect(await within(metric('Total Paid')).findByText('$50.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payout-details')).toHaveLength(2);
  });

  it('shows the empty states of the three lists', async () => {
    stubSalespersonApi();
    await openPayouts();
    expect(await screen.findByText('No completed services yet')).toBeInTheDocument();
    expect(screen.getAllByText('No pending appointments')).toHaveLength(2);
    expect(within(metric('Total Paid')).getByText('$0.00')).toBeInTheDocument();
  });

  it('reports a failed read and retries it', async () => {
    let calls = 0;
    stubSalespersonApi({
      payoutDetails: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ statusCode: 500, message: 'Payouts are resting' }, 500) : jsonResponse(mtd);
      },
    });
    const { user } = await openPayouts();
    expect(await screen.findByText('Could not load your payout details.')).toBeInTheDocument();
    expect(screen.getByText('Payouts are resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(metric('Total Paid')).getByText('$50.00')).toBeInTheDocument());
  });

  it('has the toggle beside the title on desktop', async () => {
    setDesktopViewport();
    stubSalespersonApi({ payoutDetails: mtd });
    await openPayouts();
    expect(screen.getByRole('radio', { name: 'MTD' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'YTD' })).not.toBeChecked();
  });
});
