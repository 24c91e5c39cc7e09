// Money as the admin screens show it (SPEC 9: 2 decimals). Sums are made in integer cents.
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { decimalToCents, dollarsToCents, formatMoney } from '@tint/libs/money';

/** A 2-decimal wire amount ('25.00') as '$25.00'. */
export function formatDecimal(amount: string): string {
  return formatMoney(decimalToCents(amount));
}

/** mtdCommission and ytdCommission are dollars as numbers (SPEC 3): 25 → '$25.00'. */
export function formatDollars(dollars: number): string {
  return formatMoney(dollarsToCents(dollars));
}

export function totalCommissionCents(items: readonly PendingPayoutItem[]): number {
  return items.reduce((sum, item) => sum + decimalToCents(item.commission), 0);
}
