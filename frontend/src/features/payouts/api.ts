// GET /api/payout-details?period=MTD|YTD (SPEC 7). The period is part of the key, so each toggle
// position keeps its own cached answer.
import type { PayoutDetails, PayoutPeriod, PayoutProfile, SetPayoutProfileRequest } from '@tint/libs/api-types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_ERASURE_PATH } from '@tint/libs/constants';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { clearAllDrafts } from '@/lib/session-drafts';
import { payoutKeys } from '@/lib/query-keys';

export function payoutDetailsQueryOptions(period: PayoutPeriod) {
  return queryOptions({
    queryKey: payoutKeys.details(period),
    queryFn: getQueryFn<PayoutDetails>(),
  });
}

export function usePayoutDetails(period: PayoutPeriod) {
  // The other period's figures stay on screen (dimmed) while the new ones load.
  return useQuery({ ...payoutDetailsQueryOptions(period), placeholderData: keepPreviousData });
}

/**
 * POST /api/me/erasure (issue 17): the server erases the salesperson and clears the session cookie; nothing of
 * theirs stays in this browser either (the drafts go), and the page starts again signed out.
 */
export function useEraseMyAccountMutation() {
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('POST', MY_ERASURE_PATH);
    },
    onSuccess: () => {
      clearAllDrafts();
      window.location.assign('/');
    },
  });
}

/** GET /api/payout-profile (issue 20): the salesperson's own Payout Settings, or null before they set any. */
export function usePayoutProfile() {
  return useQuery({ queryKey: payoutKeys.profile(), queryFn: getQueryFn<PayoutProfile | null>() });
}

/** PUT /api/payout-profile → 200 with the profile as saved (trimmed); the cached one is replaced by it. */
export function useSetPayoutProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SetPayoutProfileRequest): Promise<PayoutProfile> => {
      const response = await apiRequest('PUT', '/api/payout-profile', { body: request });
      return (await response.json()) as PayoutProfile;
    },
    onSuccess: (profile) => queryClient.setQueryData(payoutKeys.profile(), profile),
  });
}
