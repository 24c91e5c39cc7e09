/**
 * Referral tiers. Two schemes exist on purpose (SPEC 4): the Tiers screen (Bronze to Platinum, by
 * completed referrals this month, with per-referral amounts and monthly bonuses) and the admin user
 * list, which adds Diamond. Both count completed referrals this month.
 */
import { PAYOUT_FREQUENCY } from './constants.js';

export const TIER_IDS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type TierId = (typeof TIER_IDS)[number];

export interface Tier {
  id: TierId;
  name: string;
  minReferrals: number;
  /** null: no upper bound. */
  maxReferrals: number | null;
  /** Dollars per completed referral, as the screen shows it. */
  commissionMultiplier: number;
  /** Whole dollars. */
  monthlyBonus: number;
  payoutFrequency: string;
  color: string;
}

export const TIER_COLORS = {
  bronze: '#CD7F32',
  silver: '#C0C0C0',
  gold: '#FFD700',
  platinum: '#E5E4E2',
  diamond: '#B9F2FF',
} as const;

/** The spec's fallback table, ordered from lowest to highest. */
export const TIERS: readonly Tier[] = [
  { id: 'bronze', name: 'Bronze', minReferrals: 0, maxReferrals: 9, commissionMultiplier: 15, monthlyBonus: 0, payoutFrequency: PAYOUT_FREQUENCY, color: TIER_COLORS.bronze },
  { id: 'silver', name: 'Silver', minReferrals: 10, maxReferrals: 19, commissionMultiplier: 18, monthlyBonus: 50, payoutFrequency: PAYOUT_FREQUENCY, color: TIER_COLORS.silver },
  { id: 'gold', name: 'Gold', minReferrals: 20, maxReferrals: 29, commissionMultiplier: 22, monthlyBonus: 100, payoutFrequency: PAYOUT_FREQUENCY, color: TIER_COLORS.gold },
  { id: 'platinum', name: 'Platinum', minReferrals: 30, maxReferrals: null, commissionMultiplier: 25, monthlyBonus: 200, payoutFrequency: PAYOUT_FREQUENCY, color: TIER_COLORS.platinum },
];

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Expected a non-negative whole count, got ${String(count)}`);
}

/** The highest tier whose minimum the count reaches. */
export function tierFor(completedThisMonth: number, tiers: readonly Tier[] = TIERS): Tier {
  assertCount(completedThisMonth);
  let current = tiers.at(0);
  for (const tier of tiers) {
    if (completedThisMonth >= tier.minReferrals) current = tier;
  }
  if (!current) throw new RangeError('No tiers defined');
  return current;
}

export type TierState = 'completed' | 'unlockable' | 'locked';

export interface TierStatus {
  state: TierState;
  /** Referrals still needed to reach the tier; 0 once reached. */
  remaining: number;
}

/**
 * The screen offers only three words, so: a tier is Completed once the count reaches its minimum
 * (the current tier included, and always Bronze), the lowest tier not yet reached shows
 * 'N more to unlock', and every tier above that is Locked.
 */
export function tierStateFor(tier: Tier, completedThisMonth: number, tiers: readonly Tier[] = TIERS): TierStatus {
  assertCount(completedThisMonth);
  const remaining = Math.max(tier.minReferrals - completedThisMonth, 0);
  if (remaining === 0) return { state: 'completed', remaining: 0 };
  const next = tiers.find((candidate) => candidate.minReferrals > completedThisMonth);
  return { state: next?.id === tier.id ? 'unlockable' : 'locked', remaining };
}

/** 'Completed', 'N more to unlock' or 'Locked'. */
export function tierStateLabel(status: TierStatus): string {
  switch (status.state) {
    case 'completed':
      return 'Completed';
    case 'unlockable':
      return `${String(status.remaining)} more to unlock`;
    case 'locked':
      return 'Locked';
    default: {
      const unknown: never = status.state;
      throw new RangeError(`Unknown tier state: ${String(unknown)}`);
    }
  }
}

// ---- Admin user list ----

export const ADMIN_TIER_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export type AdminTierName = (typeof ADMIN_TIER_NAMES)[number];

export interface AdminTier {
  name: AdminTierName;
  minReferrals: number;
  color: string;
}

/**
 * Same ranges as the Tiers screen, except that Platinum stops at 49 and Diamond starts at 50
 * (RULES decides the threshold the spec leaves out).
 */
export const ADMIN_TIERS: readonly AdminTier[] = [
  { name: 'Bronze', minReferrals: 0, color: TIER_COLORS.bronze },
  { name: 'Silver', minReferrals: 10, color: TIER_COLORS.silver },
  { name: 'Gold', minReferrals: 20, color: TIER_COLORS.gold },
  { name: 'Platinum', minReferrals: 30, color: TIER_COLORS.platinum },
  { name: 'Diamond', minReferrals: 50, color: TIER_COLORS.diamond },
];

export const DEFAULT_ADMIN_TIER: AdminTierName = 'Bronze';

export function adminTierFor(completedThisMonth: number): AdminTierName {
  assertCount(completedThisMonth);
  let current: AdminTierName = DEFAULT_ADMIN_TIER;
  for (const tier of ADMIN_TIERS) {
    if (completedThisMonth >= tier.minReferrals) current = tier.name;
  }
  return current;
}

export function adminTierColor(name: AdminTierName): string {
  return ADMIN_TIERS.find((tier) => tier.name === name)?.color ?? TIER_COLORS.bronze;
}

/** The badge text, e.g. 'Bronze Tier'. */
export function adminTierLabel(name: AdminTierName): string {
  return `${name} Tier`;
}
