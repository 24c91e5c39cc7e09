import {
  CASH_BONUS_CENTS,
  DECEMBER_CHALLENGE_BONUS_CENTS,
  DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT,
  DECEMBER_CHALLENGE_REFERRALS,
  cashBonusTotalCents,
  cashBonusesEarned,
  computeRewards,
  giftCardsEarned,
  monthlyStatus,
  newlyEarned,
  nextCashBonus,
  nextGiftCard,
  shouldHintCashBonus,
  shouldHintGiftCard,
} from './rewards';

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
    expect(CASH_BONUS_CENTS).toBe(25000);
    expect(cashBonusTotalCents(23)).toBe(50000);
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

describe('newlyEarned', () => {
  it('counts milestones crossed between two states', () => {
    expect(newlyEarned(computeRewards(9, 14), computeRewards(10, 15))).toEqual({ cashBonuses: 1, giftCards: 1 });
    expect(newlyEarned(computeRewards(10, 15), computeRewards(11, 16))).toEqual({ cashBonuses: 0, giftCards: 0 });
  });
  it('earns nothing when a new month resets the monthly count', () => {
    expect(newlyEarned(computeRewards(25, 40), computeRewards(0, 40))).toEqual({ cashBonuses: 0, giftCards: 0 });
  });
});

describe('December challenge', () => {
  it('asks 35 referrals for an extra $300', () => {
    expect(DECEMBER_CHALLENGE_REFERRALS).toBe(35);
    expect(DECEMBER_CHALLENGE_BONUS_CENTS).toBe(30000);
    expect(DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT).toBe('16 days remaining');
  });
});
