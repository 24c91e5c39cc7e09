import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';

/** The first weekday after today in the business time zone `zone`: a date the server accepts. */
export function nextWeekday(zone: string, now: Date = new Date()): string {
  let date = addDaysToDate(todayInZone(now, zone), 1);
  while (isWeekend(date)) date = addDaysToDate(date, 1);
  return date;
}
