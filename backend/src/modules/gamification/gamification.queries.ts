// Reads over the gamification read models (never the event log): leaderboard, rewards, payout
// details, badges and the badge check. Every calendar window is the business time zone's.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Badge, BadgeCheckResponse, LeaderboardEntry, PayoutDetails, PayoutPeriod, RewardsData } from '@tint/libs/api-types';
import type { BadgeMetadata, BadgeType } from '@tint/libs/badges';
import { PAYOUT_LIST_LIMITS } from '@tint/libs/constants';
import { centsToDecimal, percentOf, roundRate } from '@tint/libs/money';
import { lastInitial } from '@tint/libs/names';
import { computeRewards } from '@tint/libs/rewards';
import { monthWindow, SLOT_TIMES, todayInZone, weekWindow, windowDates, yearWindow } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type AppointmentRow, fromRow } from '../appointments/appointments.queries.js';

// The appointment list's row shape and mapping, over this projection's own table (booked_at is when it was booked).
const COLUMNS = `id, customer_first_name, customer_last_name, customer_email, customer_phone, vehicle_year, vehicle_make, vehicle_model,
  tint_package_id, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date, appointment_time, estimated_price_cents, commission_cents,
  status, payout_status, is_confirmed, booked_at AS created_at`;

type BadgeRow = {
  event_id: string;
  badge_type: BadgeType;
  badge_name: string;
  description: string;
  icon_emoji: string;
  metadata: BadgeMetadata;
  earned_at: Date;
  log_position: string;
};

const toBadge = (row: BadgeRow): Badge => ({
  id: row.event_id,
  badgeType: row.badge_type,
  badgeName: row.badge_name,
  description: row.description,
  iconEmoji: row.icon_emoji,
  earnedAt: row.earned_at.toISOString(),
  metadata: row.metadata,
});

@Injectable()
export class GamificationQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every salesperson: booked and completed this month, lifetime success rate. Names other than the
   * caller's leave the server masked (first name + last initial); no email or phone at all.
   */
  async leaderboard(callerId: string, now: Date): Promise<LeaderboardEntry[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const rows = await this.dataSource.query<
      { id: string; first_name: string; last_name: string; company: string; monthly: number; completed_month: number; total: number; completed_total: number }[]
    >(
      `SELECT s.id, s.first_name, s.last_name, s.company,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2)::int AS monthly,
              count(a.id) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2)::int AS completed_month,
              count(a.id)::int AS total,
              count(a.id) FILTER (WHERE a.status = 'completed')::int AS completed_total
       FROM gamification_salespeople s LEFT JOIN gamification_appointments a ON a.salesperson_id = s.id
       GROUP BY s.id
       ORDER BY monthly DESC, completed_month DESC, lower(s.first_name), lower(s.last_name), s.id`,
      [month.start, month.end],
    );
    return rows.map((row) => ({
      user: { id: row.id, firstName: row.first_name, lastName: row.id === callerId ? row.last_name : lastInitial(row.last_name), company: row.company },
      monthlyReferrals: row.monthly,
      completedServices: row.completed_month,
      successRate: roundRate(percentOf(row.completed_total, row.total)),
    }));
  }

  async rewards(salespersonId: string, now: Date): Promise<RewardsData> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const [row] = await this.dataSource.query<{ monthly: number; lifetime: number }[]>(
      `SELECT count(*) FILTER (WHERE completed_at >= $2 AND completed_at < $3)::int AS monthly, count(*)::int AS lifetime
       FROM gamification_appointments WHERE salesperson_id = $1 AND status = 'completed'`,
      [salespersonId, month.start, month.end],
    );
    return computeRewards(row?.monthly ?? 0, row?.lifetime ?? 0);
  }

  /**
   * RULES, payout details: paid = fulfilled in the window; pending = completed and unpaid, completed
   * in the window; potential = scheduled, dated from today to the window's last day. The lists are
   * the period's newest completed (5), pending (3) and soonest scheduled (2).
   */
  async payoutDetails(salespersonId: string, period: PayoutPeriod, now: Date): Promise<PayoutDetails> {
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
       FROM gamification_appointments WHERE salesperson_id = $1`,
      [salespersonId, week.start, week.end, month.start, month.end, year.start, year.end, today, monthLast, yearLast],
    );
    const window = period === 'MTD' ? month : year;
    const last = period === 'MTD' ? monthLast : yearLast;
    const list = (where: string, order: string, limit: number, params: unknown[]) =>
      this.dataSource
        .query<AppointmentRow[]>(`SELECT ${COLUMNS} FROM gamification_appointments WHERE salesperson_id = $1 AND ${where} ORDER BY ${order} LIMIT ${limit}`, [
          salespersonId,
          ...params,
        ])
        .then((rows) => rows.map(fromRow));
    const [completed, pending, scheduled] = await Promise.all([
      list("status = 'completed' AND completed_at >= $2 AND completed_at < $3", 'completed_at DESC, id', PAYOUT_LIST_LIMITS.completed, [window.start, window.end]),
      list("status = 'completed' AND payout_status = 'pending' AND completed_at >= $2 AND completed_at < $3", 'completed_at DESC, id', PAYOUT_LIST_LIMITS.pending, [
        window.start,
        window.end,
      ]),
      list(
        "status = 'scheduled' AND appointment_date BETWEEN $2::date AND $3::date",
        'appointment_date, array_position($4::text[], appointment_time), id',
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

  async badges(salespersonId: string): Promise<Badge[]> {
    const rows = await this.dataSource.query<BadgeRow[]>(
      'SELECT * FROM gamification_badges WHERE salesperson_id = $1 ORDER BY log_position',
      [salespersonId],
    );
    return rows.map(toBadge);
  }

  /**
   * The badges earned since the caller last checked. The caller's marker row is locked while it is
   * read and moved, so of many checks at once exactly one reports each new badge.
   */
  checkBadges(salespersonId: string): Promise<BadgeCheckResponse> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO badge_checks (salesperson_id, last_position) VALUES ($1, 0) ON CONFLICT (salesperson_id) DO NOTHING', [salespersonId]);
      const [marker] = await manager.query<{ last_position: string }[]>('SELECT last_position FROM badge_checks WHERE salesperson_id = $1 FOR UPDATE', [
        salespersonId,
      ]);
      const rows = await manager.query<BadgeRow[]>(
        'SELECT * FROM gamification_badges WHERE salesperson_id = $1 AND log_position > $2 ORDER BY log_position',
        [salespersonId, marker?.last_position ?? '0'],
      );
      const newest = rows.at(-1);
      if (newest) await manager.query('UPDATE badge_checks SET last_position = $2 WHERE salesperson_id = $1', [salespersonId, newest.log_position]);
      return { count: rows.length, newBadges: rows.map(toBadge) };
    });
  }
}
