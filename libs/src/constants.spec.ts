import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_SCHEDULE_TEXT,
  formatUnreadCount,
  isPayoutMethod,
  parsePayoutPeriod,
  successRateColor,
} from './constants.js';

describe('constants', () => {
  // The values of SPEC and RULES are pinned in spec-texts.spec.ts.
  it('labels every payout method', () => {
    expect(Object.keys(PAYOUT_METHOD_LABELS).sort()).toEqual([...PAYOUT_METHODS].sort());
  });

  it('describes the weekly Friday payout', () => {
    expect(PAYOUT_SCHEDULE_TEXT).toMatch(/weekly/);
    expect(PAYOUT_SCHEDULE_TEXT).toMatch(/Fridays by 6 pm/);
  });
});

describe('guards', () => {
  it('recognise payout methods exactly', () => {
    expect(isPayoutMethod('zelle')).toBe(true);
    expect(isPayoutMethod('Venmo')).toBe(false);
    expect(isPayoutMethod(undefined)).toBe(false);
  });
});

describe('parsePayoutPeriod', () => {
  it('accepts MTD and YTD in any case', () => {
    expect(parsePayoutPeriod('MTD')).toBe('MTD');
    expect(parsePayoutPeriod('ytd')).toBe('YTD');
  });
  it('rejects anything else', () => {
    expect(parsePayoutPeriod('WTD')).toBeNull();
    expect(parsePayoutPeriod('')).toBeNull();
    expect(parsePayoutPeriod(undefined)).toBeNull();
  });
});

describe('successRateColor', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59.9, 'red'],
    [0, 'red'],
  ])('%d%% is %s', (rate, color) => {
    expect(successRateColor(rate)).toBe(color);
  });
});

describe('formatUnreadCount', () => {
  it('shows the number up to 9 and 9+ above', () => {
    expect(formatUnreadCount(0)).toBe('0');
    expect(formatUnreadCount(9)).toBe('9');
    expect(formatUnreadCount(10)).toBe('9+');
    expect(formatUnreadCount(250)).toBe('9+');
  });
});
