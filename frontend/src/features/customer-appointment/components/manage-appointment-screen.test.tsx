import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CustomerAppointment, RescheduleAppointmentRequest } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { TINT_PACKAGE_INFO } from '@tint/libs/prices';
import type { DateString } from '@tint/libs/slots';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { LOCATION_TEXT, LOCATION_TITLE } from '@tint/libs/texts/booking';
import { DATE_LABEL, RETRY } from '@tint/libs/texts/common';
import {
  APPOINTMENT_NOT_CHANGEABLE,
  CANCELLED_STATE,
  CANCELLED_TEXT,
  CANCEL_BOOKING,
  CANNOT_CHANGE_TEXT,
  CONFIRM_RESCHEDULE,
  CURRENT_TIME_HINT,
  DISCOUNT_ALREADY_VOID_TEXT,
  DISCOUNT_VOID_TEXT,
  KEEP_BOOKING,
  KEEP_CURRENT_TIME,
  MANAGE_LINK_INVALID,
  MANAGE_LINK_INVALID_TITLE,
  MANAGE_LOAD_FAILED,
  MANAGE_STATUS_LABELS,
  MANAGE_TITLE,
  RESCHEDULE,
  RESCHEDULED_TEXT,
  RESCHEDULE_TITLE,
  discountKeptText,
  manageGreeting,
} from '@tint/libs/texts/customer';
import { packageTitle } from '@tint/libs/texts/tint-match';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/dates';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { pressRetryOnceSettled } from '@/testing/retry';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

const TOKEN = 'mK3v_Q9xTz-8';
const BASE = `/api/customer-appointments/${TOKEN}`;

/** The n-th weekday from today on in the business time zone (n = 1: the next one). */
function weekdayAhead(n: number): DateString {
  let date = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
  for (let left = n; left > 0; ) {
    date = addDaysToDate(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

const CURRENT_DATE = weekdayAhead(6);
const NEW_DATE = weekdayAhead(8);
const CLOSED_DATE = weekdayAhead(7);

function appointment(overrides: Partial<CustomerAppointment> = {}): CustomerAppointment {
  return {
    customerFirstName: 'Leilani',
    appointmentDate: CURRENT_DATE,
    appointmentTime: '10:30 AM',
    status: 'scheduled',
    vehicle: '2022 Toyota Camry',
    tintPackageId: 'ceramic',
    estimatedPrice: '405.00',
    regularPrice: '450.00',
    discountKept: true,
    discountDeadline: '2030-06-01T20:30:00.000Z',
    changeKeepsDiscount: true,
    canChange: true,
    businessTimeZone: DEFAULT_BUSINESS_TIMEZONE,
    ...overrides,
  };
}

/** The customer's routes: the appointment as given, every date's free times `times`, `closed` closed. */
function stubCustomerApi({
  current = appointment(),
  times = ['8:30 AM', '12:30 PM'],
  closed = [CLOSED_DATE],
  handlers = {},
}: { current?: CustomerAppointment; times?: string[]; closed?: DateString[]; handlers?: Record<string, ApiHandler> } = {}) {
  const dates = [CURRENT_DATE, NEW_DATE, CLOSED_DATE];
  return stubApi({
    [`GET ${BASE}`]: () => jsonResponse(current),
    [`GET ${BASE}/closed-dates`]: () => jsonResponse(closed),
    ...Object.fromEntries(dates.map((date) => [`GET ${BASE}/available-times/${date}`, () => jsonResponse(closed.includes(date) ? [] : times)])),
    ...handlers,
  });
}

async function openPage(path = `/appointment/${TOKEN}`) {
  const user = setupUser();
  const view = renderApp(path);
  return { user, ...view };
}

async function openLoaded() {
  const view = await openPage();
  expect(await screen.findByRole('heading', { level: 1, name: MANAGE_TITLE })).toBeInTheDocument();
  return view;
}

/** By text, not role: role queries over the whole antd screen are slow enough to starve waitFor. */
function buttonWithText(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const button = within(container).getByText(text, { selector: 'button span' }).closest('button');
  if (!button) throw new Error(`No button ${text}`);
  return button;
}

function timeButton(slot: string): HTMLButtonElement {
  return buttonWithText(slot, document.querySelector<HTMLElement>('.manage-times') ?? undefined);
}

async function typeDate(user: UserEvent, date: string) {
  const input = screen.getByLabelText(DATE_LABEL);
  await user.click(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

async function openReschedule(user: UserEvent) {
  await user.click(buttonWithText(RESCHEDULE));
  expect(await screen.findByRole('heading', { level: 2, name: RESCHEDULE_TITLE })).toHaveFocus();
}

async function confirmationPopup(): Promise<HTMLElement> {
  return waitFor(() => {
    const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!popup) throw new Error('No confirmation');
    return popup;
  });
}

describe('/appointment/:token, the customer manage page', () => {
  it('shows the appointment: greeting, date, time, vehicle, package, the discounted price, status, location and the 48-hour rule', async () => {
    const fetchMock = stubCustomerApi();
    await openLoaded();

    expect(screen.getByText(manageGreeting('Leilani'))).toBeInTheDocument();
    const summary = screen.getByTestId('manage-summary');
    expect(within(summary).getByText(formatLongDate(CURRENT_DATE))).toBeInTheDocument();
    expect(within(summary).getByText('10:30 AM')).toBeInTheDocument();
    expect(within(summary).getByText('2022 Toyota Camry')).toBeInTheDocument();
    expect(within(summary).getByText(packageTitle(TINT_PACKAGE_INFO.ceramic.name))).toBeInTheDocument();
    expect(within(summary).getByText('$405.00')).toBeInTheDocument();
    expect(within(summary).getByText('$450.00').closest('del')).not.toBeNull();
    expect(within(summary).getByText(MANAGE_STATUS_LABELS.scheduled)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: LOCATION_TITLE })).toBeInTheDocument();
    expect(screen.getByText(LOCATION_TEXT)).toBeInTheDocument();
    // The deadline in the business time zone, named.
    expect(screen.getByText(discountKeptText('Sat, Jun 1, 10:30 AM HST'))).toBeInTheDocument();
    expect(screen.queryByText(DISCOUNT_VOID_TEXT)).not.toBeInTheDocument();
    expect(buttonWithText(RESCHEDULE)).toBeEnabled();
    expect(buttonWithText(CANCEL_BOOKING)).toBeEnabled();
    // Nothing of the calendar is read before the customer asks to reschedule.
    expect(callsTo(fetchMock, 'GET', `${BASE}/closed-dates`)).toHaveLength(0);
  });

  it('says clearly that a wrong or expired link does not work (404), without a crash', async () => {
    stubApi({ [`GET ${BASE}`]: () => jsonResponse({ statusCode: 404, message: MANAGE_LINK_INVALID }, 404) });
    await openPage();

    expect(await screen.findByRole('heading', { level: 1, name: MANAGE_LINK_INVALID_TITLE })).toBeInTheDocument();
    expect(screen.getByText(MANAGE_LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByText(RESCHEDULE)).not.toBeInTheDocument();
    expect(screen.queryByText(RETRY)).not.toBeInTheDocument();
  });

  it('shows a failed read with a retry, and the appointment once the retry answers', async () => {
    let fail = true;
    stubCustomerApi({ handlers: { [`GET ${BASE}`]: () => (fail ? new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }) : jsonResponse(appointment())) } });
    const { user, queryClient } = await openPage();

    await expectTextsShown(MANAGE_LOAD_FAILED);
    expect(screen.queryByText(MANAGE_LINK_INVALID_TITLE)).not.toBeInTheDocument();
    fail = false;
    await pressRetryOnceSettled(user, queryClient);
    expect(await screen.findByText(manageGreeting('Leilani'))).toBeInTheDocument();
  });

  it('reschedules: a date, one of its free times, Confirm new time; the body names them and the page shows the new time', async () => {
    setDesktopViewport();
    const moved = appointment({ appointmentDate: NEW_DATE, appointmentTime: '12:30 PM' });
    const fetchMock = stubCustomerApi({ handlers: { [`POST ${BASE}/reschedule`]: () => jsonResponse(moved) } });
    const { user } = await openLoaded();

    await openReschedule(user);
    // Confirm waits for a date and a time.
    expect(buttonWithText(CONFIRM_RESCHEDULE)).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `${BASE}/closed-dates`)).toHaveLength(1));
    const closedRead = new URL(String(callsTo(fetchMock, 'GET', `${BASE}/closed-dates`)[0]?.[0]), 'http://localhost');
    expect(closedRead.searchParams.get('from')).toBe(todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE));
    expect(closedRead.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await typeDate(user, NEW_DATE);
    expect(await screen.findByText(formatLongDate(NEW_DATE))).toBeInTheDocument();
    await waitFor(() => expect(timeButton('12:30 PM')).toBeEnabled());
    expect(timeButton('10:30 AM')).toBeDisabled();
    expect(timeButton('10:30 AM')).toHaveClass('manage-time-taken');
    await user.click(timeButton('12:30 PM'));
    expect(timeButton('12:30 PM')).toHaveAttribute('aria-pressed', 'true');
    await user.click(buttonWithText(CONFIRM_RESCHEDULE));

    await expectTextsShown(RESCHEDULED_TEXT);
    const [post] = callsTo(fetchMock, 'POST', `${BASE}/reschedule`);
    expect(sentJson(post?.[1])).toEqual({ appointmentDate: NEW_DATE, appointmentTime: '12:30 PM' } satisfies RescheduleAppointmentRequest);
    const summary = screen.getByTestId('manage-summary');
    expect(within(summary).getByText(formatLongDate(NEW_DATE))).toBeInTheDocument();
    expect(within(summary).getByText('12:30 PM')).toBeInTheDocument();
    // The panel is closed again, its button back and focused.
    expect(screen.queryByText(RESCHEDULE_TITLE)).not.toBeInTheDocument();
    await waitFor(() => expect(buttonWithText(RESCHEDULE)).toHaveFocus());
  });

  it("shows the server's refusal of a reschedule in its words (409), and keeps the appointment as it was", async () => {
    setDesktopViewport();
    const refusal = 'This slot is no longer available';
    stubCustomerApi({ handlers: { [`POST ${BASE}/reschedule`]: () => jsonResponse({ statusCode: 409, message: refusal }, 409) } });
    const { user } = await openLoaded();

    await openReschedule(user);
    await typeDate(user, NEW_DATE);
    await waitFor(() => expect(timeButton('8:30 AM')).toBeEnabled());
    await user.click(timeButton('8:30 AM'));
    await user.click(buttonWithText(CONFIRM_RESCHEDULE));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(RESCHEDULED_TEXT)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('manage-summary')).getByText(formatLongDate(CURRENT_DATE))).toBeInTheDocument();
  });

  it('does not offer the current time again on the current date, and closes without a change on Keep current time', async () => {
    setDesktopViewport();
    const fetchMock = stubCustomerApi({ times: ['8:30 AM', '10:30 AM', '12:30 PM'] });
    const { user } = await openLoaded();

    await openReschedule(user);
    await typeDate(user, CURRENT_DATE);
    await waitFor(() => expect(timeButton('8:30 AM')).toBeEnabled());
    expect(timeButton('10:30 AM')).toBeDisabled();
    expect(timeButton('10:30 AM')).not.toHaveClass('manage-time-taken');
    expect(screen.getByText(CURRENT_TIME_HINT)).toBeInTheDocument();

    await user.click(buttonWithText(KEEP_CURRENT_TIME));
    expect(screen.queryByText(RESCHEDULE_TITLE)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${BASE}/reschedule`)).toHaveLength(0);
  });

  it('greys out weekends and the closed dates in the calendar on a phone', async () => {
    stubCustomerApi();
    const { user } = await openLoaded();

    await openReschedule(user);
    const input = screen.getByLabelText(DATE_LABEL);
    // No on-screen keyboard over the calendar.
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    const cellFor = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`);
    for (let months = 0; months < 3 && !cellFor(CLOSED_DATE); months += 1) {
      const next = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-header-next-btn');
      if (next) await user.click(next);
    }
    await waitFor(() => expect(cellFor(CLOSED_DATE)).toHaveClass('ant-picker-cell-disabled'));
    let saturday = CLOSED_DATE;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysToDate(saturday, 1);
    const weekend = cellFor(saturday) ?? cellFor(addDaysToDate(saturday, -7));
    expect(weekend).toHaveClass('ant-picker-cell-disabled');
    expect(cellFor(CURRENT_DATE) ?? cellFor(NEW_DATE)).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('cancels after a confirmation, and then says it is cancelled with nothing left to change', async () => {
    const cancelled = appointment({ status: 'cancelled', canChange: false });
    const fetchMock = stubCustomerApi({ handlers: { [`POST ${BASE}/cancel`]: () => jsonResponse(cancelled) } });
    const { user } = await openLoaded();

    // Keep appointment: nothing sent.
    await user.click(buttonWithText(CANCEL_BOOKING));
    await user.click(buttonWithText(KEEP_BOOKING, await confirmationPopup()));
    expect(callsTo(fetchMock, 'POST', `${BASE}/cancel`)).toHaveLength(0);

    await user.click(buttonWithText(CANCEL_BOOKING, document.querySelector<HTMLElement>('.manage-actions') ?? undefined));
    await user.click(buttonWithText(CANCEL_BOOKING, await confirmationPopup()));

    await expectTextsShown(CANCELLED_TEXT);
    const [post] = callsTo(fetchMock, 'POST', `${BASE}/cancel`);
    expect(post?.[1]?.body).toBeUndefined();
    expect(within(screen.getByTestId('manage-summary')).getByText(MANAGE_STATUS_LABELS.cancelled)).toBeInTheDocument();
    expect(screen.queryByText(RESCHEDULE, { selector: 'button span' })).not.toBeInTheDocument();
    expect(document.querySelector('.manage-actions')).toBeNull();
  });

  it("shows the server's refusal of a cancellation", async () => {
    stubCustomerApi({ handlers: { [`POST ${BASE}/cancel`]: () => jsonResponse({ statusCode: 409, message: APPOINTMENT_NOT_CHANGEABLE }, 409) } });
    const { user } = await openLoaded();

    await user.click(buttonWithText(CANCEL_BOOKING));
    await user.click(buttonWithText(CANCEL_BOOKING, await confirmationPopup()));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENT_NOT_CHANGEABLE);
    expect(screen.queryByText(CANCELLED_TEXT)).not.toBeInTheDocument();
  });

  describe('the 48-hour rule', () => {
    it('warns that a change now voids the discount', async () => {
      stubCustomerApi({ current: appointment({ changeKeepsDiscount: false }) });
      await openLoaded();

      expect(screen.getByText(DISCOUNT_VOID_TEXT).closest('.ant-alert')).toHaveClass('ant-alert-warning');
      expect(screen.queryByText(/keep your 10% discount/)).not.toBeInTheDocument();
      expect(buttonWithText(RESCHEDULE)).toBeEnabled();
    });

    it('says the discount is already void, and shows the price without a struck-through one', async () => {
      stubCustomerApi({ current: appointment({ discountKept: false, changeKeepsDiscount: false, estimatedPrice: '450.00', regularPrice: '450.00' }) });
      await openLoaded();

      expect(screen.getByText(DISCOUNT_ALREADY_VOID_TEXT)).toBeInTheDocument();
      expect(screen.queryByText(DISCOUNT_VOID_TEXT)).not.toBeInTheDocument();
      const summary = screen.getByTestId('manage-summary');
      expect(within(summary).getByText('$450.00').closest('del')).toBeNull();
      expect(summary.querySelector('del')).toBeNull();
    });

    it('says nothing of a discount a booking priced without one never had', async () => {
      stubCustomerApi({ current: appointment({ regularPrice: null, estimatedPrice: '300.00' }) });
      await openLoaded();

      expect(within(screen.getByTestId('manage-summary')).getByText('$300.00')).toBeInTheDocument();
      expect(screen.queryByText(/discount/)).not.toBeInTheDocument();
      expect(document.querySelector('del')).toBeNull();
    });
  });

  describe('an appointment that can no longer change', () => {
    it('a cancelled one says so, with neither button', async () => {
      stubCustomerApi({ current: appointment({ status: 'cancelled', canChange: false }) });
      await openLoaded();

      expect(screen.getByText(CANCELLED_STATE)).toBeInTheDocument();
      expect(within(screen.getByTestId('manage-summary')).getByText(MANAGE_STATUS_LABELS.cancelled)).toBeInTheDocument();
      expect(screen.queryByText(RESCHEDULE, { selector: 'button span' })).not.toBeInTheDocument();
      expect(screen.queryByText(CANCEL_BOOKING, { selector: 'button span' })).not.toBeInTheDocument();
      expect(screen.queryByText(/discount/)).not.toBeInTheDocument();
    });

    it('a serviced or past one says it can no longer be changed online', async () => {
      stubCustomerApi({ current: appointment({ status: 'completed', canChange: false }) });
      await openLoaded();

      expect(screen.getByText(CANNOT_CHANGE_TEXT)).toBeInTheDocument();
      expect(within(screen.getByTestId('manage-summary')).getByText(MANAGE_STATUS_LABELS.completed)).toBeInTheDocument();
      expect(screen.queryByText(CANCELLED_STATE)).not.toBeInTheDocument();
      expect(screen.queryByText(RESCHEDULE, { selector: 'button span' })).not.toBeInTheDocument();
      expect(screen.queryByText(CANCEL_BOOKING, { selector: 'button span' })).not.toBeInTheDocument();
    });
  });
});
