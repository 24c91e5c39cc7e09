// GET /api/challenges and POST /api/challenges/check (issue 20): the caller's active challenges with progress and
// the challenge rewards they earned, read by Rewards, Payout Details and the bell; and the check the pop-up polls.
// Here rather than in one feature because three features and the app shell read it.
import type { ChallengeCheckResponse, ChallengesResponse } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api-client';
import { challengeKeys } from './query-keys';

export function challengesQueryOptions() {
  return queryOptions({ queryKey: challengeKeys.mine(), queryFn: getQueryFn<ChallengesResponse>() });
}

/** `enabled: false` holds the read back (the header's bell asks only once the dashboard has painted). */
export function useChallenges({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...challengesQueryOptions(), enabled });
}

export async function checkChallenges(): Promise<ChallengeCheckResponse> {
  const response = await apiRequest('POST', '/api/challenges/check');
  return (await response.json()) as ChallengeCheckResponse;
}
