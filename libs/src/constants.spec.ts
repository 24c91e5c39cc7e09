import {
  APPOINTMENT_NOTICE_DAYS,
  APPOINTMENT_NOTICE_MAX,
  BONUS_HINT_MAX_REMAINING,
  DEFAULT_BUSINESS_TIMEZONE,
  DEFAULT_COMMISSION_CENTS,
  DEFAULT_PAYOUT_METHOD,
  DEFAULT_SLOT_CAPACITY,
  GIFT_CARD_HINT_MAX_REMAINING,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_SCHEDULE_TEXT,
  TEST_BOOKING_COMMISSION_CENTS,
  TEST_BOOKING_PRICE_CENTS,
  formatUnreadCount,
  isAppointmentStatus,
  isPayoutMethod,
  isPayoutStatus,
  parsePayoutPeriod,
  successRateColor,
} from './constants';
import { centsToDecimal } from './money';

describe('constants', () => {
  it('carries the RULES defaults', () => {
    expect(DEFAULT_BUSINESS_TIMEZONE).toBe('Pacific/Honolulu');
    expect(centsToDecimal(DEFAULT_COMMISSION_CENTS)).toBe('25.00');
    expect(DEFAULT_SLOT_CAPACITY).toBe(1);
    expect(centsToDecimal(TEST_BOOKING_PRICE_CENTS)).toBe('600.00');
    expect(TEST_BOOKING_COMMISSION_CENTS).toBe(2500);
  });

  it('lists the payout methods with venmo as default, each with a label', () => {
    expect(PAYOUT_METHODS).toEqual(['venmo', 'paypal', 'zelle', 'cash', 'check', 'other']);
    expect(DEFAULT_PAYOUT_METHOD).toBe('venmo');
    expect(Object.keys(PAYOUT_METHOD_LABELS).sort()).toEqual([...PAYOUT_METHODS].sort());
  });

  it('describes the weekly Friday payout', () => {
    expect(PAYOUT_SCHEDULE_TEXT).toMatch(/weekly/);
    expect(PAYOUT_SCHEDULE_TEXT).toMatch(/Fridays by 6 pm/);
  });

  it('keeps the notification hint limits', () => {
    expect([BONUS_HINT_MAX_REMAINING, GIFT_CARD_HINT_MAX_REMAINING]).toEqual([3, 2]);
    expect([APPOINTMENT_NOTICE_DAYS, APPOINTMENT_NOTICE_MAX]).toEqual([7, 2]);
  });
});

describe('guards', () => {
  it('recognise statuses and methods exactly', () => {
    expect(isAppointmentStatus('scheduled')).toBe(true);
    expect(isAppointmentStatus('completed')).toBe(true);
    expect(isAppointmentStatus('in-progress')).toBe(false);
    expect(isPayoutStatus('fulfilled')).toBe(true);
    expect(isPayoutStatus('paid')).toBe(false);
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
