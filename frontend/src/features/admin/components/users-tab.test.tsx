import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminSalesperson, Appointment, AppointmentHistoryEntry } from '@tint/libs/api-types';
import { TIER_COLORS } from '@tint/libs/tiers';
import {
  ERROR_TITLE,
  LOADING_APPOINTMENTS,
  MARK_SERVICED_FIRST_HINT,
  NO_APPOINTMENTS_FOUND,
  NO_USERS_TEXT,
  NO_USERS_TITLE,
  STATUS_UPDATED_TEXT,
  STATUS_UPDATE_FAILED,
  SUCCESS_TITLE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { formatInstantDateTime } from '@/lib/dates';
import {
  ADMIN_TOKEN,
  buttonWithText,
  deferredResponse,
  headerOf,
  historyFixture,
  renderAdminPart,
  salespersonFixture,
  stubAdminApi,
} from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { appointmentFixture } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { UsersTab } from './users-tab';

configure({ asyncUtilTimeout: 5000 });

const kai = salespersonFixture({ id: 'sp-kai', firstName: 'Kai', lastName: 'Kealoha', email: 'kai@example.com', tier: 'Silver' });

async function openTab({ users = [kai], handlers = {} }: { users?: AdminSalesperson[]; handlers?: Record<string, ApiHandler> } = {}) {
  setDesktopViewport();
  const fetchMock = stubAdminApi({ users, handlers });
  const user = setupUser();
  const view = renderAdminPart(<UsersTab />);
  await screen.findByText('Salespeople');
  return { fetchMock, user, ...view };
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

/** The appointments of kai answer from `list`; PATCH answers through `patch`. */
function appointmentHandlers(list: () => Appointment[], patch?: ApiHandler): Record<string, ApiHandler> {
  const handlers: Record<string, ApiHandler> = { 'GET /api/admin/users/sp-kai/appointments': () => jsonResponse(list()) };
  for (const appointment of list()) {
    handlers[`PATCH /api/admin/appointments/${appointment.id}`] =
      patch ?? ((init) => jsonResponse({ ...appointment, ...(sentJson(init) as Partial<Appointment>) }));
  }
  return handlers;
}

function box(label: string, container: HTMLElement = dialog()): HTMLInputElement {
  return within(container).getByLabelText(label) as HTMLInputElement;
}

describe('Users tab', { timeout: 40_000 }, () => {
  it("says 'No Users Found' when nobody has signed up", async () => {
    await openTab({ users: [] });
    expect(await screen.findByText(NO_USERS_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_USERS_TEXT)).toBeInTheDocument();
  });

  it('shows a card per salesperson with the tier badge and this month’s tiles', async () => {
    const { fetchMock } = await openTab({
      users: [
        kai,
        salespersonFixture({ firstName: 'Noelani', lastName: 'Kahale', tier: 'Bronze', mtdCommission: 0, ytdCommission: 0, mtdAppointments: 0, confirmedAppointments: 0, servicedAppointments: 0 }),
      ],
    });

    const card = (await screen.findByText('Kai Kealoha')).closest('li');
    if (!card) throw new Error('No card');
    expect(within(card).getByText('kai@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Maui Toyota')).toBeInTheDocument();
    expect(within(card).getByText(/^Joined /)).toBeInTheDocument();
    expect(within(card).getByText('Silver Tier')).toHaveStyle({ background: TIER_COLORS.silver });
    const tile = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(tile('Total Booked')).toBe('5');
    expect(tile('Confirmed')).toBe('3');
    expect(tile('Unconfirmed')).toBe('2');
    expect(tile('Serviced')).toBe('2');
    expect(tile('MTD Comm.')).toBe('$50.00');
    expect(tile('YTD Comm.')).toBe('$125.50');

    const other = screen.getByText('Noelani Kahale').closest('li');
    if (!other) throw new Error('No card');
    expect(within(other).getByText('Bronze Tier')).toBeInTheDocument();
    expect(within(other).getAllByText('$0.00')).toHaveLength(2);

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/users');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("View Details: 'Loading appointments...', then the salesperson and 'All Appointments (n)' with every detail", async () => {
    const answer = deferredResponse();
    const appointment = appointmentFixture({
      customerFirstName: 'Malia',
      customerLastName: 'Kahale',
      customerPhone: '808-555-0142',
      vehicleYear: '2021',
      vehicleMake: 'Honda',
      vehicleModel: 'Civic',
      tintPackageId: 'signature',
      appointmentDate: '2030-06-03',
      appointmentTime: '12:30 PM',
      estimatedPrice: '671.00',
      commission: '25.00',
    });
    const { fetchMock, user } = await openTab({
      handlers: { 'GET /api/admin/users/sp-kai/appointments': () => answer.promise },
    });

    await user.click(await waitFor(() => buttonWithText('View Details')));
    const open = dialog();
    expect(within(open).getByText('Appointment Details')).toBeInTheDocument();
    expect(within(open).getByText('Manage service and payment status for all appointments')).toBeInTheDocument();
    expect(within(open).getByText('kai@example.com')).toBeInTheDocument();
    expect(within(open).getByText('Maui Toyota')).toBeInTheDocument();
    expect(within(open).getByText('$50.00')).toBeInTheDocument();
    expect(within(open).getByText('$125.50')).toBeInTheDocument();
    expect(within(open).getByText(LOADING_APPOINTMENTS)).toBeInTheDocument();

    answer.answer(jsonResponse([appointment, appointmentFixture({ customerFirstName: 'Ikaika', customerLastName: 'Pua' })]));

    expect(await within(open).findByText('All Appointments (2)')).toBeInTheDocument();
    const item = within(open).getByText('Malia Kahale').closest('li');
    if (!item) throw new Error('No appointment');
    for (const text of ['Scheduled', 'Payout Pending', '2021 Honda Civic', 'Signature Ceramic', '808-555-0142', 'Jun 3, 2030', '12:30 PM', '$671.00', '$25.00']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(box('Appointment Confirmed', item)).not.toBeChecked();
    expect(box('Customer Serviced', item)).not.toBeChecked();
    expect(box('Salesperson Paid', item)).not.toBeChecked();

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/users/sp-kai/appointments');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("says 'No appointments found' for a salesperson without appointments", async () => {
    const { user } = await openTab({ handlers: appointmentHandlers(() => []) });
    await user.click(await waitFor(() => buttonWithText('View Details')));
    expect(await within(dialog()).findByText(NO_APPOINTMENTS_FOUND)).toBeInTheDocument();
  });

  it('the paid box waits for the service, with the hint', async () => {
    const { user } = await openTab({
      handlers: appointmentHandlers(() => [appointmentFixture({ status: 'scheduled' })]),
    });
    await user.click(await waitFor(() => buttonWithText('View Details')));
    await within(dialog()).findByText('All Appointments (1)');

    expect(box('Salesperson Paid')).toBeDisabled();
    expect(within(dialog()).getByText(MARK_SERVICED_FIRST_HINT)).toBeInTheDocument();
    expect(box('Customer Serviced')).toBeEnabled();
    expect(box('Appointment Confirmed')).toBeEnabled();
  });

  it('each tick sends just that field, disables the boxes while it is sent, says so and refreshes every admin read', async () => {
    let appointment = appointmentFixture({ id: 'apt-1', status: 'scheduled', payoutStatus: 'pending', isConfirmed: false });
    let pending: ReturnType<typeof deferredResponse> | null = null;
    const { fetchMock, user, queryClient } = await openTab({
      handlers: appointmentHandlers(
        () => [appointment],
        (init) => {
          appointment = { ...appointment, ...(sentJson(init) as Partial<Appointment>) };
          pending = deferredResponse();
          return pending.promise.then(() => jsonResponse(appointment));
        },
      ),
    });
    queryClient.setQueryData(['/api/admin/pending-payouts'], []);
    await user.click(await waitFor(() => buttonWithText('View Details')));
    await within(dialog()).findByText('All Appointments (1)');

    const tick = async (label: string) => {
      const usersReads = callsTo(fetchMock, 'GET', '/api/admin/users').length;
      await user.click(box(label));
      await waitFor(() => expect(box('Appointment Confirmed')).toBeDisabled());
      expect(box('Customer Serviced')).toBeDisabled();
      (pending as ReturnType<typeof deferredResponse> | null)?.answer(new Response());
      await waitFor(() => expect(box('Customer Serviced')).toBeEnabled());
      await waitFor(() => expect(screen.getByText(STATUS_UPDATED_TEXT)).toBeInTheDocument());
      expect(screen.getByText(SUCCESS_TITLE)).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(usersReads));
    };

    await tick('Appointment Confirmed');
    expect(box('Appointment Confirmed')).toBeChecked();
    await waitFor(() => expect(queryClient.getQueryState(['/api/admin/pending-payouts'])?.isInvalidated).toBe(true));

    await tick('Customer Serviced');
    expect(box('Customer Serviced')).toBeChecked();
    expect(box('Salesperson Paid')).toBeEnabled();
    expect(within(dialog()).queryByText(MARK_SERVICED_FIRST_HINT)).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Completed')).toBeInTheDocument();

    await tick('Salesperson Paid');
    expect(box('Salesperson Paid')).toBeChecked();
    expect(within(dialog()).getByText('Payout Fulfilled')).toBeInTheDocument();

    await tick('Appointment Confirmed');
    expect(box('Appointment Confirmed')).not.toBeChecked();

    const bodies = callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-1').map(([, init]) => sentJson(init));
    expect(bodies).toEqual([{ isConfirmed: true }, { status: 'completed' }, { payoutStatus: 'fulfilled' }, { isConfirmed: false }]);
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-1');
    expect(headerOf(patch?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("a refused change shows the server's message and leaves the box as it was", async () => {
    const appointment = appointmentFixture({ id: 'apt-2', status: 'completed', payoutStatus: 'fulfilled' });
    const { fetchMock, user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointment],
        () => jsonResponse({ statusCode: 409, message: UNMARK_PAYOUT_FIRST }, 409),
      ),
    });
    await user.click(await waitFor(() => buttonWithText('View Details')));
    await within(dialog()).findByText('All Appointments (1)');

    await user.click(box('Customer Serviced'));

    expect(await screen.findByText(UNMARK_PAYOUT_FIRST)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument();
    expect(sentJson(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-2')[0]?.[1])).toEqual({ status: 'scheduled' });
    await waitFor(() => expect(box('Customer Serviced')).toBeEnabled());
    expect(box('Customer Serviced')).toBeChecked();
  });

  it("without a message from the server it says 'Failed to update appointment status'", async () => {
    const { user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointmentFixture({ id: 'apt-3' })],
        () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    });
    await user.click(await waitFor(() => buttonWithText('View Details')));
    await within(dialog()).findByText('All Appointments (1)');

    await user.click(box('Appointment Confirmed'));

    expect(await screen.findByText(STATUS_UPDATE_FAILED)).toBeInTheDocument();
  });

  it('History opens a timeline of who did what and when, read again after a change', async () => {
    const history: AppointmentHistoryEntry[] = [
      historyFixture({ type: 'AppointmentBooked', label: 'Booked', actorRole: 'salesperson', actorName: 'Kai Kealoha', occurredAt: '2030-05-20T19:30:00.000Z' }),
      historyFixture({ type: 'AppointmentServiced', label: 'Serviced', actorRole: 'admin', actorName: 'Leilani Akana', occurredAt: '2030-06-03T22:00:00.000Z' }),
      historyFixture({
        type: 'PayoutFulfilled',
        label: 'Paid',
        actorRole: 'admin',
        actorName: 'Leilani Akana',
        occurredAt: '2030-06-04T01:15:00.000Z',
        payoutMethod: 'zelle',
        notes: 'Zelle #4411',
      }),
    ];
    const { fetchMock, user } = await openTab({
      handlers: {
        ...appointmentHandlers(() => [appointmentFixture({ id: 'apt-4', status: 'completed', payoutStatus: 'fulfilled' })]),
        'GET /api/admin/appointments/apt-4/history': () => jsonResponse(history),
      },
    });
    await user.click(await waitFor(() => buttonWithText('View Details')));
    await within(dialog()).findByText('All Appointments (1)');
    expect(callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history')).toHaveLength(0);

    const toggle = buttonWithText('History', dialog());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const timeline = await waitFor(() => {
      const found = dialog().querySelector<HTMLElement>('.admin-history-timeline');
      if (!found) throw new Error('No timeline');
      return found;
    });
    expect(within(timeline).getByText('Booked')).toBeInTheDocument();
    expect(within(timeline).getByText('by Kai Kealoha (salesperson)')).toBeInTheDocument();
    expect(within(timeline).getByText('Serviced')).toBeInTheDocument();
    expect(within(timeline).getAllByText('by Leilani Akana')).toHaveLength(2);
    expect(within(timeline).getByText('Paid')).toBeInTheDocument();
    expect(within(timeline).getByText('Zelle')).toBeInTheDocument();
    expect(within(timeline).getByText('Zelle #4411')).toBeInTheDocument();
    expect(within(timeline).getByText(formatInstantDateTime('2030-06-04T01:15:00.000Z'))).toBeInTheDocument();
    const labels = Array.from(timeline.querySelectorAll('.admin-history-entry strong')).map((label) => label.textContent);
    expect(labels).toEqual(['Booked', 'Serviced', 'Paid']);

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    await user.click(box('Appointment Confirmed'));
    await screen.findByText(STATUS_UPDATED_TEXT);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history')).toHaveLength(2));

    await user.click(toggle);
    expect(dialog().querySelector('.admin-history-timeline')).toBeNull();
  });
});
