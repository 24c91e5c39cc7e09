// Year-end earnings (issue 20): the Users tab's card reads a year's earnings with the admin's bearer token, and
// downloads the same year as CSV through fetch (a plain link could not carry the token), saved as a file.
import type { YearEndEarnings } from '@tint/libs/api-types';
import { earningsFileName } from '@tint/libs/tax';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { useAdminToken } from './admin-token';
import { bearer } from './api';

export function earningsQueryOptions(token: string, year: number) {
  return queryOptions({ queryKey: adminKeys.earnings(year), queryFn: getQueryFn<YearEndEarnings>({ headers: bearer(token) }) });
}

/** GET /api/admin/earnings?year=YYYY. */
export function useEarnings(year: number) {
  return useQuery(earningsQueryOptions(useAdminToken(), year));
}

/** GET /api/admin/earnings.csv?year=YYYY with the bearer token, saved as earnings-YYYY.csv. */
export function useDownloadEarningsCsvMutation() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: async (year: number): Promise<void> => {
      const response = await apiRequest('GET', `/api/admin/earnings.csv?year=${String(year)}`, { headers: bearer(token) });
      saveFile(await response.blob(), earningsFileName(year));
    },
  });
}
