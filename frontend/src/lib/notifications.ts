// Toasts (SPEC 9): at most one at a time, each shown for 5 seconds. antd's App component applies this
// configuration to the notification and message instances returned by App.useApp().
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@tint/libs/constants';
import { DESKTOP_MEDIA_QUERY } from '@/hooks/use-media-query';
import { isAdminPath } from './admin-paths';

const toastDurationSeconds = TOAST_DURATION_MS / 1000;

/**
 * Toasts drop in at the top, below the salesperson app's sticky header (60 px), on every screen size: at the
 * bottom of a phone they covered the section bar and the forms' primary buttons, and at the very top
 * the header's bell and Logout. The same offset on desktop keeps one rule; the header's middle is empty there.
 */
export const TOAST_TOP_OFFSET_PX = 72;

/**
 * Where a toast comes from: from the top, below the salesperson app's header, except on an admin screen on a phone,
 * where a toast from the top would cover the header (about 190 px tall with both logouts) for its 5 seconds: from
 * the bottom there (the admin screens keep no bar at the bottom). Read from the address, not the page: the toast
 * of a sign-in or of a reload shows before the screen has drawn its header.
 */
export function toastPlacement(): 'top' | 'bottom' {
  const phone = typeof window.matchMedia === 'function' && !window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
  return phone && isAdminPath(window.location.pathname) ? 'bottom' : 'top';
}

export const notificationConfig = {
  maxCount: TOAST_LIMIT,
  duration: toastDurationSeconds,
  placement: 'top',
  top: TOAST_TOP_OFFSET_PX,
} as const;

export const messageConfig = {
  maxCount: TOAST_LIMIT,
  top: TOAST_TOP_OFFSET_PX,
  duration: toastDurationSeconds,
} as const;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

/** The spec's "toast": a title, an optional description, and a destructive (error) variant. */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      toast: ({ title, description, variant = 'default' }: ToastOptions) => {
        const args = { title, description, placement: toastPlacement() };
        if (variant === 'destructive') notification.error(args);
        else if (variant === 'success') notification.success(args);
        else notification.info(args);
      },
    }),
    [notification],
  );
}
