import { screen, waitFor, within } from '@testing-library/react';
import type { DealershipStanding } from '@tint/libs/api-types';
import { RETRY } from '@tint/libs/texts/common';
import {
  COLUMN_BOOKINGS,
  COLUMN_SALESPEOPLE,
  DEALERSHIPS_SUBTITLE,
  DEALERSHIP_TABLE_LABEL,
  LEADERBOARD_SUBTITLE,
  LEADERBOARD_TABLE_LABEL,
  LEADERBOARD_VIEWS,
  LEADERBOARD_VIEW_LABEL,
  NO_DEALERSHIP_DATA,
  SHORT_BOOKINGS,
  YOUR_DEALERSHIP,
  dealershipMonth,
  rankOf,
  salespeopleCount,
} from '@tint/libs/texts/leaderboard';
import { NAV_MOBILE_LABELS, SECTIONS_NAV_LABEL, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { leaderboardEntry, signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

// In the server's order and with its ranks: bookings, then completed, both descending, then the name.
const standings: DealershipStanding[] = [
  { dealership: 'Aloha Kia', bookings: 3, completed: 2, salespeople: 2, rank: 1, isMine: false },
  { dealership: 'Akamai Motors', bookings: 3, completed: 1, salespeople: 1, rank: 2, isMine: true },
  { dealership: 'Island Honda', bookings: 0, completed: 0, salespeople: 4, rank: 3, isMine: false },
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

async function chooseView(user: ReturnType<typeof setupUser>, label: string) {
  const toggle = screen.getByRole('radiogroup', { name: LEADERBOARD_VIEW_LABEL });
  await user.click(within(toggle).getByText(label));
  await waitFor(() => expect(within(toggle).getByRole('radio', { name: label })).toBeChecked());
}

function bodyRows() {
  const table = screen.getByRole('table', { name: DEALERSHIP_TABLE_LABEL });
  return within(table).getAllByRole('row').slice(1);
}

describe('the leaderboard by dealership', () => {
  it("opens on the spec's salespeople view, and reads the dealerships only once they are chosen", async () => {
    const fetchMock = stubSalespersonApi({
      leaderboard: [leaderboardEntry({ id: signedInSalesperson.id, firstName: 'Kai', lastName: 'Makoa' }, { monthlyReferrals: 1 })],
      dealerships: standings,
    });
    const { user } = await openLeaderboard();
    const toggle = screen.getByRole('radiogroup', { name: LEADERBOARD_VIEW_LABEL });
    expect(within(toggle).getByRole('radio', { name: LEADERBOARD_VIEWS.salespeople })).toBeChecked();
    expect(await screen.findByRole('table', { name: LEADERBOARD_TABLE_LABEL })).toBeInTheDocument();
    expect(screen.getByText(LEADERBOARD_SUBTITLE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard/dealerships')).toHaveLength(0);

    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await expectTextsShown(DEALERSHIPS_SUBTITLE);
    await screen.findByRole('table', { name: DEALERSHIP_TABLE_LABEL });
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard/dealerships')).toHaveLength(1);
    expect(screen.queryByRole('table', { name: LEADERBOARD_TABLE_LABEL })).not.toBeInTheDocument();

    // Back to the salespeople, and again to the dealerships: the kept answer, no second read.
    await chooseView(user, LEADERBOARD_VIEWS.salespeople);
    expect(await screen.findByRole('table', { name: LEADERBOARD_TABLE_LABEL })).toBeInTheDocument();
    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await screen.findByRole('table', { name: DEALERSHIP_TABLE_LABEL });
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard/dealerships')).toHaveLength(1);
  });

  it("lists the dealerships in the server's order, the caller's highlighted and marked in words, with its rank above", async () => {
    stubSalespersonApi({ dealerships: standings });
    const { user } = await openLeaderboard();
    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await screen.findByRole('table', { name: DEALERSHIP_TABLE_LABEL });

    const rows = bodyRows();
    expect(rows.map((row) => row.querySelector('.leaderboard-name')?.textContent)).toEqual(['Aloha Kia', 'Akamai Motors', 'Island Honda']);
    expect(rows.map((row) => row.querySelector('.leaderboard-rank')?.textContent)).toEqual(['1', '2', '3']);
    const [first, mine, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(mine).toHaveClass('leaderboard-row-self');
    expect(first).not.toHaveClass('leaderboard-row-self');
    expect(within(mine).getByText(YOUR_DEALERSHIP)).toBeInTheDocument();
    expect(within(first).queryByText(YOUR_DEALERSHIP)).not.toBeInTheDocument();
    // Desktop: a salespeople column; the numbers as sent.
    expect(screen.getByRole('columnheader', { name: COLUMN_SALESPEOPLE })).toBeInTheDocument();
    expect(within(third).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'Island Honda', '4', '0', '0']);

    const card = screen.getByRole('group', { name: YOUR_DEALERSHIP });
    expect(card).toHaveTextContent('Akamai Motors');
    expect(within(card).getByText(rankOf(2, 3))).toBeInTheDocument();
    expect(within(card).getByText(dealershipMonth(3, 1))).toBeInTheDocument();
  });

  it('keeps to a phone: the salespeople count under the name, short headings with full accessible names', async () => {
    stubSalespersonApi({ dealerships: standings });
    const { user } = await openLeaderboard(false);
    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await screen.findByRole('table', { name: DEALERSHIP_TABLE_LABEL });

    expect(screen.queryByRole('columnheader', { name: COLUMN_SALESPEOPLE })).not.toBeInTheDocument();
    const bookings = screen.getByRole('columnheader', { name: new RegExp(COLUMN_BOOKINGS) });
    expect(within(bookings).getByText(SHORT_BOOKINGS)).toHaveAttribute('aria-hidden', 'true');
    expect(within(bodyRows()[2]!).getByText(salespeopleCount(4))).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText(YOUR_DEALERSHIP)).toBeInTheDocument();
  });

  it('says so when there is nothing to list, and offers a retry when the read fails', async () => {
    let down = true;
    const fetchMock = stubSalespersonApi({ dealerships: () => (down ? new Response('Down', { status: 503 }) : Response.json(standings)) });
    const { user } = await openLeaderboard();
    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await expectTextsShown(NO_DEALERSHIP_DATA);
    expect(screen.queryByRole('table', { name: DEALERSHIP_TABLE_LABEL })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard/dealerships')).toHaveLength(1);

    down = false;
    await user.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByRole('group', { name: YOUR_DEALERSHIP })).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    stubSalespersonApi({ dealerships: [] });
    const { user } = await openLeaderboard();
    await chooseView(user, LEADERBOARD_VIEWS.dealerships);
    await expectTextsShown(NO_DEALERSHIP_DATA);
    expect(screen.queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
  });
});
