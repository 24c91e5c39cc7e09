import type { Notification } from '@tint/libs/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { MARK_ALL_READ, NOTIFICATIONS_TITLE, bellLabel } from '@tint/libs/texts/notifications';
import { NO_NOTIFICATIONS } from '@tint/libs/validation-messages';
import { formatUnreadCount } from '@tint/libs/constants';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { NotificationBell } from './notification-bell';

function notifications(count: number, read = false): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n${String(index)}`,
    type: 'appointment',
    message: `Notice ${String(index + 1)}`,
    timestamp: '2026-01-06T19:00:00.000Z',
    read,
  }));
}

function renderBell(list: Notification[], onMarkAllRead = vi.fn()) {
  renderWithProviders(<NotificationBell notifications={list} onMarkAllRead={onMarkAllRead} />);
  return onMarkAllRead;
}

describe('notification bell', () => {
  it("shows '9+' for 10 unread notifications", () => {
    renderBell(notifications(10));

    const bell = screen.getByRole('button', { name: bellLabel(10) });
    expect(within(bell).getByText(formatUnreadCount(10))).toBeInTheDocument();
  });

  it('shows the exact count up to 9 and counts only unread ones', () => {
    renderBell([...notifications(3), ...notifications(4, true).map((item) => ({ ...item, id: `r${item.id}` }))]);

    const bell = screen.getByRole('button', { name: bellLabel(3) });
    expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '3');
  });

  it("hides the badge with nothing unread and says 'No notifications yet' when the list is empty", async () => {
    const user = setupUser();
    renderBell([]);

    const bell = screen.getByRole('button', { name: NOTIFICATIONS_TITLE });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    await user.click(bell);
    await expectTextsShown(NO_NOTIFICATIONS);
    expect(screen.getByRole('button', { name: MARK_ALL_READ })).toBeDisabled();
  });

  it("lists the notifications and offers 'Mark all read'", async () => {
    const user = setupUser();
    const onMarkAllRead = renderBell(notifications(2));

    await user.click(screen.getByRole('button', { name: bellLabel(2) }));
    const list = await screen.findByRole('list', { name: NOTIFICATIONS_TITLE });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.notification-message')?.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
    ]);
    await user.click(screen.getByRole('button', { name: MARK_ALL_READ }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('sits in the header of the salesperson app with an empty list', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');

    const bell = await screen.findByRole('button', { name: NOTIFICATIONS_TITLE });
    await user.click(bell);
    await expectTextsShown(NO_NOTIFICATIONS);
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'true'));
  });
});
