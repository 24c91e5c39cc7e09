// /tv/<token> (issue 20, part 4): a full-screen board for a showroom TV, read from across the room. This month's top
// salespeople (names masked by the server), the dealership standings and the active challenges; no buttons, links or
// inputs: nobody operates it. It updates by itself (the live stream, and a slow poll), and says so when its link was
// revoked.
import { TV_LEADERBOARD_SIZE, type TvBoard, type TvChallenge } from '@tint/libs/tv';
import {
  TV_CHALLENGES_TITLE,
  TV_COLUMNS,
  TV_DEALERSHIPS_LABEL,
  TV_DEALERSHIPS_TITLE,
  TV_INVALID_TITLE,
  TV_LEADERBOARD_LABEL,
  TV_LEADERBOARD_TITLE,
  TV_LOADING,
  TV_NO_CHALLENGES,
  TV_NO_DEALERSHIPS,
  TV_NO_LEADERBOARD,
  TV_PAGE_TITLE,
  TV_TOKEN_INVALID,
  TV_UNAVAILABLE_TEXT,
  TV_UNAVAILABLE_TITLE,
  tvChallengeGoal,
  tvDaysRemaining,
  tvMonthHeading,
  tvUpdatedAt,
} from '@tint/libs/texts/tv';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useBusinessTimeZone } from '@/lib/client-config';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { isTurnedOff, useTvBoard } from '../api';
import '../tv.css';

function useUpdatedTime(iso: string | undefined): string {
  const zone = useBusinessTimeZone();
  const format = useMemo(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }), [zone]);
  return iso ? format.format(new Date(iso)) : '';
}

/** One panel of the screen: its titled section, and its text when it has nothing to show. */
function TvPanel({ name, title, emptyText, isEmpty, children }: { name: string; title: string; emptyText: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <section className={`tv-panel tv-${name}`} aria-labelledby={`tv-${name}-title`}>
      <h2 id={`tv-${name}-title`} className="tv-panel-title">
        {title}
      </h2>
      {isEmpty ? <p className="tv-empty">{emptyText}</p> : children}
    </section>
  );
}

function Leaderboard({ board }: { board: TvBoard }) {
  return (
    <TvPanel name="leaderboard" title={TV_LEADERBOARD_TITLE} emptyText={TV_NO_LEADERBOARD} isEmpty={board.leaderboard.length === 0}>
      <table className="tv-table" aria-label={TV_LEADERBOARD_LABEL}>
        <thead>
          <tr>
            <th scope="col" className="tv-rank">
              {TV_COLUMNS.rank}
            </th>
            <th scope="col">{TV_COLUMNS.name}</th>
            <th scope="col" className="tv-dealership-column">
              {TV_COLUMNS.dealership}
            </th>
            <th scope="col" className="tv-number">
              {TV_COLUMNS.bookings}
            </th>
            <th scope="col" className="tv-number">
              {TV_COLUMNS.completed}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.leaderboard.slice(0, TV_LEADERBOARD_SIZE).map((entry) => (
            <tr key={entry.rank} className={entry.rank <= 3 ? `tv-podium tv-podium-${String(entry.rank)}` : undefined}>
              <td className="tv-rank">
                <span className="tv-rank-badge">{entry.rank}</span>
              </td>
              <td className="tv-name">
                <span className="tv-person">{entry.name}</span>
                <span className="tv-person-dealership">{entry.dealership}</span>
              </td>
              <td className="tv-dealership-column">{entry.dealership}</td>
              <td className="tv-number tv-strong">{entry.bookings}</td>
              <td className="tv-number">{entry.completed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TvPanel>
  );
}

function Dealerships({ board }: { board: TvBoard }) {
  return (
    <TvPanel name="dealerships" title={TV_DEALERSHIPS_TITLE} emptyText={TV_NO_DEALERSHIPS} isEmpty={board.dealerships.length === 0}>
      <table className="tv-table tv-table-compact" aria-label={TV_DEALERSHIPS_LABEL}>
        <thead>
          <tr>
            <th scope="col" className="tv-rank">
              {TV_COLUMNS.rank}
            </th>
            <th scope="col">{TV_COLUMNS.dealership}</th>
            <th scope="col" className="tv-number">
              {TV_COLUMNS.bookings}
            </th>
            <th scope="col" className="tv-number">
              {TV_COLUMNS.completed}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.dealerships.map((standing) => (
            <tr key={standing.dealership}>
              <td className="tv-rank">{standing.rank}</td>
              <td>{standing.dealership}</td>
              <td className="tv-number tv-strong">{standing.bookings}</td>
              <td className="tv-number">{standing.completed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TvPanel>
  );
}

function Challenge({ challenge }: { challenge: TvChallenge }) {
  return (
    <li className="tv-challenge">
      <span className="tv-challenge-name">{challenge.name}</span>
      <span className="tv-challenge-goal">{tvChallengeGoal(challenge.target, challenge.metric, challenge.reward)}</span>
      <span className="tv-challenge-days">{tvDaysRemaining(challenge.daysRemaining)}</span>
    </li>
  );
}

function Challenges({ board }: { board: TvBoard }) {
  return (
    <TvPanel name="challenges" title={TV_CHALLENGES_TITLE} emptyText={TV_NO_CHALLENGES} isEmpty={board.challenges.length === 0}>
      <ul className="tv-challenge-list" aria-label={TV_CHALLENGES_TITLE}>
        {board.challenges.map((challenge) => (
          <Challenge key={`${challenge.name}-${challenge.endDate}`} challenge={challenge} />
        ))}
      </ul>
    </TvPanel>
  );
}

/**
 * The product's mark (the brand-mark tile with a car), drawn here rather than with components/brand-mark: that one's
 * icon library, pulled into a new chunk, made the bundler split the icons' shared code out of the landing page's own
 * chunk, a kilobyte more before the landing page runs.
 */
function Mark({ size }: { size: number }) {
  return (
    <span className="brand-mark" aria-hidden="true" style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={Math.round(size * 0.55)} height={Math.round(size * 0.55)} fill="currentColor" focusable="false">
        <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.1-3.4a.8.8 0 0 0-.8-.6H9a.8.8 0 0 0-.8.6zM6.5 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
      </svg>
    </span>
  );
}

function FullScreenMessage({ title, text }: { title: string; text: string }) {
  return (
    <main className="tv-screen tv-message">
      <Mark size={96} />
      <h1 className="tv-message-title">{title}</h1>
      <p className="tv-message-text">{text}</p>
    </main>
  );
}

export function TvBoardScreen({ token }: { token: string }) {
  const board = useTvBoard(token);
  const turnedOff = board.isError && isTurnedOff(board.error);
  // The stream stops with the screen: a revoked token opens none.
  useLiveUpdates(turnedOff ? null : { kind: 'tv', token });
  const updated = useUpdatedTime(board.data?.generatedAt);

  useEffect(() => {
    document.title = TV_PAGE_TITLE;
  }, []);

  if (turnedOff) return <FullScreenMessage title={TV_INVALID_TITLE} text={TV_TOKEN_INVALID} />;
  if (!board.data) {
    if (board.isError) return <FullScreenMessage title={TV_UNAVAILABLE_TITLE} text={TV_UNAVAILABLE_TEXT} />;
    return (
      <main className="tv-screen tv-message" aria-busy="true">
        <p className="tv-message-text" role="status">
          {TV_LOADING}
        </p>
      </main>
    );
  }
  const data = board.data;
  return (
    <main className="tv-screen">
      <header className="tv-header">
        <div className="tv-brand">
          <Mark size={64} />
          <div>
            <h1 className="tv-title">{TV_PAGE_TITLE}</h1>
            <p className="tv-subtitle">
              {tvMonthHeading(data.month)} · {data.screenName}
            </p>
          </div>
        </div>
        <p className="tv-updated" aria-live="polite">
          {tvUpdatedAt(updated)}
        </p>
      </header>
      <div className="tv-grid">
        <Leaderboard board={data} />
        <div className="tv-side">
          <Dealerships board={data} />
          <Challenges board={data} />
        </div>
      </div>
    </main>
  );
}
