import { describe, expect, it } from 'vitest';
import { leaderboardEntry } from '@/testing/salesperson-fixtures';
import { ownEntry, rankLeaderboard } from './ranking';

describe('rankLeaderboard', () => {
  it('orders by monthly referrals, shares ranks on ties and marks the own row', () => {
    const ranked = rankLeaderboard(
      [
        leaderboardEntry({ id: 'a', firstName: 'Ana' }, { monthlyReferrals: 3, completedServices: 1 }),
        leaderboardEntry({ id: 'b', firstName: 'Ben' }, { monthlyReferrals: 7 }),
        leaderboardEntry({ id: 'c', firstName: 'Cora' }, { monthlyReferrals: 3, completedServices: 2 }),
        leaderboardEntry({ id: 'me', firstName: 'Kai', lastName: 'Kealoha' }, { monthlyReferrals: 1 }),
      ],
      'me',
    );
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.isSelf])).toEqual([
      ['Ben K.', 1, false],
      ['Cora K.', 2, false],
      ['Ana K.', 2, false],
      ['Kai Kealoha', 4, true],
    ]);
    expect(ownEntry(ranked)?.rank).toBe(4);
    expect(ownEntry(rankLeaderboard(ranked, 'nobody'))).toBeNull();
  });
});
