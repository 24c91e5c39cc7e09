import { CLOSURE_MAX_DAYS } from './constants.js';
import { closedDatesBetween, dateRangeProblem, daysInRange, isClosedDate } from './closures.js';
import { addDaysToDate } from './slots.js';

describe('closure date ranges', () => {
  it('counts both ends, across months and leap days', () => {
    expect(daysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInRange('2026-12-24', '2027-01-01')).toBe(9);
  });

  it('takes real dates, the end on or after the start, at most CLOSURE_MAX_DAYS days', () => {
    expect(dateRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(dateRangeProblem('2026-11-23', addDaysToDate('2026-11-23', CLOSURE_MAX_DAYS - 1))).toBeNull();
    expect(dateRangeProblem('2026-11-23', addDaysToDate('2026-11-23', CLOSURE_MAX_DAYS))).toBe('too-long');
    expect(dateRangeProblem('2026-11-24', '2026-11-23')).toBe('end-before-start');
    expect(dateRangeProblem('2026-02-30', '2026-03-02')).toBe('invalid-date');
    expect(dateRangeProblem('2026-11-23', undefined)).toBe('invalid-date');
    expect(dateRangeProblem('11/23/2026', '2026-11-24')).toBe('invalid-date');
  });

  it('knows the closed dates of overlapping ranges, cut to a window', () => {
    const ranges = [
      { startDate: '2026-12-24', endDate: '2026-12-26' },
      { startDate: '2026-12-26', endDate: '2026-12-28' },
    ];
    expect(isClosedDate('2026-12-24', ranges)).toBe(true);
    expect(isClosedDate('2026-12-28', ranges)).toBe(true);
    expect(isClosedDate('2026-12-29', ranges)).toBe(false);
    expect(closedDatesBetween(ranges, '2026-12-25', '2026-12-27')).toEqual(['2026-12-25', '2026-12-26', '2026-12-27']);
    expect(closedDatesBetween(ranges, '2027-01-01', '2027-01-31')).toEqual([]);
  });
});
