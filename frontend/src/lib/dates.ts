// Calendar dates ('YYYY-MM-DD') have no time zone: they are formatted from their own fields, so the
// visitor's zone can never move them to the day before.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortCalendarDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDateString(date: string, format: Intl.DateTimeFormat): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const longCalendarDateFormat = new Intl.DateTimeFormat('en-US', {
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

const instantFormat = new Intl.DateTimeFormat('en-US', {
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

const instantDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const instantDateTimeFormat = new Intl.DateTimeFormat('en-US', {
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

const instantTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The time of an ISO instant to the second, in the visitor's own zone: '9:30:05 AM'. */
export function formatInstantTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantTimeFormat.format(date);
}
