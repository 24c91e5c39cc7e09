import { type ChallengeDefinition, challengeDaysRemaining, challengePercent, challengeProblem, challengeStatus, challengeWindow, inChallengeWindow, isEligible, normalizeChallenge, rewardAmountCents } from './challenges.js';
import { CHALLENGE_DEALERSHIPS_REQUIRED, CHALLENGE_END_BEFORE_START, CHALLENGE_END_PAST, CHALLENGE_START_TOO_FAR, CHALLENGE_TOO_LONG, CHALLENGE_TARGET_INVALID, daysRemainingText, rewardText } from './texts/challenges.js';

const ZONE = 'Pacific/Honolulu';
/** Honolulu wall time (UTC−10). */
const hst = (wall: string) => new Date(`${wall}-10:00`);
const definition: ChallengeDefinition = {
  name: 'Sprint',
  metric: 'bookings',
  target: 2,
  rewardType: 'cash',
  rewardCents: 5000,
  rewardDescription: null,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  eligibility: 'everyone',
  dealerships: [],
};

describe('challenges', () => {
  it('counts from the start date midnight to the midnight after the end date, in the business time zone', () => {
    const window = challengeWindow('2026-12-01', '2026-12-31', ZONE);
    expect(window).toEqual({ start: hst('2026-12-01T00:00'), end: hst('2027-01-01T00:00') });
    expect(inChallengeWindow(hst('2026-11-30T23:59:59.999'), window)).toBe(false);
    expect(inChallengeWindow(hst('2026-12-01T00:00'), window)).toBe(true);
    expect(inChallengeWindow(hst('2026-12-31T23:59:59.999'), window)).toBe(true);
    expect(inChallengeWindow(hst('2027-01-01T00:00'), window)).toBe(false);
  });

  it("tells the status and the days remaining by the zone's date", () => {
    expect(challengeStatus('2026-12-01', '2026-12-31', false, hst('2026-11-30T23:59'), ZONE)).toBe('upcoming');
    expect(challengeStatus('2026-12-01', '2026-12-31', false, hst('2026-12-01T00:00'), ZONE)).toBe('active');
    expect(challengeStatus('2026-12-01', '2026-12-31', true, hst('2026-12-15T00:00'), ZONE)).toBe('ended');
    expect(challengeStatus('2026-12-01', '2026-12-31', false, hst('2027-01-01T00:00'), ZONE)).toBe('ended');
    // December 15 to 31: the spec's December card's 16 days.
    expect(challengeDaysRemaining('2026-12-31', hst('2026-12-15T12:00'), ZONE)).toBe(16);
    // Still December 31 in Honolulu though January 1 in UTC.
    expect(challengeDaysRemaining('2026-12-31', new Date('2027-01-01T09:00:00Z'), ZONE)).toBe(0);
    expect(daysRemainingText(0)).toBe('Last day');
    expect(daysRemainingText(1)).toBe('1 day remaining');
    expect(daysRemainingText(16)).toBe('16 days remaining');
  });

  it('checks a definition', () => {
    expect(challengeProblem(definition, '2026-12-10')).toBeNull();
    expect(challengeProblem({ ...definition, target: 0 }, '2026-12-10')).toBe(CHALLENGE_TARGET_INVALID);
    expect(challengeProblem({ ...definition, endDate: '2026-11-30' }, '2026-11-01')).toBe(CHALLENGE_END_BEFORE_START);
    expect(challengeProblem(definition, '2027-01-01')).toBe(CHALLENGE_END_PAST);
    expect(challengeProblem({ ...definition, endDate: '2027-12-02' }, '2026-11-01')).toBe(CHALLENGE_TOO_LONG);
    expect(challengeProblem({ ...definition, startDate: '2028-01-01', endDate: '2028-01-02' }, '2026-12-01')).toBe(CHALLENGE_START_TOO_FAR);
    expect(challengeProblem({ ...definition, eligibility: 'dealerships' }, '2026-12-01')).toBe(CHALLENGE_DEALERSHIPS_REQUIRED);
  });

  it('keeps a definition normalized, reads amounts, and tells who takes part', () => {
    expect(normalizeChallenge({ ...definition, name: ' A ', eligibility: 'dealerships', dealerships: ['Maui Toyota', 'Aloha Kia', 'Maui Toyota'] })).toMatchObject({
      name: 'A',
      dealerships: ['Aloha Kia', 'Maui Toyota'],
    });
    expect(normalizeChallenge({ ...definition, rewardType: 'gift_card', rewardDescription: '  ' }).rewardDescription).toBeNull();
    expect(rewardAmountCents('25')).toBe(2500);
    expect(rewardAmountCents('25.5')).toBe(2550);
    expect(rewardAmountCents('abc')).toBeNaN();
    expect(isEligible('everyone', [], null)).toBe(true);
    expect(isEligible('dealerships', ['Aloha Kia'], 'Aloha Kia')).toBe(true);
    expect(isEligible('dealerships', ['Aloha Kia'], 'Maui Toyota')).toBe(false);
    expect(challengePercent(1, 3)).toBe(33);
    expect(challengePercent(5, 3)).toBe(100);
    expect(rewardText('gift_card', '$25.00', 'Maui Coffee')).toBe('$25.00 Maui Coffee gift card');
    expect(rewardText('cash', '$50.00', null)).toBe('$50.00 cash');
  });
});
