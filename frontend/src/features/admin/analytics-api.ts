// GET /api/admin/analytics (SPEC 7): bearer token, refreshed every 30 s. Without a token the call
// fails with 'No admin token found' (SPEC 8) instead of going out.
import type { AdminAnalytics } from '@tint/libs/api-types';
import { ANALYTICS_REFRESH_MS } from '@tint/libs/constants';
import { NO_ADMIN_TOKEN } from '@tint/libs/validation-messages';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { AdminTokenContext } from './admin-token';
import { bearer } from './api';
import { useContext } from 'react';

export function useAdminAnalytics() {
  const token = useContext(AdminTokenContext);
  return useQuery({
    queryKey: adminKeys.analytics(),
    queryFn: (context) => {
      if (!token) throw new Error(NO_ADMIN_TOKEN);
      return getQueryFn<AdminAnalytics>({ headers: bearer(token) })(context);
    },
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
}
