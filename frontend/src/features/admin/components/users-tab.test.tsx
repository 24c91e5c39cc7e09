import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSalesperson, Appointment, AppointmentHistoryEntry, ClientConfig } from '@tint/libs/api-types';
import { APPOINTMENT_HISTORY_LABELS } from '@tint/libs/api-types';
import { TIER_COLORS, adminTierLabel } from '@tint/libs/tiers';
import {
  ERROR_TITLE,
  LOADING_APPOINTMENTS,
  MARK_SERVICED_FIRST_HINT,
  NO_APPOINTMENTS_FOUND,
  NO_USERS_TEXT,
  NO_USERS_TITLE,
  SERVICED_BEFORE_DATE,
  STATUS_UPDATED_TEXT,
  STATUS_UPDATE_FAILED,
  SUCCESS_TITLE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import {
  APPOINTMENT_STATUS_LABELS,
  CANCEL_APPOINTMENT,
  CANCELLED_APPOINTMENT_HINT,
  CLEAR_COMMISSION,
  COMMISSION_CLEARED,
  HELD_HINT,
  ON_HOLD,
  REJECT_COMMISSION,
  REVIEW_DONE,
  REVIEW_NOTE_LABEL,
  REVIEW_TITLE,
  reviewConfirm,
  CASH_BONUSES_EARNED,
  CONFIRMED,
  CONFIRMED_BOX,
  DETAILS_SUBTITLE,
  DETAILS_TITLE,
  GIFT_CARDS_EARNED,
  HISTORY_TOGGLE,
  JOINED,
  KEEP_APPOINTMENT,
  MARK_NO_SHOW,
  NO_SHOW_APPOINTMENT_HINT,
  NO_SHOW_FROM_DATE_HINT,
  PAID_BOX,
  REVERT_PAYOUT_FIRST_HINT,
  UNDO_NO_SHOW,
  PAYOUT_STATUS_LABELS,
  SERVICED_BOX,
  SERVICE_FROM_DATE_HINT,
  TILE_MTD_COMMISSION,
  TILE_SERVICED,
  TILE_YTD_COMMISSION,
  TOTAL_BOOKED,
  UNCONFIRMED,
  USERS_TITLE,
  VIEW_DETAILS,
  allAppointmentsHeading,
  appointmentsShown,
  SHOW_MORE_APPOINTMENTS,
  cashBonusesEarnedValue,
  historyActor,
} from '@tint/libs/texts/admin';
import { ADMIN_APPOINTMENTS_PAGE, PAYOUT_METHOD_LABELS, TOTAL_COUNT_HEADER } from '@tint/libs/constants';
import { TINT_PACKAGE_INFO } from '@tint/libs/prices';
import { CANCEL } from '@tint/libs/texts/common';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { UsersTab } from './users-tab';

const kai = salespersonFixture({ id: 'sp-kai', firstName: 'Kai', lastName: 'Kealoha', email: 'kai@example.com', tier: 'Silver' });

async function openTab({ users = [kai], handlers = {} }: { users?: AdminSalesperson[]; handlers?: Record<string, ApiHandler> } = {}) {
  setDesktopViewport();
  const fetchMock = stubAdminApi({ users, handlers });
  const user = setupUser();
  const view = renderAdminPart(<UsersTab />);
  await screen.findByText(USERS_TITLE);
  return { fetchMock, user, ...view };
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
  if (!found) throw new Error('No open dialog');
  return found;
}

/** The server's answer to a page of `all` (`?limit=&before=` in `url`): the page, and the total in its header. */
function appointmentPage(all: Appointment[], url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const start = all.findIndex((appointment) => appointment.id === query.get('before')) + 1;
  const response = jsonResponse(all.slice(start, start + Number(query.get('limit') ?? all.length)));
  response.headers.set(TOTAL_COUNT_HEADER, String(all.length));
  return response;
}

/** The appointments of kai answer from `list`, a page at a time; PATCH answers through `patch`. */
function appointmentHandlers(list: () => Appointment[], patch?: ApiHandler): Record<string, ApiHandler> {
  const handlers: Record<string, ApiHandler> = { 'GET /api/admin/users/sp-kai/appointments': (_init, url) => appointmentPage(list(), url) };
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
    await expectTextsShown(NO_USERS_TITLE, NO_USERS_TEXT);
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
    expect(within(card).getByText(new RegExp(`^${JOINED} `))).toBeInTheDocument();
    expect(within(card).getByText(adminTierLabel('Silver'))).toHaveStyle({ background: TIER_COLORS.silver });
    const tile = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(tile(TOTAL_BOOKED)).toBe('5');
    expect(tile(CONFIRMED)).toBe('3');
    expect(tile(UNCONFIRMED)).toBe('2');
    expect(tile(TILE_SERVICED)).toBe('2');
    expect(tile(TILE_MTD_COMMISSION)).toBe('$50.00');
    expect(tile(TILE_YTD_COMMISSION)).toBe('$125.50');

    const other = screen.getByText('Noelani Kahale').closest('li');
    if (!other) throw new Error('No card');
    expect(within(other).getByText(adminTierLabel('Bronze'))).toBeInTheDocument();
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
    let asked = '';
    const { fetchMock, user } = await openTab({
      handlers: {
        'GET /api/admin/users/sp-kai/appointments': (_init, url) => {
          asked = url;
          return answer.promise;
        },
      },
    });

    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    const open = dialog();
    expect(within(open).getByText(DETAILS_TITLE)).toBeInTheDocument();
    expect(within(open).getByText(DETAILS_SUBTITLE)).toBeInTheDocument();
    expect(within(open).getByText('kai@example.com')).toBeInTheDocument();
    expect(within(open).getByText('Maui Toyota')).toBeInTheDocument();
    expect(within(open).getByText('$50.00')).toBeInTheDocument();
    expect(within(open).getByText('$125.50')).toBeInTheDocument();
    expect(within(open).getByText(LOADING_APPOINTMENTS)).toBeInTheDocument();

    answer.answer(appointmentPage([appointment, appointmentFixture({ customerFirstName: 'Ikaika', customerLastName: 'Pua' })], asked));

    expect(await within(open).findByText(allAppointmentsHeading(2))).toBeInTheDocument();
    const item = within(open).getByText('Malia Kahale').closest('li');
    if (!item) throw new Error('No appointment');
    for (const text of [APPOINTMENT_STATUS_LABELS.scheduled, PAYOUT_STATUS_LABELS.pending, '2021 Honda Civic', TINT_PACKAGE_INFO.signature.name, '808-555-0142', 'Jun 3, 2030', '12:30 PM', '$671.00', '$25.00']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(box(CONFIRMED_BOX, item)).not.toBeChecked();
    expect(box(SERVICED_BOX, item)).not.toBeChecked();
    expect(box(PAID_BOX, item)).not.toBeChecked();

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/users/sp-kai/appointments');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it(`View Details lists ${String(ADMIN_APPOINTMENTS_PAGE)} appointments at a time, the newest first, and 'Show more' brings the next ones`, async () => {
    const all = Array.from({ length: 45 }, (_, i) => appointmentFixture({ id: `apt-${String(i)}`, customerFirstName: `Customer${String(i)}`, customerLastName: 'Kahale' }));
    const { fetchMock, user } = await openTab({ handlers: appointmentHandlers(() => all) });

    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    const open = dialog();
    // The heading counts them all; the list holds the first page.
    expect(await within(open).findByText(allAppointmentsHeading(45))).toBeInTheDocument();
    expect(within(open).getAllByRole('listitem')).toHaveLength(ADMIN_APPOINTMENTS_PAGE);
    expect(within(open).getByText(appointmentsShown(20, 45))).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: SHOW_MORE_APPOINTMENTS }));
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(40));
    expect(within(open).getByText(appointmentsShown(40, 45))).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: SHOW_MORE_APPOINTMENTS }));
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(45));
    expect(within(open).queryByRole('button', { name: SHOW_MORE_APPOINTMENTS })).toBeNull();
    expect(within(open).getByText('Customer44 Kahale')).toBeInTheDocument();

    // Each page starts after the last appointment shown.
    const asked = callsTo(fetchMock, 'GET', '/api/admin/users/sp-kai/appointments').map(([url]) => new URL(String(url), 'http://localhost').searchParams.toString());
    expect(asked).toEqual([`limit=${String(ADMIN_APPOINTMENTS_PAGE)}`, `limit=${String(ADMIN_APPOINTMENTS_PAGE)}&before=apt-19`, `limit=${String(ADMIN_APPOINTMENTS_PAGE)}&before=apt-39`]);
  });

  it('View Details shows the cash bonuses (with what they come to) and the gift cards the salesperson earned', async () => {
    const { user } = await openTab({
      users: [{ ...kai, cashBonusesEarned: 2, giftCardsEarned: 1 }],
      handlers: appointmentHandlers(() => []),
    });

    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    const fact = (label: string) => within(dialog()).getByText(label).nextElementSibling?.textContent;
    // Two bonuses of CASH_BONUS_CENTS ($250) each.
    expect(fact(CASH_BONUSES_EARNED)).toBe(cashBonusesEarnedValue(2, '$500.00'));
    expect(fact(GIFT_CARDS_EARNED)).toBe('1');
  });

  it("says 'No appointments found' for a salesperson without appointments", async () => {
    const { user } = await openTab({ handlers: appointmentHandlers(() => []) });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    expect(await within(dialog()).findByText(NO_APPOINTMENTS_FOUND)).toBeInTheDocument();
  });

  it('the paid box waits for the service, with the hint', async () => {
    const { user } = await openTab({
      handlers: appointmentHandlers(() => [appointmentFixture({ status: 'scheduled' })]),
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));

    expect(box(PAID_BOX)).toBeDisabled();
    expect(within(dialog()).getByText(MARK_SERVICED_FIRST_HINT)).toBeInTheDocument();
    expect(box(SERVICED_BOX)).toBeEnabled();
    expect(box(CONFIRMED_BOX)).toBeEnabled();
  });

  it("the serviced box waits for the appointment's date in the server's business time zone, with its hint", async () => {
    // Monday 3 June 2030, 8 pm UTC: still the 3rd in Honolulu (the rules' default) and in UTC, already Tuesday
    // the 4th in Tokyo, the zone the server names.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T20:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const config: Pick<ClientConfig, 'businessTimeZone'> = { businessTimeZone: 'Asia/Tokyo' };
    const today = appointmentFixture({ id: 'apt-today', customerFirstName: 'Malia', customerLastName: 'Today', appointmentDate: '2030-06-04' });
    const tomorrow = appointmentFixture({ id: 'apt-tomorrow', customerFirstName: 'Ikaika', customerLastName: 'Tomorrow', appointmentDate: '2030-06-05' });
    const servicedEarly = appointmentFixture({ id: 'apt-done', customerFirstName: 'Noe', customerLastName: 'Done', appointmentDate: '2030-06-05', status: 'completed' });
    const { fetchMock, user } = await openTab({
      handlers: {
        'GET /api/client-config': () => jsonResponse(config),
        ...appointmentHandlers(() => [today, tomorrow, servicedEarly]),
      },
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(3));
    const item = (name: string) => {
      const found = within(dialog()).getByText(name).closest('li');
      if (!found) throw new Error(`No appointment ${name}`);
      return found;
    };

    // Dated after today in Tokyo: not yet, and the hint says from when.
    await waitFor(() => expect(box(SERVICED_BOX, item('Ikaika Tomorrow'))).toBeDisabled());
    const hint = within(item('Ikaika Tomorrow')).getByText(SERVICE_FROM_DATE_HINT);
    expect(box(SERVICED_BOX, item('Ikaika Tomorrow'))).toHaveAttribute('aria-describedby', hint.id);
    expect(within(item('Ikaika Tomorrow')).getByText(MARK_SERVICED_FIRST_HINT)).toBeInTheDocument();
    expect(box(CONFIRMED_BOX, item('Ikaika Tomorrow'))).toBeEnabled();

    // Today in Tokyo (tomorrow in the browser's and the default zone): it can be serviced.
    expect(box(SERVICED_BOX, item('Malia Today'))).toBeEnabled();
    expect(within(item('Malia Today')).queryByText(SERVICE_FROM_DATE_HINT)).not.toBeInTheDocument();

    // One already serviced can still be unmarked.
    expect(box(SERVICED_BOX, item('Noe Done'))).toBeEnabled();
    expect(within(item('Noe Done')).queryByText(SERVICE_FROM_DATE_HINT)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-tomorrow')).toHaveLength(0);
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
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));

    const tick = async (label: string) => {
      const usersReads = callsTo(fetchMock, 'GET', '/api/admin/users').length;
      await user.click(box(label));
      await waitFor(() => expect(box(CONFIRMED_BOX)).toBeDisabled());
      expect(box(SERVICED_BOX)).toBeDisabled();
      (pending as ReturnType<typeof deferredResponse> | null)?.answer(new Response());
      await waitFor(() => expect(box(SERVICED_BOX)).toBeEnabled());
      await waitFor(() => expect(screen.getByText(STATUS_UPDATED_TEXT)).toBeInTheDocument());
      expect(screen.getByText(SUCCESS_TITLE)).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/users').length).toBeGreaterThan(usersReads));
    };

    await tick(CONFIRMED_BOX);
    expect(box(CONFIRMED_BOX)).toBeChecked();
    await waitFor(() => expect(queryClient.getQueryState(['/api/admin/pending-payouts'])?.isInvalidated).toBe(true));

    await tick(SERVICED_BOX);
    expect(box(SERVICED_BOX)).toBeChecked();
    expect(box(PAID_BOX)).toBeEnabled();
    expect(within(dialog()).queryByText(MARK_SERVICED_FIRST_HINT)).not.toBeInTheDocument();
    expect(within(dialog()).getByText(APPOINTMENT_STATUS_LABELS.completed)).toBeInTheDocument();

    await tick(PAID_BOX);
    expect(box(PAID_BOX)).toBeChecked();
    expect(within(dialog()).getByText(PAYOUT_STATUS_LABELS.fulfilled)).toBeInTheDocument();

    await tick(CONFIRMED_BOX);
    expect(box(CONFIRMED_BOX)).not.toBeChecked();

    const bodies = callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-1').map(([, init]) => sentJson(init));
    expect(bodies).toEqual([{ isConfirmed: true }, { status: 'completed' }, { payoutStatus: 'fulfilled' }, { isConfirmed: false }]);
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-1');
    expect(headerOf(patch?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it.each([
    { refusal: 'a paid one unmarked', status: 'completed', payoutStatus: 'fulfilled', sent: 'scheduled', message: UNMARK_PAYOUT_FIRST },
    // The server's clock decides: its "today" may not have come where the browser thought it had.
    { refusal: 'one serviced before its day', status: 'scheduled', payoutStatus: 'pending', sent: 'completed', message: SERVICED_BEFORE_DATE },
  ])("a refused change ($refusal) shows the server's message and leaves the box as it was", async ({ status, payoutStatus, sent, message }) => {
    const appointment = appointmentFixture({ id: 'apt-2', status, payoutStatus: payoutStatus as Appointment['payoutStatus'] });
    const { fetchMock, user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointment],
        () => jsonResponse({ statusCode: 409, message }, 409),
      ),
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));

    await user.click(box(SERVICED_BOX));

    await expectTextsShown(message, ERROR_TITLE);
    expect(sentJson(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-2')[0]?.[1])).toEqual({ status: sent });
    await waitFor(() => expect(box(SERVICED_BOX)).toBeEnabled());
    expect(box(SERVICED_BOX).checked).toBe(status === 'completed');
  });

  it('cancels an appointment after asking, and then offers nothing more to change', async () => {
    let appointment = appointmentFixture({ id: 'apt-c', status: 'scheduled', appointmentDate: '2099-01-05' });
    const { fetchMock, user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointment],
        (init) => {
          appointment = { ...appointment, ...(sentJson(init) as Partial<Appointment>) };
          return jsonResponse(appointment);
        },
      ),
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));
    // Before its day: no no-show yet, and the hint says from when.
    const noShow = within(dialog()).getByRole('button', { name: MARK_NO_SHOW });
    expect(noShow).toBeDisabled();
    expect(noShow).toHaveAttribute('aria-describedby', within(dialog()).getByText(NO_SHOW_FROM_DATE_HINT).id);

    // Asked first; 'Keep it' sends nothing.
    await user.click(within(dialog()).getByRole('button', { name: CANCEL_APPOINTMENT }));
    await user.click(await screen.findByRole('button', { name: KEEP_APPOINTMENT }));
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-c')).toHaveLength(0);
    await user.click(within(dialog()).getByRole('button', { name: CANCEL_APPOINTMENT }));
    const confirm = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: CANCEL_APPOINTMENT });
      const inPopover = buttons.find((button) => button.closest('.ant-popover'));
      if (!inPopover) throw new Error('no confirmation yet');
      return inPopover;
    });
    await user.click(confirm);

    await expectTextsShown(STATUS_UPDATED_TEXT);
    expect(sentJson(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-c')[0]?.[1])).toEqual({ status: 'cancelled' });
    await within(dialog()).findByText(CANCELLED_APPOINTMENT_HINT);
    expect(within(dialog()).getByText(APPOINTMENT_STATUS_LABELS.cancelled!)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(SERVICED_BOX)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: CANCEL_APPOINTMENT })).not.toBeInTheDocument();
  });

  it('marks a no-show from its day and takes it back; a paid one must be unpaid first', async () => {
    let appointment = appointmentFixture({ id: 'apt-n', status: 'scheduled', appointmentDate: '2020-01-06' });
    const paid = appointmentFixture({ id: 'apt-p', customerFirstName: 'Paid', status: 'completed', payoutStatus: 'fulfilled', appointmentDate: '2020-01-06' });
    const { fetchMock, user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointment, paid],
        (init) => {
          appointment = { ...appointment, ...(sentJson(init) as Partial<Appointment>) };
          return jsonResponse(appointment);
        },
      ),
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(2));
    const item = (name: string) => within(dialog()).getByText(name).closest('li')!;

    const paidItem = item('Paid Akana');
    expect(within(paidItem).getByRole('button', { name: MARK_NO_SHOW })).toBeDisabled();
    expect(within(paidItem).getByRole('button', { name: CANCEL_APPOINTMENT })).toBeDisabled();
    expect(within(paidItem).getByRole('button', { name: CANCEL_APPOINTMENT })).toHaveAttribute('aria-describedby', within(paidItem).getByText(REVERT_PAYOUT_FIRST_HINT).id);

    const mine = () => item(`${appointment.customerFirstName} ${appointment.customerLastName}`);
    await user.click(within(mine()).getByRole('button', { name: MARK_NO_SHOW }));
    await within(mine()).findByText(NO_SHOW_APPOINTMENT_HINT);
    expect(within(mine()).getByText(APPOINTMENT_STATUS_LABELS.no_show!)).toBeInTheDocument();
    await user.click(within(mine()).getByRole('button', { name: UNDO_NO_SHOW }));
    await within(mine()).findByRole('button', { name: MARK_NO_SHOW });
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/appointments/apt-n').map(([, init]) => sentJson(init))).toEqual([{ status: 'no_show' }, { status: 'scheduled' }]);
  });

  it('a commission held for review is cleared or rejected from the card, with a note, after asking (issue 19)', async () => {
    let appointment = appointmentFixture({ id: 'apt-h', status: 'completed', reviewStatus: 'held' });
    const { fetchMock, user } = await openTab({
      handlers: {
        ...appointmentHandlers(() => [appointment]),
        'POST /api/admin/appointments/apt-h/review': (init) => {
          appointment = { ...appointment, reviewStatus: (sentJson(init) as { decision: string }).decision === 'clear' ? 'cleared' : 'rejected' };
          return jsonResponse(appointment);
        },
      },
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));
    expect(within(dialog()).getByText(ON_HOLD)).toBeInTheDocument();
    expect(within(dialog()).getByText(HELD_HINT)).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: REJECT_COMMISSION }));
    // The review dialog opens over the details dialog: found by what it asks.
    const reviewDialog = async (decision: 'clear' | 'reject') => (await screen.findByText(reviewConfirm(decision))).closest<HTMLElement>('[role="dialog"]')!;
    const review = await reviewDialog('reject');
    expect(within(review).getByText(REVIEW_TITLE)).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: CANCEL }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/appointments/apt-h/review')).toHaveLength(0);

    await user.click(within(dialog()).getByRole('button', { name: CLEAR_COMMISSION }));
    const again = await reviewDialog('clear');
    await user.type(within(again).getByLabelText(REVIEW_NOTE_LABEL), '  Agreed with the owner  ');
    await user.click(within(again).getByRole('button', { name: CLEAR_COMMISSION }));
    await expectTextsShown(REVIEW_DONE);
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/admin/appointments/apt-h/review')[0]?.[1])).toEqual({ decision: 'clear', note: 'Agreed with the owner' });
    await waitFor(() => expect(within(dialog()).queryByText(ON_HOLD)).not.toBeInTheDocument());
    expect(within(dialog()).getByText(COMMISSION_CLEARED)).toBeInTheDocument();
  });

  it("without a message from the server it says 'Failed to update appointment status'", async () => {
    const { user } = await openTab({
      handlers: appointmentHandlers(
        () => [appointmentFixture({ id: 'apt-3' })],
        () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    });
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));

    await user.click(box(CONFIRMED_BOX));

    await expectTextsShown(STATUS_UPDATE_FAILED);
  });

  it('History opens a timeline of who did what and when, read again after a change', async () => {
    const history: AppointmentHistoryEntry[] = [
      historyFixture({ type: 'AppointmentBooked', label: APPOINTMENT_HISTORY_LABELS.AppointmentBooked, actorRole: 'salesperson', actorName: 'Kai Kealoha', occurredAt: '2030-05-20T19:30:00.000Z' }),
      historyFixture({ type: 'AppointmentServiced', label: APPOINTMENT_HISTORY_LABELS.AppointmentServiced, actorRole: 'admin', actorName: 'Leilani Akana', occurredAt: '2030-06-03T22:00:00.000Z' }),
      historyFixture({
        type: 'PayoutFulfilled',
        label: APPOINTMENT_HISTORY_LABELS.PayoutFulfilled,
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
    await user.click(await waitFor(() => buttonWithText(VIEW_DETAILS)));
    await within(dialog()).findByText(allAppointmentsHeading(1));
    expect(callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history')).toHaveLength(0);

    const toggle = buttonWithText(HISTORY_TOGGLE, dialog());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const timeline = await waitFor(() => {
      const found = dialog().querySelector<HTMLElement>('.admin-history-timeline');
      if (!found) throw new Error('No timeline');
      return found;
    });
    expect(within(timeline).getByText(APPOINTMENT_HISTORY_LABELS.AppointmentBooked)).toBeInTheDocument();
    expect(within(timeline).getByText(historyActor('Kai Kealoha', 'salesperson'))).toBeInTheDocument();
    expect(within(timeline).getByText(APPOINTMENT_HISTORY_LABELS.AppointmentServiced)).toBeInTheDocument();
    expect(within(timeline).getAllByText(historyActor('Leilani Akana', 'admin'))).toHaveLength(2);
    expect(within(timeline).getByText(APPOINTMENT_HISTORY_LABELS.PayoutFulfilled)).toBeInTheDocument();
    expect(within(timeline).getByText(PAYOUT_METHOD_LABELS.zelle)).toBeInTheDocument();
    expect(within(timeline).getByText('Zelle #4411')).toBeInTheDocument();
    expect(within(timeline).getByText(formatInstantDateTime('2030-06-04T01:15:00.000Z'))).toBeInTheDocument();
    const labels = Array.from(timeline.querySelectorAll('.admin-history-entry strong')).map((label) => label.textContent);
    expect(labels).toEqual([
      APPOINTMENT_HISTORY_LABELS.AppointmentBooked,
      APPOINTMENT_HISTORY_LABELS.AppointmentServiced,
      APPOINTMENT_HISTORY_LABELS.PayoutFulfilled,
    ]);

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    await user.click(box(CONFIRMED_BOX));
    await screen.findByText(STATUS_UPDATED_TEXT);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/appointments/apt-4/history')).toHaveLength(2));

    await user.click(toggle);
    expect(dialog().querySelector('.admin-history-timeline')).toBeNull();
  });
});
