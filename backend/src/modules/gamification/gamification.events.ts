// Events the awards reactor appends: badges on `badges-<salespersonId>`, cash bonuses and gift cards
// on `rewards-<salespersonId>` (never on the salesperson's own stream, whose aggregate does not know them).
import type { BadgeMetadata, BadgeType } from '@tint/libs/badges';

export type BadgeEarned = {
  type: 'BadgeEarned';
  data: {
    salespersonId: string;
    /** The reset generation it was earned in: a later Reset for Rollout hides it. */
    generation: number;
    badgeType: BadgeType;
    badgeName: string;
    description: string;
    iconEmoji: string;
    metadata: BadgeMetadata;
  };
};

export type CashBonusEarned = {
  type: 'CashBonusEarned';
  data: { salespersonId: string; generation: number; month: string; bonusNumber: number; amountCents: number };
};

export type GiftCardEarned = {
  type: 'GiftCardEarned';
  data: { salespersonId: string; generation: number; giftCardNumber: number };
};

export const badgesStream = (salespersonId: string) => `badges-${salespersonId}`;
export const rewardsStream = (salespersonId: string) => `rewards-${salespersonId}`;
