// Reads over the appointment list (the `appointments` projection's table): a salesperson's own
// appointments and metrics, the admin's appointment metrics, and appointments by id for the modules
// that list appointments of their own choosing (payouts).
import { Readable } from 'node:stream';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query.js';
import { SnapshotReadCache } from '../../platform/projections/projection-read-cache.js';
import type { Appointment, AppointmentMetrics, Metrics } from '@tint/libs/api-types';
import { centsToDecimal, percentOf, roundRate } from '@tint/libs/money';
import { monthWindow } from '@tint/libs/slots';
import { APPOINTMENT_NOT_FOUND } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../platform/errors.js';
import type { AppointmentBooked } from './appointment.js';

type AppointmentRow = {
  id: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string | null;
  customer_phone: string;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  tint_package_id: Appointment['tintPackageId'];
  appointment_date: string;
  appointment_time: Appointment['appointmentTime'];
  estimated_price_cents: number;
  commission_cents: number;
  status: Appointment['status'];
  payout_status: Appointment['payoutStatus'];
  is_confirmed: boolean;
  created_at: Date;
  review_status: Appointment['reviewStatus'];
};

const APPOINTMENT_COLUMNS = `id, customer_first_name, customer_last_name, customer_email, customer_phone, vehicle_year, vehicle_make,
  vehicle_model, tint_package_id, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date, appointment_time,
  estimated_price_cents, commission_cents, status, payout_status, is_confirmed, created_at, review_status`;

/** Money as centsToDecimal writes it ('1234.50'), in SQL. */
export const decimalOf = (cents: string) => `to_char(${cents} / 100.0, 'FM999999999999990.00')`;

/** fromRow's fields as json_build_object arguments, for an answer PostgreSQL writes itself (newestAsJson). */
const APPOINTMENT_JSON_FIELDS = `'id', id, 'customerFirstName', customer_first_name, 'customerLastName', customer_last_name,
  'customerEmail', customer_email, 'customerPhone', customer_phone, 'vehicleYear', vehicle_year, 'vehicleMake', vehicle_make,
  'vehicleModel', vehicle_model, 'tintPackageId', tint_package_id, 'appointmentDate', to_char(appointment_date, 'YYYY-MM-DD'),
  'appointmentTime', appointment_time, 'estimatedPrice', ${decimalOf('estimated_price_cents')}, 'commission', ${decimalOf('commission_cents')},
  'status', status, 'payoutStatus', payout_status, 'isConfirmed', is_confirmed,
  'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'reviewStatus', review_status`;

const fromRow = (row: AppointmentRow): Appointment => ({
  id: row.id,
  customerFirstName: row.customer_first_name,
  customerLastName: row.customer_last_name,
  customerEmail: row.customer_email,
  customerPhone: row.customer_phone,
  vehicleYear: row.vehicle_year,
  vehicleMake: row.vehicle_make,
  vehicleModel: row.vehicle_model,
  tintPackageId: row.tint_package_id,
  appointmentDate: row.appointment_date,
  appointmentTime: row.appointment_time,
  estimatedPrice: centsToDecimal(row.estimated_price_cents),
  commission: centsToDecimal(row.commission_cents),
  status: row.status,
  payoutStatus: row.payout_status,
  isConfirmed: row.is_confirmed,
  createdAt: row.created_at.toISOString(),
  reviewStatus: row.review_status,
});

/** The answer to a new booking, from its event (a new booking is scheduled, pending, unconfirmed; held when flagged). */
export const toAppointment = (d: AppointmentBooked['data'], bookedAt: Date, held = false): Appointment => ({
  id: d.appointmentId,
  customerFirstName: d.customerFirstName,
  customerLastName: d.customerLastName,
  customerEmail: d.customerEmail,
  customerPhone: d.customerPhone,
  vehicleYear: d.vehicleYear,
  vehicleMake: d.vehicleMake,
  vehicleModel: d.vehicleModel,
  tintPackageId: d.tintPackageId,
  appointmentDate: d.appointmentDate,
  appointmentTime: d.appointmentTime,
  estimatedPrice: centsToDecimal(d.estimatedPriceCents),
  commission: centsToDecimal(d.commissionCents),
  status: 'scheduled',
  payoutStatus: 'pending',
  isConfirmed: false,
  createdAt: bookedAt.toISOString(),
  reviewStatus: held ? 'held' : null,
});

/** One appointment of the list (the current generation only), read in the caller's transaction: a command's answer. */
export async function currentAppointment(manager: EntityManager, id: string): Promise<Appointment> {
  const [row] = await manager.query<AppointmentRow[]>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointments_list WHERE id = $1`, [id]);
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return fromRow(row);
}

/** A whole list as the answer: the array itself, or its JSON text streamed (wholeListForSalesperson). */
export const asJson = (list: Appointment[] | Readable): Appointment[] | StreamableFile =>
  Array.isArray(list) ? list : new StreamableFile(list, { type: 'application/json; charset=utf-8' });

/** Where a page starts: the last appointment of the page before it. */
type PageCursor = { created_at: Date; id: string };

@Injectable()
export class AppointmentsQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kept: SnapshotReadCache,
  ) {}

  /** Rows a page of the whole list reads at a time (whole lists longer than this are streamed). */
  wholeListPage = 500;

  /**
   * A salesperson's appointments, newest first: all, the newest `limit`, or the `limit` after the appointment
   * `before` (none when that appointment is not theirs any more, e.g. after a reset).
   */
  async forSalesperson(salespersonId: string, limit: number | null = null, before: string | null = null): Promise<Appointment[]> {
    let after: PageCursor | undefined;
    if (before !== null) {
      [after] = await this.dataSource.query<PageCursor[]>('SELECT created_at, id FROM appointments_list WHERE id = $1 AND salesperson_id = $2', [before, salespersonId]);
      if (!after) return [];
    }
    return (await this.page(salespersonId, limit, after ?? null)).map(fromRow);
  }

  /**
   * The whole list the spec describes, newest first, in bounded memory however long it is: as an array when it
   * fits in one page, otherwise as JSON text read and written a page at a time (with the response's back-pressure),
   * so that a salesperson with tens of thousands of appointments, asked for by several admins at once, cannot run
   * the server out of memory. Appointments booked meanwhile are newer than the first page and not in it.
   */
  async wholeListForSalesperson(salespersonId: string): Promise<Appointment[] | Readable> {
    const pageSize = this.wholeListPage;
    const first = await this.page(salespersonId, pageSize, null);
    if (first.length < pageSize) return first.map(fromRow);
    const next = (after: AppointmentRow) => this.page(salespersonId, pageSize, { created_at: after.created_at, id: after.id });
    async function* json(): AsyncGenerator<string> {
      let rows = first;
      let separator = '[';
      while (rows.length > 0) {
        let chunk = '';
        for (const row of rows) {
          chunk += separator + JSON.stringify(fromRow(row));
          separator = ',';
        }
        yield chunk;
        rows = rows.length < pageSize ? [] : await next(rows.at(-1)!);
      }
      yield ']';
    }
    return Readable.from(json());
  }

  /**
   * One page newest first (created_at, then id, both descending), after a cursor; `limit` null for every one (LIMIT
   * NULL is LIMIT ALL). Two statements, each prepared once per connection, so that the cursor is an index condition
   * of appointments_list_salesperson_newest_idx in the plan PostgreSQL keeps: a page deep in a long list reads its
   * own rows, not every row before it.
   */
  private async page(salespersonId: string, limit: number | null, after: PageCursor | null): Promise<AppointmentRow[]> {
    if (after === null) {
      // The dashboard's read (?limit=3) on every visit.
      return preparedQuery<AppointmentRow>(
        this.dataSource,
        `SELECT ${APPOINTMENT_COLUMNS} FROM appointments_list
          WHERE salesperson_id = $1 AND NOT is_test
          ORDER BY created_at DESC, id DESC LIMIT $2`,
        [salespersonId, limit],
      );
    }
    return preparedQuery<AppointmentRow>(
      this.dataSource,
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointments_list
        WHERE salesperson_id = $1 AND NOT is_test AND (created_at, id) < ($3::timestamptz, $4::uuid)
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [salespersonId, limit, after.created_at, after.id],
    );
  }

  /**
   * The newest `limit` of a salesperson's appointments as the answer's JSON text, made by PostgreSQL in the shape
   * fromRow gives (a test holds the two to each other): the dashboard asks for its three on every visit, and reading
   * the rows, mapping them and serializing them again was a tenth of the API's work per answer. Kept while the
   * database has committed nothing since (SnapshotReadCache): the dashboards open at one moment share one round trip.
   */
  newestAsJson(salespersonId: string, limit: number): Promise<string> {
    return this.kept.read(`newest-appointments:${salespersonId}`, String(limit), async () => {
      const [row] = await preparedQuery<{ json: string }>(
        this.dataSource,
        `SELECT coalesce(json_agg(json_build_object(${APPOINTMENT_JSON_FIELDS}) ORDER BY created_at DESC, id DESC), '[]')::text AS json
           FROM (SELECT * FROM appointments_list WHERE salesperson_id = $1 AND NOT is_test ORDER BY created_at DESC, id DESC LIMIT $2) a`,
        [salespersonId, limit],
      );
      return row?.json ?? '[]';
    });
  }

  /** How many appointments a salesperson has (test bookings are nobody's): the list's running totals, a few rows. */
  async countForSalesperson(salespersonId: string): Promise<number> {
    const [row] = await preparedQuery<{ count: number }>(
      this.dataSource,
      'SELECT coalesce(sum(booked), 0)::int AS count FROM appointment_salesperson_totals WHERE salesperson_id = $1',
      [salespersonId],
    );
    return row?.count ?? 0;
  }

  async metrics(salespersonId: string, now: Date): Promise<Metrics> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const [row] = await preparedQuery<{ total: number; completed: number; this_month: number }>(
      this.dataSource,
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(*) FILTER (WHERE created_at >= $2 AND created_at < $3)::int AS this_month
       FROM appointments_list WHERE salesperson_id = $1 AND NOT is_test`,
      [salespersonId, month.start, month.end],
    );
    return { totalReferrals: row!.total, successRate: roundRate(percentOf(row!.completed, row!.total)), thisMonth: row!.this_month, completedServices: row!.completed };
  }

  /** Over every current appointment of a salesperson (test bookings are nobody's). */
  async adminMetrics(): Promise<AppointmentMetrics> {
    // The running totals the list's triggers keep (appointment-totals.migration.ts): 128 rows, however long the list.
    const [row] = await this.dataSource.query<{ total: number; confirmed: number }[]>(
      'SELECT coalesce(sum(booked), 0)::int AS total, coalesce(sum(confirmed), 0)::int AS confirmed FROM appointment_totals',
    );
    const totalBooked = row?.total ?? 0;
    const totalConfirmed = row?.confirmed ?? 0;
    return { totalBooked, totalConfirmed, unconfirmed: totalBooked - totalConfirmed };
  }

  /** The appointments with these ids, in the order of the ids (missing ones left out). */
  async byIds(ids: readonly string[]): Promise<Appointment[]> {
    if (ids.length === 0) return [];
    const rows = await preparedQuery<AppointmentRow>(this.dataSource, `SELECT ${APPOINTMENT_COLUMNS} FROM appointments_list WHERE id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((row) => [row.id, fromRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
