// Reads over the payout runs (the `payout-runs` projection's table) and the CSV downloads of the Payouts and Users
// tabs: a run's commissions, the paid commissions of a date range and the appointments of a date range. The CSVs are
// read a page at a time (keyset pages, each its own short statement) and written with the response's back-pressure,
// so that a year of data is never held in memory. Names come from the read models (already decrypted; an erased
// person reads as the placeholder there).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Readable } from 'node:stream';
import { centsToDecimal } from '@tint/libs/money';
import type { PayoutRun } from '@tint/libs/payout-runs';
import { addDaysToDate, type DateString, SLOT_TIMES, startOfDateInZone } from '@tint/libs/slots';
import { PAYOUT_RUN_NOT_FOUND } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../platform/errors.js';
import { type CsvColumn, csvStream } from '../../platform/http/csv.js';

type RunRow = {
  id: string;
  recorded_at: Date;
  recorded_by: string;
  first_name: string | null;
  last_name: string | null;
  payout_method: PayoutRun['payoutMethod'];
  reference: string | null;
  notes: string | null;
  count: number;
  total_cents: string;
};

const RUN_SELECT = `SELECT r.id, r.recorded_at, r.recorded_by, a.first_name, a.last_name, r.payout_method, r.reference, r.notes, r.count, r.total_cents
  FROM payout_runs r LEFT JOIN admins_accounts a ON a.id = r.recorded_by`;

const fromRunRow = (row: RunRow): PayoutRun => ({
  id: row.id,
  recordedAt: row.recorded_at.toISOString(),
  recordedBy: row.recorded_by,
  recordedByName: [row.first_name, row.last_name].filter(Boolean).join(' '),
  payoutMethod: row.payout_method,
  reference: row.reference,
  notes: row.notes,
  count: row.count,
  total: centsToDecimal(Number(row.total_cents)),
});

/** One run, read in the caller's transaction (the run command's answer). */
export async function payoutRunById(manager: EntityManager, id: string): Promise<PayoutRun> {
  const [row] = await manager.query<RunRow[]>(`${RUN_SELECT} WHERE r.id = $1`, [id]);
  if (!row) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
  return fromRunRow(row);
}

/** Every row of a keyset-paged read, a page at a time: `next(last)` reads the page after the row `last` (null: the first). */
async function* paged<Row>(pageSize: number, next: (last: Row | null) => Promise<Row[]>): AsyncGenerator<Row> {
  let last: Row | null = null;
  for (;;) {
    const rows = await next(last);
    yield* rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1)!;
  }
}

/** A paid commission as the payouts export and a run's CSV write it. */
type PaidRow = {
  appointment_id: string;
  salesperson: string;
  dealership: string;
  customer: string;
  appointment_date: string;
  commission: string;
  payout_method: string | null;
  reference: string | null;
  paid_at: string | null;
  paid_by: string;
  payout_run_id: string | null;
  /** The keyset cursor (not a column). */
  paid_at_key: Date | null;
};

/** Paid at, on the business time zone's wall clock (the header names the zone). */
const PAID_COLUMNS = (zone: string): CsvColumn<PaidRow>[] => [
  { key: 'salesperson', header: 'Salesperson' },
  { key: 'dealership', header: 'Dealership' },
  { key: 'customer', header: 'Customer' },
  { key: 'appointment_date', header: 'Appointment date' },
  { key: 'commission', header: 'Commission' },
  { key: 'payout_method', header: 'Method' },
  { key: 'reference', header: 'Reference' },
  { key: 'paid_at', header: `Paid at (${zone})` },
  { key: 'paid_by', header: 'Paid by' },
  { key: 'payout_run_id', header: 'Payout run' },
  { key: 'appointment_id', header: 'Appointment ID' },
];

/** The paid commission's fields, over payouts_ledger l, appointments_list ap, accounts_salespeople s, admins_accounts pa. */
const PAID_FIELDS = `l.appointment_id, concat_ws(' ', s.first_name, s.last_name) AS salesperson, coalesce(s.company, '') AS dealership,
  concat_ws(' ', ap.customer_first_name, ap.customer_last_name) AS customer, to_char(l.appointment_date, 'YYYY-MM-DD') AS appointment_date,
  to_char(l.commission_cents / 100.0, 'FM999999999999990.00') AS commission, l.payout_method, l.payout_reference AS reference,
  to_char(l.paid_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI') AS paid_at, concat_ws(' ', pa.first_name, pa.last_name) AS paid_by,
  l.payout_run_id, l.paid_at AS paid_at_key`;
const PAID_JOINS = `LEFT JOIN appointments_list ap ON ap.id = l.appointment_id
  LEFT JOIN accounts_salespeople s ON s.id = l.salesperson_id
  LEFT JOIN admins_accounts pa ON pa.id = l.paid_by`;

type AppointmentCsvRow = {
  id: string;
  appointment_date: string;
  appointment_time: string;
  customer: string;
  salesperson: string;
  dealership: string;
  vehicle: string;
  tint_package_id: string;
  estimated_price: string;
  commission: string;
  status: string;
  is_confirmed: boolean;
  payout_status: string;
  created_at: string;
  is_test: boolean;
  /** The keyset cursor (not columns). */
  slot_order: number;
};

const APPOINTMENT_COLUMNS = (zone: string): CsvColumn<AppointmentCsvRow>[] => [
  { key: 'appointment_date', header: 'Appointment date' },
  { key: 'appointment_time', header: 'Time' },
  { key: 'customer', header: 'Customer' },
  { key: 'salesperson', header: 'Salesperson' },
  { key: 'dealership', header: 'Dealership' },
  { key: 'vehicle', header: 'Vehicle' },
  { key: 'tint_package_id', header: 'Package' },
  { key: 'estimated_price', header: 'Price' },
  { key: 'commission', header: 'Commission' },
  { key: 'status', header: 'Status' },
  { key: 'is_confirmed', header: 'Confirmed' },
  { key: 'payout_status', header: 'Payout status' },
  { key: 'created_at', header: `Booked at (${zone})` },
  { key: 'is_test', header: 'Test booking' },
  { key: 'id', header: 'Appointment ID' },
];

@Injectable()
export class PayoutRunsQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Rows a CSV reads at a time (a test makes it small to cross pages). */
  pageSize = 500;

  /** Every run, newest first (a run a week is some fifty a year: no paging). */
  async list(): Promise<PayoutRun[]> {
    const rows = await this.dataSource.query<RunRow[]>(`${RUN_SELECT} ORDER BY r.recorded_at DESC, r.id DESC`);
    return rows.map(fromRunRow);
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM payout_runs WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /**
   * A run's commissions in the order it paid them (at most PAYOUT_RUN_MAX_APPOINTMENTS), as they stand now: one unpaid
   * again since reads with no method, time or run.
   */
  runCsv(id: string): Readable {
    const zone = this.config.businessTimeZone;
    const dataSource = this.dataSource;
    async function* rows(): AsyncGenerator<PaidRow> {
      yield* await dataSource.query<PaidRow[]>(
        `SELECT ${PAID_FIELDS}
           FROM payout_runs r CROSS JOIN unnest(r.appointment_ids) WITH ORDINALITY AS u(appointment_id, n)
           JOIN payouts_ledger l ON l.appointment_id = u.appointment_id ${PAID_JOINS}
          WHERE r.id = $2 ORDER BY u.n`,
        [zone, id],
      );
    }
    return csvStream(rows(), PAID_COLUMNS(zone));
  }

  /** Commissions paid from the start of `from` to the end of `to` in the business time zone, in the order they were paid. */
  paidCsv(from: DateString, to: DateString): Readable {
    const zone = this.config.businessTimeZone;
    const start = startOfDateInZone(from, zone);
    const end = startOfDateInZone(addDaysToDate(to, 1), zone);
    const pageSize = this.pageSize;
    const rows = paged<PaidRow>(pageSize, (last) =>
      this.dataSource.query<PaidRow[]>(
        `SELECT ${PAID_FIELDS} FROM payouts_ledger l ${PAID_JOINS}
          WHERE l.payout_status = 'fulfilled' AND l.paid_at >= $2 AND l.paid_at < $3
            AND ($4::timestamptz IS NULL OR (l.paid_at, l.appointment_id) > ($4::timestamptz, $5::uuid))
          ORDER BY l.paid_at, l.appointment_id LIMIT ${String(pageSize)}`,
        [zone, start, end, last?.paid_at_key ?? null, last?.appointment_id ?? null],
      ),
    );
    return csvStream(rows, PAID_COLUMNS(zone));
  }

  /** Every appointment dated from `from` to `to` (test bookings too, marked), by date and slot. */
  appointmentsCsv(from: DateString, to: DateString): Readable {
    const zone = this.config.businessTimeZone;
    const pageSize = this.pageSize;
    const rows = paged<AppointmentCsvRow>(pageSize, (last) =>
      this.dataSource.query<AppointmentCsvRow[]>(
        `SELECT ap.id, to_char(ap.appointment_date, 'YYYY-MM-DD') AS appointment_date, ap.appointment_time,
                concat_ws(' ', ap.customer_first_name, ap.customer_last_name) AS customer,
                concat_ws(' ', s.first_name, s.last_name) AS salesperson, coalesce(s.company, '') AS dealership,
                concat_ws(' ', ap.vehicle_year, ap.vehicle_make, ap.vehicle_model) AS vehicle, ap.tint_package_id,
                to_char(ap.estimated_price_cents / 100.0, 'FM999999999999990.00') AS estimated_price,
                to_char(ap.commission_cents / 100.0, 'FM999999999999990.00') AS commission,
                ap.status, ap.is_confirmed, coalesce(l.payout_status, ap.payout_status) AS payout_status,
                to_char(ap.created_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI') AS created_at, ap.is_test,
                array_position($4::text[], ap.appointment_time) AS slot_order
           FROM appointments_list ap
           LEFT JOIN accounts_salespeople s ON s.id = ap.salesperson_id
           LEFT JOIN payouts_ledger l ON l.appointment_id = ap.id
          WHERE ap.appointment_date BETWEEN $2::date AND $3::date
            AND ($5::date IS NULL OR (ap.appointment_date, array_position($4::text[], ap.appointment_time), ap.id) > ($5::date, $6::int, $7::uuid))
          ORDER BY ap.appointment_date, array_position($4::text[], ap.appointment_time), ap.id LIMIT ${String(pageSize)}`,
        [zone, from, to, SLOT_TIMES, last?.appointment_date ?? null, last?.slot_order ?? null, last?.id ?? null],
      ),
    );
    return csvStream(rows, APPOINTMENT_COLUMNS(zone));
  }
}
