// TanStack Query defaults from SPEC 7: nothing is retried, nothing refetches on focus, and cached data
// stays fresh until a mutation invalidates it.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
