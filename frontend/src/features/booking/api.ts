// The booking calls (SPEC 7): the free slots of a date, and POST /api/appointments. After a booking
// the appointments, metrics and availability data are refreshed (SPEC 4).
import type { Appointment, AvailableTimesResponse, BookAppointmentRequest } from '@tint/libs/api-types';
import { SLOT_TIMES, isSlotTime } from '@tint/libs/slots';
import type { SlotTime } from '@tint/libs/slots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, dashboardKeys } from '@/lib/query-keys';

/**
 * The slots still free on `date`. While there is no answer (no date yet, loading, or a failed call)
 * all three slots are offered (SPEC 7); the server re-checks every booking anyway.
 */
export function useAvailableTimes(date: string | null) {
  const query = useQuery<AvailableTimesResponse, Error, readonly SlotTime[]>({
    queryKey: bookingKeys.availableTimes(date ?? ''),
    enabled: date !== null,
    select: (times) => (Array.isArray(times) ? times.filter(isSlotTime) : SLOT_TIMES),
  });
  const answered = date !== null && query.data !== undefined;
  return { available: answered ? query.data : SLOT_TIMES, isFetching: query.isFetching, isAnswered: answered };
}

export type BookAppointmentVariables = {
  request: BookAppointmentRequest;
  idempotencyKey: string;
};

export function useBookAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: BookAppointmentVariables): Promise<Appointment> => {
      const response = await apiRequest('POST', '/api/appointments', {
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return (await response.json()) as Appointment;
    },
    // Not awaited: the confirmation or the error toast should not wait for the refreshed data.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.appointments() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availableTimesAll() });
    },
    onError: () => {
      // A taken slot (409) means this date's availability changed.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availableTimesAll() });
    },
  });
}
