import {
  cashBonusTotalCents,
  cashBonusesCents,
  cashBonusesEarned,
  computeRewards,
  giftCardsEarned,
  monthlyStatus,
  nextCashBonus,
  nextGiftCard,
  shouldHintCashBonus,
  shouldHintGiftCard,
} from './rewards.js';

describe('monthlyStatus', () => {
  it.each([
    [0, 'bronze'],
    [10, 'bronze'],
    [11, 'silver'],
    [20, 'silver'],
    [21, 'gold'],
    [100, 'gold'],
  ])('%i completed this month -> %s', (count, status) => {
    expect(monthlyStatus(count)).toBe(status);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => monthlyStatus(-1)).toThrow(RangeError);
    expect(() => monthlyStatus(1.5)).toThrow(RangeError);
  });
});

describe('cash bonuses', () => {
  it.each([
    [0, 0, 10],
    [1, 0, 9],
    [7, 0, 3],
    [9, 0, 1],
    [10, 1, 10],
    [19, 1, 1],
    [20, 2, 10],
    [35, 3, 5],
  ])('%i monthly -> %i earned, %i to the next', (monthly, earned, next) => {
    expect(cashBonusesEarned(monthly)).toBe(earned);
    expect(nextCashBonus(monthly)).toBe(next);
  });

  it('pays $250 per bonus', () => {
    expect(cashBonusTotalCents(23)).toBe(50000);
    expect(cashBonusesCents(0)).toBe(0);
    expect(cashBonusesCents(3)).toBe(75000);
  });
});

describe('gift cards', () => {
  it.each([
    [0, 0, 15],
    [14, 0, 1],
    [15, 1, 15],
    [16, 1, 14],
    [44, 2, 1],
    [45, 3, 15],
  ])('%i lifetime -> %i earned, %i to the next', (lifetime, earned, next) => {
    expect(giftCardsEarned(lifetime)).toBe(earned);
    expect(nextGiftCard(lifetime)).toBe(next);
  });
});

describe('computeRewards', () => {
  it('builds the rewards payload', () => {
    expect(computeRewards(12, 31)).toEqual({
      monthlyStatus: 'silver',
      monthlyCompletedReferrals: 12,
      lifetimeCompletedReferrals: 31,
      cashBonusesEarned: 1,
      nextCashBonus: 8,
      giftCardsEarned: 2,
      nextGiftCard: 14,
    });
  });
});

describe('notification hints', () => {
  it('hints at a cash bonus with 3 or fewer remaining', () => {
    expect(shouldHintCashBonus(computeRewards(7, 7))).toBe(true);
    expect(shouldHintCashBonus(computeRewards(6, 6))).toBe(false);
    expect(shouldHintCashBonus(computeRewards(10, 10))).toBe(false);
  });
  it('hints at a gift card with 2 or fewer remaining', () => {
    expect(shouldHintGiftCard(computeRewards(0, 13))).toBe(true);
    expect(shouldHintGiftCard(computeRewards(0, 12))).toBe(false);
  });
});
