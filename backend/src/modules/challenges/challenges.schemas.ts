// The challenge routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { AdminChallenge, ChallengeCheckResponse, ChallengeProgress, ChallengesResponse, EarnedChallengeReward } from '@tint/libs/api-types';
import { CHALLENGE_ELIGIBILITIES, CHALLENGE_METRICS, CHALLENGE_REWARD_TYPES, CHALLENGE_STATUSES, type ChallengeEligibility, type ChallengeMetric, type ChallengeRewardType, type ChallengeStatus } from '@tint/libs/challenges';
import { ApiDate, ApiDecimal, ApiInstant, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class AdminChallengeSchema implements AdminChallenge {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: [...CHALLENGE_METRICS] })
  metric: ChallengeMetric;

  @ApiProperty({ minimum: 1 })
  target: number;

  @ApiProperty({ enum: [...CHALLENGE_REWARD_TYPES] })
  rewardType: ChallengeRewardType;

  @ApiDecimal()
  rewardAmount: string;

  @ApiProperty({ type: String, nullable: true, description: 'What the gift card is; null for cash.' })
  rewardDescription: string | null;

  @ApiDate('The first day counted (business time zone).')
  startDate: string;

  @ApiDate('The last day counted (business time zone).')
  endDate: string;

  @ApiProperty({ enum: [...CHALLENGE_ELIGIBILITIES] })
  eligibility: ChallengeEligibility;

  @ApiProperty({ type: [String], description: "The dealerships that take part (empty for 'everyone')." })
  dealerships: string[];

  @ApiProperty({ enum: [...CHALLENGE_STATUSES] })
  status: ChallengeStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin ended it early.' })
  endedAt: string | null;

  @ApiInstant()
  createdAt: string;

  @ApiProperty({ description: 'Salespeople who completed it (since the last reset).' })
  completedCount: number;
}

@WireType()
export class ChallengeProgressSchema implements ChallengeProgress {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: [...CHALLENGE_METRICS] })
  metric: ChallengeMetric;

  @ApiProperty()
  target: number;

  @ApiProperty({ description: "The caller's bookings or completed services in the window so far." })
  progress: number;

  @ApiProperty()
  completed: boolean;

  @ApiProperty({ enum: [...CHALLENGE_REWARD_TYPES] })
  rewardType: ChallengeRewardType;

  @ApiDecimal()
  rewardAmount: string;

  @ApiProperty({ type: String, nullable: true })
  rewardDescription: string | null;

  @ApiDate()
  startDate: string;

  @ApiDate()
  endDate: string;

  @ApiProperty({ description: 'Whole days after today (0 on the last day).' })
  daysRemaining: number;
}

@WireType()
export class EarnedChallengeRewardSchema implements EarnedChallengeReward {
  @ApiProperty({ format: 'uuid', description: "The ChallengeCompleted event's id." })
  id: string;

  @ApiProperty({ format: 'uuid' })
  challengeId: string;

  @ApiProperty({ description: 'The name when it was completed.' })
  challengeName: string;

  @ApiProperty({ enum: [...CHALLENGE_METRICS] })
  metric: ChallengeMetric;

  @ApiProperty()
  target: number;

  @ApiProperty({ enum: [...CHALLENGE_REWARD_TYPES] })
  rewardType: ChallengeRewardType;

  @ApiDecimal()
  rewardAmount: string;

  @ApiProperty({ type: String, nullable: true })
  rewardDescription: string | null;

  @ApiInstant()
  earnedAt: string;
}

@WireType()
export class ChallengesResponseSchema implements ChallengesResponse {
  @ApiProperty({ type: [ChallengeProgressSchema], description: 'Active now and open to the caller, soonest end first.' })
  active: ChallengeProgress[];

  @ApiProperty({ type: [EarnedChallengeRewardSchema], description: 'Rewards earned since the last reset, newest first.' })
  earned: EarnedChallengeReward[];
}

@WireType()
export class ChallengeCheckResponseSchema implements ChallengeCheckResponse {
  @ApiProperty()
  count: number;

  @ApiProperty({ type: [EarnedChallengeRewardSchema], description: 'Completed since the last check, oldest first.' })
  newCompletions: EarnedChallengeReward[];
}
