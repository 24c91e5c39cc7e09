// Pure helpers: percentiles of samples, ratios, and the number formats of the table and the markdown.

/** The p-th percentile (0–100) by nearest rank; undefined for no samples. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** a / b, or undefined when either is missing or b is not positive. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !(b > 0)) return undefined;
  return a / b;
}

/** 12,345 for counts and rates; one decimal under 100 when the value has a fraction. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  const digits = Math.abs(value) < 100 && !Number.isInteger(value) ? 1 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Ratios keep three significant decimals below 1 (0.013), two above (1.42). */
export function formatRatio(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  return value < 1 ? value.toFixed(3) : value.toFixed(2);
}

export function formatMs(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  return `${formatNumber(value < 10 ? Math.round(value * 10) / 10 : Math.round(value))} ms`;
}

export function formatBytes(value: number | undefined): string {
  if (value === undefined) return '—';
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KiB`;
  return `${(value / 1024 / 1024).toFixed(1)} MiB`;
}

export function formatDuration(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
