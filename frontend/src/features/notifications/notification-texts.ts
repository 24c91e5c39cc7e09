// Bell texts that neither the spec nor libs/src/validation-messages.ts gives (our wording). The empty
// state 'No notifications yet' is the spec's, from '@tint/libs/validation-messages'.
import { formatUnreadCount } from '@tint/libs/constants';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const MARK_ALL_READ = 'Mark all read';

/** The bell's accessible name: 'Notifications' or 'Notifications, 9+ unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_TITLE}, ${formatUnreadCount(unread)} unread` : NOTIFICATIONS_TITLE;
}

// ---- The notices (our wording; the spec gives only their types) ----
const referrals = (count: number) => `${String(count)} more ${count === 1 ? 'referral' : 'referrals'}`;

export const cashBonusHint = (remaining: number, amount: string) => `${referrals(remaining)} for your next ${amount} bonus!`;
export const giftCardHint = (remaining: number) => `${referrals(remaining)} for your next gift card!`;
export const leaderboardNotice = (rank: number) => `You're #${String(rank)} on the leaderboard this month!`;
export const badgeNotice = (badgeName: string) => `You earned a badge: ${badgeName}`;
export const appointmentNotice = (customer: string, date: string, time: string) =>
  `Appointment booked for ${customer} on ${date} at ${time}`;
