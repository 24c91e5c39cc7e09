// The challenge pop-up's check (issue 20): POST /api/challenges/check once the first screen has painted and every
// BADGE_POLL_MS, as the badge check (SPEC 7) is polled. Completed challenges are queued for the pop-up and refresh
// what shows them (the challenge cards and earned rewards, the rewards figures). A failed check is silent: the next
// one reports them, as the server answers everything completed since the last successful check.
import type { EarnedChallengeReward } from '@tint/libs/api-types';
import { checkChallenges } from '@/lib/challenges';
import { usePolledCheck } from '@/lib/use-polled-check';
import { challengeKeys, payoutKeys, rewardsKeys } from '@/lib/query-keys';

const refreshedByCompletions = [challengeKeys.mine(), rewardsKeys.rewards(), payoutKeys.all()];

export type ChallengeCheck = {
  /** Completed and not yet acknowledged, oldest first. */
  completions: readonly EarnedChallengeReward[];
  acknowledge: () => void;
};

export function useChallengeCheck(enabled = true): ChallengeCheck {
  const { items, acknowledge } = usePolledCheck({ check: checkNewCompletions, refreshes: refreshedByCompletions, what: 'Challenge check', enabled });
  return { completions: items, acknowledge };
}

const checkNewCompletions = async () => (await checkChallenges()).newCompletions;
