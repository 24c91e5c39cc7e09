// What both leaderboard views draw alike: the rank badge (gold, silver and bronze for the first three) and the
// phones' short column headings.
import type { ReactNode } from 'react';

export function RankBadge({ rank }: { rank: number }) {
  return <span className={rank <= 3 ? `leaderboard-rank leaderboard-rank-${String(rank)}` : 'leaderboard-rank'}>{rank}</span>;
}

/** Phones: short headings, the full one kept as the accessible name. */
export function heading(full: string, short: string, isDesktop: boolean): ReactNode {
  if (isDesktop) return full;
  return (
    <>
      <span aria-hidden title={full}>
        {short}
      </span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
