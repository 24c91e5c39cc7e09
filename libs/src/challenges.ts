/**
 * Challenges (issue 20, part 2): time-boxed contests an admin makes, "N bookings (or completed services) between
 * two dates in the business time zone earn this reward". The limits, the window, the status, the days remaining and
 * the whole check of a challenge's definition are here, shared by the server (which decides) and the admin's form.
 * The messages are in './texts/challenges.js'.
 */
import { DEALERSHIPS } from './dealerships.js';
import { parseDecimal } from './money.js';
import { addDaysToDate, isValidDateString, startOfDateInZone, todayInZone, type DateString, type InstantWindow } from './slots.js';
import {
  CHALLENGE_DEALERSHIPS_INVALID,
  CHALLENGE_DEALERSHIPS_REQUIRED,
  CHALLENGE_ELIGIBILITY_INVALID,
  CHALLENGE_END_BEFORE_START,
  CHALLENGE_END_INVALID,
  CHALLENGE_END_PAST,
  CHALLENGE_METRIC_INVALID,
  CHALLENGE_NAME_REQUIRED,
  CHALLENGE_NAME_TOO_LONG,
  CHALLENGE_REWARD_AMOUNT_INVALID,
  CHALLENGE_REWARD_DESCRIPTION_TOO_LONG,
  CHALLENGE_REWARD_TYPE_INVALID,
  CHALLENGE_START_INVALID,
  CHALLENGE_START_TOO_FAR,
  CHALLENGE_TARGET_INVALID,
  CHALLENGE_TOO_LONG,
} from './texts/challenges.js';

export const CHALLENGE_METRICS = ['bookings', 'completed_services'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
export const CHALLENGE_REWARD_TYPES = ['cash', 'gift_card'] as const;
export type ChallengeRewardType = (typeof CHALLENGE_REWARD_TYPES)[number];
export const CHALLENGE_ELIGIBILITIES = ['everyone', 'dealerships'] as const;
export type ChallengeEligibility = (typeof CHALLENGE_ELIGIBILITIES)[number];
export const CHALLENGE_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_NAME_MAX = 80;
export const CHALLENGE_TARGET_MAX = 1000;
/** A challenge runs at most a year (a leap year's 366 days). */
export const CHALLENGE_MAX_DAYS = 366;
/** A challenge starts at most a year ahead. */
export const CHALLENGE_START_AHEAD_MAX_DAYS = 366;
/** $10,000: a reward above it is a typing mistake, not a contest. */
export const CHALLENGE_REWARD_MAX_CENTS = 1_000_000;
export const CHALLENGE_REWARD_DESCRIPTION_MAX = 80;

/** A challenge's definition: what the admin sets, as every event and the admin's form carry it (money in cents). */
export type ChallengeDefinition = {
  name: string;
  metric: ChallengeMetric;
  target: number;
  rewardType: ChallengeRewardType;
  rewardCents: number;
  /** What the gift card is (e.g. 'Maui Coffee'); null for cash. */
  rewardDescription: string | null;
  startDate: DateString;
  endDate: DateString;
  eligibility: ChallengeEligibility;
  /** The dealerships that take part when eligibility is 'dealerships' (else empty), in the list's order. */
  dealerships: string[];
};

const days = (start: DateString, end: DateString) =>
  Math.round((Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10)) - Date.UTC(+start.slice(0, 4), +start.slice(5, 7) - 1, +start.slice(8, 10))) / 86_400_000);

/** The whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = days;

/** The first problem of a definition (its message), or null when it is one to keep. `today` is the business zone's. */
export function challengeProblem(d: ChallengeDefinition, today: DateString): string | null {
  if (typeof d.name !== 'string' || d.name.trim() === '') return CHALLENGE_NAME_REQUIRED;
  if (d.name.trim().length > CHALLENGE_NAME_MAX) return CHALLENGE_NAME_TOO_LONG;
  if (!(CHALLENGE_METRICS as readonly unknown[]).includes(d.metric)) return CHALLENGE_METRIC_INVALID;
  if (!Number.isInteger(d.target) || d.target < 1 || d.target > CHALLENGE_TARGET_MAX) return CHALLENGE_TARGET_INVALID;
  if (!(CHALLENGE_REWARD_TYPES as readonly unknown[]).includes(d.rewardType)) return CHALLENGE_REWARD_TYPE_INVALID;
  if (!Number.isSafeInteger(d.rewardCents) || d.rewardCents < 1 || d.rewardCents > CHALLENGE_REWARD_MAX_CENTS) return CHALLENGE_REWARD_AMOUNT_INVALID;
  if (d.rewardDescription !== null && d.rewardDescription.length > CHALLENGE_REWARD_DESCRIPTION_MAX) return CHALLENGE_REWARD_DESCRIPTION_TOO_LONG;
  if (!isValidDateString(d.startDate)) return CHALLENGE_START_INVALID;
  if (!isValidDateString(d.endDate)) return CHALLENGE_END_INVALID;
  if (d.endDate < d.startDate) return CHALLENGE_END_BEFORE_START;
  if (days(d.startDate, d.endDate) + 1 > CHALLENGE_MAX_DAYS) return CHALLENGE_TOO_LONG;
  if (d.endDate < today) return CHALLENGE_END_PAST;
  if (days(today, d.startDate) > CHALLENGE_START_AHEAD_MAX_DAYS) return CHALLENGE_START_TOO_FAR;
  if (!(CHALLENGE_ELIGIBILITIES as readonly unknown[]).includes(d.eligibility)) return CHALLENGE_ELIGIBILITY_INVALID;
  if (!Array.isArray(d.dealerships) || d.dealerships.some((name) => !(DEALERSHIPS as readonly unknown[]).includes(name))) return CHALLENGE_DEALERSHIPS_INVALID;
  if (d.eligibility === 'dealerships' && d.dealerships.length === 0) return CHALLENGE_DEALERSHIPS_REQUIRED;
  return null;
}

/** A definition as it is kept: the name and description trimmed, the dealerships once each in the list's order (none for everyone), no description for cash. */
export function normalizeChallenge(d: ChallengeDefinition): ChallengeDefinition {
  const description = d.rewardType === 'gift_card' ? (d.rewardDescription?.trim() ?? '') : '';
  return {
    ...d,
    name: d.name.trim(),
    rewardDescription: description === '' ? null : description,
    dealerships: d.eligibility === 'dealerships' ? DEALERSHIPS.filter((name) => d.dealerships.includes(name)) : [],
  };
}

/** A reward amount as typed ('50', '50.00'): its cents, or NaN when it is not an amount. */
export function rewardAmountCents(amount: unknown): number {
  return typeof amount === 'string' ? (parseDecimal(amount.trim()) ?? Number.NaN) : Number.NaN;
}

/** The instants a challenge counts: from its start date's midnight to the midnight after its end date, in the zone. */
export function challengeWindow(startDate: DateString, endDate: DateString, zone: string): InstantWindow {
  return { start: startOfDateInZone(startDate, zone), end: startOfDateInZone(addDaysToDate(endDate, 1), zone) };
}

/** Whether an instant falls in a challenge's window: [start date 00:00, end date 24:00) on the zone's clock. */
export function inChallengeWindow(at: Date, window: InstantWindow): boolean {
  return at.getTime() >= window.start.getTime() && at.getTime() < window.end.getTime();
}

/** Upcoming before its start date, ended after its end date or once an admin ended it, active in between. */
export function challengeStatus(startDate: DateString, endDate: DateString, ended: boolean, now: Date, zone: string): ChallengeStatus {
  const today = todayInZone(now, zone);
  if (ended || today > endDate) return 'ended';
  return today < startDate ? 'upcoming' : 'active';
}

/** Whole days left after today (0 on the last day), as the spec's December card counts them. */
export function challengeDaysRemaining(endDate: DateString, now: Date, zone: string): number {
  return Math.max(0, days(todayInZone(now, zone), endDate));
}

/** The progress bar's percent: whole, at most 100. */
export function challengePercent(progress: number, target: number): number {
  return target <= 0 ? 0 : Math.min(100, Math.floor((progress * 100) / target));
}

/** Whether a salesperson of this dealership takes part. */
export function isEligible(eligibility: ChallengeEligibility, dealerships: readonly string[], company: string | null): boolean {
  return eligibility === 'everyone' || (company !== null && dealerships.includes(company));
}
