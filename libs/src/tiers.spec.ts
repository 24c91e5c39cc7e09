import {
  ADMIN_TIERS,
  TIERS,
  adminTierColor,
  adminTierFor,
  adminTierLabel,
  tierFor,
  tierStateFor,
  tierStateLabel,
} from './tiers.js';

const byId = (id: string) => {
  const tier = TIERS.find((t) => t.id === id);
  if (!tier) throw new Error(`no tier ${id}`);
  return tier;
};
const states = (count: number) => TIERS.map((tier) => tierStateLabel(tierStateFor(tier, count)));

describe('TIERS', () => {
  // The fallback table of SPEC 9 is pinned in spec-texts.spec.ts.
  it('pays every tier weekly and gives it a colour', () => {
    for (const tier of TIERS) {
      expect(tier.payoutFrequency).toBe('weekly');
      expect(tier.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('has contiguous ranges', () => {
    for (let i = 1; i < TIERS.length; i += 1) {
      expect(TIERS[i]?.minReferrals).toBe((TIERS[i - 1]?.maxReferrals ?? Number.NaN) + 1);
    }
  });
});

describe('tierFor', () => {
  it.each([
    [0, 'bronze'],
    [9, 'bronze'],
    [10, 'silver'],
    [19, 'silver'],
    [20, 'gold'],
    [29, 'gold'],
    [30, 'platinum'],
    [500, 'platinum'],
  ])('%i completed -> %s', (count, id) => {
    expect(tierFor(count).id).toBe(id);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => tierFor(-1)).toThrow(RangeError);
    expect(() => tierFor(2.5)).toThrow(RangeError);
  });
});

describe('tierStateFor', () => {
  it('with nothing completed: Bronze done, Silver next, the rest locked', () => {
    expect(states(0)).toEqual(['Completed', '10 more to unlock', 'Locked', 'Locked']);
  });

  it('one short of Silver', () => {
    expect(states(9)).toEqual(['Completed', '1 more to unlock', 'Locked', 'Locked']);
  });

  it('exactly at Silver marks it completed and Gold next', () => {
    expect(states(10)).toEqual(['Completed', 'Completed', '10 more to unlock', 'Locked']);
  });

  it('in Gold', () => {
    expect(states(25)).toEqual(['Completed', 'Completed', 'Completed', '5 more to unlock']);
  });

  it('at Platinum everything is completed', () => {
    expect(states(30)).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
    expect(states(99)).toEqual(['Completed', 'Completed', 'Completed', 'Completed']);
  });

  it('reports the remaining count even for locked tiers', () => {
    expect(tierStateFor(byId('platinum'), 3)).toEqual({ state: 'locked', remaining: 27 });
    expect(tierStateFor(byId('silver'), 3)).toEqual({ state: 'unlockable', remaining: 7 });
    expect(tierStateFor(byId('bronze'), 3)).toEqual({ state: 'completed', remaining: 0 });
  });
});

describe('admin tiers', () => {
  it.each([
    [0, 'Bronze'],
    [9, 'Bronze'],
    [10, 'Silver'],
    [20, 'Gold'],
    [30, 'Platinum'],
    [49, 'Platinum'],
    [50, 'Diamond'],
    [1000, 'Diamond'],
  ])('%i completed -> %s', (count, name) => {
    expect(adminTierFor(count)).toBe(name);
  });

  it('labels and colours each tier', () => {
    expect(adminTierLabel('Bronze')).toBe('Bronze Tier');
    expect(ADMIN_TIERS.map((t) => t.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(new Set(ADMIN_TIERS.map((t) => adminTierColor(t.name))).size).toBe(5);
    expect(adminTierColor('Gold')).toBe(byId('gold').color);
  });
});
