// The dashboard's reads (SPEC 7): GET /api/metrics and GET /api/appointments (the caller's own,
// newest first), asking only for the newest few it shows (?limit=N): Completed Services comes with the
// metrics. A successful booking invalidates both keys (SPEC 4, "after a successful booking").
import type { Appointment, Metrics } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

export function metricsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.metrics(),
    queryFn: getQueryFn<Metrics>(),
  });
}

export function appointmentsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.recentAppointments(),
    queryFn: getQueryFn<Appointment[]>(),
  });
}

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
