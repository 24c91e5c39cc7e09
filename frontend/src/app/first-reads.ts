// What the signed-in dashboard reads before it can show anything: who is signed in, the business's settings, the
// metrics, the newest appointments and the badges. dist/app.html asks for them in its head (src/prerender.tsx), and
// the app asks for them as it starts (main.tsx), so that they are in hand when the dashboard first renders.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api';
import { badgesQueryOptions } from '@/features/badges/api';
import { appointmentsQueryOptions, metricsQueryOptions } from '@/features/dashboard/api';
import { urlFromQueryKey } from '@/lib/api-client';
import { clientConfigQueryOptions } from '@/lib/client-config';

type FirstRead = { queryKey: QueryKey; prefetch: (client: QueryClient, drawnWith?: unknown) => Promise<void> };

/**
 * A read's key, and its prefetch typed by its own options. Kept for the whole visit (gcTime Infinity): the dashboard
 * shows them for as long as the app is open, and a read kept for a while only would start a timer when fetched and
 * stop it when the dashboard first shows it, one of the first screen's long task's costs on a slow phone.
 */
const firstRead = <T,>(options: FetchQueryOptions<T> & { queryKey: QueryKey }): FirstRead => ({
  queryKey: options.queryKey,
  // What the server drew the page with, when it did: the read's data from the start.
  prefetch: (client, drawnWith) =>
    client.prefetchQuery({ ...options, gcTime: Infinity, ...(drawnWith === undefined ? {} : { initialData: drawnWith as T }) }),
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

/**
 * The first reads the server drew the dashboard with (`reads`, by address: the page carries them), as the app's own,
 * shown at once; one it did not send is asked for. Each is asked for again as the dashboard shows it: what changed
 * after the server drew the page (while it waited for a first touch, as long as that took) was heard by nobody, as
 * the live stream starts with the app.
 */
export function seedSignedInFirstReads(client: QueryClient, reads: Readonly<Record<string, unknown>>): void {
  for (const read of firstReads()) {
    const url = urlFromQueryKey(read.queryKey);
    void read.prefetch(client, Object.hasOwn(reads, url) ? reads[url] : undefined);
    void client.invalidateQueries({ queryKey: read.queryKey, exact: true, refetchType: 'none' });
  }
}

/** The first reads' query keys. */
export function signedInFirstReadKeys(): QueryKey[] {
  return firstReads().map((read) => read.queryKey);
}
