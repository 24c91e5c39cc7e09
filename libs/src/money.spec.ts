import {
  centsToDecimal,
  centsToDollars,
  decimalToCents,
  dollarsToCents,
  formatAmount,
  formatMoney,
  formatPercent,
  formatRate,
  parseDecimal,
  percentOf,
  roundRate,
} from './money.js';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [2500, '25.00'],
    [60000, '600.00'],
    [123450, '1234.50'],
    [-500, '-5.00'],
    [-5, '-0.05'],
  ])('%i cents -> "%s"', (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });

  it('refuses fractional or non-finite cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['25', 2500],
    ['25.0', 2500],
    ['25.5', 2550],
    ['25.00', 2500],
    ['0.05', 5],
    ['600.00', 60000],
    ['0', 0],
    ['007.10', 710],
  ])('"%s" -> %i cents', (input, cents) => {
    expect(parseDecimal(input)).toBe(cents);
  });

  it.each(['', ' 25', '25 ', '-5.00', '+5', '25.005', '1,000.00', '$25', '.50', '25.', 'abc', '1e3', 'NaN'])(
    'rejects "%s"',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
    },
  );

  it('rejects amounts too large to hold exactly', () => {
    expect(parseDecimal('99999999999999999999.00')).toBeNull();
  });

  it('round-trips with centsToDecimal', () => {
    for (const cents of [0, 1, 99, 100, 47300, 123456789]) {
      expect(parseDecimal(centsToDecimal(cents))).toBe(cents);
    }
  });
});

describe('decimalToCents', () => {
  it('returns cents for a valid amount', () => {
    expect(decimalToCents('25.00')).toBe(2500);
  });
  it('throws for an invalid amount', () => {
    expect(() => decimalToCents('25.001')).toThrow('Not a money amount');
  });
});

describe('dollarsToCents / centsToDollars', () => {
  it('converts without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(25)).toBe(2500);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
  it('refuses non-finite input', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });
  it('gives dollars as a number', () => {
    expect(centsToDollars(2550)).toBe(25.5);
    expect(centsToDollars(0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [2500, '$25.00'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123450, '$1,234.50'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('%i -> %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it('formats a wire decimal, or numeric dollars, like formatMoney', () => {
    expect(formatAmount('25.00')).toBe('$25.00');
    expect(formatAmount('1234.5')).toBe('$1,234.50');
    expect(formatAmount('25')).toBe('$25.00');
    expect(formatAmount(15)).toBe('$15.00');
    expect(formatAmount(22.5)).toBe('$22.50');
    expect(formatAmount(0.29)).toBe('$0.29');
  });

  it('shows a string that is not an amount as it came', () => {
    expect(formatAmount('n/a')).toBe('n/a');
    expect(formatAmount('')).toBe('');
  });
});

describe('rates', () => {
  it('percentOf is 0 when the denominator is 0', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
  });
  it('percentOf computes part of whole', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(3, 2)).toBe(150);
  });
  it('roundRate keeps 1 decimal and rounds halves up', () => {
    expect(roundRate(66.666)).toBe(66.7);
    expect(roundRate(1.45)).toBe(1.5);
    expect(roundRate(1.05)).toBe(1.1);
    expect(roundRate(80)).toBe(80);
    expect(roundRate(-1.25)).toBe(-1.3);
  });
  it('formats rates and percentages with 1 decimal', () => {
    expect(formatRate(percentOf(2, 3))).toBe('66.7');
    expect(formatRate(100)).toBe('100.0');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(83.33)).toBe('83.3%');
  });
  it('refuses non-finite rates', () => {
    expect(() => roundRate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
