// Reads over the gamification read models (never the event log): leaderboard, rewards, badges and the
// admin's salesperson tiles. Every calendar window is the business time zone's.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query.js';
import type { AdminSalesperson, Badge, DealershipStanding, LeaderboardEntry, RewardsData } from '@tint/libs/api-types';
import type { BadgeMetadata, BadgeType } from '@tint/libs/badges';
import { centsToDollars, percentOf, roundRate } from '@tint/libs/money';
import { fullName, lastInitial } from '@tint/libs/names';
import type { TvLeaderboardEntry } from '@tint/libs/tv';
import { computeRewards } from '@tint/libs/rewards';
import { monthWindow, yearWindow } from '@tint/libs/slots';
import { adminTierFor } from '@tint/libs/tiers';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ProjectionReadCache } from '../../platform/projections/projection-read-cache.js';
import { GAMIFICATION_PROJECTION } from './gamification.projection.js';
import { VOID_APPOINTMENT_STATUSES } from '@tint/libs/constants';

/** A cancelled or no-show referral did not happen: the counts' joins leave it out (a fixed list, not a parameter). */
const VOID_STATUSES_SQL = `(${VOID_APPOINTMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export type BadgeRow = {
  event_id: string;
  badge_type: BadgeType;
  badge_name: string;
  description: string;
  icon_emoji: string;
  metadata: BadgeMetadata;
  earned_at: Date;
  log_position: string;
};

type DealershipRow = { dealership: string; salespeople: number; bookings: number; completed: number };

type LeaderboardRow = {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  monthly: number;
  completed_month: number;
  total: number;
  completed_total: number;
};

export const toBadge = (row: BadgeRow): Badge => ({
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
    private readonly kept: ProjectionReadCache,
  ) {}

  /**
   * Every salesperson: booked and completed this month, lifetime success rate. Names other than the
   * caller's leave the server masked (first name + last initial); no email or phone at all. Every dashboard asks
   * for it and it counts every appointment: kept while the gamification projection has applied nothing new.
   */
  async leaderboard(callerId: string, now: Date): Promise<LeaderboardEntry[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const rows = await this.kept.read(GAMIFICATION_PROJECTION, 'leaderboard', month.start.toISOString(), () => this.leaderboardCounts(month));
    return rows.map((row) => ({
      user: { id: row.id, firstName: row.first_name, lastName: row.id === callerId ? row.last_name : lastInitial(row.last_name), company: row.company },
      monthlyReferrals: row.monthly,
      completedServices: row.completed_month,
      successRate: roundRate(percentOf(row.completed_total, row.total)),
    }));
  }

  /**
   * Issue 20's showroom screens: the top `size` of the same leaderboard (the same kept rows), every name masked (first
   * name and last initial: a screen is nobody's own), with no id, email or success rate.
   */
  async leaderboardForScreen(now: Date, size: number): Promise<TvLeaderboardEntry[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const rows = await this.kept.read(GAMIFICATION_PROJECTION, 'leaderboard', month.start.toISOString(), () => this.leaderboardCounts(month));
    return rows.slice(0, size).map((row, index) => ({
      rank: index + 1,
      name: fullName(row.first_name, lastInitial(row.last_name)),
      dealership: row.company,
      bookings: row.monthly,
      completed: row.completed_month,
    }));
  }

  private leaderboardCounts(month: { start: Date; end: Date }): Promise<LeaderboardRow[]> {
    return this.dataSource.query<LeaderboardRow[]>(
      `SELECT s.id, s.first_name, s.last_name, s.company,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2)::int AS monthly,
              count(a.id) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2)::int AS completed_month,
              count(a.id)::int AS total,
              count(a.id) FILTER (WHERE a.status = 'completed')::int AS completed_total
       FROM gamification_salespeople s LEFT JOIN gamification_appointments a ON a.salesperson_id = s.id AND a.status NOT IN ${VOID_STATUSES_SQL} AND NOT a.is_void
       GROUP BY s.id
       ORDER BY monthly DESC, completed_month DESC, lower(s.first_name), lower(s.last_name), s.id`,
      [month.start, month.end],
    );
  }

  /**
   * Issue 20's standings by dealership: each dealership that has salespeople (those with nothing this month too, as
   * the leaderboard lists everyone), with what its salespeople booked and had serviced this month, counted as the
   * leaderboard counts them; the caller's own marked. Ranked like the leaderboard: the place in the order (bookings,
   * then completed, both descending, then the name). Only dealerships and numbers: nobody's name or id. An erased
   * salesperson keeps their dealership (erasure scrubs names only), so their referrals still count for it.
   */
  async dealershipStandings(callerDealership: string, now: Date): Promise<DealershipStanding[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const rows = await this.kept.read(GAMIFICATION_PROJECTION, 'dealerships', month.start.toISOString(), () => this.dealershipCounts(month));
    return rows.map((row, index) => ({ ...row, rank: index + 1, isMine: row.dealership === callerDealership }));
  }

  private dealershipCounts(month: { start: Date; end: Date }): Promise<DealershipRow[]> {
    // Only the month's referrals are read (booked or serviced in it, through the time indexes), then summed per dealership.
    return this.dataSource.query<DealershipRow[]>(
      `WITH month AS (
         SELECT a.salesperson_id,
                count(*) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2) AS bookings,
                count(*) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2) AS completed
         FROM gamification_appointments a
         WHERE a.status NOT IN ${VOID_STATUSES_SQL} AND NOT a.is_void
           AND ((a.booked_at >= $1 AND a.booked_at < $2) OR (a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2))
         GROUP BY a.salesperson_id
       )
       SELECT s.company AS dealership, count(*)::int AS salespeople,
              coalesce(sum(m.bookings), 0)::int AS bookings, coalesce(sum(m.completed), 0)::int AS completed
       FROM gamification_salespeople s LEFT JOIN month m ON m.salesperson_id = s.id
       GROUP BY s.company
       ORDER BY bookings DESC, completed DESC, lower(s.company), s.company`,
      [month.start, month.end],
    );
  }

  async rewards(salespersonId: string, now: Date): Promise<RewardsData> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const [row] = await preparedQuery<{ monthly: number; lifetime: number }>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE completed_at >= $2 AND completed_at < $3)::int AS monthly, count(*)::int AS lifetime
       FROM gamification_appointments WHERE salesperson_id = $1 AND status = 'completed' AND NOT is_void`,
      [salespersonId, month.start, month.end],
    );
    return computeRewards(row?.monthly ?? 0, row?.lifetime ?? 0);
  }

  async badges(salespersonId: string): Promise<Badge[]> {
    const rows = await this.dataSource.query<BadgeRow[]>(
      'SELECT * FROM gamification_badges WHERE salesperson_id = $1 ORDER BY log_position',
      [salespersonId],
    );
    return rows.map(toBadge);
  }

  /**
   * The admin's Users tab: every salesperson with this month's tiles (RULES, counting): booked this month
   * (by booking time), of those confirmed, serviced this month (by the time it was marked serviced),
   * commission earned this month and this year (completed in the window), the tier by serviced this
   * month, and the cash bonuses and gift cards earned since the last reset. It counts every appointment:
   * kept while the gamification projection has applied nothing new.
   */
  salespeopleForAdmin(now: Date): Promise<AdminSalesperson[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const year = yearWindow(now, this.config.businessTimeZone);
    return this.kept.read(GAMIFICATION_PROJECTION, 'admin-salespeople', month.start.toISOString(), () => this.adminSalespeopleTiles(month, year));
  }

  private async adminSalespeopleTiles(month: { start: Date; end: Date }, year: { start: Date; end: Date }): Promise<AdminSalesperson[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        company: string;
        registered_at: Date;
        booked: number;
        confirmed: number;
        serviced: number;
        mtd_cents: number;
        ytd_cents: number;
        cash_bonuses: number;
        gift_cards: number;
      }[]
    >(
      `SELECT s.id, s.first_name, s.last_name, s.email, s.company, s.registered_at,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2)::int AS booked,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2 AND a.is_confirmed)::int AS confirmed,
              count(a.id) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2)::int AS serviced,
              coalesce(sum(a.commission_cents) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2), 0)::int AS mtd_cents,
              coalesce(sum(a.commission_cents) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $3 AND a.completed_at < $4), 0)::int AS ytd_cents,
              (SELECT count(*) FROM gamification_rewards r WHERE r.salesperson_id = s.id AND r.kind = 'cash_bonus')::int AS cash_bonuses,
              (SELECT count(*) FROM gamification_rewards r WHERE r.salesperson_id = s.id AND r.kind = 'gift_card')::int AS gift_cards
       FROM gamification_salespeople s LEFT JOIN gamification_appointments a ON a.salesperson_id = s.id AND a.status NOT IN ${VOID_STATUSES_SQL} AND NOT a.is_void
       GROUP BY s.id
       ORDER BY lower(s.first_name), lower(s.last_name), s.id`,
      [month.start, month.end, year.start, year.end],
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      joinedAt: row.registered_at.toISOString(),
      tier: adminTierFor(row.serviced),
      mtdAppointments: row.booked,
      confirmedAppointments: row.confirmed,
      servicedAppointments: row.serviced,
      mtdCommission: centsToDollars(row.mtd_cents),
      ytdCommission: centsToDollars(row.ytd_cents),
      cashBonusesEarned: row.cash_bonuses,
      giftCardsEarned: row.gift_cards,
    }));
  }
}
