// A check the app polls (SPEC 7's badge check, and issue 20's challenge check): POST once `enabled` turns true and
// every BADGE_POLL_MS after. What it reports new is queued (each once, oldest first) for a pop-up, and the reads that
// show it are refreshed. A failed check is silent: the server answers everything since the last successful one, so
// the next check picks it up.
import { BADGE_POLL_MS } from '@tint/libs/constants';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

export type PolledCheck<T> = {
  /** Reported and not yet acknowledged, oldest first. */
  items: readonly T[];
  acknowledge: () => void;
};

export function usePolledCheck<T extends { id: string }>(options: {
  check: () => Promise<readonly T[]>;
  /** Refreshed when the check reports something new. */
  refreshes: readonly QueryKey[];
  /** Named in the console when a check fails. */
  what: string;
  enabled: boolean;
}): PolledCheck<T> {
  const { check, refreshes, what, enabled } = options;
  const queryClient = useQueryClient();
  const [items, setItems] = useState<readonly T[]>([]);

  const { mutate } = useMutation({
    mutationFn: check,
    onSuccess: (reported) => {
      if (reported.length === 0) return;
      setItems((queued) => {
        const known = new Set(queued.map((item) => item.id));
        return [...queued, ...reported.filter((item) => !known.has(item.id))];
      });
      for (const queryKey of refreshes) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.warn(`${what} failed`, error),
  });

  useEffect(() => {
    if (!enabled) return;
    mutate();
    const timer = window.setInterval(() => mutate(), BADGE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [mutate, enabled]);

  const acknowledge = useCallback(() => setItems([]), []);
  return { items, acknowledge };
}
