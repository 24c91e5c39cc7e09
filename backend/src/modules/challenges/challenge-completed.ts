// The event the challenges reactor appends when a salesperson reaches a challenge's target, on
// `challenge-rewards-<salespersonId>` (never the salesperson's own stream, whose aggregate does not know it). It
// carries the challenge as it stood and the reward, so the earned reward reads the same after any later edit.
import type { ChallengeMetric, ChallengeRewardType } from '@tint/libs/challenges';

export type ChallengeCompleted = {
  type: 'ChallengeCompleted';
  data: {
    challengeId: string;
    salespersonId: string;
    /** The reset generation it was earned in: a later Reset for Rollout hides it, as it hides badges and bonuses. */
    generation: number;
    challengeName: string;
    metric: ChallengeMetric;
    target: number;
    /** The count that reached the target. */
    progress: number;
    rewardType: ChallengeRewardType;
    rewardCents: number;
    rewardDescription: string | null;
  };
};

export const challengeRewardsStream = (salespersonId: string) => `challenge-rewards-${salespersonId}`;

/** The one id of a salesperson's completion of a challenge in a reset generation: appended once, whatever runs twice. */
export const challengeCompletedName = (challengeId: string, salespersonId: string, generation: number) => `challenge-completed:${challengeId}:${salespersonId}:${generation}`;
