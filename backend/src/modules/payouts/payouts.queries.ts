// Reads over the payout ledger: the admin's pending payouts, and a salesperson's payout details (MTD
// or YTD) with the calendar windows of the business time zone. The appointments themselves (customer,
// vehicle, price) come from the appointments module, which owns the appointment list; the pending list reads
// that list's table in its one statement.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PayoutDetails, PayoutPeriod } from '@tint/libs/api-types';
import { PAYOUT_LIST_LIMITS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import { monthWindow, SLOT_TIMES, todayInZone, weekWindow, windowDates, yearWindow } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppointmentsQueries, decimalOf } from '../appointments/appointments.queries.js';
import { preparedQuery } from '../../platform/database/prepared-query.js';
import { SnapshotReadCache } from '../../platform/projections/projection-read-cache.js';
import { KeptJson } from '../../platform/http/kept-json.js';

type DetailsSum = 'paid_month' | 'paid_year' | 'pending_week' | 'pending_month' | 'pending_year' | 'potential_month' | 'potential_year';
/** The payout details' one statement: the seven sums in cents, and the three lists' appointment ids in order. */
type DetailsRow = Record<DetailsSum, number> & { completed: string[]; pending: string[]; scheduled: string[] };

@Injectable()
export class PayoutsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kept: SnapshotReadCache,
  ) {}

  /**
   * Completed, not yet paid, oldest appointment first: the JSON text as PostgreSQL writes it, in one statement (the
   * ledger, the appointment, the salesperson's name and payout profile). Read as rows and serialised again, this
   * list of a few hundred items was five round trips and most of the API's work per answer (issue 15's profile).
   * A held commission is listed (as 'On hold', with its reasons); a rejected one is owed nothing (issue 19).
   * Kept while the database has committed nothing since (SnapshotReadCache): building this JSON was nearly all
   * of the statement's time, about 5 ms of PostgreSQL's CPU per answer for 200 pending payouts.
   */
  pendingAsJson(): Promise<KeptJson> {
    return this.kept.read('pending-payouts', '', async () => new KeptJson(await this.computePendingAsJson()));
  }

  private async computePendingAsJson(): Promise<string> {
    const [row] = await preparedQuery<{ json: string }>(
      this.dataSource,
      // Each row's columns named as the answer's fields (a row becomes its JSON object without json_build_object's
      // spaces), sorted by the date ('YYYY-MM-DD' sorts as the date does) and the slot as shown. The ledger's pending
      // rows come from their partial index; each one's appointment, salesperson and profile by key (LATERAL with its
      // LIMIT keeps it a lookup per row: joined, PostgreSQL, misjudging how few rows are pending, scanned the whole
      // appointment list for every answer, 318 ms at 1,000,000 events).
      `SELECT coalesce(json_agg(x ORDER BY x."appointmentDate", array_position($1::text[], x."appointmentTime"), x.id), '[]')::text AS json
         FROM payouts_ledger l
         CROSS JOIN LATERAL (
               SELECT a.id, l.salesperson_id AS "salespersonId",
                      concat_ws(' ', nullif(btrim(s.first_name), ''), nullif(btrim(s.last_name), '')) AS "salespersonName",
                      CASE WHEN l.review_status = 'held' THEN json_build_object('status', 'held', 'reasons', coalesce(to_json(a.review_reasons), '[]'::json)) END AS review,
                      CASE WHEN p.salesperson_id IS NOT NULL THEN json_build_object('payoutMethod', p.payout_method, 'handle', p.handle, 'legalName', p.legal_name) END AS "payoutProfile",
                      to_char(a.appointment_date, 'YYYY-MM-DD') AS "appointmentDate", a.appointment_time AS "appointmentTime",
                      a.customer_first_name AS "customerFirstName", a.customer_last_name AS "customerLastName",
                      a.vehicle_year AS "vehicleYear", a.vehicle_make AS "vehicleMake", a.vehicle_model AS "vehicleModel",
                      ${decimalOf('a.estimated_price_cents')} AS "estimatedPrice", ${decimalOf('a.commission_cents')} AS commission
                 FROM appointments_list a
                 LEFT JOIN accounts_salespeople s ON s.id = l.salesperson_id
                 LEFT JOIN payout_profiles p ON p.salesperson_id = l.salesperson_id
                WHERE a.id = l.appointment_id
                LIMIT 1) x
        WHERE l.status = 'completed' AND l.payout_status = 'pending' AND l.review_status IS DISTINCT FROM 'rejected'`,
      [SLOT_TIMES],
    );
    return row?.json ?? '[]';
  }

  /**
   * RULES, payout details: paid = fulfilled in the window; pending = completed and unpaid, completed
   * in the window; potential = scheduled, dated from today to the window's last day. The lists are
   * the period's newest completed (5), pending (3) and soonest scheduled (2).
   * Two round trips: the sums and the three lists' ids in one prepared statement, then their appointments in one
   * read (they were seven statements, one after another for each list: about 13 ms of a 2,300 answers/s load).
   */
  async details(salespersonId: string, period: PayoutPeriod, now: Date): Promise<PayoutDetails> {
    const zone = this.config.businessTimeZone;
    const week = weekWindow(now, zone);
    const month = monthWindow(now, zone);
    const year = yearWindow(now, zone);
    const today = todayInZone(now, zone);
    const monthLast = windowDates(month, zone).last;
    const yearLast = windowDates(year, zone).last;
    const window = period === 'MTD' ? month : year;
    const last = period === 'MTD' ? monthLast : yearLast;
    // A held or rejected commission is in none of the salesperson's sums or lists (issue 19): its activity says 'Under review'.
    const mine = `FROM payouts_ledger WHERE salesperson_id = $1 AND review_status IS DISTINCT FROM 'rejected' AND review_status IS DISTINCT FROM 'held'`;
    const [row] = await preparedQuery<DetailsRow>(
      this.dataSource,
      `SELECT sums.*,
         ARRAY(SELECT appointment_id ${mine} AND status = 'completed' AND completed_at >= $11 AND completed_at < $12
                ORDER BY completed_at DESC, appointment_id LIMIT ${String(PAYOUT_LIST_LIMITS.completed)}) AS completed,
         ARRAY(SELECT appointment_id ${mine} AND status = 'completed' AND payout_status = 'pending' AND completed_at >= $11 AND completed_at < $12
                ORDER BY completed_at DESC, appointment_id LIMIT ${String(PAYOUT_LIST_LIMITS.pending)}) AS pending,
         ARRAY(SELECT appointment_id ${mine} AND status = 'scheduled' AND appointment_date BETWEEN $8::date AND $13::date
                ORDER BY appointment_date, array_position($14::text[], appointment_time), appointment_id LIMIT ${String(PAYOUT_LIST_LIMITS.scheduled)}) AS scheduled
       FROM (SELECT
         coalesce(sum(commission_cents) FILTER (WHERE payout_status = 'fulfilled' AND paid_at >= $4 AND paid_at < $5), 0)::int AS paid_month,
         coalesce(sum(commission_cents) FILTER (WHERE payout_status = 'fulfilled' AND paid_at >= $6 AND paid_at < $7), 0)::int AS paid_year,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $2 AND completed_at < $3), 0)::int AS pending_week,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $4 AND completed_at < $5), 0)::int AS pending_month,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $6 AND completed_at < $7), 0)::int AS pending_year,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'scheduled' AND appointment_date BETWEEN $8::date AND $9::date), 0)::int AS potential_month,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'scheduled' AND appointment_date BETWEEN $8::date AND $10::date), 0)::int AS potential_year
       ${mine}) sums`,
      [salespersonId, week.start, week.end, month.start, month.end, year.start, year.end, today, monthLast, yearLast, window.start, window.end, last, SLOT_TIMES],
    );
    const ids = { completed: row?.completed ?? [], pending: row?.pending ?? [], scheduled: row?.scheduled ?? [] };
    const byId = new Map((await this.appointments.byIds([...new Set([...ids.completed, ...ids.pending, ...ids.scheduled])])).map((a) => [a.id, a]));
    const list = (of: readonly string[]) => of.flatMap((id) => byId.get(id) ?? []);
    const [completed, pending, scheduled] = [list(ids.completed), list(ids.pending), list(ids.scheduled)];
    const money = (key: DetailsSum) => centsToDecimal(row?.[key] ?? 0);
    return {
      totalPaidThisMonth: money('paid_month'),
      totalPaidThisYear: money('paid_year'),
      pendingThisWeek: money('pending_week'),
      pendingThisMonth: money('pending_month'),
      pendingThisYear: money('pending_year'),
      potentialRemainingMonth: money('potential_month'),
      potentialRemainingYear: money('potential_year'),
      completedAppointments: completed,
      pendingAppointments: pending,
      scheduledAppointments: scheduled,
    };
  }
}
