/**
 * Money and rates. Every amount is held and summed as integer cents so that no float ever reaches
 * storage or a total; the API carries 2-decimal strings ("25.00"), and screens show "$1,234.50"
 * and rates with 1 decimal (SPEC 9, display rules).
 */

// Strict on purpose: this parses what arrives on the wire, so "$25", "25.005", "1,000" or " 25"
// are refused rather than guessed at. No amount in this product is negative.
const DECIMAL_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected an integer number of cents, got ${String(cents)}`);
  }
}

/** 2500 -> "25.00"; the wire format for money. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return `${sign}${String(whole)}.${String(fraction).padStart(2, '0')}`;
}

/**
 * "25", "25.5" or "25.00" -> 2500 / 2550 / 2500; null for anything that is not a non-negative
 * decimal with at most 2 places. The spec's test booking sends commission "25", so whole numbers
 * without a fraction are valid.
 */
export function parseDecimal(input: string): number | null {
  const match = DECIMAL_PATTERN.exec(input);
  if (!match) return null;
  const whole = match[1];
  // An optional group that did not take part is undefined at run time, whatever the type says.
  const fraction = ((match[2] as string | undefined) ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Like parseDecimal but throws, for values that were already validated upstream. */
export function decimalToCents(input: string): number {
  const cents = parseDecimal(input);
  if (cents === null) {
    throw new RangeError(`Not a money amount with at most 2 decimals: "${input}"`);
  }
  return cents;
}

/** Whole or fractional dollars as a number -> cents; for the few fields the spec keeps numeric. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${String(dollars)}`);
  // Scale through a fixed precision first so 0.29 * 100 (28.999999999999996) becomes 29.
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

/** Cents -> dollars as a number, for fields the spec declares numeric (mtdCommission, ytdCommission). */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** 123450 -> "$1,234.50"; negatives as "-$5.00". */
export function formatMoney(cents: number): string {
  const decimal = centsToDecimal(cents);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

/**
 * An amount as the API sends it, as the screens show it: a 2-decimal string ("25.00") or, in the few
 * fields the spec keeps numeric, dollars as a number (25) -> "$25.00". A string that is not an amount
 * is shown as it came, rather than breaking the screen.
 */
export function formatAmount(amount: string | number): string {
  if (typeof amount === 'number') return formatMoney(dollarsToCents(amount));
  const cents = parseDecimal(amount);
  return cents === null ? amount : formatMoney(cents);
}

/** part / whole × 100, and 0 when whole is 0 (the spec's rule for every rate it defines). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/** Rounds a rate to 1 decimal, half away from zero, immune to binary artefacts (1.45 -> 1.5). */
export function roundRate(rate: number): number {
  if (!Number.isFinite(rate)) throw new RangeError(`Not a finite rate: ${String(rate)}`);
  const scaled = Number((Math.abs(rate) * 10).toPrecision(12));
  const rounded = Math.round(scaled) / 10;
  return rate < 0 && rounded !== 0 ? -rounded : rounded;
}

/** 66.666… -> "66.7". */
export function formatRate(rate: number): string {
  return roundRate(rate).toFixed(1);
}

/** 66.666… -> "66.7%". */
export function formatPercent(rate: number): string {
  return `${formatRate(rate)}%`;
}
