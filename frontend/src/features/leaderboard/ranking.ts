// Ranks on the leaderboard follow its default order, referrals booked this month (SPEC 2.3). Equal
// counts share a rank ('1, 2, 2, 4'), so re-sorting the table by another column never renumbers anyone.
import type { LeaderboardEntry } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';

export type RankedEntry = LeaderboardEntry & {
  rank: number;
  /** The signed-in salesperson's own row. */
  isSelf: boolean;
  /** First name and last name (or initial) as the server sent them. */
  name: string;
};

/** Highest monthly referrals first; ties by completed services, then by name, for a stable order. */
export function rankLeaderboard(entries: readonly LeaderboardEntry[], selfId: string): RankedEntry[] {
  const named = entries.map((entry) => ({
    ...entry,
    name: fullName(entry.user.firstName, entry.user.lastName),
    isSelf: entry.user.id === selfId,
  }));
  named.sort(
    (a, b) =>
      b.monthlyReferrals - a.monthlyReferrals ||
      b.completedServices - a.completedServices ||
      a.name.localeCompare(b.name),
  );
  let rank = 0;
  return named.map((entry, index) => {
    if (index === 0 || named[index - 1]?.monthlyReferrals !== entry.monthlyReferrals) rank = index + 1;
    return { ...entry, rank };
  });
}

/** The signed-in salesperson's entry, or null when the list does not include them. */
export function ownEntry(ranked: readonly RankedEntry[]): RankedEntry | null {
  return ranked.find((entry) => entry.isSelf) ?? null;
}
