// The server orders the leaderboard (booked this month, then completed this month, both descending;
// then first name, last name and id), so the browser never re-ranks it: a salesperson's rank is their
// place in the server's list. The leaderboard and the bell's podium notice both read ranks from here.
import type { LeaderboardEntry } from '@tint/libs/api-types';

export type RankedEntry = LeaderboardEntry & { rank: number };

export function withRanks(entries: readonly LeaderboardEntry[]): RankedEntry[] {
  return entries.map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** The salesperson's own entry with its rank, or null when the list does not include them. */
export function ownRankedEntry(entries: readonly LeaderboardEntry[], userId: string): RankedEntry | null {
  return withRanks(entries).find((entry) => entry.user.id === userId) ?? null;
}
