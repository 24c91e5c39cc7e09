/**
 * Payout runs and CSV exports (issue 19, parts 1 and 2): the limits and pure rules both sides share, and the wire
 * types of the routes. A payout run pays several pending commissions at once; each is decided by the appointment
 * aggregate exactly as a single payment is. The server decides.
 */
import { daysInRange } from './closures.js';
import type { PayoutMethod } from './constants.js';
import { isValidDateString, type DateString } from './slots.js';

/** The longest export: about ten years. */
export const EXPORT_RANGE_MAX_DAYS = 3660;

/** Why `from` and `to` do not make an export's range (null when they do). */
export type ExportRangeProblem = 'invalid-date' | 'end-before-start' | 'too-long';

/** Both real dates (YYYY-MM-DD), `to` on or after `from`, at most EXPORT_RANGE_MAX_DAYS days counted both ends. */
export function exportRangeProblem(from: unknown, to: unknown): ExportRangeProblem | null {
  if (!isValidDateString(from) || !isValidDateString(to)) return 'invalid-date';
  if (to < from) return 'end-before-start';
  return daysInRange(from, to) > EXPORT_RANGE_MAX_DAYS ? 'too-long' : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2030-06-03' -> 'Jun 3, 2030' (a calendar date: no time zone involved). */
export function formatDateShort(date: DateString): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]!} ${String(Number(date.slice(8, 10)))}, ${date.slice(0, 4)}`;
}

/** The file name of an export: `payouts-2026-01-01-to-2026-12-31.csv`. */
export const exportFileName = (kind: 'payouts' | 'appointments', from: DateString, to: DateString) => `${kind}-${from}-to-${to}.csv`;
/** The file name of a run's CSV. */
export const payoutRunFileName = (runId: string) => `payout-run-${runId}.csv`;

/** POST /api/admin/payout-runs (with an Idempotency-Key header). */
export interface CreatePayoutRunRequest {
  appointmentIds: string[];
  payoutMethod: PayoutMethod;
  reference?: string | null;
  notes?: string | null;
}

/** One payout run: GET /api/admin/payout-runs lists them newest first; the POST answers the new one. */
export interface PayoutRun {
  id: string;
  recordedAt: string;
  recordedBy: string;
  /** The paying admin's name (their first and last name). */
  recordedByName: string;
  payoutMethod: PayoutMethod;
  reference: string | null;
  notes: string | null;
  count: number;
  /** Decimal string, 2 places. */
  total: string;
}

export { PAYOUT_RUN_MAX_APPOINTMENTS, PAYOUT_REFERENCE_MAX } from './constants.js';
