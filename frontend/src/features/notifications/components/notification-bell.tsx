import { BellOutlined, CalendarOutlined, DollarOutlined, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import type { Notification, NotificationType } from '@tint/libs/api-types';
import { formatUnreadCount } from '@tint/libs/constants';
import { MARK_ALL_READ, NOTIFICATIONS_TITLE, bellLabel } from '@tint/libs/texts/notifications';
import { NO_NOTIFICATIONS } from '@tint/libs/validation-messages';
import { Badge, Button, Empty, Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { formatInstant } from '@/lib/dates';

type NotificationBellProps = {
  notifications: readonly Notification[];
  onMarkAllRead: () => void;
};

const typeIcons: Record<NotificationType, ReactNode> = {
  bonus: <DollarOutlined aria-hidden />,
  achievement: <StarOutlined aria-hidden />,
  leaderboard: <TrophyOutlined aria-hidden />,
  appointment: <CalendarOutlined aria-hidden />,
};

/**
 * The header's bell (SPEC 2.3): the unread count ('9+' above 9, hidden at 0) and, on click, the list
 * with 'Mark all read'. The notifications themselves are built by the caller.
 */
export function NotificationBell({ notifications, onMarkAllRead }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  useCloseOnBack(open, () => setOpen(false));
  const unread = notifications.filter((notification) => !notification.read).length;

  const panel = (
    <div className="notification-panel">
      <div className="notification-panel-header">
        <Typography.Text strong>{NOTIFICATIONS_TITLE}</Typography.Text>
        <Button type="link" size="small" disabled={unread === 0} onClick={onMarkAllRead} className="notification-mark-all">
          {MARK_ALL_READ}
        </Button>
      </div>
      {notifications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_NOTIFICATIONS} className="notification-empty" />
      ) : (
        // It scrolls when long: focusable, so a keyboard can scroll it too.
        <ul className="notification-list" aria-label={NOTIFICATIONS_TITLE} tabIndex={0}>
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={notification.read ? 'notification-item' : 'notification-item notification-item-unread'}
            >
              <span className={`notification-icon notification-icon-${notification.type}`}>
                {typeIcons[notification.type]}
              </span>
              <span className="notification-body">
                <span className="notification-message">{notification.message}</span>
                <span className="notification-time">{formatInstant(notification.timestamp)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover
      content={panel}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      // Centred under the bell and shifted to stay on screen: on phones the bell is not at the edge.
      placement="bottom"
      arrow={false}
    >
      <Button type="text" shape="circle" aria-label={bellLabel(unread)} aria-haspopup="dialog" aria-expanded={open} className="notification-bell">
        <Badge count={formatUnreadCount(unread)} size="small" offset={[2, -2]}>
          <BellOutlined aria-hidden className="notification-bell-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
