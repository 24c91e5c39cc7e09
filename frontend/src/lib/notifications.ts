// Toasts (SPEC 9): at most one at a time, each shown for 5 seconds. antd's App component applies this
// configuration to the notification and message instances returned by App.useApp().
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@tint/libs/constants';
import { useIsDesktop } from '@/hooks/use-media-query';

const toastDurationSeconds = TOAST_DURATION_MS / 1000;

/** Phones show toasts at the bottom, above the section bar, so they never cover a header's buttons. */
const PHONE_TOAST_BOTTOM_OFFSET_PX = 88;

export const notificationConfig = {
  maxCount: TOAST_LIMIT,
  duration: toastDurationSeconds,
  placement: 'top',
  bottom: PHONE_TOAST_BOTTOM_OFFSET_PX,
} as const;

export const messageConfig = {
  maxCount: TOAST_LIMIT,
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
  const isDesktop = useIsDesktop();
  return useMemo(
    () => ({
      toast: ({ title, description, variant = 'default' }: ToastOptions) => {
        const args = { title, description, placement: isDesktop ? ('top' as const) : ('bottom' as const) };
        if (variant === 'destructive') notification.error(args);
        else if (variant === 'success') notification.success(args);
        else notification.info(args);
      },
    }),
    [notification, isDesktop],
  );
}
