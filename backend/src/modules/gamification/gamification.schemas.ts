// The gamification routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty, PickType } from '@nestjs/swagger';
import type {
  AdminSalesperson,
  AdminTierName,
  Badge,
  BadgeCheckResponse,
  BadgeMetadata,
  BadgeType,
  DealershipStanding,
  LeaderboardEntry,
  LeaderboardUser,
  MonthlyStatus,
  RewardsData,
  Tier,
} from '@tint/libs/api-types';
import { BADGE_TYPES } from '@tint/libs/badges';
import { MONTHLY_STATUSES } from '@tint/libs/rewards';
import { ADMIN_TIER_NAMES, TIER_IDS, type TierId } from '@tint/libs/tiers';
import { ApiInstant, WireType } from '../../platform/http/api-docs.js';
import { CurrentUserSchema } from '../auth/auth.schemas.js';

@WireType()
export class LeaderboardUserSchema extends PickType(CurrentUserSchema, ['id', 'firstName', 'company'] as const) implements LeaderboardUser {
  @ApiProperty({ description: "Another salesperson's last name arrives masked to an initial, e.g. 'S.'." })
  lastName: string;
}

@WireType()
export class LeaderboardEntrySchema implements LeaderboardEntry {
  @ApiProperty({ type: () => LeaderboardUserSchema })
  user: LeaderboardUserSchema;

  @ApiProperty({ description: 'Booked this month.' })
  monthlyReferrals: number;

  @ApiProperty({ description: 'Completed this month.' })
  completedServices: number;

  @ApiProperty({ description: 'Lifetime percent.' })
  successRate: number;
}

@WireType()
export class DealershipStandingSchema implements DealershipStanding {
  @ApiProperty({ example: 'Maui Toyota' })
  dealership: string;

  @ApiProperty({ description: 'Booked this month by its salespeople (cancelled, no-show and rejected bookings do not count).' })
  bookings: number;

  @ApiProperty({ description: 'Marked serviced this month.' })
  completed: number;

  @ApiProperty({ description: 'How many salespeople it has.' })
  salespeople: number;

  @ApiProperty({ description: 'Its place in the list, from 1: bookings, then completed, both descending, then the name.' })
  rank: number;

  @ApiProperty({ description: "The caller's own dealership." })
  isMine: boolean;
}

@WireType()
export class RewardsDataSchema implements RewardsData {
  @ApiProperty({ enum: [...MONTHLY_STATUSES] })
  monthlyStatus: MonthlyStatus;

  @ApiProperty()
  monthlyCompletedReferrals: number;

  @ApiProperty()
  lifetimeCompletedReferrals: number;

  @ApiProperty()
  cashBonusesEarned: number;

  @ApiProperty({ description: 'Referrals still needed for the next cash bonus.' })
  nextCashBonus: number;

  @ApiProperty()
  giftCardsEarned: number;

  @ApiProperty({ description: 'Referrals still needed for the next gift card.' })
  nextGiftCard: number;
}

@WireType()
export class TierSchema implements Tier {
  @ApiProperty({ enum: [...TIER_IDS] })
  id: TierId;

  @ApiProperty()
  name: string;

  @ApiProperty()
  minReferrals: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null: no upper bound.' })
  maxReferrals: number | null;

  @ApiProperty({ description: 'Dollars per completed referral.' })
  commissionMultiplier: number;

  @ApiProperty({ description: 'Whole dollars.' })
  monthlyBonus: number;

  @ApiProperty()
  payoutFrequency: string;

  @ApiProperty({ example: '#CD7F32' })
  color: string;
}

@WireType()
export class BadgeMetadataSchema implements BadgeMetadata {
  @ApiProperty({ required: false })
  referralCount?: number;

  @ApiProperty({ required: false })
  weeklyCount?: number;

  @ApiProperty({ required: false })
  monthlyCount?: number;

  @ApiProperty({ required: false })
  maxStreak?: number;

  @ApiProperty({ required: false })
  conversionRate?: number;
}

@WireType()
export class BadgeSchema implements Badge {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: [...BADGE_TYPES] })
  badgeType: BadgeType;

  @ApiProperty({ example: 'First Referral 🎯' })
  badgeName: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: '🎯' })
  iconEmoji: string;

  @ApiInstant()
  earnedAt: string;

  @ApiProperty({ type: () => BadgeMetadataSchema, required: false })
  metadata?: BadgeMetadataSchema;
}

@WireType()
export class BadgeCheckResponseSchema implements BadgeCheckResponse {
  @ApiProperty({ description: 'How many badges were earned since the last check.' })
  count: number;

  @ApiProperty({ type: [BadgeSchema] })
  newBadges: BadgeSchema[];
}

@WireType()
export class AdminSalespersonSchema extends PickType(CurrentUserSchema, ['id', 'firstName', 'lastName', 'email', 'company'] as const) implements AdminSalesperson {
  @ApiInstant()
  joinedAt: string;

  @ApiProperty({ enum: [...ADMIN_TIER_NAMES] })
  tier: AdminTierName;

  @ApiProperty({ description: 'Booked this month.' })
  mtdAppointments: number;

  @ApiProperty()
  confirmedAppointments: number;

  @ApiProperty()
  servicedAppointments: number;

  @ApiProperty({ description: 'Dollars, as a number.' })
  mtdCommission: number;

  @ApiProperty({ description: 'Dollars, as a number.' })
  ytdCommission: number;

  @ApiProperty({ description: 'The $250 cash bonuses owed since the last Reset for Rollout.' })
  cashBonusesEarned: number;

  @ApiProperty({ description: 'The gift cards owed since the last Reset for Rollout.' })
  giftCardsEarned: number;
}
