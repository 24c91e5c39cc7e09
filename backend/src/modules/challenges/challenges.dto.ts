// The challenge routes' bodies. The shapes (types, the lists a value comes from) are checked here; the rules of a
// whole definition (dates, bounds, dealerships for chosen ones) by the challenge's decider through libs
// challengeProblem, which the admin's form shares.
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Validate } from 'class-validator';
import { CHALLENGE_ELIGIBILITIES, CHALLENGE_METRICS, CHALLENGE_REWARD_TYPES, type ChallengeEligibility, type ChallengeMetric, type ChallengeRewardType } from '@tint/libs/challenges';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import type { DateString } from '@tint/libs/slots';
import {
  CHALLENGE_DEALERSHIPS_INVALID,
  CHALLENGE_ELIGIBILITY_INVALID,
  CHALLENGE_END_INVALID,
  CHALLENGE_METRIC_INVALID,
  CHALLENGE_NAME_REQUIRED,
  CHALLENGE_REWARD_AMOUNT_INVALID,
  CHALLENGE_REWARD_DESCRIPTION_TOO_LONG,
  CHALLENGE_REWARD_TYPE_INVALID,
  CHALLENGE_START_INVALID,
  CHALLENGE_STATUS_INVALID,
  CHALLENGE_TARGET_INVALID,
} from '@tint/libs/texts/challenges';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { SingleLine } from '../../platform/http/single-line.rule.js';

/** A money amount as typed: digits with at most 2 decimals ('50', '50.00'). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/challenges */
export class CreateChallengeDto {
  @SingleLine()
  @IsString({ message: CHALLENGE_NAME_REQUIRED })
  @Transform(trim)
  name: string;

  @IsIn(CHALLENGE_METRICS, { message: CHALLENGE_METRIC_INVALID })
  metric: ChallengeMetric;

  @IsInt({ message: CHALLENGE_TARGET_INVALID })
  target: number;

  @IsIn(CHALLENGE_REWARD_TYPES, { message: CHALLENGE_REWARD_TYPE_INVALID })
  rewardType: ChallengeRewardType;

  @Matches(AMOUNT, { message: CHALLENGE_REWARD_AMOUNT_INVALID })
  @IsString({ message: CHALLENGE_REWARD_AMOUNT_INVALID })
  @Transform(trim)
  rewardAmount: string;

  @IsOptional()
  @SingleLine()
  @IsString({ message: CHALLENGE_REWARD_DESCRIPTION_TOO_LONG })
  rewardDescription?: string | null;

  @Validate(DateStringRule, { message: CHALLENGE_START_INVALID })
  startDate: DateString;

  @Validate(DateStringRule, { message: CHALLENGE_END_INVALID })
  endDate: DateString;

  @IsIn(CHALLENGE_ELIGIBILITIES, { message: CHALLENGE_ELIGIBILITY_INVALID })
  eligibility: ChallengeEligibility;

  @IsOptional()
  @IsIn(DEALERSHIPS, { each: true, message: CHALLENGE_DEALERSHIPS_INVALID })
  @ArrayMaxSize(DEALERSHIPS.length, { message: CHALLENGE_DEALERSHIPS_INVALID })
  @IsArray({ message: CHALLENGE_DEALERSHIPS_INVALID })
  dealerships?: string[];
}

/** PATCH /api/admin/challenges/{id}: any of the fields to change, or `status: 'ended'` alone to end it now. */
export class UpdateChallengeDto {
  @IsOptional()
  @SingleLine()
  @IsString({ message: CHALLENGE_NAME_REQUIRED })
  @Transform(trim)
  name?: string;

  @IsOptional()
  @IsIn(CHALLENGE_METRICS, { message: CHALLENGE_METRIC_INVALID })
  metric?: ChallengeMetric;

  @IsOptional()
  @IsInt({ message: CHALLENGE_TARGET_INVALID })
  target?: number;

  @IsOptional()
  @IsIn(CHALLENGE_REWARD_TYPES, { message: CHALLENGE_REWARD_TYPE_INVALID })
  rewardType?: ChallengeRewardType;

  @IsOptional()
  @Matches(AMOUNT, { message: CHALLENGE_REWARD_AMOUNT_INVALID })
  @IsString({ message: CHALLENGE_REWARD_AMOUNT_INVALID })
  @Transform(trim)
  rewardAmount?: string;

  @IsOptional()
  @SingleLine()
  @IsString({ message: CHALLENGE_REWARD_DESCRIPTION_TOO_LONG })
  rewardDescription?: string | null;

  @IsOptional()
  @Validate(DateStringRule, { message: CHALLENGE_START_INVALID })
  startDate?: DateString;

  @IsOptional()
  @Validate(DateStringRule, { message: CHALLENGE_END_INVALID })
  endDate?: DateString;

  @IsOptional()
  @IsIn(CHALLENGE_ELIGIBILITIES, { message: CHALLENGE_ELIGIBILITY_INVALID })
  eligibility?: ChallengeEligibility;

  @IsOptional()
  @IsIn(DEALERSHIPS, { each: true, message: CHALLENGE_DEALERSHIPS_INVALID })
  @ArrayMaxSize(DEALERSHIPS.length, { message: CHALLENGE_DEALERSHIPS_INVALID })
  @IsArray({ message: CHALLENGE_DEALERSHIPS_INVALID })
  dealerships?: string[];

  @IsOptional()
  @IsIn(['ended'], { message: CHALLENGE_STATUS_INVALID })
  status?: 'ended';
}
