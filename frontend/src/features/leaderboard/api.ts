// GET /api/leaderboard (SPEC 7): every salesperson's month; other people's last names arrive masked.
// GET /api/leaderboard/dealerships (issue 20): the month by dealership, the caller's own marked, nobody named.
import type { DealershipStanding, LeaderboardEntry } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { leaderboardKeys } from '@/lib/query-keys';

export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.all(),
    queryFn: getQueryFn<LeaderboardEntry[]>(),
  });
}

/** `enabled: false` holds the read back (the header's bell asks only once the dashboard has painted). */
export function useLeaderboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...leaderboardQueryOptions(), enabled });
}

export function dealershipStandingsQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.dealerships(),
    queryFn: getQueryFn<DealershipStanding[]>(),
  });
}

/** Read once the dealership view is first chosen (`enabled`), then kept like every other read. */
export function useDealershipStandings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dealershipStandingsQueryOptions(), enabled });
}
