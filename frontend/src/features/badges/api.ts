// Badges (SPEC 7): GET /api/badges lists the caller's badges; POST /api/badges/check answers the badges
// earned since the caller last checked, and the list is refreshed whenever it names any.
import type { Badge, BadgeCheckResponse } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { badgeKeys } from '@/lib/query-keys';

export function badgesQueryOptions() {
  return queryOptions({
    queryKey: badgeKeys.list(),
    queryFn: getQueryFn<Badge[]>(),
  });
}

export function useBadges() {
  return useQuery(badgesQueryOptions());
}

export async function checkBadges(): Promise<BadgeCheckResponse> {
  const response = await apiRequest('POST', '/api/badges/check');
  return (await response.json()) as BadgeCheckResponse;
}
