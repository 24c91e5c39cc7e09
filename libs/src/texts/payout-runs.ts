// The admin's payout runs and CSV exports (issue 19, parts 1 and 2): the Payouts and Users tabs' texts.
import { formatMoney } from '../money.js';
import { EXPORT_RANGE_MAX_DAYS } from '../payout-runs.js';

export const SELECT_ALL_PAYOUTS = 'Select all';
export const selectGroupLabel = (name: string) => `Select all of ${name}`;
export const selectPayoutLabel = (customer: string) => `Select ${customer}`;
export const groupSummary = (count: number, totalCents: number) => `${String(count)} pending · ${formatMoney(totalCents)}`;
export const paySelectedLabel = (count: number, totalCents: number) => `Pay selected (${String(count)}) — ${formatMoney(totalCents)}`;
export const PAY_RUN_TITLE = 'Pay selected commissions';
export const payRunSummary = (count: number, totalCents: number, people: number) =>
  `${String(count)} ${count === 1 ? 'commission' : 'commissions'} to ${String(people)} ${people === 1 ? 'salesperson' : 'salespeople'}, ${formatMoney(totalCents)} in all.`;
export const PAY_RUN_METHOD = 'Payment method';
export const PAY_RUN_REFERENCE = 'Reference';
export const PAY_RUN_REFERENCE_PLACEHOLDER = 'Transaction id, check number…';
export const PAY_RUN_NOTES = 'Notes';
export const PAY_RUN_NOTES_PLACEHOLDER = 'Optional notes for this payout run';
export const PAY_RUN_SUBMIT = 'Pay';
export const PAY_RUN_CANCEL = 'Cancel';
export const payRunDone = (count: number, totalCents: number) => `Paid ${String(count)} ${count === 1 ? 'commission' : 'commissions'}, ${formatMoney(totalCents)}.`;
export const PAY_RUN_FAILED = 'Failed to record the payout run. Please try again.';

export const PAYOUT_RUNS_TITLE = 'Payout runs';
export const NO_PAYOUT_RUNS = 'No payout runs yet.';
export const PAYOUT_RUNS_LOAD_FAILED = 'Could not load the payout runs.';
export const RUN_COLUMNS = { when: 'When', by: 'By', method: 'Method', reference: 'Reference', count: 'Count', total: 'Total', csv: 'CSV' } as const;
export const RUN_CSV_LINK = 'CSV';
export const runCsvLabel = (when: string) => `Download the payout run of ${when} as CSV`;

export const EXPORT_PAYOUTS = 'Export paid commissions (CSV)';
export const EXPORT_APPOINTMENTS = 'Export appointments (CSV)';
export const EXPORT_RANGE_LABEL = 'Date range';
export const EXPORT_FROM = 'From';
export const EXPORT_TO = 'To';
export const EXPORT_PAYOUTS_RANGE_HELP = 'Commissions paid between these dates (both included).';
export const EXPORT_APPOINTMENTS_RANGE_HELP = 'Appointments dated between these dates (both included).';
export const EXPORT_DOWNLOAD = 'Download';
export const EXPORT_RANGE_REQUIRED = 'Choose a start and an end date.';
export const DOWNLOAD_FAILED = 'The download failed. Please try again.';

// Messages the server sends and this feature's screens show: here, not in validation-messages, so that the
// landing page (which imports that module) does not carry them.
/** GET /api/admin/exports/*.csv?from=&to= (400), one message per problem (exportRangeProblem). */
export const EXPORT_DATES_INVALID = 'from and to must both be dates in YYYY-MM-DD format';
export const EXPORT_RANGE_BACKWARDS = 'to must be on or after from';
export const EXPORT_RANGE_TOO_LONG = `An export can cover at most ${String(EXPORT_RANGE_MAX_DAYS)} days`;
