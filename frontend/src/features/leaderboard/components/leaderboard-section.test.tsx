import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY_LABEL } from '@tint/libs/texts/common';
import {
  COLUMN_COMPLETED_SERVICES,
  COLUMN_MONTHLY_REFERRALS,
  COLUMN_NAME,
  COLUMN_SUCCESS_RATE,
  SHORT_MONTHLY_REFERRALS,
  YOUR_RANK,
  YOU_MARK,
} from '@tint/libs/texts/leaderboard';
import { NAV_MOBILE_LABELS, SECTIONS_NAV_LABEL, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_LEADERBOARD_DATA } from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { leaderboardEntry, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { pressRetryOnceSettled } from '@/testing/retry';
import { setupUser } from '@/testing/user';

// In the server's order: booked this month, then completed this month, both descending (RULES).
const entries = [
  leaderboardEntry({ id: 'u1', firstName: 'Kai', lastName: 'Kealoha', company: 'Aloha Kia' }, { monthlyReferrals: 9, completedServices: 5, successRate: 80 }),
  leaderboardEntry({ id: 'u2', firstName: 'Leilani', lastName: 'S.', company: 'Maui Toyota' }, { monthlyReferrals: 4, completedServices: 2, successRate: 61.25 }),
  leaderboardEntry({ id: 'u3', firstName: 'Noe', lastName: 'A.', company: 'BMW of Maui' }, { monthlyReferrals: 4, completedServices: 0, successRate: 59.96 }),
];

async function openLeaderboard(desktop = true) {
  const user = setupUser();
  if (desktop) setDesktopViewport();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });
  if (desktop) await user.click(screen.getByRole('tab', { name: SECTION_TITLES.leaderboard }));
  else await user.click(within(screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL })).getByRole('button', { name: NAV_MOBILE_LABELS.leaderboard }));
  expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeInTheDocument();
  return { user, ...view };
}

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function namesInOrder() {
  return bodyRows().map((row) => row.querySelector('.leaderboard-name')?.textContent);
}

function ranksInOrder() {
  return bodyRows().map((row) => row.querySelector('.leaderboard-rank')?.textContent);
}

describe('leaderboard', () => {
  it("shows the server's order by monthly referrals descending, marks and highlights the own row, and colours success rates", async () => {
    const fetchMock = stubSalespersonApi({ leaderboard: entries });
    await openLeaderboard();

    await expectTextsShown(YOU_MARK);
    expect(namesInOrder()).toEqual([`Kai Kealoha ${YOU_MARK}`, 'Leilani S.', 'Noe A.']);
    // Equal monthly referrals keep the server's order, and a rank is the place in it.
    expect(ranksInOrder()).toEqual(['1', '2', '3']);
    const [own, second, third] = bodyRows();
    expect(own).toHaveClass('leaderboard-row-self');
    expect(second).not.toHaveClass('leaderboard-row-self');
    expect(within(own!).getByText(YOU_MARK)).toBeInTheDocument();
    expect(within(own!).getByText('Aloha Kia')).toBeInTheDocument();

    expect(within(own!).getByText('80.0%')).toHaveClass('success-rate-green');
    expect(within(second!).getByText('61.3%')).toHaveClass('success-rate-yellow');
    expect(within(third!).getByText('60.0%')).toHaveClass('success-rate-red');

    const monthly = screen.getByRole('columnheader', { name: new RegExp(COLUMN_MONTHLY_REFERRALS) });
    expect(monthly).toHaveAttribute('aria-sort', 'descending');

    const yourRank = screen.getByRole('group', { name: YOUR_RANK });
    expect(within(yourRank).getByText('#1 of 3')).toBeInTheDocument();
    expect(within(yourRank).getByText('9 referrals this month · 5 completed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard')).toHaveLength(1);
  });

  it('re-sorts by another column, keeping the ranks, and back', async () => {
    stubSalespersonApi({ leaderboard: entries });
    const { user } = await openLeaderboard();
    await screen.findByText(YOU_MARK);

    await user.click(screen.getByRole('columnheader', { name: new RegExp(COLUMN_NAME) }));
    expect(namesInOrder()).toEqual([`Kai Kealoha ${YOU_MARK}`, 'Leilani S.', 'Noe A.']);
    await user.click(screen.getByRole('columnheader', { name: new RegExp(COLUMN_NAME) }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', `Kai Kealoha ${YOU_MARK}`]);
    expect(within(bodyRows()[0]!).getByText('3')).toHaveClass('leaderboard-rank-3');

    await user.click(screen.getByRole('columnheader', { name: new RegExp(COLUMN_SUCCESS_RATE) }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', `Kai Kealoha ${YOU_MARK}`]);
    await user.click(screen.getByRole('columnheader', { name: new RegExp(COLUMN_COMPLETED_SERVICES) }));
    expect(namesInOrder()).toEqual(['Noe A.', 'Leilani S.', `Kai Kealoha ${YOU_MARK}`]);
    await user.click(screen.getByRole('columnheader', { name: new RegExp(COLUMN_COMPLETED_SERVICES) }));
    expect(namesInOrder()).toEqual([`Kai Kealoha ${YOU_MARK}`, 'Leilani S.', 'Noe A.']);
    expect(ranksInOrder()).toEqual(['1', '2', '3']);
  });

  it('shows the company under the name on phones instead of in a column', async () => {
    stubSalespersonApi({ leaderboard: entries });
    await openLeaderboard(false);
    await screen.findByText(YOU_MARK);

    expect(screen.queryByRole('columnheader', { name: new RegExp(COMPANY_LABEL) })).not.toBeInTheDocument();
    // Short headings on the screen, the full ones for screen readers.
    const monthly = screen.getByRole('columnheader', { name: new RegExp(COLUMN_MONTHLY_REFERRALS) });
    expect(monthly).toHaveAttribute('aria-sort', 'descending');
    expect(within(monthly).getByText(SHORT_MONTHLY_REFERRALS)).toHaveAttribute('aria-hidden', 'true');
    expect(within(bodyRows()[1]!).getByText('Maui Toyota')).toHaveClass('leaderboard-company');
  });

  it("says 'No leaderboard data available' for an empty list and for a failed read", async () => {
    stubSalespersonApi({ leaderboard: [] });
    await openLeaderboard();
    await expectTextsShown(NO_LEADERBOARD_DATA);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the read fails', async () => {
    // Down until the salesperson presses Retry (the section and the header's bell both read it meanwhile).
    let down = true;
    const fetchMock = stubSalespersonApi({ leaderboard: () => (down ? new Response('Down', { status: 503 }) : Response.json(entries)) });
    const { user, queryClient } = await openLeaderboard();
    await expectTextsShown(NO_LEADERBOARD_DATA);
    // Both reads have failed (the bell's starts after the first paint), and none is on its way any more.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/leaderboard').length).toBeGreaterThanOrEqual(2));
    down = false;
    await pressRetryOnceSettled(user, queryClient);
    await expectTextsShown(YOU_MARK);
  });
});
