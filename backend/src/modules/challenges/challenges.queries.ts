// Reads over the challenges module's tables: the admin's list (each challenge with its status and how many
// completed it), and a salesperson's active challenges with their progress and days remaining, and the rewards they
// earned. Progress is counted from the reactor's memory of referrals (challenges.reactor.ts), so a card shows what the
// reactor has counted: never a target reached and not yet completed for longer than the reactor's lag.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminChallenge, ChallengeProgress, ChallengesResponse, EarnedChallengeReward } from '@tint/libs/api-types';
import { challengeDaysRemaining, type ChallengeEligibility, type ChallengeMetric, type ChallengeRewardType, challengeStatus, challengeWindow, isEligible } from '@tint/libs/challenges';
import { centsToDecimal } from '@tint/libs/money';
import { todayInZone, type DateString } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

type ChallengeRow = {
  id: string;
  name: string;
  metric: ChallengeMetric;
  target: number;
  reward_type: ChallengeRewardType;
  reward_cents: number;
  reward_description: string | null;
  start_date: DateString;
  end_date: DateString;
  eligibility: ChallengeEligibility;
  dealerships: string[];
  ended_at: Date | null;
  created_at: Date;
  completed_count: number;
};

export type CompletionRow = {
  event_id: string;
  challenge_id: string;
  challenge_name: string;
  metric: ChallengeMetric;
  target: number;
  reward_type: ChallengeRewardType;
  reward_cents: number;
  reward_description: string | null;
  earned_at: Date;
  log_position: string;
};

const CHALLENGE_COLUMNS = `c.id, c.name, c.metric, c.target, c.reward_type, c.reward_cents, c.reward_description,
  to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
  c.eligibility, c.dealerships, c.ended_at, c.created_at`;

export const toEarned = (row: CompletionRow): EarnedChallengeReward => ({
  id: row.event_id,
  challengeId: row.challenge_id,
  challengeName: row.challenge_name,
  metric: row.metric,
  target: row.target,
  rewardType: row.reward_type,
  rewardAmount: centsToDecimal(row.reward_cents),
  rewardDescription: row.reward_description,
  earnedAt: row.earned_at.toISOString(),
});

@Injectable()
export class ChallengesQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every challenge that stands (one when `id` is given): active first, then upcoming, then ended; soonest end first within each. */
  async list(now: Date, id?: string): Promise<AdminChallenge[]> {
    const zone = this.config.businessTimeZone;
    const rows = await this.dataSource.query<ChallengeRow[]>(
      `SELECT ${CHALLENGE_COLUMNS},
              (SELECT count(*) FROM challenges_completions k WHERE k.challenge_id = c.id
                 AND k.generation >= coalesce((SELECT generation FROM challenges_state WHERE id = 1), 0))::int AS completed_count
         FROM challenges_list c ${id ? 'WHERE c.id = $1' : ''}
        ORDER BY c.end_date, c.start_date, c.created_at, c.id`,
      id ? [id] : [],
    );
    const order = { active: 0, upcoming: 1, ended: 2 } as const;
    return rows
      .map((row) => ({
        id: row.id,
        name: row.name,
        metric: row.metric,
        target: row.target,
        rewardType: row.reward_type,
        rewardAmount: centsToDecimal(row.reward_cents),
        rewardDescription: row.reward_description,
        startDate: row.start_date,
        endDate: row.end_date,
        eligibility: row.eligibility,
        dealerships: row.dealerships,
        status: challengeStatus(row.start_date, row.end_date, row.ended_at !== null, now, zone),
        endedAt: row.ended_at?.toISOString() ?? null,
        createdAt: row.created_at.toISOString(),
        completedCount: row.completed_count,
      }))
      .sort((a, b) => order[a.status] - order[b.status]);
  }

  /** The caller's active challenges (those their dealership takes part in), soonest end first, and the rewards they earned, newest first. */
  async forSalesperson(salespersonId: string, company: string, now: Date): Promise<ChallengesResponse> {
    const zone = this.config.businessTimeZone;
    const today = todayInZone(now, zone);
    const rows = await this.dataSource.query<ChallengeRow[]>(
      `SELECT ${CHALLENGE_COLUMNS}, 0 AS completed_count FROM challenges_list c
        WHERE c.ended_at IS NULL AND c.start_date <= $1::date AND c.end_date >= $1::date
        ORDER BY c.end_date, c.start_date, c.created_at, c.id`,
      [today],
    );
    const mine = rows.filter((row) => isEligible(row.eligibility, row.dealerships, company));
    const earned = await this.earned(this.dataSource.manager, salespersonId);
    const completed = new Set(earned.map((reward) => reward.challengeId));
    const active: ChallengeProgress[] = [];
    for (const row of mine) {
      const window = challengeWindow(row.start_date, row.end_date, zone);
      const column = row.metric === 'bookings' ? 'booked_at' : 'completed_at';
      const [count] = await this.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM challenge_awards_referrals WHERE salesperson_id = $1 AND NOT is_void AND ${column} >= $2 AND ${column} < $3`,
        [salespersonId, window.start, window.end],
      );
      active.push({
        id: row.id,
        name: row.name,
        metric: row.metric,
        target: row.target,
        progress: count?.n ?? 0,
        completed: completed.has(row.id),
        rewardType: row.reward_type,
        rewardAmount: centsToDecimal(row.reward_cents),
        rewardDescription: row.reward_description,
        startDate: row.start_date,
        endDate: row.end_date,
        daysRemaining: challengeDaysRemaining(row.end_date, now, zone),
      });
    }
    return { active, earned };
  }

  /** The challenge rewards a salesperson earned since the last reset, newest first. */
  async earned(manager: EntityManager, salespersonId: string): Promise<EarnedChallengeReward[]> {
    return (await this.earnedRows(manager, salespersonId)).map(toEarned);
  }

  /** The completions after a log position (all without one), newest first. */
  earnedRows(manager: EntityManager, salespersonId: string, afterPosition = '0'): Promise<CompletionRow[]> {
    return manager.query<CompletionRow[]>(
      `SELECT event_id, challenge_id, challenge_name, metric, target, reward_type, reward_cents, reward_description, earned_at, log_position::text AS log_position
         FROM challenges_completions
        WHERE salesperson_id = $1 AND log_position > $2::bigint
          AND generation >= coalesce((SELECT generation FROM challenges_state WHERE id = 1), 0)
        ORDER BY log_position DESC`,
      [salespersonId, afterPosition],
    );
  }
}
