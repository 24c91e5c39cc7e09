import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';

/** The first weekday after today in the business time zone: a date the server accepts. */
export function nextWeekday(now: Date = new Date()): string {
  let date = addDaysToDate(todayInZone(now, DEFAULT_BUSINESS_TIMEZONE), 1);
  while (isWeekend(date)) date = addDaysToDate(date, 1);
  return date;
}
