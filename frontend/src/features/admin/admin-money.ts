// Sums of the admin screens are made in integer cents, so no float ever reaches a total (SPEC 9).
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { decimalToCents } from '@tint/libs/money';

export function totalCommissionCents(items: readonly PendingPayoutItem[]): number {
  return items.reduce((sum, item) => sum + decimalToCents(item.commission), 0);
}

/** The pending payouts that count: one held for fraud review is listed, but in no count or total until cleared (issue 19). */
export function payableItems(items: readonly PendingPayoutItem[]): PendingPayoutItem[] {
  return items.filter((item) => item.review === null);
}
