/**
 * Calendar rules in the business time zone: the bookable slots of a date, "today", and the
 * week/month/year/last-N-days windows every count uses (RULES, time). Dates are 'YYYY-MM-DD'
 * calendar dates; windows are half-open [start, end) ranges of UTC instants. Zone maths goes
 * through @date-fns/tz and the runtime's Intl zone data, so no offset is ever hard-coded.
 */
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, addYears, startOfDay, startOfMonth, startOfWeek, startOfYear } from 'date-fns';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_BUSINESS_TIMEZONE, RESCHEDULE_NOTICE_HOURS, WEEK_STARTS_ON } from './constants.js';
import { remembered } from './memo.js';

// The slot times themselves live apart from the zone maths, so a text that names them (validation-messages)
// does not bring date-fns into a browser's first load.
import { SLOT_TIMES, type SlotTime } from './slot-times.js';

export { SLOT_TIMES, isSlotTime } from './slot-times.js';
export type { SlotTime } from './slot-times.js';

/** A 'YYYY-MM-DD' calendar date. */
export type DateString = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Round-trip through UTC to reject dates that do not exist (2026-02-30, 2025-02-29, month 13).
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return [year, month, day];
}

/** True for a real calendar date written exactly as 'YYYY-MM-DD'. */
export function isValidDateString(value: unknown): value is DateString {
  return typeof value === 'string' && dateParts(value) !== null;
}

function requireDate(date: string): [number, number, number] {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Not a valid YYYY-MM-DD date: "${date}"`);
  return parts;
}

/** Calendar date arithmetic; a calendar date has no zone, so plain UTC fields are exact. */
export function addDaysToDate(date: DateString, days: number): DateString {
  const [year, month, day] = requireDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of the calendar date itself (no zone involved). */
export function dayOfWeek(date: DateString): number {
  const [year, month, day] = requireDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWeekend(date: DateString): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** The Monday that starts the week of a calendar date (remembered: a reward rule asks for the same dates over and over). */
export const weekStartDate: (date: DateString) => DateString = remembered((date) => {
  const day = dayOfWeek(date);
  return addDaysToDate(date, -((day + 7 - WEEK_STARTS_ON) % 7));
});

/** Accepts a Date or an ISO-8601 string; throws on anything unparsable. */
export function toInstant(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : new Date(value.getTime());
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a valid instant: "${String(value)}"`);
  return instant;
}

/** True when the runtime knows the IANA zone name (for validating BUSINESS_TIMEZONE at start-up). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** Dates already worked out, per zone and instant: a reward rule looks at the same referrals over and over. */
const knownDates = new Map<string, Map<number, DateString>>();
const KNOWN_DATES_PER_ZONE = 20_000;

function calendarDate(ms: number, zone: string): DateString {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    dayFormatters.set(zone, formatter);
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(ms)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** The calendar date of an instant in the zone (the runtime's own zone data, as @date-fns/tz uses it). */
export function dateInZone(instant: Date | string, zone: string = DEFAULT_BUSINESS_TIMEZONE): DateString {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a valid instant: "${String(instant)}"`);
  let known = knownDates.get(zone);
  if (!known) knownDates.set(zone, (known = new Map()));
  let date = known.get(ms);
  if (date === undefined) {
    date = calendarDate(ms, zone);
    // Bounded: a long-running worker sees ever new instants.
    if (known.size >= KNOWN_DATES_PER_ZONE) known.clear();
    known.set(ms, date);
  }
  return date;
}

/** Today's date in the business zone, e.g. still yesterday's UTC date in Honolulu's evening. */
export function todayInZone(now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): DateString {
  return dateInZone(now, zone);
}

/** 'YYYY-MM' of an instant in the zone; a key for "in one calendar month" rules. */
export function monthKeyInZone(instant: Date | string, zone: string = DEFAULT_BUSINESS_TIMEZONE): string {
  return dateInZone(instant, zone).slice(0, 7);
}

/** The Monday starting the zone's week of an instant; a key for "in one week" rules. */
export function weekKeyInZone(instant: Date | string, zone: string = DEFAULT_BUSINESS_TIMEZONE): DateString {
  return weekStartDate(dateInZone(instant, zone));
}

/** The UTC instant at which a calendar date begins in the zone. */
export function startOfDateInZone(date: DateString, zone: string = DEFAULT_BUSINESS_TIMEZONE): Date {
  const [year, month, day] = requireDate(date);
  // startOfDay also covers zones whose DST change skips midnight itself.
  return new Date(startOfDay(new TZDate(year, month - 1, day, 12, zone)).getTime());
}

/** The UTC instant a slot starts: its date and its time ('10:30 AM') on the zone's wall clock. */
export function slotStartInZone(date: DateString, time: SlotTime, zone: string = DEFAULT_BUSINESS_TIMEZONE): Date {
  const [year, month, day] = requireDate(date);
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new RangeError(`Expected a slot time such as '8:30 AM', got ${time}`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return new Date(wallTimeInZone(year, month, day, hours, Number(match[2]), zone));
}

/**
 * The instant (ms) a wall-clock time in `zone` names, reading the zone's rules twice: its offset at the wall time
 * taken as UTC, and again at the instant that gives, which is the answer when the two agree. TZDate reads them five
 * times (a fifth of the customer-links rebuild's time went on it); it still decides near a change of offset, where
 * the two reads differ (and for an unknown zone: an invalid date, as before).
 */
function wallTimeInZone(year: number, month: number, day: number, hours: number, minutes: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const offset = tzOffset(zone, new Date(wall));
  const instant = wall - offset * 60_000;
  if (tzOffset(zone, new Date(instant)) === offset) return instant;
  return new TZDate(year, month - 1, day, hours, minutes, zone).getTime();
}

/**
 * Whether a change (reschedule or cancellation) made at `now` keeps the booking's discount: 48 hours or more before
 * the slot starts (SPEC 9's booking terms: "honoured with a reschedule if notified 48 hours or more ahead").
 */
export function changeKeepsDiscount(date: DateString, time: SlotTime, now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE, noticeHours: number = RESCHEDULE_NOTICE_HOURS): boolean {
  return slotStartInZone(date, time, zone).getTime() - now.getTime() >= noticeHours * 3_600_000;
}

/** The last date a booking may be made for: today plus the horizon, in the zone (RULES, booking horizon). */
export function lastBookableDate(now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE, horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS): DateString {
  return addDaysToDate(todayInZone(now, zone), horizonDays);
}

/** Why a date cannot be booked (bookingDateProblem). */
export type BookingDateProblem = 'weekend-or-past' | 'beyond-horizon';

/**
 * Why a date cannot be booked: a weekend or a date before today in the zone (RULES, availability), or a
 * date beyond the booking horizon; null when it can.
 */
export function bookingDateProblem(
  date: DateString,
  now: Date,
  zone: string = DEFAULT_BUSINESS_TIMEZONE,
  horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS,
): BookingDateProblem | null {
  requireDate(date);
  if (isWeekend(date) || date < todayInZone(now, zone)) return 'weekend-or-past';
  return date > lastBookableDate(now, zone, horizonDays) ? 'beyond-horizon' : null;
}

/** A weekday from today on and within the booking horizon. */
export function isBookableDate(date: DateString, now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE, horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS): boolean {
  return bookingDateProblem(date, now, zone, horizonDays) === null;
}

/**
 * Whether an appointment on `appointmentDate` may be marked serviced at `now`: from its date on, in the
 * zone (RULES: not serviced before its date). Unmarking is not limited.
 */
export function isServiceableDate(appointmentDate: DateString, now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): boolean {
  requireDate(appointmentDate);
  return appointmentDate <= todayInZone(now, zone);
}

/**
 * The slots a date offers before bookings and reservations are taken into account: none on a
 * weekend, before today (in the zone) or beyond the booking horizon, otherwise all three. Today keeps all three slots, even
 * after their start time: the rules only exclude whole past dates. Throws on a malformed date so
 * the caller can answer 400.
 */
export function slotsForDate(
  date: DateString,
  now: Date,
  zone: string = DEFAULT_BUSINESS_TIMEZONE,
  horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS,
): readonly SlotTime[] {
  return isBookableDate(date, now, zone, horizonDays) ? SLOT_TIMES : [];
}

/** A half-open range [start, end) of UTC instants. */
export interface InstantWindow {
  start: Date;
  end: Date;
}

export type CalendarPeriod = 'week' | 'month' | 'year';

/**
 * The window last computed for each period and zone. The windows of a period partition time, so the one that holds
 * `now` is the answer for every instant in it: the server asks for this month's window on every leaderboard read,
 * and date-fns's zone arithmetic (Intl under the hood) was a tenth of that read's CPU (`npm run bench`).
 */
const lastWindows = new Map<string, InstantWindow>();

/** This week (from Monday), month or year in the zone, as UTC instants. */
export function calendarWindow(period: CalendarPeriod, now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): InstantWindow {
  const key = `${period} ${zone}`;
  const kept = lastWindows.get(key);
  const at = now.getTime();
  if (kept && at >= kept.start.getTime() && at < kept.end.getTime()) return copyOf(kept);
  const window = zonedCalendarWindow(period, now, zone);
  lastWindows.set(key, window);
  return copyOf(window);
}

/** A window of the caller's own: changing it leaves the kept one as it was. */
const copyOf = (window: InstantWindow): InstantWindow => ({ start: new Date(window.start.getTime()), end: new Date(window.end.getTime()) });

function zonedCalendarWindow(period: CalendarPeriod, now: Date, zone: string): InstantWindow {
  const context = { in: tz(zone) };
  let start: Date;
  let end: Date;
  switch (period) {
    case 'week':
      start = startOfWeek(now, { ...context, weekStartsOn: WEEK_STARTS_ON });
      end = addWeeks(start, 1, context);
      break;
    case 'month':
      start = startOfMonth(now, context);
      end = addMonths(start, 1, context);
      break;
    case 'year':
      start = startOfYear(now, context);
      end = addYears(start, 1, context);
      break;
    default: {
      const unknown: never = period;
      throw new RangeError(`Unknown calendar period: ${String(unknown)}`);
    }
  }
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

export function weekWindow(now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): InstantWindow {
  return calendarWindow('week', now, zone);
}

export function monthWindow(now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): InstantWindow {
  return calendarWindow('month', now, zone);
}

export function yearWindow(now: Date, zone: string = DEFAULT_BUSINESS_TIMEZONE): InstantWindow {
  return calendarWindow('year', now, zone);
}

/**
 * The last n calendar days in the zone, today included: from midnight n−1 days ago to the end of
 * today. Whole days rather than "now minus n×24 h" so a count does not change with the hour it is
 * read at.
 */
export function lastNDays(now: Date, n: number, zone: string = DEFAULT_BUSINESS_TIMEZONE): InstantWindow {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Expected a positive whole number of days, got ${String(n)}`);
  const context = { in: tz(zone) };
  const today = startOfDay(now, context);
  return {
    start: new Date(addDays(today, -(n - 1), context).getTime()),
    end: new Date(addDays(today, 1, context).getTime()),
  };
}

export function isInWindow(instant: Date | string, window: InstantWindow): boolean {
  const time = toInstant(instant).getTime();
  return time >= window.start.getTime() && time < window.end.getTime();
}

/** First and last calendar dates of a window, for filtering rows keyed by 'YYYY-MM-DD'. */
export function windowDates(window: InstantWindow, zone: string = DEFAULT_BUSINESS_TIMEZONE): { first: DateString; last: DateString } {
  return {
    first: dateInZone(window.start, zone),
    last: dateInZone(new Date(window.end.getTime() - 1), zone),
  };
}
