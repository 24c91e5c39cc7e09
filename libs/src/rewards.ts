/**
 * Rewards (RULES, counting): the monthly status, cash bonuses per 10 completed referrals in a
 * month, gift cards per 15 lifetime completed referrals, and the hard-coded December challenge.
 */
import { BONUS_HINT_MAX_REMAINING, GIFT_CARD_HINT_MAX_REMAINING } from './constants.js';

export const MONTHLY_STATUSES = ['bronze', 'silver', 'gold'] as const;
export type MonthlyStatus = (typeof MONTHLY_STATUSES)[number];

/** Inclusive lower bounds: bronze 0–10, silver 11–20, gold 21+. */
export const MONTHLY_STATUS_MIN: Readonly<Record<MonthlyStatus, number>> = { bronze: 0, silver: 11, gold: 21 };

export const CASH_BONUS_EVERY = 10;
export const CASH_BONUS_CENTS = 25000;
export const GIFT_CARD_EVERY = 15;

export const DECEMBER_CHALLENGE_REFERRALS = 35;
export const DECEMBER_CHALLENGE_BONUS_CENTS = 30000;
/** Hard-coded in the spec's screen; it does not count down. */
export const DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT = '16 days remaining';

export interface RewardsData {
  monthlyStatus: MonthlyStatus;
  monthlyCompletedReferrals: number;
  lifetimeCompletedReferrals: number;
  cashBonusesEarned: number;
  /** Referrals still needed for the next cash bonus. */
  nextCashBonus: number;
  giftCardsEarned: number;
  /** Referrals still needed for the next gift card. */
  nextGiftCard: number;
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Expected a non-negative whole count, got ${String(count)}`);
}

export function monthlyStatus(monthlyCompleted: number): MonthlyStatus {
  assertCount(monthlyCompleted);
  if (monthlyCompleted >= MONTHLY_STATUS_MIN.gold) return 'gold';
  if (monthlyCompleted >= MONTHLY_STATUS_MIN.silver) return 'silver';
  return 'bronze';
}

export function cashBonusesEarned(monthlyCompleted: number): number {
  assertCount(monthlyCompleted);
  return Math.floor(monthlyCompleted / CASH_BONUS_EVERY);
}

/** 10 − (monthly mod 10): right after a bonus this is a full 10 again, never 0. */
export function nextCashBonus(monthlyCompleted: number): number {
  assertCount(monthlyCompleted);
  return CASH_BONUS_EVERY - (monthlyCompleted % CASH_BONUS_EVERY);
}

export function giftCardsEarned(lifetimeCompleted: number): number {
  assertCount(lifetimeCompleted);
  return Math.floor(lifetimeCompleted / GIFT_CARD_EVERY);
}

export function nextGiftCard(lifetimeCompleted: number): number {
  assertCount(lifetimeCompleted);
  return GIFT_CARD_EVERY - (lifetimeCompleted % GIFT_CARD_EVERY);
}

export function computeRewards(monthlyCompleted: number, lifetimeCompleted: number): RewardsData {
  return {
    monthlyStatus: monthlyStatus(monthlyCompleted),
    monthlyCompletedReferrals: monthlyCompleted,
    lifetimeCompletedReferrals: lifetimeCompleted,
    cashBonusesEarned: cashBonusesEarned(monthlyCompleted),
    nextCashBonus: nextCashBonus(monthlyCompleted),
    giftCardsEarned: giftCardsEarned(lifetimeCompleted),
    nextGiftCard: nextGiftCard(lifetimeCompleted),
  };
}

/** What this many cash bonuses come to. */
export function cashBonusesCents(bonuses: number): number {
  return bonuses * CASH_BONUS_CENTS;
}

/** Cash bonus money earned this month. */
export function cashBonusTotalCents(monthlyCompleted: number): number {
  return cashBonusesCents(cashBonusesEarned(monthlyCompleted));
}

/** The bell hints at the next bonus when 3 or fewer referrals remain. */
export function shouldHintCashBonus(rewards: Pick<RewardsData, 'nextCashBonus'>): boolean {
  return rewards.nextCashBonus <= BONUS_HINT_MAX_REMAINING;
}

/** The bell hints at the next gift card when 2 or fewer referrals remain. */
export function shouldHintGiftCard(rewards: Pick<RewardsData, 'nextGiftCard'>): boolean {
  return rewards.nextGiftCard <= GIFT_CARD_HINT_MAX_REMAINING;
}
