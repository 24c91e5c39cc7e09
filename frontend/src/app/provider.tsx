import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
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

export function AppProvider({ children, queryClient = defaultQueryClient, theme = appTheme }: AppProviderProps) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={notificationConfig} message={messageConfig}>
        <ToastAfterReload />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
