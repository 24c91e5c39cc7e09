/**
 * Year-end earnings (issue 20): the US information-return threshold for the commissions the portal pays its
 * referrers, who are independent contractors (RULES, disclaimers): a salesperson paid at least a year's threshold
 * in that calendar year gets a Form 1099-NEC.
 *
 * Source: IRC §6041(a) ($600 for payments through 2025); the One Big Beautiful Bill Act (Pub. L. 119-21, signed
 * July 4, 2025), §70433, raises it to $2,000 for payments made after December 31, 2025, indexed for inflation from
 * 2027 (rounded to the nearest $100). When the IRS publishes a year's indexed figure, add a row here; until then a
 * year uses the latest row at or before it.
 */
import { EARNINGS_YEAR_MAX, EARNINGS_YEAR_MIN } from './constants.js';

export type ReportingThreshold = { yearFrom: number; thresholdCents: number };

/** Oldest first; each row holds from its year until the next row's. */
export const FORM_1099_THRESHOLDS: readonly ReportingThreshold[] = [
  { yearFrom: 0, thresholdCents: 60_000 },
  { yearFrom: 2026, thresholdCents: 200_000 },
];

/** The threshold of the payments of this calendar year, in cents. */
export function form1099ThresholdCents(year: number): number {
  let threshold = FORM_1099_THRESHOLDS[0]!.thresholdCents;
  for (const row of FORM_1099_THRESHOLDS) if (row.yearFrom <= year) threshold = row.thresholdCents;
  return threshold;
}

/** Whether commissions of `paidCents` paid in `year` call for a Form 1099-NEC: at or above the year's threshold. */
export function requires1099(year: number, paidCents: number): boolean {
  return paidCents >= form1099ThresholdCents(year);
}


/** A year as a query string carries it: whole, in range; null otherwise. */
export function parseEarningsYear(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= EARNINGS_YEAR_MIN && year <= EARNINGS_YEAR_MAX ? year : null;
}

/** The year the Users tab's earnings card opens on: last year in January to March (1099 season), this year after. */
export function defaultEarningsYear(today: string): number {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month <= 3 ? year - 1 : year;
}

/** The CSV download's file name. */
export const earningsFileName = (year: number) => `earnings-${String(year)}.csv`;

export { EARNINGS_YEAR_MIN, EARNINGS_YEAR_MAX } from './constants.js';
