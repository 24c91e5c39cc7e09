/**
 * Rewards and Tiers texts (SPEC 2.3). The amounts, steps and the December challenge's figures are in
 * '../rewards.js', the tier states ('Completed', 'N more to unlock', 'Locked') in '../tiers.js', and
 * the empty state 'No rewards data available' in '../validation-messages.js'.
 */
import type { MonthlyStatus } from '../rewards.js';
import { referralsWord } from './common.js';

export const MONTHLY_STATUS_LABELS: Readonly<Record<MonthlyStatus, string>> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
};

export const REWARDS_SUBTITLE = 'Bonuses, gift cards and tiers for your completed referrals';
export const TIERS_SUBTITLE = 'Your tier follows the referrals completed this month';
export const BACK_TO_REWARDS = 'Back to Rewards';
export const VIEW_TIERS = 'View Rewards & Tiers';

export const STATUS_TITLE = 'Monthly Status';
export const statusHeadline = (label: string) => `${label} status`;
export const STATUS_RESETS = 'Resets at the start of each month';
export const COMPLETED_THIS_MONTH = 'Completed this month';
export const COMPLETED_LIFETIME = 'Completed all time';
export const statusRangeLabel = (label: string, range: string) => `${label} ${range}`;

export const CASH_BONUS_TITLE = 'Cash Bonus';
export const cashBonusRule = (amount: string, every: number) =>
  `${amount} for every ${String(every)} referrals completed in a month`;
export const BONUSES_EARNED = 'Bonuses earned this month';
export const BONUS_TOTAL = 'Bonus money this month';
export const cashBonusToGo = (remaining: number, amount: string) =>
  `${String(remaining)} ${referralsWord(remaining)} to go to your next ${amount} bonus`;

export const GIFT_CARD_TITLE = 'Gift Cards';
export const giftCardRule = (every: number) => `One gift card for every ${String(every)} referrals completed`;
export const GIFT_CARDS_EARNED = 'Gift cards earned';
export const giftCardToGo = (remaining: number) => `${String(remaining)} ${referralsWord(remaining)} to go to your next gift card`;

export const TIERS_TITLE = 'Tiers';
export const TIERS_INTRO = 'Complete more referrals in a month to move up a tier.';
export const YOUR_TIER = 'Your tier';
export const PER_REFERRAL = 'Per referral';
export const MONTHLY_BONUS = 'Monthly bonus';
export const PAYOUT = 'Payout';
export const tierRangeText = (range: string) => `${range} referrals a month`;

export const DECEMBER_TITLE = 'December Challenge';
export const decemberRule = (referrals: number, bonus: string) =>
  `Complete ${String(referrals)} referrals in December to earn an extra ${bonus}.`;
export const progressOf = (done: number, goal: number) => `${String(done)} of ${String(goal)}`;

export const CURRENT_TIER = 'Current tier';
