// Leaderboard texts that neither the spec nor libs gives (our wording). The empty state
// 'No leaderboard data available' comes from '@tint/libs/validation-messages'.

export const LEADERBOARD_SUBTITLE = 'Referrals booked this month, across every salesperson';
export const LEADERBOARD_TABLE_LABEL = 'Leaderboard';
export const YOU_MARK = '(You)';

export const COLUMN_RANK = 'Rank';
export const COLUMN_NAME = 'Name';
export const COLUMN_COMPANY = 'Company';
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
  `${String(referrals)} ${referrals === 1 ? 'referral' : 'referrals'} this month · ${String(completed)} completed`;
export const RETRY = 'Retry';
