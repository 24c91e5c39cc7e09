import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { leaderboardEntry, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';

const entries = [
  leaderboardEntry({ id: 'u2', firstName: 'Leilani', lastName: 'S.', company: 'Maui Toyota' }, { monthlyReferrals: 4, completedServices: 2, successRate: 61.25 }),
  leaderboardEntry({ id: 'u1', firstName: 'Kai', lastName: 'Kealoha', company: 'Aloha Kia' }, { monthlyReferrals: 9, completedServices: 5, successRate: 80 }),
  leaderboardEntry({ id: 'u3', firstName: 'Noe', lastName: 'A.', company: 'BMW of Maui' }, { monthlyReferrals: 2, completedServices: 0, successRate: 59.96 }),
];

async function openLeaderboard(desktop = true) {
  const user = setupUser();
  if (desktop) setDesktopViewport();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  if (desktop) await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
  else await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', { name: 'Ranks' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  return { user, ...view };
}

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function namesInOrder() {
  return bodyRows().map((row) => row.querySelector('.leaderboard-name')?.textContent);
}

describe('leaderboard', () => {
  it('sorts by monthly referrals descending, marks and highlights the own row, and colours success rates', async () => {
    const fetchMock = stubSalespersonApi({ leaderboard: entries });
    await openLeaderboard();

    expect(await screen.findByText('(You)')).toBeInTheDocument();
    expect(namesInOrder()).toEqual(['Kai Kealoha (You)', 'Leilani S.', 'Noe A.']);
    const [own, second, third] = bodyRows();
    expect(own).toHaveClass('leaderboard-row-self');
    expect(second).not.toHaveClass('leaderboard-row-self');
    expect(within(own!).getByText('(You)')).toBeInTheDocument();
    expect(within(own!).getByText('Aloha Kia')).toBeInTheDocument();

    expect(within(own!).getByText('80.0%')).toHaveClass('success-rate-green');
    expect(within(second!).getByText('61.3%')).toHaveClass('success-rate-yellow');
    expect(within(third!).getByText('60.0%')).toHaveClass('success-rate-red');

    const monthly = screen.getByRole('columnheader', { name: /Monthly Referrals/ });
    expect(monthly).toHaveAttribute('aria-sort', 'descending');

    const yourRank = screen.getByRole('group', { name: 'Your rank' });
    expect(within(yourRank).getByText('#1 of 3')).toBeInTheDocument();
    expect(within(yourRank).getByText('9 referrals this month · 5 completed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard')).toHaveLength(1);
  });

  it('re-sorts by another column, keeping the ranks', async () => {
    stubSalespersonApi({ leaderboard: entries });
    const { user } = await openLeaderboard();
    await screen.findByText('(You)');

    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(namesInOrder()).toEqual(['Kai Kealoha (You)', 'Leilani S.', 'Noe A.']);
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', 'Kai Kealoha (You)']);
    expect(within(bodyRows()[0]!).getByText('3')).toHaveClass('leaderboard-rank-3');

    await user.click(screen.getByRole('columnheader', { name: /Success Rate/ }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', 'Kai Kealoha (You)']);
    await user.click(screen.getByRole('columnheader', { name: /Completed Services/ }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', 'Kai Kealoha (You)']);
    await user.click(screen.getByRole('columnheader', { name: /Completed Services/ }));
    expect(namesInOrder()).toEqual(['Kai Kealoha (You)', 'Leilani S.', 'Noe A.']);
  });

  it('shows the company under the name on phones instead of in a column', async () => {
    stubSalespersonApi({ leaderboard: entries });
    await openLeaderboard(false);
    await screen.findByText('(You)');

    expect(screen.queryByRole('columnheader', { name: /Company/ })).not.toBeInTheDocument();
    // Short headings on the screen, the full ones for screen readers.
    const monthly = screen.getByRole('columnheader', { name: /Monthly Referrals/ });
    expect(monthly).toHaveAttribute('aria-sort', 'descending');
    expect(within(monthly).getByText('Month')).toHaveAttribute('aria-hidden', 'true');
    expect(within(bodyRows()[1]!).getByText('Maui Toyota')).toHaveClass('leaderboard-company');
  });

  it("says 'No leaderboard data available' for an empty list and for a failed read", async () => {
    stubSalespersonApi({ leaderboard: [] });
    await openLeaderboard();
    expect(await screen.findByText('No leaderboard data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the read fails', async () => {
    let calls = 0;
    stubSalespersonApi({
      leaderboard: () => {
        calls += 1;
        // The bell reads it first; the section, mounting on an error, reads it once more.
        return calls <= 2 ? new Response('Down', { status: 503 }) : Response.json(entries);
      },
    });
    const { user } = await openLeaderboard();
    expect(await screen.findByText('No leaderboard data available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('(You)')).toBeInTheDocument();
  });
});
