// The challenge pop-up's check (issue 20): POST /api/challenges/check once the first screen has painted and every
// BADGE_POLL_MS, as the badge check (SPEC 7) is polled. Completed challenges are queued for the pop-up and refresh
// what shows them (the challenge cards and earned rewards, the rewards figures). A failed check is silent: the next
// one reports them, as the server answers everything completed since the last successful check.
import type { EarnedChallengeReward } from '@tint/libs/api-types';
import { BADGE_POLL_MS } from '@tint/libs/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { checkChallenges } from '@/lib/challenges';
import { challengeKeys, payoutKeys, rewardsKeys } from '@/lib/query-keys';

const refreshedByCompletions = [challengeKeys.mine(), rewardsKeys.rewards(), payoutKeys.all()];

export type ChallengeCheck = {
  /** Completed and not yet acknowledged, oldest first. */
  completions: readonly EarnedChallengeReward[];
  acknowledge: () => void;
};

export function useChallengeCheck(enabled = true): ChallengeCheck {
  const queryClient = useQueryClient();
  const [completions, setCompletions] = useState<readonly EarnedChallengeReward[]>([]);

  const { mutate } = useMutation({
    mutationFn: checkChallenges,
    onSuccess: (result) => {
      if (result.newCompletions.length === 0) return;
      setCompletions((queued) => {
        const known = new Set(queued.map((completion) => completion.id));
        return [...queued, ...result.newCompletions.filter((completion) => !known.has(completion.id))];
      });
      for (const queryKey of refreshedByCompletions) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.warn('Challenge check failed', error),
  });

  useEffect(() => {
    if (!enabled) return;
    mutate();
    const timer = window.setInterval(() => mutate(), BADGE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [mutate, enabled]);

  const acknowledge = useCallback(() => setCompletions([]), []);
  return { completions, acknowledge };
}
