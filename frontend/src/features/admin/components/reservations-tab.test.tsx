import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ClientConfig, Reservation } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { DATE_REQUIRED, ERROR_TITLE, RESERVATIONS_LOAD_FAILED, RESERVATION_CANCELLED, RESERVATION_CANCEL_FAILED, RESERVATION_CREATED, RESERVATION_CREATE_FAILED, TIME_REQUIRED, dateBeyondHorizon } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import {
  CANCEL_RESERVATION_OK,
  NOTES_LABEL,
  NO_RESERVATIONS,
  RESERVATIONS_TITLE,
  RESERVATION_NAME_LABEL,
  RESERVATION_STATUS_LABELS,
  RESERVE_BUTTON,
} from '@tint/libs/texts/admin';
import { CANCEL, DATE_LABEL, RETRY, TIME_LABEL } from '@tint/libs/texts/common';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatShortDate } from '@/lib/dates';
import { clientConfigKeys } from '@/lib/query-keys';
import {
  ADMIN_TOKEN,
  buttonWithText,
  headerOf,
  renderAdminPart,
  reservationFixture,
  stubAdminApi,
} from '@/testing/admin-fixtures';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { ReservationsTab } from './reservations-tab';

/** A weekday about two weeks ahead in the business time zone. */
function futureWeekday(): string {
  let date = addDaysToDate(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE), 14);
  while (isWeekend(date)) date = addDaysToDate(date, 1);
  return date;
}

const DATE = futureWeekday();

async function openTab({
  reservations = [],
  handlers = {},
  desktop = true,
}: { reservations?: Reservation[] | (() => Reservation[]); handlers?: Record<string, ApiHandler>; desktop?: boolean } = {}) {
  if (desktop) setDesktopViewport();
  const list = typeof reservations === 'function' ? reservations : () => reservations;
  const fetchMock = stubAdminApi({
    handlers: { 'GET /api/admin/reservations': () => jsonResponse(list()), ...handlers },
  });
  const user = setupUser();
  const { queryClient } = renderAdminPart(<ReservationsTab />);
  await screen.findByText(RESERVATIONS_TITLE);
  return { fetchMock, user, queryClient };
}

async function pickDate(user: UserEvent, date: string) {
  const input = screen.getByLabelText(DATE_LABEL);
  await user.click(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

async function pickTime(user: UserEvent, time: string) {
  await user.click(screen.getByLabelText(TIME_LABEL));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${time}"]`);
    if (!found) throw new Error(`No option ${time}`);
    return found;
  });
  await user.click(option);
}

// The test DOM renders the antd date picker and select slowly, more so on a busy machine.
describe('Reservations tab', { timeout: 40_000 }, () => {
  it('lists every reservation with its details, and Cancel only on active ones', async () => {
    const active = reservationFixture({ reservationDate: '2030-06-03', reservationTime: '8:30 AM' });
    const cancelled = reservationFixture({
      reservationDate: '2030-06-04',
      reservationTime: '12:30 PM',
      customerName: null,
      notes: null,
      status: 'cancelled',
      reservedBy: 'Noelani Kahale',
    });
    const { fetchMock } = await openTab({ reservations: [active, cancelled] });

    const activeRow = (await screen.findByText('Jun 3, 2030')).closest('tr');
    if (!activeRow) throw new Error('No row for the active reservation');
    for (const text of ['8:30 AM', 'Fleet vehicle', 'Two cars', RESERVATION_STATUS_LABELS.active, 'Leilani Akana']) {
      expect(within(activeRow).getByText(text)).toBeInTheDocument();
    }
    expect(within(activeRow).getByText(CANCEL)).toBeInTheDocument();

    const cancelledRow = screen.getByText('Jun 4, 2030').closest('tr');
    if (!cancelledRow) throw new Error('No row for the cancelled reservation');
    expect(within(cancelledRow).getByText(RESERVATION_STATUS_LABELS.cancelled)).toBeInTheDocument();
    expect(within(cancelledRow).getByText('Noelani Kahale')).toBeInTheDocument();
    expect(within(cancelledRow).queryByText(CANCEL)).not.toBeInTheDocument();

    const [read] = callsTo(fetchMock, 'GET', '/api/admin/reservations');
    expect(headerOf(read?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('reserves a slot with the bearer token, says so, clears the form and reads the list again', async () => {
    let reservations: Reservation[] = [];
    const { fetchMock, user } = await openTab({
      reservations: () => reservations,
      handlers: {
        'POST /api/admin/reservations': (init) => {
          const created = reservationFixture({ ...(sentJson(init) as Partial<Reservation>) });
          reservations = [created];
          return jsonResponse(created, 201);
        },
      },
    });

    await pickDate(user, DATE);
    await pickTime(user, '10:30 AM');
    await user.click(screen.getByLabelText(RESERVATION_NAME_LABEL));
    await user.paste('  Team training ');
    await user.click(screen.getByLabelText(NOTES_LABEL));
    await user.paste('Bay 2');
    await user.click(buttonWithText(RESERVE_BUTTON));

    await expectTextsShown(RESERVATION_CREATED);
    const [create] = callsTo(fetchMock, 'POST', '/api/admin/reservations');
    expect(sentJson(create?.[1])).toEqual({ reservationDate: DATE, reservationTime: '10:30 AM', customerName: 'Team training', notes: 'Bay 2' });
    expect(headerOf(create?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    await expectTextsShown(formatShortDate(DATE));
    expect(callsTo(fetchMock, 'GET', '/api/admin/reservations').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(RESERVATION_NAME_LABEL)).toHaveValue('');
  });

  it('sends only the date and time when the optional fields are empty', async () => {
    const { fetchMock, user } = await openTab({
      handlers: { 'POST /api/admin/reservations': () => jsonResponse(reservationFixture(), 201) },
    });

    await pickDate(user, DATE);
    await pickTime(user, '8:30 AM');
    await user.click(buttonWithText(RESERVE_BUTTON));

    await screen.findByText(RESERVATION_CREATED);
    const [create] = callsTo(fetchMock, 'POST', '/api/admin/reservations');
    expect(sentJson(create?.[1])).toEqual({ reservationDate: DATE, reservationTime: '8:30 AM' });
  });

  it('requires a date and a time', async () => {
    const { fetchMock, user } = await openTab();

    await user.click(buttonWithText(RESERVE_BUTTON));

    await expectTextsShown(DATE_REQUIRED, TIME_REQUIRED);
    expect(callsTo(fetchMock, 'POST', '/api/admin/reservations')).toHaveLength(0);
  });

  it("refuses a date typed beyond the server's booking horizon, in the server's words", async () => {
    // Monday 3 June 2030 in Honolulu; 10 days ahead is Thursday the 13th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T20:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const config: Pick<ClientConfig, 'businessTimeZone' | 'bookingHorizonDays'> = { businessTimeZone: DEFAULT_BUSINESS_TIMEZONE, bookingHorizonDays: 10 };
    const { fetchMock, user, queryClient } = await openTab({ handlers: { 'GET /api/client-config': () => jsonResponse(config) } });
    await waitFor(() => expect(queryClient.getQueryData(clientConfigKeys.config())).toEqual(config));

    await pickDate(user, '2030-06-14');
    await expectTextsShown(dateBeyondHorizon(10));
    await pickTime(user, '8:30 AM');
    await user.click(buttonWithText(RESERVE_BUTTON));
    await expectTextsShown(DATE_REQUIRED);
    expect(callsTo(fetchMock, 'POST', '/api/admin/reservations')).toHaveLength(0);

    await pickDate(user, '2030-06-13');
    await waitFor(() => expect(screen.queryByText(dateBeyondHorizon(10))).not.toBeInTheDocument());
  });

  it('refuses a day the shop is closed, as the calendar greys it out', async () => {
    const closure = { id: 'closure-1', startDate: DATE, endDate: DATE, reason: 'Holiday', createdBy: 'Leilani Akana', createdAt: '2030-05-20T19:30:00.000Z', bookedAppointments: [] };
    const { fetchMock, user } = await openTab({ handlers: { 'GET /api/admin/closures': () => jsonResponse([closure]) } });
    await screen.findByText('Holiday');

    await pickDate(user, DATE);
    await expectTextsShown(SHOP_CLOSED);
    await pickTime(user, '8:30 AM');
    await user.click(buttonWithText(RESERVE_BUTTON));
    await expectTextsShown(DATE_REQUIRED);
    expect(callsTo(fetchMock, 'POST', '/api/admin/reservations')).toHaveLength(0);
  });

  it("marks a time an active reservation already holds on the picked date as '(reserved)'", async () => {
    const { user } = await openTab({ reservations: [reservationFixture({ reservationDate: DATE, reservationTime: '12:30 PM' })] });

    await pickDate(user, DATE);
    await user.click(screen.getByLabelText(TIME_LABEL));

    const taken = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="12:30 PM (reserved)"]');
      if (!found) throw new Error('No reserved option');
      return found;
    });
    expect(taken).toHaveClass('ant-select-item-option-disabled');
  });

  it("says 'Failed to create reservation.' with the server's reason", async () => {
    const { user } = await openTab({
      handlers: {
        'POST /api/admin/reservations': () => jsonResponse({ statusCode: 409, message: 'That time slot is already reserved.' }, 409),
      },
    });

    await pickDate(user, DATE);
    await pickTime(user, '8:30 AM');
    await user.click(buttonWithText(RESERVE_BUTTON));

    expect(await screen.findByText(`${RESERVATION_CREATE_FAILED} That time slot is already reserved.`)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument();
  });

  it('cancels an active reservation after a confirmation, says so and reads the list again', async () => {
    let reservations = [reservationFixture({ id: 'res-active', reservationDate: '2030-06-03' })];
    const { fetchMock, user } = await openTab({
      reservations: () => reservations,
      handlers: {
        'DELETE /api/admin/reservations/res-active': () => {
          reservations = reservations.map((reservation) => ({ ...reservation, status: 'cancelled' }));
          return new Response(null, { status: 204 });
        },
      },
    });

    await screen.findByText('Jun 3, 2030');
    await user.click(buttonWithText(CANCEL));
    await user.click(await waitFor(() => buttonWithText(CANCEL_RESERVATION_OK)));

    await expectTextsShown(RESERVATION_CANCELLED);
    const [cancel] = callsTo(fetchMock, 'DELETE', '/api/admin/reservations/res-active');
    expect(headerOf(cancel?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(await screen.findByText(RESERVATION_STATUS_LABELS.cancelled)).toBeInTheDocument();
  });

  it("says 'Failed to cancel reservation.' when the server refuses", async () => {
    const { user } = await openTab({
      reservations: [reservationFixture({ id: 'res-active', reservationDate: '2030-06-03' })],
      handlers: {
        'DELETE /api/admin/reservations/res-active': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      },
    });

    await screen.findByText('Jun 3, 2030');
    await user.click(buttonWithText(CANCEL));
    await user.click(await waitFor(() => buttonWithText(CANCEL_RESERVATION_OK)));

    await expectTextsShown(RESERVATION_CANCEL_FAILED);
  });

  it("shows 'Failed to load reservations.' with a retry when the list cannot be read", async () => {
    let fail = true;
    const { user } = await openTab({
      handlers: {
        'GET /api/admin/reservations': () => (fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : jsonResponse([])),
      },
    });

    await expectTextsShown(RESERVATIONS_LOAD_FAILED);

    fail = false;
    await user.click(buttonWithText(RETRY));
    await expectTextsShown(NO_RESERVATIONS);
  });

  it('lists reservations as cards on phones', async () => {
    await openTab({ desktop: false, reservations: [reservationFixture({ reservationDate: '2030-06-03', reservationTime: '8:30 AM' })] });

    const item = (await screen.findByText('Jun 3, 2030 · 8:30 AM')).closest('li');
    if (!item) throw new Error('No list item');
    expect(within(item).getByText('Fleet vehicle')).toBeInTheDocument();
    expect(within(item).getByText(RESERVATION_STATUS_LABELS.active)).toBeInTheDocument();
    expect(within(item).getByText(CANCEL)).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
  });
});
