// Payout runs and CSV exports (issue 19): the runs list, paying the selected commissions in one run (with an
// Idempotency-Key per dialog opening), and the CSV downloads, fetched with the admin's bearer token (a plain link
// could not carry it) and saved as files. A run refreshes every admin read, as every admin write does.
import type { CreatePayoutRunRequest, PayoutRun } from '@tint/libs/payout-runs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { useAdminToken } from './admin-token';
import { bearer, refreshAdminData } from './api';

export function payoutRunsQueryOptions(token: string) {
  return queryOptions({ queryKey: adminKeys.payoutRuns(), queryFn: getQueryFn<PayoutRun[]>({ headers: bearer(token) }) });
}

/** GET /api/admin/payout-runs: newest first. */
export function usePayoutRuns() {
  return useQuery(payoutRunsQueryOptions(useAdminToken()));
}

export type RecordPayoutRunVariables = {
  request: CreatePayoutRunRequest;
  /** One per opening of the dialog: a repeated click or a retry pays once. */
  idempotencyKey: string;
};

/** POST /api/admin/payout-runs with an Idempotency-Key: the new run. */
export function useRecordPayoutRunMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: RecordPayoutRunVariables): Promise<PayoutRun> => {
      const response = await apiRequest('POST', '/api/admin/payout-runs', { body: request, headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey } });
      return (await response.json()) as PayoutRun;
    },
    // Refreshed whether it went through or not: a refusal names an appointment the list may show stale.
    onSettled: () => void refreshAdminData(queryClient),
  });
}

export type CsvDownload = { path: string; filename: string };

/** A run's CSV (/api/admin/payout-runs/{id}/csv) or an export (/api/admin/exports/*.csv?from=&to=), saved as `filename`. */
export function useDownloadCsvMutation() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: async ({ path, filename }: CsvDownload): Promise<void> => {
      const response = await apiRequest('GET', path, { headers: bearer(token) });
      saveFile(await response.blob(), filename);
    },
  });
}
