// Bell texts that neither the spec nor libs/src/validation-messages.ts gives (our wording). The empty
// state 'No notifications yet' is the spec's, from '@tint/libs/validation-messages'.
import { formatUnreadCount } from '@tint/libs/constants';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const MARK_ALL_READ = 'Mark all read';

/** The bell's accessible name: 'Notifications' or 'Notifications, 9+ unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_TITLE}, ${formatUnreadCount(unread)} unread` : NOTIFICATIONS_TITLE;
}
