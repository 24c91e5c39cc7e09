/**
 * The notification bell's texts (SPEC 2.3) and the notices the browser builds (our wording: the spec
 * gives only their types). The empty state 'No notifications yet' is in '../validation-messages.js'.
 */
import { formatUnreadCount } from '../constants.js';
import { referralsWord } from './common.js';

export const NOTIFICATIONS_TITLE = 'Notifications';
/** SPEC 4. */
export const MARK_ALL_READ = 'Mark all read';

/** The bell's accessible name: 'Notifications' or 'Notifications, 9+ unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_TITLE}, ${formatUnreadCount(unread)} unread` : NOTIFICATIONS_TITLE;
}

const referrals = (count: number) => `${String(count)} more ${referralsWord(count)}`;

export const cashBonusHint = (remaining: number, amount: string) => `${referrals(remaining)} for your next ${amount} bonus!`;
export const giftCardHint = (remaining: number) => `${referrals(remaining)} for your next gift card!`;
export const leaderboardNotice = (rank: number) => `You're #${String(rank)} on the leaderboard this month!`;
export const badgeNotice = (badgeName: string) => `You earned a badge: ${badgeName}`;
export const appointmentNotice = (customer: string, date: string, time: string) =>
  `Appointment booked for ${customer} on ${date} at ${time}`;
/** What became of a booking since (issue 18), one notice per state it reached. */
export const appointmentStatusNotice = (state: 'confirmed' | 'serviced' | 'paid' | 'cancelled' | 'no_show', customer: string, date: string): string => {
  switch (state) {
    case 'confirmed':
      return `${customer}'s appointment on ${date} was confirmed`;
    case 'serviced':
      return `${customer}'s appointment on ${date} was serviced`;
    case 'paid':
      return `Commission paid for ${customer}'s appointment on ${date}`;
    case 'cancelled':
      return `${customer}'s appointment on ${date} was cancelled`;
    case 'no_show':
      return `${customer} missed the appointment on ${date}`;
  }
};
