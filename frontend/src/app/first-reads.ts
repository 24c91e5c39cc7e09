// What the signed-in dashboard reads before it can show anything: who is signed in, the business's settings, the
// metrics, the newest appointments and the badges. dist/app.html asks for them in its head (src/prerender.tsx), and
// the app asks for them as it starts (main.tsx), so that they are in hand when the dashboard first renders.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api';
import { badgesQueryOptions } from '@/features/badges/api';
import { appointmentsQueryOptions, metricsQueryOptions } from '@/features/dashboard/api';
import { clientConfigQueryOptions } from '@/lib/client-config';

/** Asks for each of the first reads (each answered from the page's preloaded response). */
export function prefetchSignedInFirstReads(client: QueryClient): void {
  void client.prefetchQuery(currentUserQueryOptions());
  void client.prefetchQuery(clientConfigQueryOptions());
  void client.prefetchQuery(metricsQueryOptions());
  void client.prefetchQuery(appointmentsQueryOptions());
  void client.prefetchQuery(badgesQueryOptions());
}

/** The first reads' query keys, in the order prefetchSignedInFirstReads asks for them. */
export function signedInFirstReadKeys(): QueryKey[] {
  return [currentUserQueryOptions(), clientConfigQueryOptions(), metricsQueryOptions(), appointmentsQueryOptions(), badgesQueryOptions()].map(
    (options) => options.queryKey,
  );
}
