/**
 * Leaderboard texts (SPEC 2.3). The empty state 'No leaderboard data available' is in
 * '../validation-messages.js'.
 */
import { referralsWord } from './common.js';

// ---- SPEC 2.3 ----
export const YOU_MARK = '(You)';

// ---- Our wording ----
export const LEADERBOARD_SUBTITLE = 'Referrals booked this month, across every salesperson';
export const LEADERBOARD_TABLE_LABEL = 'Leaderboard';

export const COLUMN_RANK = 'Rank';
export const COLUMN_NAME = 'Name';
export const COLUMN_MONTHLY_REFERRALS = 'Monthly Referrals';
export const COLUMN_COMPLETED_SERVICES = 'Completed Services';
export const COLUMN_SUCCESS_RATE = 'Success Rate';
/** Phone headings. */
export const SHORT_RANK = '#';
export const SHORT_MONTHLY_REFERRALS = 'Month';
export const SHORT_COMPLETED_SERVICES = 'Done';
export const SHORT_SUCCESS_RATE = 'Rate';

export const YOUR_RANK = 'Your rank';
export const rankOf = (rank: number, total: number) => `#${String(rank)} of ${String(total)}`;
export const yourMonth = (referrals: number, completed: number) =>
  `${String(referrals)} ${referralsWord(referrals)} this month · ${String(completed)} completed`;
