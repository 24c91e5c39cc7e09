import { describe, expect, it } from 'vitest';
import { leaderboardEntry } from '@/testing/salesperson-fixtures';
import { ownRankedEntry, withRanks } from './leaderboard-ranks';

const serverOrder = [
  leaderboardEntry({ id: 'b', firstName: 'Ben' }, { monthlyReferrals: 7 }),
  // Equal months: the server already put the one with more completed services first.
  leaderboardEntry({ id: 'c', firstName: 'Cora' }, { monthlyReferrals: 3, completedServices: 2 }),
  leaderboardEntry({ id: 'a', firstName: 'Ana' }, { monthlyReferrals: 3, completedServices: 1 }),
  leaderboardEntry({ id: 'me', firstName: 'Kai', lastName: 'Kealoha' }, { monthlyReferrals: 1 }),
];

describe('leaderboard ranks', () => {
  it("numbers the server's order as it came, ties included", () => {
    expect(withRanks(serverOrder).map((entry) => [entry.user.id, entry.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
      ['me', 4],
    ]);
  });

  it("finds the salesperson's own entry, or none", () => {
    expect(ownRankedEntry(serverOrder, 'me')).toMatchObject({ rank: 4, monthlyReferrals: 1 });
    expect(ownRankedEntry(serverOrder, 'nobody')).toBeNull();
    expect(ownRankedEntry([], 'me')).toBeNull();
  });
});
