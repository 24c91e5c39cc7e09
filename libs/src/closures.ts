/**
 * Closures (issue 18, part 6): whole days or date ranges the shop is closed (holidays, training days). A closed
 * date offers no times and refuses bookings and reservations. The limits and the range rule are shared by the
 * server's validation and the admin's form; the server decides.
 */
import { CLOSURE_MAX_DAYS } from './constants.js';
import { addDaysToDate, isValidDateString, type DateString } from './slots.js';

/** Why a start and end date do not make a range (null when they do). */
export type DateRangeProblem = 'invalid-date' | 'end-before-start' | 'too-long';

/** The days from `start` to `end`, both counted (1 for a single day). */
export function daysInRange(start: DateString, end: DateString): number {
  const [a, b] = [start, end].map((date) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
  return Math.round((b! - a!) / 86_400_000) + 1;
}

/** A start and an end date (YYYY-MM-DD, real dates), the end on or after the start, at most CLOSURE_MAX_DAYS days. */
export function dateRangeProblem(start: unknown, end: unknown): DateRangeProblem | null {
  if (!isValidDateString(start) || !isValidDateString(end)) return 'invalid-date';
  if (end < start) return 'end-before-start';
  return daysInRange(start, end) > CLOSURE_MAX_DAYS ? 'too-long' : null;
}

/** A closure's dates, as the screens need them. */
export type ClosedRange = { startDate: DateString; endDate: DateString };

/** True when `date` falls inside one of the ranges. */
export function isClosedDate(date: DateString, ranges: readonly ClosedRange[]): boolean {
  return ranges.some((range) => range.startDate <= date && date <= range.endDate);
}

/** Every date of the ranges from `first` to `last` (the ranges cut to that window), in order, once each. */
export function closedDatesBetween(ranges: readonly ClosedRange[], first: DateString, last: DateString): DateString[] {
  const dates = new Set<DateString>();
  for (const range of ranges) {
    const from = range.startDate > first ? range.startDate : first;
    const to = range.endDate < last ? range.endDate : last;
    for (let date = from; date <= to; date = addDaysToDate(date, 1)) dates.add(date);
  }
  return [...dates].sort();
}
