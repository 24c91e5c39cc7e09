// Reads over the payout ledger: the admin's pending payouts, and a salesperson's payout details (MTD
// or YTD) with the calendar windows of the business time zone. The appointments themselves (customer,
// vehicle, price) come from the appointments module, which owns the appointment list.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PayoutDetails, PayoutPeriod, PendingPayoutItem } from '@tint/libs/api-types';
import { type FraudReason, PAYOUT_LIST_LIMITS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import { monthWindow, SLOT_TIMES, todayInZone, weekWindow, windowDates, yearWindow } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AppointmentsQueries } from '../appointments/appointments.queries.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { PayoutProfilesQueries } from '../payout-profiles/payout-profiles.queries.js';

@Injectable()
export class PayoutsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsQueries,
    private readonly accounts: AccountsQueries,
    private readonly profiles: PayoutProfilesQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Completed, not yet paid. Oldest appointment first. */
  async pending(): Promise<PendingPayoutItem[]> {
    // A held commission is listed (as 'On hold', with its reasons); a rejected one is owed nothing (issue 19).
    const rows = await this.dataSource.query<{ appointment_id: string; salesperson_id: string; review_status: string | null; review_reasons: FraudReason[] | null }[]>(
      `SELECT l.appointment_id, l.salesperson_id, l.review_status, a.review_reasons
         FROM payouts_ledger l LEFT JOIN appointments_list a ON a.id = l.appointment_id
        WHERE l.status = 'completed' AND l.payout_status = 'pending' AND l.review_status IS DISTINCT FROM 'rejected'
        ORDER BY l.appointment_date, array_position($1::text[], l.appointment_time), l.appointment_id`,
      [SLOT_TIMES],
    );
    const heldFor = new Map(rows.flatMap((row) => (row.review_status === 'held' ? [[row.appointment_id, row.review_reasons ?? []] as const] : [])));
    const names = await this.accounts.names('salesperson', rows.map((row) => row.salesperson_id));
    const profiles = await this.profiles.forSalespeople(rows.map((row) => row.salesperson_id));
    const salespersonOf = new Map(rows.map((row) => [row.appointment_id, row.salesperson_id]));
    return (await this.appointments.byIds(rows.map((row) => row.appointment_id))).map((a) => ({
      id: a.id,
      salespersonId: salespersonOf.get(a.id)!,
      salespersonName: names.get(salespersonOf.get(a.id)!) ?? '',
      review: heldFor.has(a.id) ? { status: 'held' as const, reasons: heldFor.get(a.id)! } : null,
      payoutProfile: profiles.get(salespersonOf.get(a.id)!) ?? null,
      appointmentDate: a.appointmentDate,
      appointmentTime: a.appointmentTime,
      customerFirstName: a.customerFirstName,
      customerLastName: a.customerLastName,
      vehicleYear: a.vehicleYear,
      vehicleMake: a.vehicleMake,
      vehicleModel: a.vehicleModel,
      estimatedPrice: a.estimatedPrice,
      commission: a.commission,
    }));
  }

  /**
   * RULES, payout details: paid = fulfilled in the window; pending = completed and unpaid, completed
   * in the window; potential = scheduled, dated from today to the window's last day. The lists are
   * the period's newest completed (5), pending (3) and soonest scheduled (2).
   */
  async details(salespersonId: string, period: PayoutPeriod, now: Date): Promise<PayoutDetails> {
    const zone = this.config.businessTimeZone;
    const week = weekWindow(now, zone);
    const month = monthWindow(now, zone);
    const year = yearWindow(now, zone);
    const today = todayInZone(now, zone);
    const monthLast = windowDates(month, zone).last;
    const yearLast = windowDates(year, zone).last;
    const [sums] = await this.dataSource.query<Record<string, number>[]>(
      `SELECT
         coalesce(sum(commission_cents) FILTER (WHERE payout_status = 'fulfilled' AND paid_at >= $4 AND paid_at < $5), 0)::int AS paid_month,
         coalesce(sum(commission_cents) FILTER (WHERE payout_status = 'fulfilled' AND paid_at >= $6 AND paid_at < $7), 0)::int AS paid_year,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $2 AND completed_at < $3), 0)::int AS pending_week,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $4 AND completed_at < $5), 0)::int AS pending_month,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'completed' AND payout_status = 'pending' AND completed_at >= $6 AND completed_at < $7), 0)::int AS pending_year,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'scheduled' AND appointment_date BETWEEN $8::date AND $9::date), 0)::int AS potential_month,
         coalesce(sum(commission_cents) FILTER (WHERE status = 'scheduled' AND appointment_date BETWEEN $8::date AND $10::date), 0)::int AS potential_year
       FROM payouts_ledger WHERE salesperson_id = $1 AND review_status IS DISTINCT FROM 'rejected' AND review_status IS DISTINCT FROM 'held'`,
      [salespersonId, week.start, week.end, month.start, month.end, year.start, year.end, today, monthLast, yearLast],
    );
    const window = period === 'MTD' ? month : year;
    const last = period === 'MTD' ? monthLast : yearLast;
    const list = async (where: string, order: string, limit: number, params: unknown[]) => {
      const rows = await this.dataSource.query<{ appointment_id: string }[]>(
        // A held or rejected commission is in none of the salesperson's sums or lists (issue 19): its activity says 'Under review'.
        `SELECT appointment_id FROM payouts_ledger WHERE salesperson_id = $1 AND review_status IS DISTINCT FROM 'rejected' AND review_status IS DISTINCT FROM 'held' AND ${where}
          ORDER BY ${order} LIMIT ${String(limit)}`,
        [salespersonId, ...params],
      );
      return this.appointments.byIds(rows.map((row) => row.appointment_id));
    };
    const [completed, pending, scheduled] = await Promise.all([
      list("status = 'completed' AND completed_at >= $2 AND completed_at < $3", 'completed_at DESC, appointment_id', PAYOUT_LIST_LIMITS.completed, [window.start, window.end]),
      list(
        "status = 'completed' AND payout_status = 'pending' AND completed_at >= $2 AND completed_at < $3",
        'completed_at DESC, appointment_id',
        PAYOUT_LIST_LIMITS.pending,
        [window.start, window.end],
      ),
      list(
        "status = 'scheduled' AND appointment_date BETWEEN $2::date AND $3::date",
        'appointment_date, array_position($4::text[], appointment_time), appointment_id',
        PAYOUT_LIST_LIMITS.scheduled,
        [today, last, SLOT_TIMES],
      ),
    ]);
    const money = (key: string) => centsToDecimal(sums?.[key] ?? 0);
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
