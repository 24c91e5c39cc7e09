import { BADGE_DEFINITIONS, BADGE_TYPES, badgeStats, evaluateBadges } from './badges.js';
import type { BadgeReferral } from './badges.js';

const booked = (bookedAt: string, completedAt: string | null = null): BadgeReferral => ({ bookedAt, completedAt });

/** n referrals booked on successive days from a start date (noon in Honolulu = 22:00 UTC). */
const series = (n: number, startDay: string, completedCount = 0): BadgeReferral[] =>
  Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.parse(`${startDay}T22:00:00Z`) + i * 86_400_000).toISOString();
    return booked(at, i < completedCount ? at : null);
  });

const types = (history: BadgeReferral[], zone?: string) => evaluateBadges(history, zone).map((b) => b.type);
const badge = (history: BadgeReferral[], type: string) => evaluateBadges(history).find((b) => b.type === type);

describe('badge definitions', () => {
  // The names and emojis of RULES are pinned in spec-texts.spec.ts.
  it('keeps each icon inside its name and the type as key', () => {
    for (const type of BADGE_TYPES) {
      const definition = BADGE_DEFINITIONS[type];
      expect(definition.type).toBe(type);
      expect(definition.name.endsWith(` ${definition.iconEmoji}`)).toBe(true);
      expect(definition.description.length).toBeGreaterThan(0);
    }
  });
});

describe('evaluateBadges', () => {
  it('gives nothing without referrals', () => {
    expect(evaluateBadges([])).toEqual([]);
  });

  it('gives First Referral for the first booking, completed or not', () => {
    expect(evaluateBadges([booked('2026-11-23T20:00:00Z')])).toEqual([
      { ...BADGE_DEFINITIONS.first_referral, metadata: { referralCount: 1 } },
    ]);
  });

  it.each([
    [4, []],
    [5, ['completed_5']],
    [9, ['completed_5']],
    [10, ['completed_5', 'completed_10']],
    [24, ['completed_5', 'completed_10']],
    [25, ['completed_5', 'completed_10', 'completed_25']],
    [50, ['completed_5', 'completed_10', 'completed_25', 'completed_50']],
  ])('%i completed gives %j', (completed, expected) => {
    // One completion every 40 days keeps weekly, monthly and streak badges out of the way.
    const history = Array.from({ length: completed }, (_, i) => {
      const at = new Date(Date.parse('2020-01-06T22:00:00Z') + i * 40 * 86_400_000).toISOString();
      return booked(at, at);
    });
    expect(types(history).filter((t) => t.startsWith('completed_'))).toEqual(expected);
  });

  it('records the completed count as referralCount', () => {
    const history = series(7, '2026-01-05', 7);
    expect(badge(history, 'completed_5')?.metadata).toEqual({ referralCount: 7 });
  });

  it('counts only completed referrals towards completion badges', () => {
    expect(types(series(12, '2026-01-05', 4))).not.toContain('completed_5');
  });
});

describe('Weekly Warrior', () => {
  it('needs 5 bookings within one Monday-to-Sunday week', () => {
    expect(badge(series(5, '2026-11-23'), 'weekly_warrior')?.metadata).toEqual({ weeklyCount: 5 });
    // Saturday to Wednesday straddles two weeks: 2 + 3.
    expect(types(series(5, '2026-11-28'))).not.toContain('weekly_warrior');
  });

  it('reports the best week', () => {
    expect(badge(series(7, '2026-11-23'), 'weekly_warrior')?.metadata).toEqual({ weeklyCount: 7 });
  });

  it('counts Sunday evening in Honolulu in the same week even though it is Monday in UTC', () => {
    const history = [...series(4, '2026-11-23'), booked('2026-11-30T09:00:00Z')]; // Sun 29th, 11 pm HST
    expect(types(history)).toContain('weekly_warrior');
    expect(types(history, 'UTC')).not.toContain('weekly_warrior');
  });
});

describe('Monthly Star', () => {
  const completions = (isoTimes: string[]) => isoTimes.map((at) => booked('2026-01-05T22:00:00Z', at));

  it('needs 10 completions in one calendar month, by completion time', () => {
    const november = Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 10).padStart(2, '0')}T20:00:00Z`);
    expect(badge(completions(november), 'monthly_star')?.metadata).toEqual({ monthlyCount: 10 });
    expect(types(completions(november.slice(0, 9)))).not.toContain('monthly_star');
  });

  it('counts an evening of 30 November in Honolulu as November', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `2026-11-${String(i + 10).padStart(2, '0')}T20:00:00Z`);
    const history = completions([...nine, '2026-12-01T05:00:00Z']);
    expect(types(history)).toContain('monthly_star');
    expect(types(history, 'UTC')).not.toContain('monthly_star');
  });

  it('does not add up two months', () => {
    const split = [
      ...Array.from({ length: 5 }, (_, i) => `2026-10-2${String(i)}T20:00:00Z`),
      ...Array.from({ length: 5 }, (_, i) => `2026-11-0${String(i + 2)}T20:00:00Z`),
    ];
    expect(types(completions(split))).not.toContain('monthly_star');
  });
});

describe('On Fire streak', () => {
  it('needs bookings in 3 consecutive weeks', () => {
    const history = [booked('2026-11-16T22:00:00Z'), booked('2026-11-26T22:00:00Z'), booked('2026-12-06T22:00:00Z')];
    expect(badge(history, 'streak_3')?.metadata).toEqual({ maxStreak: 3 });
  });

  it('breaks on a week without bookings', () => {
    const history = [booked('2026-11-16T22:00:00Z'), booked('2026-11-23T22:00:00Z'), booked('2026-12-07T22:00:00Z')];
    expect(types(history)).not.toContain('streak_3');
    expect(badgeStats(history).maxStreak).toBe(2);
  });

  it('counts several bookings in a week once', () => {
    expect(types(series(6, '2026-11-23'))).not.toContain('streak_3');
  });

  it('runs across a year boundary and reports the longest run', () => {
    const history = ['2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04', '2027-02-01', '2027-02-08'].map((d) =>
      booked(`${d}T22:00:00Z`),
    );
    expect(badge(history, 'streak_3')?.metadata).toEqual({ maxStreak: 4 });
  });
});

describe('Closer', () => {
  it('needs at least 10 referrals', () => {
    expect(types(series(9, '2026-01-05', 9))).not.toContain('closer');
  });

  it('is earned at exactly 80%', () => {
    expect(badge(series(10, '2026-01-05', 8), 'closer')?.metadata).toEqual({ conversionRate: 80 });
  });

  it('is not earned below 80%', () => {
    expect(types(series(10, '2026-01-05', 7))).not.toContain('closer');
  });

  it('is not earned at 79.96% even though it rounds to 80.0', () => {
    const history = series(2500, '2000-01-03', 1999);
    expect(badgeStats(history).conversionRate).toBe(80);
    expect(types(history)).not.toContain('closer');
  });

  it('reports the rate with 1 decimal', () => {
    expect(badge(series(12, '2026-01-05', 11), 'closer')?.metadata).toEqual({ conversionRate: 91.7 });
  });
});

describe('invalid input', () => {
  it('throws on an unparsable time', () => {
    expect(() => evaluateBadges([booked('not a date')])).toThrow(RangeError);
  });
});

describe('instants or their text', () => {
  it('gives the same badges, in several zones, for a history given as Date instants as for its ISO-8601 text', () => {
    // Weeks across a DST change (America/New_York, 2026-03-08), and completions across a month's end.
    const history = series(40, '2026-02-20', 25);
    const asInstants = history.map((r) => ({ bookedAt: new Date(r.bookedAt), completedAt: r.completedAt === null ? null : new Date(r.completedAt) }));
    for (const zone of ['Pacific/Honolulu', 'America/New_York', 'Asia/Tokyo']) {
      expect(evaluateBadges(asInstants, zone)).toEqual(evaluateBadges(history, zone));
      expect(badgeStats(asInstants, zone)).toEqual(badgeStats(history, zone));
    }
    expect(types(asInstants)).toContain('streak_3');
  });

  it('throws on an invalid instant', () => {
    expect(() => evaluateBadges([{ bookedAt: new Date(Number.NaN), completedAt: null }])).toThrow(RangeError);
  });
});
