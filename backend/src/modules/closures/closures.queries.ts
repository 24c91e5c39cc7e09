// Reads over the closures (the `closures` projection's table): the admin's list, each closure with the
// appointments still booked on its dates and the name of the admin who made it; and the closed dates of a
// window, for the salespeople's date pickers.
//
// The booked appointments are read from the appointment list (the appointments module's table) in the same
// statement: the admin needs the customer, the date, the time and the salesperson of each, and no query of that
// module answers by date range.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Closure, ClosureAppointment } from '@tint/libs/api-types';
import { closedDatesBetween } from '@tint/libs/closures';
import { SLOT_TIMES, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { closedRangesBetween } from './closed-dates.js';

type ClosureRow = { id: string; start_date: DateString; end_date: DateString; reason: string; created_by: string; created_at: Date };
type BookedRow = { closure_id: string; id: string; appointment_date: DateString; appointment_time: SlotTime; customer_name: string; salesperson_id: string | null };

/** Shown when the admin who closed the dates has no account any more. */
const UNKNOWN_ADMIN = 'Admin';

@Injectable()
export class ClosuresQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every closure (one when `id` is given): those still to come or under way first, soonest first, then the
   * past ones, latest first; each with the scheduled appointments on its dates, in date and time order.
   */
  async list(now: Date, id?: string): Promise<Closure[]> {
    const today = todayInZone(now, this.config.businessTimeZone);
    const rows = await this.dataSource.query<ClosureRow[]>(
      `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, reason, created_by, created_at
       FROM closures_list ${id ? 'WHERE id = $2' : ''}
       ORDER BY end_date < $1::date, CASE WHEN end_date < $1::date THEN NULL ELSE start_date END, start_date DESC, created_at`,
      id ? [today, id] : [today],
    );
    if (rows.length === 0) return [];
    const booked = await this.dataSource.query<BookedRow[]>(
      `SELECT c.id AS closure_id, a.id, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time,
              trim(a.customer_first_name || ' ' || a.customer_last_name) AS customer_name, a.salesperson_id
       FROM closures_list c JOIN appointments_list a ON a.appointment_date BETWEEN c.start_date AND c.end_date
       WHERE c.id = ANY($1::uuid[]) AND a.status = 'scheduled'
       ORDER BY a.appointment_date, array_position($2::text[], a.appointment_time), a.created_at, a.id`,
      [rows.map((row) => row.id), SLOT_TIMES],
    );
    const admins = await this.accounts.names('admin', rows.map((row) => row.created_by));
    const salespeople = await this.accounts.names('salesperson', booked.flatMap((row) => (row.salesperson_id ? [row.salesperson_id] : [])));
    const byClosure = new Map<string, ClosureAppointment[]>();
    for (const row of booked) {
      const list = byClosure.get(row.closure_id) ?? [];
      list.push({
        id: row.id,
        appointmentDate: row.appointment_date,
        appointmentTime: row.appointment_time,
        customerName: row.customer_name,
        salespersonName: row.salesperson_id ? (salespeople.get(row.salesperson_id) ?? '') : null,
      });
      byClosure.set(row.closure_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      reason: row.reason,
      createdBy: admins.get(row.created_by) ?? UNKNOWN_ADMIN,
      createdAt: row.created_at.toISOString(),
      bookedAppointments: byClosure.get(row.id) ?? [],
    }));
  }

  /** The closed dates from `from` to `to` (a range already checked), in order. */
  async closedDates(from: DateString, to: DateString): Promise<DateString[]> {
    return closedDatesBetween(await closedRangesBetween(this.dataSource.manager, from, to), from, to);
  }
}
