import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { messageConfig, notificationConfig } from '@/lib/notifications';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { appTheme } from '@/lib/theme';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  return (
    <ConfigProvider theme={appTheme}>
      <AntApp notification={notificationConfig} message={messageConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
