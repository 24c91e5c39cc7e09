// What the signed-in dashboard reads before it can show anything: who is signed in, the business's settings, the
// metrics, the newest appointments and the badges. dist/app.html asks for them in its head (src/prerender.tsx), and
// the app asks for them as it starts (main.tsx), so that they are in hand when the dashboard first renders.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api';
import { badgesQueryOptions } from '@/features/badges/api';
import { appointmentsQueryOptions, metricsQueryOptions } from '@/features/dashboard/api';
import { clientConfigQueryOptions } from '@/lib/client-config';

type FirstRead = { queryKey: QueryKey; prefetch: (client: QueryClient) => Promise<void> };

/**
 * A read's key, and its prefetch typed by its own options. Kept for the whole visit (gcTime Infinity): the dashboard
 * shows them for as long as the app is open, and a read kept for a while only would start a timer when fetched and
 * stop it when the dashboard first shows it, one of the first screen's long task's costs on a slow phone.
 */
const firstRead = <T,>(options: FetchQueryOptions<T> & { queryKey: QueryKey }): FirstRead => ({
  queryKey: options.queryKey,
  prefetch: (client) => client.prefetchQuery({ ...options, gcTime: Infinity }),
});

const firstReads = (): FirstRead[] => [
  firstRead(currentUserQueryOptions()),
  firstRead(clientConfigQueryOptions()),
  firstRead(metricsQueryOptions()),
  firstRead(appointmentsQueryOptions()),
  firstRead(badgesQueryOptions()),
];

/** Asks for each of the first reads (each answered from the page's preloaded response). */
export function prefetchSignedInFirstReads(client: QueryClient): void {
  for (const read of firstReads()) void read.prefetch(client);
}

/** The first reads' query keys. */
export function signedInFirstReadKeys(): QueryKey[] {
  return firstReads().map((read) => read.queryKey);
}
