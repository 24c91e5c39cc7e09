/**
 * Badge definitions (RULES, badges table) and the pure evaluation the badge worker runs over one
 * salesperson's referrals. The caller passes only that salesperson's appointments since the last
 * reset, without test bookings; the worker turns newly earned badges into BadgeEarned events
 * (each type once per salesperson) and stamps earnedAt itself.
 */
import { DEFAULT_BUSINESS_TIMEZONE } from './constants.js';
import { remembered } from './memo.js';
import { percentOf, roundRate } from './money.js';
import { addDaysToDate, monthKeyInZone, weekKeyInZone } from './slots.js';

export const BADGE_TYPES = [
  'first_referral',
  'completed_5',
  'completed_10',
  'completed_25',
  'completed_50',
  'weekly_warrior',
  'monthly_star',
  'streak_3',
  'closer',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export interface BadgeDefinition {
  type: BadgeType;
  /** Name with its emoji, exactly as RULES gives it. */
  name: string;
  iconEmoji: string;
  description: string;
}

export const BADGE_DEFINITIONS: Readonly<Record<BadgeType, BadgeDefinition>> = {
  first_referral: { type: 'first_referral', name: 'First Referral 🎯', iconEmoji: '🎯', description: 'Booked your first referral.' },
  completed_5: { type: 'completed_5', name: 'Rising Star ⭐', iconEmoji: '⭐', description: '5 referrals completed.' },
  completed_10: { type: 'completed_10', name: 'Pro Referrer 🥉', iconEmoji: '🥉', description: '10 referrals completed.' },
  completed_25: { type: 'completed_25', name: 'Elite Referrer 🥈', iconEmoji: '🥈', description: '25 referrals completed.' },
  completed_50: { type: 'completed_50', name: 'Legend 🏆', iconEmoji: '🏆', description: '50 referrals completed.' },
  weekly_warrior: { type: 'weekly_warrior', name: 'Weekly Warrior 📅', iconEmoji: '📅', description: '5 bookings in a single week.' },
  monthly_star: { type: 'monthly_star', name: 'Monthly Star 🌟', iconEmoji: '🌟', description: '10 referrals completed in a single month.' },
  streak_3: { type: 'streak_3', name: 'On Fire 🔥', iconEmoji: '🔥', description: 'Bookings in 3 weeks in a row.' },
  closer: { type: 'closer', name: 'Closer 🤝', iconEmoji: '🤝', description: 'A success rate of 80% or more over at least 10 referrals.' },
};

/** Thresholds of the rules, named so a screen can show progress towards them. */
export const BADGE_THRESHOLDS = {
  completed_5: 5,
  completed_10: 10,
  completed_25: 25,
  completed_50: 50,
  weeklyBookings: 5,
  monthlyCompleted: 10,
  streakWeeks: 3,
  closerRate: 80,
  closerMinReferrals: 10,
} as const;

export interface BadgeMetadata {
  referralCount?: number;
  weeklyCount?: number;
  monthlyCount?: number;
  maxStreak?: number;
  conversionRate?: number;
}

export interface EarnedBadge extends BadgeDefinition {
  metadata: BadgeMetadata;
}

/** One referral (appointment) of the salesperson. */
export interface BadgeReferral {
  /** When it was booked (an instant, or ISO-8601). */
  bookedAt: Date | string;
  /** When it was marked serviced (an instant, or ISO-8601); null while not completed. */
  completedAt: Date | string | null;
}

export interface BadgeStats {
  totalReferrals: number;
  completedReferrals: number;
  /** Most bookings in one Monday-to-Sunday week of the zone. */
  maxWeeklyBookings: number;
  /** Most completions in one calendar month of the zone. */
  maxMonthlyCompleted: number;
  /** Longest run of consecutive weeks that each have a booking. */
  maxStreak: number;
  /** completed / total × 100, 1 decimal. */
  conversionRate: number;
}

function maxCount(keys: readonly string[]): number {
  const counts = new Map<string, number>();
  let max = 0;
  for (const key of keys) {
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    max = Math.max(max, count);
  }
  return max;
}

/** The week after a week start (remembered: the same weeks come back at every evaluation). */
const weekAfter = remembered((week: string) => addDaysToDate(week, 7));

function longestWeekRun(weekStarts: readonly string[]): number {
  const weeks = [...new Set(weekStarts)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const week of weeks) {
    run = previous !== null && weekAfter(previous) === week ? run + 1 : 1;
    best = Math.max(best, run);
    previous = week;
  }
  return best;
}

export function badgeStats(history: readonly BadgeReferral[], zone: string = DEFAULT_BUSINESS_TIMEZONE): BadgeStats {
  const completedAts = history.flatMap((referral) => (referral.completedAt === null ? [] : [referral.completedAt]));
  const bookingWeeks = history.map((referral) => weekKeyInZone(referral.bookedAt, zone));
  return {
    totalReferrals: history.length,
    completedReferrals: completedAts.length,
    maxWeeklyBookings: maxCount(bookingWeeks),
    maxMonthlyCompleted: maxCount(completedAts.map((at) => monthKeyInZone(at, zone))),
    maxStreak: longestWeekRun(bookingWeeks),
    conversionRate: roundRate(percentOf(completedAts.length, history.length)),
  };
}

/**
 * Every badge the history qualifies for, in BADGE_TYPES order. Metadata carries the value that
 * qualified (the current count, or the best week/month/streak), which is at least the threshold.
 * The closer rule compares exact integers (completed × 100 ≥ 80 × total), so a rounded display
 * rate of 80.0 never lets 79.96% through.
 */
export function evaluateBadges(history: readonly BadgeReferral[], zone: string = DEFAULT_BUSINESS_TIMEZONE): EarnedBadge[] {
  const stats = badgeStats(history, zone);
  const earned: EarnedBadge[] = [];
  const award = (type: BadgeType, metadata: BadgeMetadata): void => {
    earned.push({ ...BADGE_DEFINITIONS[type], metadata });
  };
  const t = BADGE_THRESHOLDS;

  if (stats.totalReferrals >= 1) award('first_referral', { referralCount: stats.totalReferrals });
  for (const type of ['completed_5', 'completed_10', 'completed_25', 'completed_50'] as const) {
    if (stats.completedReferrals >= t[type]) award(type, { referralCount: stats.completedReferrals });
  }
  if (stats.maxWeeklyBookings >= t.weeklyBookings) award('weekly_warrior', { weeklyCount: stats.maxWeeklyBookings });
  if (stats.maxMonthlyCompleted >= t.monthlyCompleted) award('monthly_star', { monthlyCount: stats.maxMonthlyCompleted });
  if (stats.maxStreak >= t.streakWeeks) award('streak_3', { maxStreak: stats.maxStreak });
  if (
    stats.totalReferrals >= t.closerMinReferrals &&
    stats.completedReferrals * 100 >= t.closerRate * stats.totalReferrals
  ) {
    award('closer', { conversionRate: stats.conversionRate });
  }
  return earned;
}
