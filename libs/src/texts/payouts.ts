/**
 * Payout Details texts (SPEC 2.3). The schedule note is PAYOUT_SCHEDULE_TEXT in '../constants.js', the
 * empty states are in '../validation-messages.js'.
 */
import type { PayoutPeriod } from '../constants.js';

export const PAYOUTS_SUBTITLE = 'Your commissions: paid, pending and still to come';
export const PERIOD_TOGGLE_LABEL = 'Period';
export const PERIOD_NAMES: Readonly<Record<PayoutPeriod, string>> = { MTD: 'This month', YTD: 'This year' };

export const TOTAL_PAID = 'Total Paid';
export const PENDING_THIS_WEEK = 'Pending This Week';
export const PENDING = 'Pending';
export const POTENTIAL_REMAINING = 'Potential Remaining';
export const PENDING_THIS_WEEK_NOTE = 'Completed this week, awaiting payout';
export const pendingNote = (period: PayoutPeriod) => `${PERIOD_NAMES[period]}, awaiting payout`;
export const potentialNote = (period: PayoutPeriod) =>
  period === 'MTD' ? 'Scheduled through the end of the month' : 'Scheduled through the end of the year';

export const COMPLETED_LIST_TITLE = 'Recent Completed Services';
export const PENDING_LIST_TITLE = 'Pending Payouts';
export const SCHEDULED_LIST_TITLE = 'Scheduled Appointments';
export const PAID = 'Paid';
export const AWAITING_PAYOUT = 'Awaiting payout';

export const PAYOUTS_LOAD_FAILED = 'Could not load your payout details.';
