import { defaultEarningsYear, form1099ThresholdCents, parseEarningsYear, requires1099 } from './tax.js';

describe('the 1099-NEC threshold', () => {
  it('is 600.00 for payments through 2025: 599.99 is under it, 600.00 reaches it', () => {
    expect(form1099ThresholdCents(2025)).toBe(60_000);
    expect(form1099ThresholdCents(2000)).toBe(60_000);
    expect(requires1099(2025, 59_999)).toBe(false);
    expect(requires1099(2025, 60_000)).toBe(true);
  });

  it('is 2,000.00 from 2026: 1,999.99 is under it, 2,000.00 reaches it', () => {
    expect(form1099ThresholdCents(2026)).toBe(200_000);
    expect(requires1099(2026, 60_000)).toBe(false);
    expect(requires1099(2026, 199_999)).toBe(false);
    expect(requires1099(2026, 200_000)).toBe(true);
  });

  it('keeps the latest known figure for a later year until its indexed one is added', () => {
    expect(form1099ThresholdCents(2030)).toBe(200_000);
  });

  it('reads a year from the query string: four digits from 2000 to 2100', () => {
    expect(parseEarningsYear('2026')).toBe(2026);
    expect(parseEarningsYear('2000')).toBe(2000);
    expect(parseEarningsYear('2100')).toBe(2100);
    for (const bad of ['1999', '2101', '2026.5', ' 2026', '20x6', '', undefined, 2026, ['2026']]) expect(parseEarningsYear(bad)).toBeNull();
  });

  it('opens on last year in January to March, and on this year after', () => {
    expect(defaultEarningsYear('2026-01-01')).toBe(2025);
    expect(defaultEarningsYear('2026-03-31')).toBe(2025);
    expect(defaultEarningsYear('2026-04-01')).toBe(2026);
    expect(defaultEarningsYear('2026-12-31')).toBe(2026);
  });
});
