// The operators' calls (issue 16): the System page's status, read every 5 s (every second while a rebuild it shows
// is queued or running, so that its progress moves), a projection's rebuild, and the cookie that opens the queue
// dashboard (a server-drawn page: the admin's bearer token cannot go with a page load, the cookie can).
import type { ProjectionRebuild, SystemStatus } from '@tint/libs/api-types';
import { SYSTEM_REBUILD_REFRESH_MS, SYSTEM_REFRESH_MS } from '@tint/libs/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_DASHBOARD_PATH } from '@/lib/admin-paths';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useAdminToken } from './admin-token';
import { bearer } from './api';

export function isRebuildInProgress(rebuild: ProjectionRebuild | null): boolean {
  return rebuild?.state === 'queued' || rebuild?.state === 'running';
}

/** How long until the next read of the status. */
export function systemRefreshInterval(status: SystemStatus | undefined): number {
  return status?.projections.some((projection) => isRebuildInProgress(projection.rebuild)) ? SYSTEM_REBUILD_REFRESH_MS : SYSTEM_REFRESH_MS;
}

/** GET /api/admin/system; read again on every opening of the page, as its figures are live. */
export function useSystemStatus() {
  const token = useAdminToken();
  return useQuery({
    queryKey: adminKeys.system(),
    queryFn: getQueryFn<SystemStatus>({ headers: bearer(token) }),
    refetchInterval: (query) => systemRefreshInterval(query.state.data),
    refetchOnMount: 'always',
  });
}

/** POST /api/admin/system/projections/{name}/rebuild → 202 ProjectionRebuild (queued); its progress then comes with the status. */
export function useRebuildProjectionMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<ProjectionRebuild> => {
      const response = await apiRequest('POST', `/api/admin/system/projections/${encodeURIComponent(name)}/rebuild`, { headers: bearer(token) });
      return (await response.json()) as ProjectionRebuild;
    },
    // Shown at once, and the faster reads start with it, rather than at the next read.
    onSuccess: (rebuild, name) => {
      queryClient.setQueryData<SystemStatus>(adminKeys.system(), (status) =>
        status && { ...status, projections: status.projections.map((projection) => (projection.name === name ? { ...projection, rebuild } : projection)) },
      );
    },
    // A refusal (already running, say) is read again too: the page then shows the rebuild that is running.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.system() }),
  });
}

/**
 * POST /api/admin/queues/session → 204 and a short-lived HttpOnly cookie for the queue dashboard's path (revoked with
 * the admin token); then the whole window goes there, as the dashboard is not part of this app.
 */
export function useOpenQueueDashboardMutation() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('POST', '/api/admin/queues/session', { headers: bearer(token) });
    },
    onSuccess: () => window.location.assign(QUEUE_DASHBOARD_PATH),
  });
}
