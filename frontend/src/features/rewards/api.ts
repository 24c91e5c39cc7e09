// GET /api/rewards and GET /api/tiers (SPEC 7). The tier table falls back to the spec's own
// (libs TIERS) when the server's cannot be read.
import type { RewardsData, Tier } from '@tint/libs/api-types';
import { TIERS } from '@tint/libs/tiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { rewardsKeys } from '@/lib/query-keys';

export function rewardsQueryOptions() {
  return queryOptions({
    queryKey: rewardsKeys.rewards(),
    queryFn: getQueryFn<RewardsData>(),
  });
}

export function tiersQueryOptions() {
  return queryOptions({
    queryKey: rewardsKeys.tiers(),
    queryFn: getQueryFn<Tier[]>(),
  });
}

/** `enabled: false` holds the read back (the header's bell asks only once the dashboard has painted). */
export function useRewards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rewardsQueryOptions(), enabled });
}

/** The server's tiers, or the spec's fallback table while they load or when they fail. */
export function useTiers(): readonly Tier[] {
  const tiers = useQuery(tiersQueryOptions());
  return tiers.data && tiers.data.length > 0 ? tiers.data : TIERS;
}
