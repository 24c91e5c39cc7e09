import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Appointment, BookAppointmentRequest, ClientConfig } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE, DEFAULT_COMMISSION_CENTS } from '@tint/libs/constants';
import { centsToDecimal, formatMoney } from '@tint/libs/money';
import {
  FALLBACK_PRICES_CENTS,
  LIFETIME_WARRANTY_TEXT,
  TINT_PACKAGE_INFO,
  VEHICLE_SIZE_LABELS,
  WINDOW_OPTION_LABELS,
  makeTintSelection,
  priceForSelection,
} from '@tint/libs/prices';
import { SLOT_TIMES, addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { ACK_CONTACT_REQUIRED, ACK_DISCOUNT_REQUIRED, ACK_SERVICE_AREA_REQUIRED, CUSTOMER_EMAIL_INVALID, CUSTOMER_FIRST_NAME_REQUIRED, CUSTOMER_LAST_NAME_REQUIRED, CUSTOMER_PHONE_INVALID, DATE_NOT_BOOKABLE, DATE_REQUIRED, ERROR_TITLE, INVALID_TINT_PACKAGE, MAKE_REQUIRED, MODEL_REQUIRED, SLOT_TAKEN, TIME_REQUIRED, YEAR_REQUIRED, dateBeyondHorizon } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import {
  ACK_CONTACT_LABEL,
  ACK_DISCOUNT_LABEL,
  ACK_SERVICE_AREA_LABEL,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_IN_PROGRESS,
  BOOK_ANOTHER,
  BOOK_APPOINTMENT_BUTTON,
  CONTACT_TEXT,
  CUSTOMER_INFO_TITLE,
  RETURN_TO_DASHBOARD,
  SELECTED_PACKAGE,
  SERVICE_DURATION_TEXT,
  SLOTS_TAKEN_HINT,
  TAKE_TINT_MATCH,
  TINT_PACKAGE_LABEL,
  YEAR_LABEL,
} from '@tint/libs/texts/booking';
import {
  DATE_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  MAKE_LABEL,
  MODEL_LABEL,
  PHONE_LABEL,
} from '@tint/libs/texts/common';
import { packageTitle } from '@tint/libs/texts/tint-match';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clientConfigKeys } from '@/lib/query-keys';
import { BOOKING_DRAFT_KEY, QUIZ_DRAFT_KEY } from '@/lib/session-drafts';
import { TINT_SELECTION_STORAGE_KEY } from '@/lib/tint-selection-storage';
import { jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { BookAppointmentSection } from './book-appointment-section';

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Like stubApi, but a handler may answer later, and 'GET /api/available-times/*' answers every date. */
function stubRoutes(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler =
      handlers[`${method} ${path}`] ??
      (path.startsWith('/api/available-times/') ? handlers[`${method} /api/available-times/*`] : undefined) ??
      (`${method} ${path}` === 'POST /api/analytics/track' ? () => new Response(null, { status: 204 }) : undefined);
    return handler ? handler(init, url) : new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubRoutes>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    return (init?.method ?? 'GET').toUpperCase() === method && url.split('?')[0] === path;
  });
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return new Headers(init?.headers).get(name) ?? undefined;
}

/** A weekday about two weeks ahead, and the Saturday after it. */
function futureWeekday(): string {
  let date = addDaysToDate(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE), 14);
  while (isWeekend(date)) date = addDaysToDate(date, 1);
  return date;
}

function saturdayAfter(date: string): string {
  let next = addDaysToDate(date, 1);
  while (new Date(`${next}T12:00:00Z`).getUTCDay() !== 6) next = addDaysToDate(next, 1);
  return next;
}

const BOOKING_DATE = futureWeekday();

function appointmentFor(request: BookAppointmentRequest, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'apt-1',
    customerFirstName: request.customerFirstName,
    customerLastName: request.customerLastName,
    customerEmail: request.customerEmail,
    customerPhone: request.customerPhone,
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    tintPackageId: request.tintPackageId ?? 'ceramic',
    appointmentDate: request.appointmentDate,
    appointmentTime: request.appointmentTime,
    estimatedPrice: centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').discountedCents),
    commission: centsToDecimal(DEFAULT_COMMISSION_CENTS),
    status: 'scheduled',
    payoutStatus: 'pending',
    isConfirmed: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    reviewStatus: null,
    ...overrides,
  };
}

function renderSection({ desktop = true }: { desktop?: boolean } = {}) {
  if (desktop) setDesktopViewport();
  const onNavigate = vi.fn();
  const user = setupUser();
  const { queryClient } = renderWithProviders(<BookAppointmentSection onNavigate={onNavigate} />);
  return { user, onNavigate, queryClient };
}

function storeSelection() {
  const selection = makeTintSelection('ceramic', 'full', 'sedan');
  window.localStorage.setItem(TINT_SELECTION_STORAGE_KEY, JSON.stringify(selection));
  return selection;
}

function dateInput(): HTMLInputElement {
  return screen.getByLabelText(DATE_LABEL) as HTMLInputElement;
}

async function typeDate(user: UserEvent, date: string) {
  const input = dateInput();
  await user.click(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

/** By text, not role: role queries over the whole antd form are slow enough to starve waitFor. */
function slotButton(slot: string): HTMLButtonElement {
  const button = screen.getByText(slot, { selector: '.slot-button span' }).closest('button');
  if (!button) throw new Error(`No slot button ${slot}`);
  return button;
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

async function fillCustomer(user: UserEvent) {
  await fill(user, FIRST_NAME_LABEL, 'Leilani');
  await fill(user, LAST_NAME_LABEL, 'Kahale');
  await fill(user, EMAIL_LABEL, 'leilani@example.com');
  await fill(user, PHONE_LABEL, '808-555-0199');
  await fill(user, YEAR_LABEL, '2022');
  await fill(user, MAKE_LABEL, 'Toyota');
  await fill(user, MODEL_LABEL, 'Camry');
}

async function tickAcknowledgements(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: ACK_CONTACT_LABEL }));
  await user.click(screen.getByRole('checkbox', { name: ACK_SERVICE_AREA_LABEL }));
  await user.click(screen.getByRole('checkbox', { name: ACK_DISCOUNT_LABEL }));
}

async function fillValidBooking(user: UserEvent, slot = '10:30 AM') {
  await typeDate(user, BOOKING_DATE);
  await waitFor(() => expect(slotButton(slot)).toBeEnabled());
  await user.click(slotButton(slot));
  await fillCustomer(user);
  await tickAcknowledgements(user);
}

/** The submit button; while sending, antd adds a 'loading' icon to its name. */
function bookButton(): HTMLButtonElement {
  const isLabel = (text: string) => text === BOOK_APPOINTMENT_BUTTON || text === BOOKING_IN_PROGRESS;
  const button = screen.getByText(isLabel, { selector: 'button span' }).closest('button');
  if (!button) throw new Error('No Book Appointment button');
  return button;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Book Appointment', () => {
  it('shows every validation message of the booking form', async () => {
    stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    const { user } = renderSection();

    await user.click(bookButton());
    await expectTextsShown(
      CUSTOMER_FIRST_NAME_REQUIRED,
      CUSTOMER_LAST_NAME_REQUIRED,
      CUSTOMER_EMAIL_INVALID,
      CUSTOMER_PHONE_INVALID,
      YEAR_REQUIRED,
      MAKE_REQUIRED,
      MODEL_REQUIRED,
      INVALID_TINT_PACKAGE,
      DATE_REQUIRED,
      TIME_REQUIRED,
      ACK_CONTACT_REQUIRED,
      ACK_SERVICE_AREA_REQUIRED,
      ACK_DISCOUNT_REQUIRED,
    );

    // Present but too short or malformed.
    await fill(user, EMAIL_LABEL, 'not-an-email');
    await fill(user, PHONE_LABEL, '808-555');
    await fill(user, YEAR_LABEL, '22');
    await user.click(bookButton());
    await expectTextsShown(CUSTOMER_EMAIL_INVALID, CUSTOMER_PHONE_INVALID, YEAR_REQUIRED);

    await fill(user, EMAIL_LABEL, 'ok@example.com');
    await fill(user, PHONE_LABEL, '808-555-0100');
    await fill(user, YEAR_LABEL, '2022');
    expect(screen.getByLabelText(YEAR_LABEL, { selector: 'input' })).toHaveValue('2022');
    await waitFor(() => {
      expect(screen.queryByText(CUSTOMER_EMAIL_INVALID)).not.toBeInTheDocument();
      expect(screen.queryByText(CUSTOMER_PHONE_INVALID)).not.toBeInTheDocument();
      expect(screen.queryByText(YEAR_REQUIRED)).not.toBeInTheDocument();
    });
  });

  it('disables the slots missing from the available times of the picked date', async () => {
    const fetchMock = stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(['10:30 AM']) });
    const { user } = renderSection();

    // No date yet: all three slots are offered.
    for (const slot of SLOT_TIMES) expect(slotButton(slot)).toBeEnabled();

    await typeDate(user, BOOKING_DATE);
    await waitFor(() => expect(slotButton('8:30 AM')).toBeDisabled());
    expect(slotButton('12:30 PM')).toBeDisabled();
    expect(slotButton('10:30 AM')).toBeEnabled();
    expect(callsTo(fetchMock, 'GET', `/api/available-times/${BOOKING_DATE}`)).toHaveLength(1);
    expect(screen.getByText(SLOTS_TAKEN_HINT)).toBeInTheDocument();

    await user.click(slotButton('10:30 AM'));
    expect(slotButton('10:30 AM')).toHaveAttribute('aria-pressed', 'true');
  });

  it('rejects a weekend typed into the date field', async () => {
    const fetchMock = stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    const { user } = renderSection();
    const saturday = saturdayAfter(BOOKING_DATE);

    await typeDate(user, saturday);
    await expectTextsShown(DATE_NOT_BOOKABLE);
    await user.click(screen.getByText(CUSTOMER_INFO_TITLE));
    await waitFor(() => expect(dateInput()).toHaveValue(''));
    expect(callsTo(fetchMock, 'GET', `/api/available-times/${saturday}`)).toHaveLength(0);

    await user.click(bookButton());
    await expectTextsShown(DATE_REQUIRED);
  });

  it('greys out the days the shop is closed (GET /api/closures) and refuses one typed, in the server’s words', async () => {
    const closed = addDaysToDate(BOOKING_DATE, 1);
    const fetchMock = stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES), 'GET /api/closures': () => jsonResponse(isWeekend(closed) ? [BOOKING_DATE] : [closed]) });
    const { user } = renderSection();
    const closedDate = isWeekend(closed) ? BOOKING_DATE : closed;
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/closures')).toHaveLength(1));
    const [read] = callsTo(fetchMock, 'GET', '/api/closures');
    const query = new URL(String(read?.[0]), 'http://localhost').searchParams;
    expect(query.get('from')).toBe(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE));
    expect(query.get('to')).toBe(addDaysToDate(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE), 180));

    await typeDate(user, closedDate);
    await expectTextsShown(SHOP_CLOSED);
    await user.click(screen.getByText(CUSTOMER_INFO_TITLE));
    await waitFor(() => expect(dateInput()).toHaveValue(''));
    expect(callsTo(fetchMock, 'GET', `/api/available-times/${closedDate}`)).toHaveLength(0);

    await user.click(dateInput());
    const cellFor = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`);
    for (let months = 0; months < 3 && !cellFor(closedDate); months += 1) {
      const next = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-header-next-btn');
      if (next) await user.click(next);
    }
    expect(cellFor(closedDate)).toHaveClass('ant-picker-cell-disabled');
  });

  it('on a phone, picks the date from the calendar, where past days and weekends are disabled', async () => {
    const fetchMock = stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(['8:30 AM', '12:30 PM']) });
    const { user } = renderSection({ desktop: false });
    const today = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);

    // No on-screen keyboard over the calendar.
    expect(dateInput()).toHaveAttribute('readonly');
    await user.click(dateInput());
    const yesterdayCell = document.querySelector(`td[title="${addDaysToDate(today, -1)}"]`);
    if (yesterdayCell?.closest('.ant-picker-dropdown')) expect(yesterdayCell).toHaveClass('ant-picker-cell-disabled');
    const cellFor = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`);
    for (let months = 0; months < 3 && !cellFor(BOOKING_DATE); months += 1) {
      const next = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-header-next-btn');
      if (next) await user.click(next);
    }
    expect(cellFor(saturdayAfter(BOOKING_DATE)) ?? cellFor(addDaysToDate(saturdayAfter(BOOKING_DATE), -7))).toHaveClass(
      'ant-picker-cell-disabled',
    );
    const cell = cellFor(BOOKING_DATE);
    expect(cell).not.toHaveClass('ant-picker-cell-disabled');
    await user.click(within(cell as HTMLElement).getByText(String(Number(BOOKING_DATE.slice(8)))));

    await waitFor(() => expect(slotButton('10:30 AM')).toBeDisabled());
    expect(slotButton('8:30 AM')).toBeEnabled();
    expect(callsTo(fetchMock, 'GET', `/api/available-times/${BOOKING_DATE}`)).toHaveLength(1);
  });

  describe('the booking horizon the server names', () => {
    // Monday 3 June 2030, 10 am in Honolulu; with a 10-day horizon Thursday the 13th is the last bookable day.
    const HORIZON_DAYS = 10;
    const LAST_DAY = '2030-06-13';
    const DAY_AFTER = '2030-06-14';

    async function renderWithHorizon({ desktop }: { desktop: boolean }) {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T20:00:00.000Z') });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const config: Pick<ClientConfig, 'businessTimeZone' | 'bookingHorizonDays'> = { businessTimeZone: DEFAULT_BUSINESS_TIMEZONE, bookingHorizonDays: HORIZON_DAYS };
      const fetchMock = stubRoutes({
        'GET /api/client-config': () => jsonResponse(config),
        'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      });
      const view = renderSection({ desktop });
      await waitFor(() => expect(view.queryClient.getQueryData(clientConfigKeys.config())).toEqual(config));
      return { fetchMock, ...view };
    }

    it("refuses a date typed beyond it, in the server's words", async () => {
      const { fetchMock, user } = await renderWithHorizon({ desktop: true });

      await typeDate(user, DAY_AFTER);
      await expectTextsShown(dateBeyondHorizon(HORIZON_DAYS));
      await user.click(screen.getByText(CUSTOMER_INFO_TITLE));
      await waitFor(() => expect(dateInput()).toHaveValue(''));
      expect(callsTo(fetchMock, 'GET', `/api/available-times/${DAY_AFTER}`)).toHaveLength(0);

      await typeDate(user, LAST_DAY);
      await waitFor(() => expect(callsTo(fetchMock, 'GET', `/api/available-times/${LAST_DAY}`)).toHaveLength(1));
      // The field checks the new date as it changes (Enter takes it without sending the form): the refusal goes.
      await waitFor(() => expect(screen.queryByText(dateBeyondHorizon(HORIZON_DAYS))).not.toBeInTheDocument());
    });

    it('on a phone, offers no day beyond it in the calendar', async () => {
      const { user } = await renderWithHorizon({ desktop: false });

      await user.click(dateInput());
      const cell = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`);
      await waitFor(() => expect(cell(LAST_DAY)).not.toBeNull());
      expect(cell(LAST_DAY)).not.toHaveClass('ant-picker-cell-disabled');
      expect(cell(DAY_AFTER)).toHaveClass('ant-picker-cell-disabled');
      expect(cell('2030-07-01')).toHaveClass('ant-picker-cell-disabled');
    });
  });

  it('prefills the package and price from the stored Tint Match selection', async () => {
    stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    const selection = storeSelection();
    renderSection();

    const selected = screen.getByRole('group', { name: SELECTED_PACKAGE });
    expect(within(selected).getByText(packageTitle(TINT_PACKAGE_INFO.ceramic.name))).toBeInTheDocument();
    expect(within(selected).getByText(`${WINDOW_OPTION_LABELS.full} · ${VEHICLE_SIZE_LABELS.sedan}`)).toBeInTheDocument();
    expect(within(selected).getByText(formatMoney(selection.discountedPricing))).toBeInTheDocument();
    // The full-vehicle sedan ceramic row of the table (libs' spec pins it), 10% off; the list price struck through.
    const price = priceForSelection('ceramic', 'full', 'sedan');
    expect(within(selected).getByText(formatMoney(price.discountedCents))).toBeInTheDocument();
    expect(within(selected).getByText(formatMoney(price.originalCents)).tagName).toBe('DEL');
    const packageField = screen.getByRole('combobox', { name: TINT_PACKAGE_LABEL }).closest('.ant-form-item');
    expect(packageField).toHaveTextContent(TINT_PACKAGE_INFO.ceramic.name);
    expect(screen.getByText(SERVICE_DURATION_TEXT)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXT)).toBeInTheDocument();
    expect(screen.getByText(LIFETIME_WARRANTY_TEXT)).toBeInTheDocument();
  });

  it('logs and ignores an unparsable stored selection', async () => {
    stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    window.localStorage.setItem(TINT_SELECTION_STORAGE_KEY, '{not json');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onNavigate } = renderSection();

    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: SELECTED_PACKAGE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TAKE_TINT_MATCH }));
    expect(onNavigate).toHaveBeenCalledWith('tint-match');
  });

  it('books: "Booking..." while sending, then "Booking Confirmed!" with both buttons', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const selection = storeSelection();
    const { user, onNavigate } = renderSection();
    await fillValidBooking(user);

    await user.click(bookButton());
    await waitFor(() => expect(bookButton()).toHaveTextContent(BOOKING_IN_PROGRESS));

    const [post] = callsTo(fetchMock, 'POST', '/api/appointments');
    const request = sentJson(post?.[1]) as BookAppointmentRequest;
    expect(request).toEqual({
      customerFirstName: 'Leilani',
      customerLastName: 'Kahale',
      customerEmail: 'leilani@example.com',
      customerPhone: '808-555-0199',
      vehicleYear: '2022',
      vehicleMake: 'Toyota',
      vehicleModel: 'Camry',
      tintPackageId: 'ceramic',
      appointmentDate: BOOKING_DATE,
      appointmentTime: '10:30 AM',
      acknowledgeContact: true,
      acknowledgeServiceArea: true,
      acknowledgeDiscountPolicy: true,
      windowOption: selection.windowOption,
      vehicleSize: selection.vehicleSize,
      estimatedPrice: centsToDecimal(selection.discountedPricing),
      commission: centsToDecimal(DEFAULT_COMMISSION_CENTS),
    });
    expect(headerOf(post?.[1], 'Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(post?.[1]?.credentials).toBe('include');

    const availabilityCalls = callsTo(fetchMock, 'GET', `/api/available-times/${BOOKING_DATE}`).length;
    answer(jsonResponse(appointmentFor(request), 201));

    const dialog = await screen.findByRole('dialog', { name: BOOKING_CONFIRMED_TITLE });
    expect(within(dialog).getByText('Leilani Kahale')).toBeInTheDocument();
    expect(within(dialog).getByText('2022 Toyota Camry')).toBeInTheDocument();
    expect(within(dialog).getByText(packageTitle(TINT_PACKAGE_INFO.ceramic.name))).toBeInTheDocument();
    expect(within(dialog).getByText('10:30 AM')).toBeInTheDocument();
    expect(within(dialog).getByText(formatMoney(selection.discountedPricing))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: RETURN_TO_DASHBOARD })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: BOOK_ANOTHER })).toBeInTheDocument();
    // The picked date's availability is read again after the booking.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `/api/available-times/${BOOKING_DATE}`).length).toBeGreaterThan(availabilityCalls),
    );

    // The funnel: the form was opened (booking_started), then the booking went through (booking_completed).
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/analytics/track').map(([, init]) => (sentJson(init) as { eventType: string }).eventType)).toEqual([
        'booking_started',
        'booking_completed',
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: RETURN_TO_DASHBOARD }));
    expect(onNavigate).toHaveBeenCalledWith('dashboard');
  });

  it("counts the funnel's booking start at the first field touched, once per session, not at each visit", async () => {
    const fetchMock = stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    const tracked = () => callsTo(fetchMock, 'POST', '/api/analytics/track').map(([, init]) => (sentJson(init) as { eventType: string }).eventType);
    const first = renderSection();
    await screen.findByLabelText(FIRST_NAME_LABEL, { selector: 'input' });
    // Opening the section starts nothing, however long it stays open.
    expect(tracked()).toEqual([]);

    await first.user.type(screen.getByLabelText(FIRST_NAME_LABEL, { selector: 'input' }), 'L');
    await waitFor(() => expect(tracked()).toEqual(['booking_started']));
    await first.user.type(screen.getByLabelText(LAST_NAME_LABEL, { selector: 'input' }), 'K');

    // Another visit to the section in the same session (the form as it was left), and typing again: no second start.
    cleanup();
    const second = renderSection();
    await second.user.type(await screen.findByLabelText(FIRST_NAME_LABEL, { selector: 'input' }), 'M');
    await waitFor(() => expect((screen.getByLabelText(FIRST_NAME_LABEL, { selector: 'input' }) as HTMLInputElement).value).toBe('LM'));
    expect(tracked()).toEqual(['booking_started']);
  });

  it('keeps the form as it was through a refresh, until the booking succeeds', async () => {
    stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': (init) => jsonResponse(appointmentFor(sentJson(init) as BookAppointmentRequest), 201),
    });
    storeSelection();
    window.sessionStorage.setItem(QUIZ_DRAFT_KEY, JSON.stringify({ step: 0, answers: [], choice: null, finished: false }));
    const first = renderSection();
    await fillValidBooking(first.user);

    // The page again, in the same browser session: everything as it was.
    cleanup();
    const second = renderSection();
    expect(await screen.findByLabelText(FIRST_NAME_LABEL, { selector: 'input' })).toHaveValue('Leilani');
    expect(screen.getByLabelText(PHONE_LABEL, { selector: 'input' })).toHaveValue('808-555-0199');
    expect(screen.getByLabelText(MODEL_LABEL, { selector: 'input' })).toHaveValue('Camry');
    expect(screen.getByRole('checkbox', { name: ACK_DISCOUNT_LABEL })).toBeChecked();
    await waitFor(() => expect(slotButton('10:30 AM')).toHaveAttribute('aria-pressed', 'true'));
    expect(dateInput().value).not.toBe('');

    // It books as filled in; then neither the form nor the quiz that led to it is kept.
    await second.user.click(bookButton());
    await screen.findByRole('dialog', { name: BOOKING_CONFIRMED_TITLE });
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(QUIZ_DRAFT_KEY)).toBeNull();
    cleanup();
    renderSection();
    expect(await screen.findByLabelText(FIRST_NAME_LABEL, { selector: 'input' })).toHaveValue('');
  });

  it('takes a Tint Match package chosen after the form was filled over the kept one', async () => {
    stubRoutes({ 'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES) });
    storeSelection();
    const first = renderSection();
    await fill(first.user, FIRST_NAME_LABEL, 'Leilani');

    cleanup();
    window.localStorage.setItem(TINT_SELECTION_STORAGE_KEY, JSON.stringify(makeTintSelection('signature', 'full', 'sedan')));
    renderSection();
    expect(await screen.findByLabelText(FIRST_NAME_LABEL, { selector: 'input' })).toHaveValue('Leilani');
    expect(screen.getByRole('combobox', { name: TINT_PACKAGE_LABEL }).closest('.ant-form-item')).toHaveTextContent(TINT_PACKAGE_INFO.signature.name);
  });

  it('starts a fresh form with Book Another Appointment', async () => {
    stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': (init) => jsonResponse(appointmentFor(sentJson(init) as BookAppointmentRequest), 201),
    });
    storeSelection();
    const { user, onNavigate } = renderSection();
    await fillValidBooking(user);
    await user.click(bookButton());

    const dialog = await screen.findByRole('dialog', { name: BOOKING_CONFIRMED_TITLE });
    await user.click(within(dialog).getByRole('button', { name: BOOK_ANOTHER }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: BOOKING_CONFIRMED_TITLE })).not.toBeInTheDocument());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText(FIRST_NAME_LABEL, { selector: 'input' })).toHaveValue('');
    expect(dateInput()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: ACK_CONTACT_LABEL })).not.toBeChecked();
    expect(slotButton('10:30 AM')).toHaveAttribute('aria-pressed', 'false');
    // The package comes back from the stored selection.
    expect(screen.getByRole('combobox', { name: TINT_PACKAGE_LABEL }).closest('.ant-form-item')).toHaveTextContent(TINT_PACKAGE_INFO.ceramic.name);
  });

  it('shows the server message in an "Error" toast when the slot was taken (409)', async () => {
    stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': () => jsonResponse({ statusCode: 409, message: SLOT_TAKEN }, 409),
    });
    storeSelection();
    const { user } = renderSection();
    await fillValidBooking(user);
    await user.click(bookButton());

    const toast = (await screen.findByText(SLOT_TAKEN)).closest('.ant-notification-notice');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: BOOKING_CONFIRMED_TITLE })).not.toBeInTheDocument();
    expect(bookButton()).toHaveTextContent(BOOK_APPOINTMENT_BUTTON);
  });

  it('reuses the Idempotency-Key when the same booking is retried, and takes a new one when it changes', async () => {
    const fetchMock = stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }),
    });
    storeSelection();
    const { user } = renderSection();
    await fillValidBooking(user);

    await user.click(bookButton());
    await expectTextsShown('502: Bad Gateway');
    await waitFor(() => expect(bookButton()).toHaveTextContent(BOOK_APPOINTMENT_BUTTON));
    await user.click(bookButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/appointments')).toHaveLength(2));
    await waitFor(() => expect(bookButton()).toHaveTextContent(BOOK_APPOINTMENT_BUTTON));

    await user.click(slotButton('12:30 PM'));
    await user.click(bookButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/appointments')).toHaveLength(3));

    const keys = callsTo(fetchMock, 'POST', '/api/appointments').map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('prices a booking without a quiz selection by the direct-booking table', async () => {
    // A ceramic Toyota Camry is the sedan row; it differs from the quiz price, so a stale selection would show.
    const fallbackCents = FALLBACK_PRICES_CENTS.ceramic.sedan;
    expect(fallbackCents).not.toBe(priceForSelection('ceramic', 'full', 'sedan').discountedCents);
    const fetchMock = stubRoutes({
      'GET /api/available-times/*': () => jsonResponse(SLOT_TIMES),
      'POST /api/appointments': (init) =>
        jsonResponse(appointmentFor(sentJson(init) as BookAppointmentRequest, { estimatedPrice: centsToDecimal(fallbackCents) }), 201),
    });
    const { user } = renderSection();
    await fillValidBooking(user);
    await user.click(screen.getByRole('combobox', { name: TINT_PACKAGE_LABEL }));
    await user.click(await screen.findByTitle(TINT_PACKAGE_INFO.ceramic.name));

    const selected = await screen.findByRole('group', { name: SELECTED_PACKAGE });
    expect(within(selected).getByText(formatMoney(fallbackCents))).toBeInTheDocument();
    await user.click(bookButton());
    await screen.findByRole('dialog', { name: BOOKING_CONFIRMED_TITLE });

    const request = sentJson(callsTo(fetchMock, 'POST', '/api/appointments')[0]?.[1]) as BookAppointmentRequest;
    expect(request.tintPackageId).toBe('ceramic');
    expect(request.windowOption).toBeUndefined();
    expect(request.vehicleSize).toBeUndefined();
    expect(request.estimatedPrice).toBe(centsToDecimal(fallbackCents));
  });
});
