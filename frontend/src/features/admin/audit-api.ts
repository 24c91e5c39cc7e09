// The admin audit log's calls (issue 19): its pages for a window of business days and an action kind (newest first,
// 'Load more' reads the next one), and its CSV, fetched with the admin's bearer token (a plain link could not carry it)
// and handed to the browser as a file.
import type { AuditPage } from '@tint/libs/api-types';
import type { AuditActionKind } from '@tint/libs/audit';
import type { DateString } from '@tint/libs/slots';
import { auditCsvFilename } from '@tint/libs/texts/audit';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useAdminToken } from './admin-token';
import { bearer } from './api';

export type AuditFilters = { from: DateString; to: DateString; type: AuditActionKind | null };

/** The query string of a read: the window, the kind when there is one, and the page's cursor. */
export function auditSearch(filters: AuditFilters, before?: string | null): string {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.type) search.set('type', filters.type);
  if (before) search.set('before', before);
  return search.toString();
}

/** GET /api/admin/audit: the first page, then one more per 'Load more'. */
export function useAuditLog(filters: AuditFilters) {
  const token = useAdminToken();
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<AuditPage> => {
      const response = await apiRequest('GET', `/api/admin/audit?${auditSearch(filters, pageParam)}`, { headers: bearer(token), signal });
      return (await response.json()) as AuditPage;
    },
    getNextPageParam: (last) => last.nextCursor,
    // The log only grows: read again whenever the page opens.
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/audit.csv with the bearer token; the answer is saved through a link to it in memory. */
export function useDownloadAuditCsvMutation() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: async (filters: AuditFilters): Promise<void> => {
      const response = await apiRequest('GET', `/api/admin/audit.csv?${auditSearch(filters)}`, { headers: bearer(token) });
      saveFile(await response.blob(), auditCsvFilename(filters.from, filters.to));
    },
  });
}

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
