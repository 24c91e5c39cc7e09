// The bell's notifications, built in the browser (SPEC 3 "Notification", SPEC 9 "Rewards") from what
// the salesperson's screens already read: rewards (bonus and gift card hints), the leaderboard (a top-3
// rank), badges (one achievement each) and the bookings of the last 7 days (at most 2). Pure: the
// clock, the zone and the read ids come in, so the same data always gives the same list. Ids are
// stable, so a notice read once stays read; a hint about new numbers is a new notice.
import type { Appointment, Badge, EarnedChallengeReward, LeaderboardEntry, Notification, RewardsData } from '@tint/libs/api-types';
import { APPOINTMENT_NOTICE_DAYS, APPOINTMENT_NOTICE_MAX, APPOINTMENT_STATUS_NOTICE_MAX } from '@tint/libs/constants';
import { formatAmount, formatMoney } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { CASH_BONUS_CENTS, shouldHintCashBonus, shouldHintGiftCard } from '@tint/libs/rewards';
import { isInWindow, lastNDays, monthKeyInZone } from '@tint/libs/slots';
import { challengeNotice, rewardText } from '@tint/libs/texts/challenges';
import { appointmentNotice, appointmentStatusNotice, badgeNotice, cashBonusHint, giftCardHint, leaderboardNotice } from '@tint/libs/texts/notifications';
import { formatCalendarDate } from '@/lib/dates';
import { ownRankedEntry } from '@/lib/leaderboard-ranks';

/** The leaderboard notice is for the podium only. */
export const LEADERBOARD_NOTICE_MAX_RANK = 3;

/** A read answer and when it was read: state-derived notices (hints, rank) are stamped with it. */
export type Snapshot<T> = { data: T; asOf: Date };

export type NotificationSources = {
  /** The end of the 7-day window for booking notices. */
  now: Date;
  zone: string;
  userId: string;
  rewards: Snapshot<RewardsData> | null;
  leaderboard: Snapshot<readonly LeaderboardEntry[]> | null;
  badges: readonly Badge[] | null;
  appointments: readonly Appointment[] | null;
  /** Issue 20: the challenge rewards earned (absent: none read). */
  earnedChallenges?: readonly EarnedChallengeReward[] | null;
  readIds: ReadonlySet<string>;
};

type Unread = Omit<Notification, 'read'>;

function rewardNotices(rewards: Snapshot<RewardsData>, zone: string): Unread[] {
  const { data, asOf } = rewards;
  const notices: Unread[] = [];
  const timestamp = asOf.toISOString();
  if (shouldHintCashBonus(data)) {
    notices.push({
      // Cash bonuses count per month (RULES, counting); the number left makes each hint its own notice.
      id: `bonus-${monthKeyInZone(asOf, zone)}-${String(data.cashBonusesEarned + 1)}-${String(data.nextCashBonus)}`,
      type: 'bonus',
      message: cashBonusHint(data.nextCashBonus, formatMoney(CASH_BONUS_CENTS)),
      timestamp,
    });
  }
  if (shouldHintGiftCard(data)) {
    notices.push({
      // Gift cards count over a lifetime, so the id needs no month.
      id: `gift-card-${String(data.giftCardsEarned + 1)}-${String(data.nextGiftCard)}`,
      type: 'bonus',
      message: giftCardHint(data.nextGiftCard),
      timestamp,
    });
  }
  return notices;
}

function leaderboardNotices(leaderboard: Snapshot<readonly LeaderboardEntry[]>, userId: string, zone: string): Unread[] {
  const own = ownRankedEntry(leaderboard.data, userId);
  // Nobody is on a podium of zeros.
  if (!own || own.monthlyReferrals === 0 || own.rank > LEADERBOARD_NOTICE_MAX_RANK) return [];
  return [
    {
      id: `leaderboard-${monthKeyInZone(leaderboard.asOf, zone)}-${String(own.rank)}`,
      type: 'leaderboard',
      message: leaderboardNotice(own.rank),
      timestamp: leaderboard.asOf.toISOString(),
    },
  ];
}

function badgeNotices(badges: readonly Badge[]): Unread[] {
  return badges.map((badge) => ({
    id: `badge-${badge.id}`,
    type: 'achievement',
    message: badgeNotice(badge.badgeName),
    timestamp: badge.earnedAt,
  }));
}

/** One achievement per challenge completed (issue 20), stamped with when it was earned. */
function challengeNotices(earned: readonly EarnedChallengeReward[]): Unread[] {
  return earned.map((reward) => ({
    id: `challenge-${reward.id}`,
    type: 'achievement',
    message: challengeNotice(reward.challengeName, rewardText(reward.rewardType, formatAmount(reward.rewardAmount), reward.rewardDescription)),
    timestamp: reward.earnedAt,
  }));
}

function appointmentNotices(appointments: readonly Appointment[], now: Date, zone: string): Unread[] {
  const window = lastNDays(now, APPOINTMENT_NOTICE_DAYS, zone);
  return appointments
    .filter((appointment) => isInWindow(appointment.createdAt, window))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, APPOINTMENT_NOTICE_MAX)
    .map((appointment) => ({
      id: `appointment-${appointment.id}`,
      type: 'appointment',
      message: appointmentNotice(
        fullName(appointment.customerFirstName, appointment.customerLastName),
        formatCalendarDate(appointment.appointmentDate),
        appointment.appointmentTime,
      ),
      timestamp: appointment.createdAt,
    }));
}

type ReachedState = Parameters<typeof appointmentStatusNotice>[0];

/** The states an appointment has reached beyond its booking, in the order they come. */
function reachedStates(appointment: Appointment): ReachedState[] {
  const states: ReachedState[] = [];
  if (appointment.isConfirmed) states.push('confirmed');
  if (appointment.status === 'completed') states.push('serviced');
  if (appointment.payoutStatus === 'fulfilled') states.push('paid');
  if (appointment.status === 'cancelled') states.push('cancelled');
  if (appointment.status === 'no_show') states.push('no_show');
  return states;
}

/**
 * What became of the bookings (issue 18): a notice per state each reached, for the latest appointments (by their
 * date). The list says what is, not when it became so: these are stamped with the moment it was read, like the other
 * notices built from state, and their ids (the appointment and the state) keep a notice read once read.
 */
function statusNotices(appointments: readonly Appointment[], now: Date): Unread[] {
  return appointments
    .filter((appointment) => reachedStates(appointment).length > 0)
    .sort((a, b) => b.appointmentDate.localeCompare(a.appointmentDate) || a.id.localeCompare(b.id))
    .slice(0, APPOINTMENT_STATUS_NOTICE_MAX)
    .flatMap((appointment) =>
      reachedStates(appointment).map((state) => ({
        id: `appointment-${appointment.id}-${state}`,
        type: 'appointment' as const,
        message: appointmentStatusNotice(state, fullName(appointment.customerFirstName, appointment.customerLastName), formatCalendarDate(appointment.appointmentDate)),
        timestamp: now.toISOString(),
      })),
    );
}

/** Newest first; every source is optional, as any of their reads may have failed. */
export function buildNotifications(sources: NotificationSources): Notification[] {
  const { now, zone, userId, rewards, leaderboard, badges, appointments, earnedChallenges, readIds } = sources;
  const unread: Unread[] = [
    ...(rewards ? rewardNotices(rewards, zone) : []),
    ...(leaderboard ? leaderboardNotices(leaderboard, userId, zone) : []),
    ...(badges ? badgeNotices(badges) : []),
    ...(earnedChallenges ? challengeNotices(earnedChallenges) : []),
    ...(appointments ? appointmentNotices(appointments, now, zone) : []),
    ...(appointments ? statusNotices(appointments, now) : []),
  ];
  return unread
    .map((notice) => ({ ...notice, read: readIds.has(notice.id) }))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || a.id.localeCompare(b.id));
}
