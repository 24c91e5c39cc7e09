import { configure, screen, within } from '@testing-library/react';
import {
  RESET_APPOINTMENTS_FAILED,
  RESET_CONFIRM,
  RESET_SUCCESS,
} from '@tint/libs/validation-messages';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN,
  buttonWithText,
  headerOf,
  pendingPayoutFixture,
  reservationFixture,
  storeAdminSession,
  stubAdminApi,
} from '@/testing/admin-fixtures';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

// Whole screens with real antd in jsdom render slowly; give async queries time.
configure({ asyncUtilTimeout: 5000 });

function card(name: string) {
  return screen.getByRole('group', { name });
}

describe('admin summary cards', { timeout: 40_000 }, () => {
  it('count pending payouts and active reservations, sum the pending commissions and show the appointment figures', async () => {
    setDesktopViewport();
    storeAdminSession();
    const fetchMock = stubAdminApi({
      pendingPayouts: [pendingPayoutFixture({ commission: '25.00' }), pendingPayoutFixture({ commission: '30.50' })],
      reservations: [reservationFixture(), reservationFixture({ reservationTime: '10:30 AM' }), reservationFixture({ status: 'cancelled' })],
      metrics: { totalBooked: 7, totalConfirmed: 4, unconfirmed: 3 },
    });
    renderApp('/admin');

    const pending = await screen.findByRole('group', { name: 'Pending Payouts' });
    expect(await within(pending).findByText('2')).toBeInTheDocument();
    expect(within(pending).getByText('Salespeople awaiting payment')).toBeInTheDocument();

    const reservations = card('Active Reservations');
    expect(await within(reservations).findByText('2')).toBeInTheDocument();
    expect(within(reservations).getByText('Time slots reserved for team')).toBeInTheDocument();

    const total = card('Total Amount Pending');
    expect(within(total).getByText('$55.50')).toBeInTheDocument();
    expect(within(total).getByText('Ready to be paid out')).toBeInTheDocument();

    const status = card('Appointment Status');
    const figure = (label: string) => within(status).getByText(label).nextElementSibling?.textContent;
    expect(await within(status).findByText('7')).toBeInTheDocument();
    expect(figure('Total Booked')).toBe('7');
    expect(figure('Confirmed')).toBe('4');
    expect(figure('Unconfirmed')).toBe('3');
    expect(within(status).getByRole('button', { name: 'Reset for Rollout' })).toBeInTheDocument();

    for (const path of ['/api/admin/pending-payouts', '/api/admin/reservations', '/api/admin/appointment-metrics']) {
      const [call] = callsTo(fetchMock, 'GET', path);
      expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    }
  });

  it('shows the tabs with Reservations selected first', async () => {
    storeAdminSession();
    stubAdminApi();
    renderApp('/admin');

    const reservationsTab = await screen.findByRole('tab', { name: /Reservations/ });
    expect(reservationsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reservations', 'Payouts', 'Users', 'Analytics']);
    expect(screen.getByRole('heading', { level: 2, name: 'Reservation Management' })).toBeInTheDocument();

    await setupUser().click(screen.getByRole('tab', { name: /Analytics/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Customer Analytics' })).toBeInTheDocument();
  });

  it('Reset for Rollout asks first; Cancel deletes nothing', async () => {
    storeAdminSession();
    const fetchMock = stubAdminApi();
    const user = setupUser();
    renderApp('/admin');

    await user.click(await vi.waitFor(() => buttonWithText('Reset for Rollout')));
    expect(await screen.findByText(RESET_CONFIRM)).toBeInTheDocument();
    await user.click(buttonWithText('Cancel'));

    await vi.waitFor(() => expect(screen.queryByText(RESET_CONFIRM)).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/reset-appointments')).toHaveLength(0);
  });

  it('Reset for Rollout deletes every appointment with the bearer token, says so and reloads the page', async () => {
    const { reload } = stubLocation();
    storeAdminSession();
    const fetchMock = stubAdminApi({
      handlers: {
        'DELETE /api/admin/reset-appointments': () =>
          jsonResponse({ message: RESET_SUCCESS, resetAt: '2030-06-03T20:00:00.000Z' }),
      },
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await vi.waitFor(() => buttonWithText('Reset for Rollout')));
    await screen.findByText(RESET_CONFIRM);
    await user.click(buttonWithText('Delete all'));

    expect(await screen.findByText(RESET_SUCCESS)).toBeInTheDocument();
    const [reset] = callsTo(fetchMock, 'DELETE', '/api/admin/reset-appointments');
    expect(headerOf(reset?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(reset?.[1]?.body).toBeUndefined();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("a failed reset says 'Failed to clear appointments' and does not reload", async () => {
    const { reload } = stubLocation();
    storeAdminSession();
    stubAdminApi({
      handlers: {
        'DELETE /api/admin/reset-appointments': () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500),
      },
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await vi.waitFor(() => buttonWithText('Reset for Rollout')));
    await screen.findByText(RESET_CONFIRM);
    await user.click(buttonWithText('Delete all'));

    expect(await screen.findByText(RESET_APPOINTMENTS_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(reload).not.toHaveBeenCalled();
  });
});
