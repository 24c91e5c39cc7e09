import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { messageConfig, notificationConfig } from '@/lib/notifications';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { appTheme } from '@/lib/theme';
import { useToastAfterReload } from '@/lib/toast-after-reload';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
  /** Tests pass the app's theme without transitions (see src/testing/render-app.tsx). */
  theme?: ThemeConfig;
};

/** Inside antd's App, where toasts can show: the one a page kept for after its reload. */
function ToastAfterReload() {
  useToastAfterReload();
  return null;
}

/** A person who asked their system for less motion gets no zooming dialogs, sliding toasts or rippling buttons (WCAG 2.3.3). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function AppProvider({ children, queryClient = defaultQueryClient, theme = appTheme }: AppProviderProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const shownTheme = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion, theme]);
  // One object per preference: a new one on each render would tell every antd component its configuration changed.
  const wave = useMemo(() => ({ disabled: reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider theme={shownTheme} wave={wave}>
      <AntApp notification={notificationConfig} message={messageConfig}>
        <ToastAfterReload />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
