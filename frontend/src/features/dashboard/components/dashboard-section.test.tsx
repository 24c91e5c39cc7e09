import { screen, within } from '@testing-library/react';
import { NO_BADGES_YET } from '@tint/libs/texts/badges';
import { RETRY, loadingLabel } from '@tint/libs/texts/common';
import {
  APPOINTMENTS_LOAD_FAILED,
  METRICS_LOAD_FAILED,
  METRIC_COMPLETED_SERVICES,
  METRIC_SUCCESS_RATE,
  METRIC_THIS_MONTH,
  METRIC_TOTAL_REFERRALS,
  NO_APPOINTMENTS_YET,
  RECENT_ACTIVITY_TITLE,
  WELCOME_BACK,
} from '@tint/libs/texts/dashboard';
import {
  BACK_TO_DASHBOARD,
  NAV_MOBILE_LABELS,
  SECTIONS_NAV_LABEL,
  SECTION_TITLES,
} from '@tint/libs/texts/salesperson-app';
import { ACTIVITY_COMPLETED, ACTIVITY_IN_PROGRESS, ACTIVITY_NEW_BOOKING, ACTIVITY_SCHEDULED, PLACEHOLDER_MONTH_TREND, PLACEHOLDER_NEXT_TIER } from '@tint/libs/validation-messages';
import { ACTIVITY_CANCELLED, ACTIVITY_COMMISSION_VOID, ACTIVITY_NO_SHOW, ACTIVITY_UNDER_REVIEW } from '@tint/libs/texts/dashboard';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_APPOINTMENTS_LIMIT } from '@tint/libs/constants';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { appointmentFixture, signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openDashboard() {
  const user = setupUser();
  const view = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  return { user, ...view };
}

function metricCard(name: string) {
  return screen.getByRole('group', { name });
}

describe('dashboard', () => {
  it('shows the four metrics from the API and asks only for the newest appointments it shows', async () => {
    const fetchMock = stubSalespersonApi({
      metrics: { totalReferrals: 12, successRate: 66.666, thisMonth: 4, completedServices: 2 },
      appointments: [appointmentFixture({ status: 'completed' }), appointmentFixture({ status: 'scheduled' })],
    });
    await openDashboard();

    expect(await within(metricCard(METRIC_TOTAL_REFERRALS)).findByText('12')).toBeInTheDocument();
    expect(within(metricCard(METRIC_TOTAL_REFERRALS)).getByText(PLACEHOLDER_MONTH_TREND)).toBeInTheDocument();
    expect(within(metricCard(METRIC_SUCCESS_RATE)).getByText('66.7%')).toBeInTheDocument();
    expect(within(metricCard(METRIC_THIS_MONTH)).getByText('4')).toBeInTheDocument();
    const completed = screen.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) });
    expect(await within(completed).findByText('2')).toBeInTheDocument();
    expect(within(completed).getByText(PLACEHOLDER_NEXT_TIER)).toBeInTheDocument();
    expect(screen.getByText(WELCOME_BACK('Kai'))).toBeInTheDocument();
    const appointmentReads = callsTo(fetchMock, 'GET', '/api/appointments').map(([input]) => String(input));
    expect(appointmentReads.length).toBeGreaterThan(0);
    expect(new Set(appointmentReads)).toEqual(new Set([`/api/appointments?limit=${String(DASHBOARD_APPOINTMENTS_LIMIT)}`]));
  });

  it('opens Payout Details from the Completed Services card, by click and by keyboard, and comes back', async () => {
    stubSalespersonApi();
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BACK_TO_DASHBOARD }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();

    screen.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
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

    const list = await screen.findByRole('list', { name: RECENT_ACTIVITY_TITLE });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(within(items[0]!).getByText(ACTIVITY_COMPLETED)).toBeInTheDocument();
    expect(within(items[0]!).getByText('+$25.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ana Akana')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(ACTIVITY_SCHEDULED)).not.toBeInTheDocument();

    expect(within(items[1]!).getByText(ACTIVITY_IN_PROGRESS)).toBeInTheDocument();
    expect(within(items[1]!).queryByText(ACTIVITY_SCHEDULED)).not.toBeInTheDocument();

    expect(within(items[2]!).getByText(ACTIVITY_NEW_BOOKING)).toBeInTheDocument();
    expect(within(items[2]!).getByText(ACTIVITY_SCHEDULED)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Cora Akana')).toBeInTheDocument();
    expect(within(items[2]!).getByText('2021 Tesla Model Y')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Wed, Jan 7, 2026 · 10:30 AM')).toBeInTheDocument();

    expect(screen.queryByText('Dan Akana')).not.toBeInTheDocument();
  });

  it("says 'Appointment cancelled' and 'No-show' rather than falling back to 'Scheduled'", async () => {
    stubSalespersonApi({
      appointments: [appointmentFixture({ customerFirstName: 'Ana', status: 'cancelled' }), appointmentFixture({ customerFirstName: 'Ben', status: 'no_show' })],
    });
    await openDashboard();
    const items = within(await screen.findByRole('list', { name: RECENT_ACTIVITY_TITLE })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(ACTIVITY_CANCELLED)).toBeInTheDocument();
    expect(within(items[1]!).getByText(ACTIVITY_NO_SHOW)).toBeInTheDocument();
    for (const item of items) {
      expect(within(item).queryByText(ACTIVITY_SCHEDULED)).not.toBeInTheDocument();
      expect(within(item).queryByText(ACTIVITY_NEW_BOOKING)).not.toBeInTheDocument();
    }
  });

  it("says 'Under review' on a held commission and 'Commission void' on a rejected one, never why (issue 19)", async () => {
    stubSalespersonApi({
      appointments: [
        appointmentFixture({ customerFirstName: 'Ana', status: 'completed', commission: '25.00', reviewStatus: 'held' }),
        appointmentFixture({ customerFirstName: 'Ben', status: 'completed', commission: '25.00', reviewStatus: 'rejected' }),
        appointmentFixture({ customerFirstName: 'Cy', status: 'completed', commission: '25.00', reviewStatus: 'cleared' }),
      ],
    });
    await openDashboard();
    const items = within(await screen.findByRole('list', { name: RECENT_ACTIVITY_TITLE })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(ACTIVITY_UNDER_REVIEW)).toBeInTheDocument();
    expect(within(items[0]!).queryByText('+$25.00')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(ACTIVITY_COMMISSION_VOID)).toBeInTheDocument();
    expect(within(items[1]!).queryByText('+$25.00')).not.toBeInTheDocument();
    // Cleared: earned like any other.
    expect(within(items[2]!).getByText('+$25.00')).toBeInTheDocument();
  });

  it('shows the empty state with a Book Appointment button that opens the calendar section', async () => {
    stubSalespersonApi();
    const { user } = await openDashboard();

    await expectTextsShown(NO_APPOINTMENTS_YET);
    await expectTextsShown(NO_BADGES_YET);
    await user.click(screen.getByRole('button', { name: SECTION_TITLES.calendar }));

    const bottomBar = screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL });
    expect(within(bottomBar).getByRole('button', { name: NAV_MOBILE_LABELS.calendar })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).not.toBeInTheDocument();
  });

  it('shows a failed read with its message and retries it', async () => {
    let metricsCalls = 0;
    const fetchMock = stubSalespersonApi({
      metrics: () => {
        metricsCalls += 1;
        return metricsCalls === 1
          ? jsonResponse({ statusCode: 500, message: 'Metrics are resting' }, 500)
          : jsonResponse({ totalReferrals: 7, successRate: 0, thisMonth: 1, completedServices: 0 });
      },
      appointments: () => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }),
    });
    const { user } = await openDashboard();

    await expectTextsShown(METRICS_LOAD_FAILED, 'Metrics are resting');
    await expectTextsShown(APPOINTMENTS_LOAD_FAILED, '503: Service Unavailable');

    const metricsAlert = screen.getByText(METRICS_LOAD_FAILED).closest('.ant-alert') as HTMLElement;
    await user.click(within(metricsAlert).getByRole('button', { name: RETRY }));
    expect(await within(await screen.findByRole('group', { name: METRIC_TOTAL_REFERRALS })).findByText('7')).toBeInTheDocument();
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

    expect(screen.getByRole('status', { name: loadingLabel(METRIC_TOTAL_REFERRALS) })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: loadingLabel(METRIC_COMPLETED_SERVICES) })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: loadingLabel(RECENT_ACTIVITY_TITLE) })).toBeInTheDocument();
  });

  it('lays the metrics out on desktop with the tabs, and the Dashboard tab returns from Payout Details', async () => {
    setDesktopViewport();
    stubSalespersonApi({ metrics: { totalReferrals: 3, successRate: 100, thisMonth: 3, completedServices: 3 } });
    const { user } = await openDashboard();

    expect(await within(metricCard(METRIC_SUCCESS_RATE)).findByText('100.0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: SECTION_TITLES.dashboard })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.dashboard }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });
});
