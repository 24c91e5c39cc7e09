// The question every command and read that offers or takes a date asks: is the shop closed that day? Plain
// functions over the `closures` projection's table, given the caller's EntityManager, so a command asks inside
// its own transaction (booking, reservation, a later reschedule) and a read with the data source's manager.
//
// A closure is created under the exclusive lock that bookings and reservations take shared before they check
// (lockOutGenerationReaders, reset-generation.ts): a booking in flight commits before the closure lists what is
// booked, and one that starts later waits and then finds the date closed.
import type { ClosedRange } from '@tint/libs/closures';
import type { DateString } from '@tint/libs/slots';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../platform/errors.js';

/** The SQL condition "a closure covers the date in `parameter`" (e.g. '$1'), for a statement that asks more than this. */
export const closedOnSql = (parameter: string): string =>
  `EXISTS (SELECT 1 FROM closures_list WHERE end_date >= ${parameter}::date AND start_date <= ${parameter}::date)`;

/** True when a closure covers `date`. */
export async function isClosedOn(manager: EntityManager, date: DateString): Promise<boolean> {
  const [row] = await manager.query<{ closed: boolean }[]>(`SELECT ${closedOnSql('$1')} AS closed`, [date]);
  return row!.closed;
}

/** Refuses a date the shop is closed on: 409 "The shop is closed on that date.". */
export async function assertOpen(manager: EntityManager, date: DateString): Promise<void> {
  refuseClosed(await isClosedOn(manager, date));
}

/** assertOpen for a command that asked closedOnSql in a statement of its own. */
export function refuseClosed(closed: boolean): void {
  if (closed) throw new ConflictError(SHOP_CLOSED);
}

/** The closures that touch `first`..`last` (whole, not cut to the window), by start date. */
export async function closedRangesBetween(manager: EntityManager, first: DateString, last: DateString): Promise<ClosedRange[]> {
  return manager.query<ClosedRange[]>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
     FROM closures_list WHERE end_date >= $1::date AND start_date <= $2::date ORDER BY start_date, end_date`,
    [first, last],
  );
}
