import { LogoutOutlined } from '@ant-design/icons';
import type { Notification } from '@tint/libs/api-types';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { BrandMark } from '@/components/brand-mark';
import type { CurrentUser } from '@/features/auth/api';
import { SALESPERSON_LOGOUT_URL, currentUserDisplayName } from '@/features/auth/api';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

type AppHeaderProps = {
  user: CurrentUser;
};

export function AppHeader({ user }: AppHeaderProps) {
  // Notifications are built in the browser by a later issue; until then the list starts empty.
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const markAllRead = () => setNotifications((current) => current.map((item) => ({ ...item, read: true })));

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
          <NotificationBell notifications={notifications} onMarkAllRead={markAllRead} />
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => window.location.assign(SALESPERSON_LOGOUT_URL)}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
