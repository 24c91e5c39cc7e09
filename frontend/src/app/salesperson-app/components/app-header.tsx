import { memo } from 'react';
import { LogoutOutlined } from '@ant-design/icons';
import { LOGOUT } from '@tint/libs/texts/common';
import { Button, Typography } from 'antd';
import { AppHeaderBrand } from '@/components/app-header-brand';
import type { CurrentUser } from '@/features/auth/api';
import { SALESPERSON_LOGOUT_URL, currentUserDisplayName } from '@/features/auth/api';
import { useBadges } from '@/features/badges/api';
import { useAppointments } from '@/features/dashboard/api';
import { useLeaderboard } from '@/features/leaderboard/api';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useNotifications } from '@/features/notifications/use-notifications';
import { useRewards } from '@/features/rewards/api';
import { useChallenges } from '@/lib/challenges';
import { clearAllDrafts } from '@/lib/session-drafts';
import { tourTargetAttribute } from '@/lib/tour-targets';

type AppHeaderProps = {
  user: CurrentUser;
};

/**
 * The drafts (a customer's details among them) go first: nothing of this session stays for the next person on
 * the phone, and with no half-filled booking left the page leaves without the 'leave site?' prompt.
 */
function logOut(): void {
  clearAllDrafts();
  window.location.assign(SALESPERSON_LOGOUT_URL);
}

export const AppHeader = memo(function AppHeader({ user }: AppHeaderProps) {
  // The bell is built from the reads the sections show; the shell wires them, so no feature imports another. The
  // two the dashboard does not show are asked for once it has painted.
  const painted = useAfterFirstPaint();
  const { notifications, markAllRead } = useNotifications(user.id, {
    rewards: useRewards({ enabled: painted }),
    leaderboard: useLeaderboard({ enabled: painted }),
    badges: useBadges(),
    appointments: useAppointments(),
    challenges: useChallenges({ enabled: painted }),
  });

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <AppHeaderBrand />
        <div className="app-header-actions">
          <Typography.Text strong className="app-header-user" ellipsis>
            {currentUserDisplayName(user)}
          </Typography.Text>
          <span className="app-header-bell" {...tourTargetAttribute('notifications')}>
            <NotificationBell notifications={notifications} onMarkAllRead={markAllRead} />
          </span>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={logOut}>
            {LOGOUT}
          </Button>
        </div>
      </div>
    </header>
  );
});
