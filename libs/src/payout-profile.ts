/**
 * The salesperson's payout profile (issue 20): how they want to be paid. The server validates it and keeps it as
 * personal data; the admin sees it on the pending payouts, and the Fulfill Payout dialog starts on its method.
 */
import type { PayoutMethod } from './constants.js';

/** Methods that pay to an account: the handle (username, email or phone) is required. Cash, check and other may go without. */
export const PAYOUT_METHODS_WITH_HANDLE: readonly PayoutMethod[] = ['venmo', 'paypal', 'zelle'];


export function handleRequired(method: unknown): boolean {
  return (PAYOUT_METHODS_WITH_HANDLE as readonly unknown[]).includes(method);
}

export { PAYOUT_HANDLE_MAX, LEGAL_NAME_MAX } from './constants.js';
