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

/** '2026-01-06' -> 'Tue, Jan 6, 2026'; anything else is returned as it came. */
export function formatCalendarDate(date: string): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  return calendarDateFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
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
