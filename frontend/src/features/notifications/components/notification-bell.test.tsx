import type { Notification } from '@tint/libs/api-types';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
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
  render(
    <AppProvider queryClient={createQueryClient()}>
      <NotificationBell notifications={list} onMarkAllRead={onMarkAllRead} />
    </AppProvider>,
  );
  return onMarkAllRead;
}

describe('notification bell', () => {
  it("shows '9+' for 10 unread notifications", () => {
    renderBell(notifications(10));

    const bell = screen.getByRole('button', { name: 'Notifications, 9+ unread' });
    expect(within(bell).getByText('9+')).toBeInTheDocument();
  });

  it('shows the exact count up to 9 and counts only unread ones', () => {
    renderBell([...notifications(3), ...notifications(4, true).map((item) => ({ ...item, id: `r${item.id}` }))]);

    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '3');
  });

  it("hides the badge with nothing unread and says 'No notifications yet' when the list is empty", async () => {
    const user = setupUser();
    renderBell([]);

    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    await user.click(bell);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it("lists the notifications and offers 'Mark all read'", async () => {
    const user = setupUser();
    const onMarkAllRead = renderBell(notifications(2));

    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.notification-message')?.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('sits in the header of the salesperson app with an empty list', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');

    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'true'));
  });
});
