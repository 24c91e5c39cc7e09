// The booking calls (SPEC 7): the free slots of a date, the closed dates the calendar greys out, and
// POST /api/appointments. After a booking the appointments, metrics and availability data are refreshed (SPEC 4).
import type { Appointment, AvailableTimesResponse, BookAppointmentRequest, ClosedDatesResponse } from '@tint/libs/api-types';
import { SLOT_TIMES, isSlotTime, todayInZone } from '@tint/libs/slots';
import type { SlotTime } from '@tint/libs/slots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { BookingCalendar } from '@/lib/client-config';
import type { ClosedDates } from '@/lib/date-picking';
import { lastSelectableDate } from '@/lib/date-picking';
import { bookingKeys, closureKeys, dashboardKeys } from '@/lib/query-keys';

/** How long the closed dates read stay fresh: an admin may close a day while the form is open. */
const CLOSED_DATES_STALE_MS = 60_000;

/**
 * The days the shop is closed from today up to the booking horizon (GET /api/closures), for the date picker to grey
 * out. None until they are read (or when the read fails): the server refuses a closed date anyway (409).
 */
export function useClosedDates(calendar: BookingCalendar): ClosedDates {
  const now = new Date();
  const from = todayInZone(now, calendar.zone);
  const to = lastSelectableDate(calendar, now);
  const query = useQuery<ClosedDatesResponse>({ queryKey: closureKeys.closedDates(from, to), staleTime: CLOSED_DATES_STALE_MS });
  return useMemo(() => new Set(Array.isArray(query.data) ? query.data : []), [query.data]);
}

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
      // A taken slot or a closed date (409) means this date's availability changed.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availableTimesAll() });
      void queryClient.invalidateQueries({ queryKey: closureKeys.all() });
    },
  });
}
