import { LogoutOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { BrandMark } from '@/components/brand-mark';
import type { CurrentUser } from '@/features/auth/api';
import { SALESPERSON_LOGOUT_URL, currentUserDisplayName } from '@/features/auth/api';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useNotifications } from '@/features/notifications/use-notifications';
import { tourTargetAttribute } from '@/features/tour/tour-targets';

type AppHeaderProps = {
  user: CurrentUser;
};

export function AppHeader({ user }: AppHeaderProps) {
  const { notifications, markAllRead } = useNotifications(user.id);

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <div className="app-header-brand">
          <BrandMark size={36} />
          <span className="app-header-product">Referral Portal</span>
        </div>
        <div className="app-header-actions">
          <Typography.Text strong className="app-header-user" ellipsis>
            {currentUserDisplayName(user)}
          </Typography.Text>
          <span className="app-header-bell" {...tourTargetAttribute('notifications')}>
            <NotificationBell notifications={notifications} onMarkAllRead={markAllRead} />
          </span>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => window.location.assign(SALESPERSON_LOGOUT_URL)}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
