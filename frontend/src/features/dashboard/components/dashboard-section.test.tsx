import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { appointmentFixture, signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

async function openDashboard() {
  const user = setupUser();
  const view = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  return { user, ...view };
}

function metricCard(name: string) {
  return screen.getByRole('group', { name });
}

describe('dashboard', () => {
  it('shows the three metrics from the API and counts completed services from the appointments', async () => {
    stubSalespersonApi({
      metrics: { totalReferrals: 12, successRate: 66.666, thisMonth: 4 },
      appointments: [
        appointmentFixture({ status: 'completed' }),
        appointmentFixture({ status: 'scheduled' }),
        appointmentFixture({ status: 'completed' }),
      ],
    });
    await openDashboard();

    expect(await within(metricCard('Total Referrals')).findByText('12')).toBeInTheDocument();
    expect(within(metricCard('Total Referrals')).getByText('+12% from last month')).toBeInTheDocument();
    expect(within(metricCard('Success Rate')).getByText('66.7%')).toBeInTheDocument();
    expect(within(metricCard('This Month')).getByText('4')).toBeInTheDocument();
    const completed = screen.getByRole('button', { name: /Completed Services/ });
    expect(await within(completed).findByText('2')).toBeInTheDocument();
    expect(within(completed).getByText('2 more to next tier')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Kai!')).toBeInTheDocument();
  });

  it('opens Payout Details from the Completed Services card, by click and by keyboard, and comes back', async () => {
    stubSalespersonApi();
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: /Completed Services/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    screen.getByRole('button', { name: /Completed Services/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeInTheDocument();
  });

  it('lists the first 3 appointments in their display states', async () => {
    stubSalespersonApi({
      appointments: [
        appointmentFixture({ customerFirstName: 'Ana', status: 'completed', commission: '25.00' }),
        appointmentFixture({ customerFirstName: 'Ben', status: 'in-progress' }),
        appointmentFixture({
          customerFirstName: 'Cora',
          status: 'scheduled',
          vehicleYear: '2021',
          vehicleMake: 'Tesla',
          vehicleModel: 'Model Y',
          appointmentDate: '2026-01-07',
          appointmentTime: '10:30 AM',
        }),
        appointmentFixture({ customerFirstName: 'Dan', status: 'scheduled' }),
      ],
    });
    await openDashboard();

    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(within(items[0]!).getByText('Appointment completed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('+$25.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ana Akana')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Scheduled')).not.toBeInTheDocument();

    expect(within(items[1]!).getByText('Appointment in progress')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Scheduled')).not.toBeInTheDocument();

    expect(within(items[2]!).getByText('New booking confirmed')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Cora Akana')).toBeInTheDocument();
    expect(within(items[2]!).getByText('2021 Tesla Model Y')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Wed, Jan 7, 2026 · 10:30 AM')).toBeInTheDocument();

    expect(screen.queryByText('Dan Akana')).not.toBeInTheDocument();
  });

  it('shows the empty state with a Book Appointment button that opens the calendar section', async () => {
    stubSalespersonApi();
    const { user } = await openDashboard();

    expect(await screen.findByText('No appointments yet')).toBeInTheDocument();
    expect(await screen.findByText('No badges yet — complete referrals to earn them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bottomBar).getByRole('button', { name: 'Book' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a failed read with its message and retries it', async () => {
    let metricsCalls = 0;
    const fetchMock = stubSalespersonApi({
      metrics: () => {
        metricsCalls += 1;
        return metricsCalls === 1
          ? jsonResponse({ statusCode: 500, message: 'Metrics are resting' }, 500)
          : jsonResponse({ totalReferrals: 7, successRate: 0, thisMonth: 1 });
      },
      appointments: () => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }),
    });
    const { user } = await openDashboard();

    expect(await screen.findByText('Could not load your metrics.')).toBeInTheDocument();
    expect(screen.getByText('Metrics are resting')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your appointments.')).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();

    const metricsAlert = screen.getByText('Could not load your metrics.').closest('.ant-alert') as HTMLElement;
    await user.click(within(metricsAlert).getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByRole('group', { name: 'Total Referrals' })).findByText('7')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/metrics')).toHaveLength(2);
  });

  it('shows loading placeholders until the reads answer', async () => {
    // Every read but the current user stays unanswered.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/auth/user' ? jsonResponse(signedInSalesperson) : new Promise<Response>(() => undefined),
      ),
    );
    await openDashboard();

    expect(screen.getByRole('status', { name: 'Loading Total Referrals' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Completed Services' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Recent Activity' })).toBeInTheDocument();
  });

  it('lays the metrics out on desktop with the tabs, and the Dashboard tab returns from Payout Details', async () => {
    setDesktopViewport();
    stubSalespersonApi({ metrics: { totalReferrals: 3, successRate: 100, thisMonth: 3 } });
    const { user } = await openDashboard();

    expect(await within(metricCard('Success Rate')).findByText('100.0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Completed Services/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument());
  });
});
