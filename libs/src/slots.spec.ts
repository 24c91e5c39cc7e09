import {
  SLOT_TIMES,
  addDaysToDate,
  calendarWindow,
  dateInZone,
  dayOfWeek,
  bookingDateProblem,
  isBookableDate,
  isInWindow,
  isServiceableDate,
  lastBookableDate,
  isSlotTime,
  isValidDateString,
  isValidTimeZone,
  isWeekend,
  lastNDays,
  monthKeyInZone,
  monthWindow,
  slotsForDate,
  slotStartInZone,
  startOfDateInZone,
  toInstant,
  todayInZone,
  weekKeyInZone,
  weekStartDate,
  weekWindow,
  windowDates,
  yearWindow,
} from './slots.js';
import { TZDate } from '@date-fns/tz';

const at = (iso: string) => new Date(iso);
const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

describe('slot times', () => {
  // The three slots themselves are pinned in spec-texts.spec.ts.
  it('isSlotTime accepts only exact slot strings', () => {
    expect(isSlotTime('10:30 AM')).toBe(true);
    expect(isSlotTime('10:30AM')).toBe(false);
    expect(isSlotTime('2:30 PM')).toBe(false);
    expect(isSlotTime(830)).toBe(false);
  });
});

describe('isValidDateString', () => {
  it.each(['2026-11-23', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (date) => {
    expect(isValidDateString(date)).toBe(true);
  });
  it.each([
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '2026-11-00',
    '2026-1-5',
    '26-11-23',
    '2026/11/23',
    '2026-11-23T00:00:00Z',
    ' 2026-11-23',
    '',
  ])('rejects %s', (date) => {
    expect(isValidDateString(date)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(isValidDateString(20261123)).toBe(false);
    expect(isValidDateString(null)).toBe(false);
  });
});

describe('calendar dates', () => {
  it('knows the weekday of a date regardless of zone', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(isWeekend('2026-11-21')).toBe(true); // Saturday
    expect(isWeekend('2026-11-22')).toBe(true); // Sunday
    expect(isWeekend('2026-11-23')).toBe(false); // Monday
    expect(isWeekend('2026-11-27')).toBe(false); // Friday
  });

  it('throws on a malformed date', () => {
    expect(() => isWeekend('2026-02-30')).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysToDate('2026-11-23', -7)).toBe('2026-11-16');
  });

  it('finds the Monday that starts a week', () => {
    expect(weekStartDate('2026-11-23')).toBe('2026-11-23');
    expect(weekStartDate('2026-11-27')).toBe('2026-11-23');
    expect(weekStartDate('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekStartDate('2026-11-30')).toBe('2026-11-30');
    expect(weekStartDate('2027-01-01')).toBe('2026-12-28');
  });
});

describe('today in the business zone', () => {
  it('is still the previous date in Honolulu when UTC has moved on', () => {
    const now = at('2026-11-24T05:00:00Z'); // 7 pm on the 23rd in Honolulu
    expect(todayInZone(now)).toBe('2026-11-23');
    expect(todayInZone(now, 'UTC')).toBe('2026-11-24');
  });

  it('turns over at Honolulu midnight', () => {
    expect(todayInZone(at('2026-11-24T09:59:59.999Z'))).toBe('2026-11-23');
    expect(todayInZone(at('2026-11-24T10:00:00.000Z'))).toBe('2026-11-24');
  });

  it('gives dates and keys of instants in the zone', () => {
    expect(dateInZone('2026-12-01T05:00:00Z')).toBe('2026-11-30');
    expect(monthKeyInZone('2026-12-01T05:00:00Z')).toBe('2026-11');
    expect(weekKeyInZone('2026-11-30T09:00:00Z')).toBe('2026-11-23'); // Sunday night in Honolulu
    expect(weekKeyInZone('2026-11-30T10:00:00Z')).toBe('2026-11-30');
  });

  it('gives each zone its own date of the same instant, across a daylight-saving change', () => {
    const instant = '2026-03-08T06:30:00Z'; // 01:30 in New York just before clocks go forward; still the 7th in Honolulu
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-03-08');
    expect(dateInZone(instant, 'Pacific/Honolulu')).toBe('2026-03-07');
    expect(dateInZone(instant, 'Asia/Tokyo')).toBe('2026-03-08');
    // After the change New York is UTC-4: 03:59 on the 8th, and the day turns at 04:00Z on the 9th.
    expect(dateInZone('2026-03-09T03:59:59.999Z', 'America/New_York')).toBe('2026-03-08');
    expect(dateInZone('2026-03-09T04:00:00.000Z', 'America/New_York')).toBe('2026-03-09');
    expect(dateInZone(new Date('2026-03-09T04:00:00.000Z'), 'America/New_York')).toBe('2026-03-09'); // asked again, as a Date
  });

  it('refuses unparsable instants', () => {
    expect(() => toInstant('yesterday')).toThrow(RangeError);
    expect(() => dateInZone(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('validates zone names', () => {
    expect(isValidTimeZone('Pacific/Honolulu')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('slotsForDate', () => {
  const now = at('2026-11-23T20:00:00Z'); // Monday 10 am in Honolulu

  it('offers all three slots on a weekday from today on', () => {
    expect(slotsForDate('2026-11-23', now)).toEqual(['8:30 AM', '10:30 AM', '12:30 PM']);
    expect(slotsForDate('2026-11-27', now)).toEqual(SLOT_TIMES);
    expect(slotsForDate('2027-03-01', now)).toEqual(SLOT_TIMES);
  });

  it('offers nothing on a weekend', () => {
    expect(slotsForDate('2026-11-28', now)).toEqual([]);
    expect(slotsForDate('2026-11-29', now)).toEqual([]);
  });

  it('offers nothing before today', () => {
    expect(slotsForDate('2026-11-20', now)).toEqual([]);
    expect(slotsForDate('2025-11-24', now)).toEqual([]);
  });

  it('treats a date that is today in Honolulu but yesterday in UTC as today', () => {
    const evening = at('2026-11-24T05:00:00Z'); // 24th in UTC, 23rd 7 pm in Honolulu
    expect(slotsForDate('2026-11-23', evening)).toEqual(SLOT_TIMES);
    expect(slotsForDate('2026-11-23', evening, 'UTC')).toEqual([]);
  });

  it('closes a date at midnight in the zone', () => {
    expect(slotsForDate('2026-11-23', at('2026-11-24T09:59:59Z'))).toEqual(SLOT_TIMES);
    expect(slotsForDate('2026-11-23', at('2026-11-24T10:00:00Z'))).toEqual([]);
  });

  it('throws on a malformed date', () => {
    expect(() => slotsForDate('2026-11-31', now)).toThrow(RangeError);
    expect(() => slotsForDate('tomorrow', now)).toThrow(RangeError);
  });

  it('isBookableDate agrees', () => {
    expect(isBookableDate('2026-11-23', now)).toBe(true);
    expect(isBookableDate('2026-11-22', now)).toBe(false);
  });
});

describe('the booking horizon', () => {
  const now = at('2026-11-23T20:00:00Z'); // Monday 10 am in Honolulu

  it('ends the given number of days after today in the zone', () => {
    expect(lastBookableDate(now, 'Pacific/Honolulu', 10)).toBe('2026-12-03');
    // Already the 24th in UTC, still the 23rd in Honolulu.
    expect(lastBookableDate(at('2026-11-24T05:00:00Z'), 'Pacific/Honolulu', 10)).toBe('2026-12-03');
  });

  it('says why a date cannot be booked', () => {
    expect(bookingDateProblem('2026-12-03', now, 'Pacific/Honolulu', 10)).toBeNull();
    expect(bookingDateProblem('2026-12-04', now, 'Pacific/Honolulu', 10)).toBe('beyond-horizon');
    expect(bookingDateProblem('2026-11-20', now, 'Pacific/Honolulu', 10)).toBe('weekend-or-past');
    expect(bookingDateProblem('2026-11-28', now, 'Pacific/Honolulu', 10)).toBe('weekend-or-past');
    expect(slotsForDate('2026-12-04', now, 'Pacific/Honolulu', 10)).toEqual([]);
  });
});

describe('isServiceableDate', () => {
  const now = at('2026-11-24T05:00:00Z'); // the 24th in UTC, Monday the 23rd 7 pm in Honolulu

  it('allows the service from the appointment date on, in the zone', () => {
    expect(isServiceableDate('2026-11-20', now)).toBe(true);
    expect(isServiceableDate('2026-11-23', now)).toBe(true);
    expect(isServiceableDate('2026-11-24', now)).toBe(false);
    expect(isServiceableDate('2026-11-24', now, 'UTC')).toBe(true);
  });

  it('throws on a malformed date', () => {
    expect(() => isServiceableDate('2026-11-31', now)).toThrow(RangeError);
  });
});

describe('calendar windows in Honolulu', () => {
  it('starts the week on Monday at local midnight', () => {
    expect(iso(weekWindow(at('2026-11-26T22:00:00Z')))).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-30T10:00:00.000Z']);
  });

  it('puts Sunday night (already Monday in UTC) in the previous week', () => {
    expect(iso(weekWindow(at('2026-11-23T09:00:00Z')))).toEqual(['2026-11-16T10:00:00.000Z', '2026-11-23T10:00:00.000Z']);
  });

  it('uses the local month, not the UTC month', () => {
    const now = at('2026-12-01T05:00:00Z'); // still 30 November in Honolulu
    expect(iso(monthWindow(now))).toEqual(['2026-11-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z']);
    expect(windowDates(monthWindow(now))).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });

  it('uses the local year', () => {
    const now = at('2027-01-01T03:00:00Z'); // New Year's Eve in Honolulu
    expect(iso(yearWindow(now))).toEqual(['2026-01-01T10:00:00.000Z', '2027-01-01T10:00:00.000Z']);
    expect(windowDates(calendarWindow('year', now))).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });
});

describe('calendar windows asked one after another (the last one is kept)', () => {
  it('gives each instant its own window: the next month at its first instant, the earlier month again, another zone', () => {
    const november = ['2026-11-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z'];
    expect(iso(monthWindow(at('2026-11-26T22:00:00Z')))).toEqual(november);
    expect(iso(monthWindow(at('2026-12-01T09:59:59.999Z')))).toEqual(november);
    expect(iso(monthWindow(at('2026-12-01T10:00:00Z')))).toEqual(['2026-12-01T10:00:00.000Z', '2027-01-01T10:00:00.000Z']);
    expect(iso(monthWindow(at('2026-11-01T10:00:00Z')))).toEqual(november);
    expect(iso(monthWindow(at('2026-11-26T22:00:00Z'), 'America/New_York'))).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
    expect(iso(weekWindow(at('2026-11-26T22:00:00Z')))).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-30T10:00:00.000Z']);
  });

  it('hands out a window of its own each time: changing one changes no later answer', () => {
    const first = monthWindow(at('2026-11-26T22:00:00Z'));
    first.start.setTime(0);
    expect(iso(monthWindow(at('2026-11-26T22:00:00Z')))).toEqual(['2026-11-01T10:00:00.000Z', '2026-12-01T10:00:00.000Z']);
  });
});

describe('calendar windows across a DST change', () => {
  const ny = 'America/New_York';

  it('keeps local midnights on both sides of the change', () => {
    expect(iso(monthWindow(at('2026-03-15T12:00:00Z'), ny))).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
    expect(iso(weekWindow(at('2026-03-05T12:00:00Z'), ny))).toEqual([
      '2026-03-02T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
  });

  it('finds the start of a date in the zone', () => {
    expect(startOfDateInZone('2026-11-23').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(startOfDateInZone('2026-03-08', ny).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDateInZone('2026-03-09', ny).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDateInZone('2026-11-23', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });
});

describe('lastNDays', () => {
  const now = at('2026-11-24T05:00:00Z'); // 23rd, 7 pm in Honolulu

  it('covers n whole local days including today', () => {
    expect(iso(lastNDays(now, 30))).toEqual(['2026-10-25T10:00:00.000Z', '2026-11-24T10:00:00.000Z']);
    expect(iso(lastNDays(now, 7))).toEqual(['2026-11-17T10:00:00.000Z', '2026-11-24T10:00:00.000Z']);
    expect(iso(lastNDays(now, 1))).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-24T10:00:00.000Z']);
  });

  it('refuses a non-positive or fractional count', () => {
    expect(() => lastNDays(now, 0)).toThrow(RangeError);
    expect(() => lastNDays(now, 1.5)).toThrow(RangeError);
  });
});

describe('isInWindow', () => {
  const window = { start: at('2026-11-23T10:00:00Z'), end: at('2026-11-30T10:00:00Z') };
  it('includes the start and excludes the end', () => {
    expect(isInWindow('2026-11-23T10:00:00Z', window)).toBe(true);
    expect(isInWindow('2026-11-30T09:59:59.999Z', window)).toBe(true);
    expect(isInWindow('2026-11-30T10:00:00Z', window)).toBe(false);
    expect(isInWindow(at('2026-11-23T09:59:59.999Z'), window)).toBe(false);
  });
});

describe('slotStartInZone', () => {
  it("is the slot on the zone's wall clock, on both sides of a DST change", () => {
    expect(slotStartInZone('2031-01-09', '10:30 AM', 'Pacific/Honolulu').toISOString()).toBe('2031-01-09T20:30:00.000Z');
    // New York moves its clocks on Sunday 8 March 2026.
    expect(slotStartInZone('2026-03-06', '8:30 AM', 'America/New_York').toISOString()).toBe('2026-03-06T13:30:00.000Z');
    expect(slotStartInZone('2026-03-09', '8:30 AM', 'America/New_York').toISOString()).toBe('2026-03-09T12:30:00.000Z');
    expect(Number.isNaN(slotStartInZone('2026-03-09', '8:30 AM', 'Not/A_Zone').getTime())).toBe(true);
  });

  it('names the instant TZDate names, every day of years around changes of offset: DST, half-hour DST, midnight changes, local mean time', () => {
    const stretches: [zone: string, from: number, to: number][] = [
      ['Pacific/Honolulu', 1890, 1900], // local mean time (an offset in seconds) until noon on 13 January 1896
      ['Pacific/Honolulu', 1942, 1945],
      ['America/New_York', 2025, 2027],
      ['Europe/London', 1968, 1971],
      ['Australia/Lord_Howe', 2024, 2026], // a DST of half an hour
      ['America/Sao_Paulo', 2017, 2019], // clocks changed at midnight
    ];
    let compared = 0;
    for (const [zone, from, to] of stretches) {
      for (let day = Date.UTC(from, 0, 1); day < Date.UTC(to + 1, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
        for (const time of SLOT_TIMES) {
          const [, h, m, half] = /^(\d+):(\d+) (AM|PM)$/.exec(time)!;
          const expected = new TZDate(year, month - 1, dayOfMonth, (Number(h) % 12) + (half === 'PM' ? 12 : 0), Number(m), zone).getTime();
          if (slotStartInZone(date, time, zone).getTime() !== expected) throw new Error(`${zone} ${date} ${time}: ${slotStartInZone(date, time, zone).toISOString()}, TZDate ${new Date(expected).toISOString()}`);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(25_000);
  });
});
