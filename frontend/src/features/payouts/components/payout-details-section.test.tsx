import type { PayoutDetails } from '@tint/libs/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { MY_DATA_EXPORT_PATH, MY_ERASURE_PATH, PAYOUT_SCHEDULE_TEXT } from '@tint/libs/constants';
import { ERASE_MY_ACCOUNT, ERASE_MY_ACCOUNT_CONFIRM, ERASE_OK, ERASURE_FAILED, MY_DATA_DOWNLOAD, MY_DATA_TEXT, MY_DATA_TITLE } from '@tint/libs/texts/privacy';
import { ALREADY_ERASED } from '@tint/libs/validation-messages';
import {
  AWAITING_PAYOUT,
  COMPLETED_LIST_TITLE,
  PAID,
  PAYOUTS_LOAD_FAILED,
  PENDING,
  PENDING_LIST_TITLE,
  PENDING_THIS_WEEK,
  PERIOD_NAMES,
  POTENTIAL_REMAINING,
  SCHEDULED_LIST_TITLE,
  TOTAL_PAID,
} from '@tint/libs/texts/payouts';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_COMPLETED_SERVICES, NO_PENDING_APPOINTMENTS, NO_SCHEDULED_APPOINTMENTS } from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { appointmentFixture, emptyPayoutDetails, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { pressRetryOnceSettled } from '@/testing/retry';
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
  expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
  return { user, ...view };
}

describe('payout details', () => {
  it('shows the month: four figures, the three lists and the payout schedule', async () => {
    const fetchMock = stubSalespersonApi({ payoutDetails: mtd });
    await openPayouts();

    expect(await within(metric(TOTAL_PAID)).findByText('$50.00')).toBeInTheDocument();
    expect(within(metric(TOTAL_PAID)).getByText(PERIOD_NAMES.MTD)).toBeInTheDocument();
    expect(within(metric(PENDING_THIS_WEEK)).getByText('$25.00')).toBeInTheDocument();
    expect(within(metric(PENDING)).getByText('$75.00')).toBeInTheDocument();
    expect(within(metric(POTENTIAL_REMAINING)).getByText('$100.00')).toBeInTheDocument();

    const completed = within(screen.getByRole('list', { name: COMPLETED_LIST_TITLE })).getAllByRole('listitem');
    expect(completed).toHaveLength(2);
    expect(within(completed[0]!).getByText('Ana Akana')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('2022 Toyota Camry')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('Mon, Jan 5, 2026 · 8:30 AM')).toBeInTheDocument();
    expect(within(completed[0]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(completed[0]!).getByText(PAID)).toBeInTheDocument();
    expect(within(completed[1]!).getByText('2022 Honda Civic')).toBeInTheDocument();
    expect(within(completed[1]!).getByText(AWAITING_PAYOUT)).toBeInTheDocument();

    expect(within(screen.getByRole('list', { name: PENDING_LIST_TITLE })).getAllByRole('listitem')).toHaveLength(1);
    const scheduled = within(screen.getByRole('list', { name: SCHEDULED_LIST_TITLE })).getByRole('listitem');
    expect(within(scheduled).getByText('Cora Akana')).toBeInTheDocument();
    expect(within(scheduled).getByText('Tue, Jan 20, 2026 · 12:30 PM')).toBeInTheDocument();

    expect(screen.getByText(PAYOUT_SCHEDULE_TEXT)).toBeInTheDocument();
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
    expect(await within(metric(TOTAL_PAID)).findByText('$50.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'YTD' }));
    expect(await within(metric(TOTAL_PAID)).findByText('$1,250.00')).toBeInTheDocument();
    expect(within(metric(TOTAL_PAID)).getByText(PERIOD_NAMES.YTD)).toBeInTheDocument();
    expect(within(metric(PENDING_THIS_WEEK)).getByText('$25.00')).toBeInTheDocument();
    expect(within(metric(PENDING)).getByText('$300.00')).toBeInTheDocument();
    expect(within(metric(POTENTIAL_REMAINING)).getByText('$475.50')).toBeInTheDocument();
    expect(screen.getByText(NO_COMPLETED_SERVICES)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payout-details').map(([url]) => String(url))).toEqual([
      '/api/payout-details?period=MTD',
      '/api/payout-details?period=YTD',
    ]);

    // Back to the month: its answer is still cached.
    await user.click(screen.getByRole('radio', { name: 'MTD' }));
    expect(await within(metric(TOTAL_PAID)).findByText('$50.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payout-details')).toHaveLength(2);
  });

  it('offers the salesperson their data as a file from the server, without leaving the page', async () => {
    stubSalespersonApi();
    await openPayouts();
    const download = await screen.findByRole('link', { name: MY_DATA_DOWNLOAD });
    expect(download).toHaveAttribute('href', MY_DATA_EXPORT_PATH);
    expect(download).toHaveAttribute('download');
    await expectTextsShown(MY_DATA_TITLE, MY_DATA_TEXT);
  });

  it('asks before erasing the account, and says why when the server refuses, staying signed in', async () => {
    const fetchMock = stubSalespersonApi({ handlers: { [`POST ${MY_ERASURE_PATH}`]: () => jsonResponse({ statusCode: 409, message: ALREADY_ERASED }, 409) } });
    const user = setupUser();
    await openPayouts();
    await user.click(await screen.findByRole('button', { name: ERASE_MY_ACCOUNT }));
    // Nothing is sent until the confirmation.
    expect(await screen.findByText(ERASE_MY_ACCOUNT_CONFIRM)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', MY_ERASURE_PATH)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: ERASE_OK }));
    // The page has another alert (the payout schedule): this one is the refusal's.
    const alert = (await screen.findByText(ERASURE_FAILED)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(ALREADY_ERASED);
    expect(callsTo(fetchMock, 'POST', MY_ERASURE_PATH)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
  });

  it('shows the empty states of the three lists', async () => {
    stubSalespersonApi();
    await openPayouts();
    await expectTextsShown(NO_COMPLETED_SERVICES, NO_SCHEDULED_APPOINTMENTS);
    // Each list says what it lacks: the Scheduled list does not call its appointments pending.
    expect(screen.getAllByText(NO_PENDING_APPOINTMENTS)).toHaveLength(1);
    expect(screen.getAllByText(NO_SCHEDULED_APPOINTMENTS)).toHaveLength(1);
    expect(within(metric(TOTAL_PAID)).getByText('$0.00')).toBeInTheDocument();
  });

  it('reports a failed read and retries it', async () => {
    let calls = 0;
    stubSalespersonApi({
      payoutDetails: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ statusCode: 500, message: 'Payouts are resting' }, 500) : jsonResponse(mtd);
      },
    });
    const { user, queryClient } = await openPayouts();
    await expectTextsShown(PAYOUTS_LOAD_FAILED, 'Payouts are resting');
    await pressRetryOnceSettled(user, queryClient);
    await waitFor(() => expect(within(metric(TOTAL_PAID)).getByText('$50.00')).toBeInTheDocument());
  });

  it('has the toggle beside the title on desktop', async () => {
    setDesktopViewport();
    stubSalespersonApi({ payoutDetails: mtd });
    await openPayouts();
    expect(screen.getByRole('radio', { name: 'MTD' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'YTD' })).not.toBeChecked();
  });
});
