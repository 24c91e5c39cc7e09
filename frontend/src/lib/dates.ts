// Calendar dates ('YYYY-MM-DD') have no time zone: they are formatted from their own fields, so the
// visitor's zone can never move them to the day before.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date format made on its first use: building an Intl.DateTimeFormat costs a phone a few milliseconds each, and
 * the first screen needs one or two of these, not all of them before it can show.
 */
function formatter(...args: ConstructorParameters<typeof Intl.DateTimeFormat>): { format: (date: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(...args)).format(date) };
}

const calendarDateFormat = formatter('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortCalendarDateFormat = formatter('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDateString(date: string, format: { format: (date: Date) => string }): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const longCalendarDateFormat = formatter('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2030-06-03' -> 'Monday, June 3, 2030'; anything else is returned as it came. */
export function formatLongDate(date: string): string {
  return formatDateString(date, longCalendarDateFormat);
}

/** '2026-01-06' -> 'Tue, Jan 6, 2026'; anything else is returned as it came. */
export function formatCalendarDate(date: string): string {
  return formatDateString(date, calendarDateFormat);
}

/** '2026-01-06' -> 'Jan 6, 2026' (the spec's 'MMM d, yyyy'); anything else is returned as it came. */
export function formatShortDate(date: string): string {
  return formatDateString(date, shortCalendarDateFormat);
}

const instantFormat = formatter('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO instant in the visitor's own zone: 'Jan 6, 9:30 AM'. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat.format(date);
}

const instantDateFormat = formatter('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const instantDateTimeFormat = formatter('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The visitor's own calendar date of an ISO instant: 'Jan 6, 2026'. */
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantDateFormat.format(date);
}

/** An ISO instant with its year, in the visitor's own zone: 'Jan 6, 2026, 9:30 AM'. */
export function formatInstantDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantDateTimeFormat.format(date);
}

const instantTimeFormat = formatter('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The time of an ISO instant to the second, in the visitor's own zone: '9:30:05 AM'. */
export function formatInstantTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantTimeFormat.format(date);
}
