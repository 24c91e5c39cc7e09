// The customer's manage page (issue 18): their appointment read by the token of their mail's link, the free times and
// closed days of the reschedule calendar, and the two changes. No sign-in: the token in the path is the key, so every
// key of this feature holds it, and no other feature reads these.
import type { ClosedDatesResponse, CustomerAppointment, RescheduleAppointmentRequest } from '@tint/libs/api-types';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { isSlotTime, todayInZone } from '@tint/libs/slots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { BookingCalendar } from '@/lib/client-config';
import type { ClosedDates } from '@/lib/date-picking';
import { lastSelectableDate } from '@/lib/date-picking';

const BASE = '/api/customer-appointments';

export const customerAppointmentKeys = {
  all: (token: string) => [BASE, token] as const,
  appointment: (token: string) => customerAppointmentKeys.all(token),
  availableTimesAll: (token: string) => [...customerAppointmentKeys.all(token), 'available-times'] as const,
  availableTimes: (token: string, date: DateString) => [...customerAppointmentKeys.availableTimesAll(token), date] as const,
  closedDates: (token: string, from: DateString, to: DateString) => [...customerAppointmentKeys.all(token), 'closed-dates', { from, to }] as const,
};

/** A 404 from these routes: the link's token is unknown, wrong or expired (MANAGE_LINK_INVALID). */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useCustomerAppointment(token: string) {
  return useQuery<CustomerAppointment>({ queryKey: customerAppointmentKeys.appointment(token) });
}

/** How long the free times and the closed days stay fresh: others book and close days while the page is open. */
const AVAILABILITY_STALE_MS = 30_000;

/** The free times of `date` (none on a weekend, a past, closed or full day); undefined until answered. */
export function useRescheduleTimes(token: string, date: DateString | null) {
  return useQuery<SlotTime[], Error, SlotTime[]>({
    queryKey: customerAppointmentKeys.availableTimes(token, date ?? ''),
    enabled: date !== null,
    staleTime: AVAILABILITY_STALE_MS,
    select: (times) => (Array.isArray(times) ? times.filter(isSlotTime) : []),
  });
}

/**
 * The days the shop is closed from today up to the booking horizon, for the reschedule calendar to grey out. None
 * until they are read (or when the read fails): the server refuses a closed date anyway, with its own message.
 */
export function useRescheduleClosedDates(token: string, calendar: BookingCalendar, enabled: boolean): ClosedDates {
  const now = new Date();
  const from = todayInZone(now, calendar.zone);
  const to = lastSelectableDate(calendar, now);
  const query = useQuery<ClosedDatesResponse>({ queryKey: customerAppointmentKeys.closedDates(token, from, to), enabled, staleTime: AVAILABILITY_STALE_MS });
  return useMemo(() => new Set(Array.isArray(query.data) ? query.data : []), [query.data]);
}

/** The answer of a change is the appointment's new state: it replaces the cached one, and the free times are read afresh. */
function useChange<V>(token: string, send: (variables: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<CustomerAppointment> => (await (await send(variables)).json()) as CustomerAppointment,
    onSuccess: (appointment) => {
      queryClient.setQueryData(customerAppointmentKeys.appointment(token), appointment);
      void queryClient.invalidateQueries({ queryKey: customerAppointmentKeys.availableTimesAll(token) });
    },
    onError: () => {
      // A slot taken or a day closed meanwhile (409), or the appointment no longer changeable: all of it is read afresh.
      void queryClient.invalidateQueries({ queryKey: customerAppointmentKeys.all(token) });
    },
  });
}

export function useRescheduleMutation(token: string) {
  return useChange(token, (request: RescheduleAppointmentRequest) =>
    apiRequest('POST', `${BASE}/${encodeURIComponent(token)}/reschedule`, { body: request }),
  );
}

export function useCancelMutation(token: string) {
  return useChange(token, () => apiRequest('POST', `${BASE}/${encodeURIComponent(token)}/cancel`));
}
