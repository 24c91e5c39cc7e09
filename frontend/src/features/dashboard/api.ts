// The dashboard's reads (SPEC 7): GET /api/metrics and GET /api/appointments (the caller's own,
// newest first). A successful booking invalidates both keys (SPEC 4, "after a successful booking").
import type { Appointment, Metrics } from '@tint/libs/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export const dashboardKeys = {
  metrics: () => ['/api/metrics'] as const,
  appointments: () => ['/api/appointments'] as const,
};

export function metricsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.metrics(),
    queryFn: getQueryFn<Metrics>(),
  });
}

export function appointmentsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.appointments(),
    queryFn: getQueryFn<Appointment[]>(),
  });
}

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}
