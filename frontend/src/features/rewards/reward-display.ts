// How the Rewards and Tiers screens show ranges, amounts and progress. The rules themselves (status
// ranges, bonus steps, tier thresholds) come from '@tint/libs/rewards' and '@tint/libs/tiers', the
// words from '@tint/libs/texts/rewards'.
import type { MonthlyStatus, Tier } from '@tint/libs/api-types';
import { MONTHLY_STATUSES, MONTHLY_STATUS_MIN } from '@tint/libs/rewards';

/** 'bronze' -> '0-10', 'gold' -> '21+' (SPEC 4: bronze 0-10, silver 11-20, gold 21+). */
export function monthlyStatusRange(status: MonthlyStatus): string {
  const index = MONTHLY_STATUSES.indexOf(status);
  const next = MONTHLY_STATUSES[index + 1];
  const min = MONTHLY_STATUS_MIN[status];
  return next === undefined ? `${String(min)}+` : `${String(min)}-${String(MONTHLY_STATUS_MIN[next] - 1)}`;
}

/** Bronze 0-9 ... Platinum 30+ (maxReferrals null: no upper bound). */
export function tierRange(tier: Pick<Tier, 'minReferrals' | 'maxReferrals'>): string {
  return tier.maxReferrals === null ? `${String(tier.minReferrals)}+` : `${String(tier.minReferrals)}-${String(tier.maxReferrals)}`;
}

/** Percent of the way from one step to the next: 7 done of every 10 -> 70. */
export function stepProgress(every: number, remaining: number): number {
  if (every <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((every - remaining) / every) * 100)));
}

/** 'weekly' -> 'Weekly'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
