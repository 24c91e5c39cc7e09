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

// ---- Issue 20: the standings by dealership ----
/** The two-way switch above the leaderboard: the spec's view (the default) and the dealerships'. */
export const LEADERBOARD_VIEW_LABEL = 'Leaderboard view';
export const LEADERBOARD_VIEWS = { salespeople: 'Salespeople', dealerships: 'By dealership' } as const;
export type LeaderboardView = keyof typeof LEADERBOARD_VIEWS;

export const DEALERSHIPS_SUBTITLE = 'Bookings and completed services this month, by dealership';
export const DEALERSHIP_TABLE_LABEL = 'Dealership standings';
export const NO_DEALERSHIP_DATA = 'No dealership standings available';

export const COLUMN_DEALERSHIP = 'Dealership';
export const COLUMN_SALESPEOPLE = 'Salespeople';
export const COLUMN_BOOKINGS = 'Bookings';
export const COLUMN_COMPLETED = 'Completed';
/** Phone headings. */
export const SHORT_BOOKINGS = 'Booked';
export const SHORT_COMPLETED = 'Done';

/** The caller's own dealership: marked in words in its row, not by colour alone, and named on the card above the list. */
export const YOUR_DEALERSHIP = 'Your dealership';
export const salespeopleCount = (count: number) => `${String(count)} ${count === 1 ? 'salesperson' : 'salespeople'}`;
export const dealershipMonth = (bookings: number, completed: number) =>
  `${String(bookings)} ${bookings === 1 ? 'booking' : 'bookings'} this month · ${String(completed)} completed`;
