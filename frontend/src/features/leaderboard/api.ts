// GET /api/leaderboard (SPEC 7): every salesperson's month; other people's last names arrive masked.
import type { LeaderboardEntry } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const leaderboardKeys = {
  all: () => ['/api/leaderboard'] as const,
};

export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.all(),
    queryFn: getQueryFn<LeaderboardEntry[]>(),
  });
}

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
