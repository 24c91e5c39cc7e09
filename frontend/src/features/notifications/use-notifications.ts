// The header's notifications: built from the reads the salesperson screens share, which the app shell
// passes in (the same queries, so nothing is fetched twice, and this feature imports no other), with
// the read state of this user in this browser.
import type { Appointment, Badge, ChallengesResponse, LeaderboardEntry, Notification, RewardsData } from '@tint/libs/api-types';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useBusinessTimeZone } from '@/lib/client-config';
import { buildNotifications, type NotificationSources } from './build-notifications';
import { loadReadIds, storeReadIds } from './notification-read-state';

/** What the bell needs of a query: its answer, and when that answer was read. */
export type ReadResult<T> = { data: T | undefined; dataUpdatedAt: number };

export type NotificationReads = {
  rewards: ReadResult<RewardsData>;
  leaderboard: ReadResult<LeaderboardEntry[]>;
  badges: ReadResult<Badge[]>;
  appointments: ReadResult<Appointment[]>;
  /** Issue 20: the challenge rewards earned (one notice each). */
  challenges?: ReadResult<ChallengesResponse>;
};

export type NotificationsState = {
  notifications: Notification[];
  markAllRead: () => void;
};

export function useNotifications(userId: string, reads: NotificationReads): NotificationsState {
  const { rewards, leaderboard, badges, appointments, challenges } = reads;
  const zone = useBusinessTimeZone();
  const [readIds, setReadIds] = useState(() => loadReadIds(userId));

  const sources = useMemo(
    (): NotificationSources => ({
      // The booking window ends when the appointments were read, which keeps the list a function of its data.
      now: new Date(appointments.dataUpdatedAt),
      zone,
      userId,
      rewards: rewards.data ? { data: rewards.data, asOf: new Date(rewards.dataUpdatedAt) } : null,
      leaderboard: leaderboard.data ? { data: leaderboard.data, asOf: new Date(leaderboard.dataUpdatedAt) } : null,
      badges: badges.data ?? null,
      appointments: appointments.data ?? null,
      earnedChallenges: challenges?.data?.earned ?? null,
      readIds,
    }),
    [
      zone,
      userId,
      rewards.data,
      rewards.dataUpdatedAt,
      leaderboard.data,
      leaderboard.dataUpdatedAt,
      badges.data,
      appointments.data,
      appointments.dataUpdatedAt,
      challenges?.data,
      readIds,
    ],
  );
  // Built in a render of its own, after the screen that changed the reads has been drawn: the first build reads the
  // business time zone's calendar (a slow phone's main thread takes some 50 ms to open it), which made the header's
  // render, and the dashboard's first moments, one long task.
  const deferred = useDeferredValue(sources, null);
  const notifications = useMemo(() => (deferred ? buildNotifications(deferred) : []), [deferred]);

  const markAllRead = useCallback(() => {
    setReadIds(storeReadIds(userId, readIds, notifications.map((notification) => notification.id)));
  }, [userId, readIds, notifications]);

  return { notifications, markAllRead };
}
