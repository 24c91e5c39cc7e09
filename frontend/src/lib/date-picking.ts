// Picking an appointment day, as the booking form and the admin's reservation form both do (SPEC 5):
// weekdays from today on, today being the business time zone's (RULES, time), up to the booking horizon
// (RULES, BOOKING_HORIZON_DAYS), and not on a day the shop is closed (issue 18). The server re-checks, with the same
// rule and the same messages.
import type { DateString } from '@tint/libs/slots';
import { bookingDateProblem, isValidDateString, lastBookableDate } from '@tint/libs/slots';
import { WEEKDAYS_ONLY_HINT } from '@tint/libs/texts/booking';
import { DATE_NOT_BOOKABLE, DATE_REQUIRED, TIME_REQUIRED, bookingDateMessage } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FormEvent } from 'react';
import type { BookingCalendar } from './client-config';
import { formatLongDate } from './dates';

const DATE_FORMAT = 'YYYY-MM-DD';

/** How date pickers show a date (first) and the spellings they accept when typed. */
export const DATE_INPUT_FORMATS = ['MMM D, YYYY', DATE_FORMAT, 'M/D/YYYY'];

/** The calendar date a picker value stands for. */
export function toDateString(value: Dayjs | null | undefined): DateString | null {
  return value ? value.format(DATE_FORMAT) : null;
}

/** The days the shop is closed, as a date field knows them (none until they have been read). */
export type ClosedDates = ReadonlySet<DateString>;

const NONE_CLOSED: ClosedDates = new Set();

/** Why `date` cannot be booked, in the server's words; null when it can. */
export function dateProblemMessage(date: string, calendar: BookingCalendar, now: Date = new Date(), closed: ClosedDates = NONE_CLOSED): string | null {
  if (!isValidDateString(date)) return DATE_NOT_BOOKABLE;
  const problem = bookingDateProblem(date, now, calendar.zone, calendar.horizonDays);
  if (problem !== null) return bookingDateMessage(problem, calendar.horizonDays);
  return closed.has(date) ? SHOP_CLOSED : null;
}

/** A weekday from today on, within the booking horizon, on which the shop is open. */
export function isSelectableDate(date: string, calendar: BookingCalendar, now: Date = new Date(), closed: ClosedDates = NONE_CLOSED): boolean {
  return dateProblemMessage(date, calendar, now, closed) === null;
}

/** The last date a picker offers. */
export function lastSelectableDate(calendar: BookingCalendar, now: Date = new Date()): DateString {
  return lastBookableDate(now, calendar.zone, calendar.horizonDays);
}

/**
 * What the user typed into the date field, as 'YYYY-MM-DD', when it is a complete date in one of the
 * accepted spellings (2030-06-03 or 6/3/2030); null otherwise.
 */
export function typedDate(text: string): DateString | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isValidDateString(trimmed) ? trimmed : null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!us) return null;
  const iso = `${us[3] ?? ''}-${(us[1] ?? '').padStart(2, '0')}-${(us[2] ?? '').padStart(2, '0')}`;
  return isValidDateString(iso) ? iso : null;
}

/** Required, and a weekday from today on within the booking horizon, not closed. */
export function bookableDateRules(calendar: BookingCalendar, closed: ClosedDates = NONE_CLOSED): FormRule[] {
  return [
    { required: true, message: DATE_REQUIRED },
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const date = toDateString(value);
        const problem = date === null ? null : dateProblemMessage(date, calendar, new Date(), closed);
        return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
      },
    },
  ];
}

/**
 * For the element around a date field (input events bubble to it): a date typed that the picker refuses
 * (a weekend, a past date, one beyond the horizon, a closed day) is never taken, so `refuse` shows why right away.
 */
export function refuseTypedDates(calendar: BookingCalendar, refuse: (message: string) => void, closed: ClosedDates = NONE_CLOSED) {
  return (event: FormEvent<HTMLElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const typed = typedDate(target.value);
    const problem = typed === null ? null : dateProblemMessage(typed, calendar, new Date(), closed);
    if (problem !== null) refuse(problem);
  };
}

export const slotTimeRules: FormRule[] = [{ required: true, message: TIME_REQUIRED }];

/** Under the date field: the picked day spelled out, or which days can be picked. */
export function pickedDateHint(date: DateString | null): string {
  return date ? formatLongDate(date) : WEEKDAYS_ONLY_HINT;
}
