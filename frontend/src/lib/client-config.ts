// The server's switches the browser mirrors (GET /api/client-config); the server enforces them anyway.
import type { ClientConfig } from '@tint/libs/api-types';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQueryFn } from './api-client';
import { clientConfigKeys } from './query-keys';

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigKeys.config(),
    queryFn: getQueryFn<ClientConfig>(),
    // A failed read stays failed (the defaults stand in): every screen that mounts and reads the zone
    // must not read it again, or a route that waits for it would reload forever.
    retryOnMount: false,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}

/**
 * The zone every calendar rule of the browser runs in (today, weekdays, this month): the server's
 * BUSINESS_TIMEZONE, so both sides agree on what "today" is. Until the configuration has answered, or
 * when it cannot be read, the rules' own default stands in; the server re-checks every date anyway.
 */
export function useBusinessTimeZone(): string {
  return useClientConfig().data?.businessTimeZone ?? DEFAULT_BUSINESS_TIMEZONE;
}

/** What a date field needs to offer the dates the server accepts: the business zone and the booking horizon. */
export type BookingCalendar = {
  zone: string;
  horizonDays: number;
};

/**
 * The server's BUSINESS_TIMEZONE and BOOKING_HORIZON_DAYS, or the rules' defaults until the configuration
 * has answered (the server re-checks every date anyway).
 */
export function useBookingCalendar(): BookingCalendar {
  const config = useClientConfig().data;
  const zone = config?.businessTimeZone ?? DEFAULT_BUSINESS_TIMEZONE;
  const horizonDays = config?.bookingHorizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS;
  return useMemo(() => ({ zone, horizonDays }), [zone, horizonDays]);
}
