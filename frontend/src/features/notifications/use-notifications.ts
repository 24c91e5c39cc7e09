// The header's notifications: built from the reads the salesperson screens share (same query keys, so
// nothing is fetched twice), with the read state of this user in this browser.
import type { Notification } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { useCallback, useMemo, useState } from 'react';
import { useBadges } from '@/features/badges/api';
import { useAppointments } from '@/features/dashboard/api';
import { useLeaderboard } from '@/features/leaderboard/api';
import { useRewards } from '@/features/rewards/api';
import { useClientConfig } from '@/lib/client-config';
import { buildNotifications } from './build-notifications';
import { loadReadIds, storeReadIds } from './notification-read-state';

export type NotificationsState = {
  notifications: Notification[];
  markAllRead: () => void;
};

export function useNotifications(userId: string): NotificationsState {
  const rewards = useRewards();
  const leaderboard = useLeaderboard();
  const badges = useBadges();
  const appointments = useAppointments();
  const clientConfig = useClientConfig();
  const [readIds, setReadIds] = useState(() => loadReadIds(userId));

  const zone = clientConfig.data?.businessTimeZone ?? DEFAULT_BUSINESS_TIMEZONE;
  const notifications = useMemo(
    () =>
      buildNotifications({
        // The booking window ends when the appointments were read, which keeps the list a function of its data.
        now: new Date(appointments.dataUpdatedAt),
        zone,
        userId,
        rewards: rewards.data ? { data: rewards.data, asOf: new Date(rewards.dataUpdatedAt) } : null,
        leaderboard: leaderboard.data ? { data: leaderboard.data, asOf: new Date(leaderboard.dataUpdatedAt) } : null,
        badges: badges.data ?? null,
        appointments: appointments.data ?? null,
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
      readIds,
    ],
  );

  const markAllRead = useCallback(() => {
    setReadIds(storeReadIds(userId, readIds, notifications.map((notification) => notification.id)));
  }, [userId, readIds, notifications]);

  return { notifications, markAllRead };
}
