// GET /api/payout-details?period=MTD|YTD (SPEC 7). The period is part of the key, so each toggle
// position keeps its own cached answer.
import type { PayoutDetails, PayoutPeriod } from '@tint/libs/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
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
