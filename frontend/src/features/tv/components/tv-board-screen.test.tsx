import { screen, within } from '@testing-library/react';
import {
  TV_CHALLENGES_TITLE,
  TV_DEALERSHIPS_LABEL,
  TV_INVALID_TITLE,
  TV_LEADERBOARD_LABEL,
  TV_NO_CHALLENGES,
  TV_PAGE_TITLE,
  TV_TOKEN_INVALID,
  tvChallengeGoal,
  tvDaysRemaining,
  tvMonthHeading,
} from '@tint/libs/texts/tv';
import type { TvBoard } from '@tint/libs/tv';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'A'.repeat(43);

const BOARD: TvBoard = {
  screenName: 'Maui Toyota showroom',
  month: 'November 2026',
  generatedAt: '2026-11-23T20:30:00.000Z',
  leaderboard: [
    { rank: 1, name: 'Leilani K.', dealership: 'Maui Toyota', bookings: 12, completed: 7 },
    { rank: 2, name: 'Kai M.', dealership: 'Kihei Auto Sales', bookings: 9, completed: 4 },
  ],
  dealerships: [
    { rank: 1, dealership: 'Maui Toyota', bookings: 20, completed: 11, salespeople: 3 },
    { rank: 2, dealership: 'Kihei Auto Sales', bookings: 9, completed: 4, salespeople: 1 },
  ],
  challenges: [],
};

describe('the showroom screen', () => {
  it('shows the top salespeople, the dealership standings and the challenges, with no control at all', async () => {
    stubApi({ [`GET /api/tv/${TOKEN}`]: () => jsonResponse(BOARD) });
    renderApp(`/tv/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: TV_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(`${tvMonthHeading('November 2026')} · Maui Toyota showroom`)).toBeInTheDocument();

    const leaders = within(screen.getByRole('table', { name: TV_LEADERBOARD_LABEL })).getAllByRole('row');
    expect(leaders).toHaveLength(3);
    expect(leaders[1]).toHaveTextContent(/1\s*Leilani K\.\s*Maui Toyota\s*Maui Toyota\s*12\s*7/);
    expect(leaders[2]).toHaveTextContent('Kai M.');
    const standings = within(screen.getByRole('table', { name: TV_DEALERSHIPS_LABEL })).getAllByRole('row');
    expect(standings[1]).toHaveTextContent(/1\s*Maui Toyota\s*20\s*11/);
    expect(screen.getByRole('heading', { level: 2, name: TV_CHALLENGES_TITLE })).toBeInTheDocument();
    expect(screen.getByText(TV_NO_CHALLENGES)).toBeInTheDocument();

    // Nobody operates a showroom TV.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('lists the active challenges when there are some', async () => {
    const challenge = { name: 'December dash', metric: 'bookings' as const, target: 35, reward: '$300', endDate: '2026-12-31', daysRemaining: 16 };
    stubApi({ [`GET /api/tv/${TOKEN}`]: () => jsonResponse({ ...BOARD, challenges: [challenge] }) });
    renderApp(`/tv/${TOKEN}`);
    const list = await screen.findByRole('list', { name: TV_CHALLENGES_TITLE });
    expect(list).toHaveTextContent('December dash');
    expect(list).toHaveTextContent(tvChallengeGoal(35, 'bookings', '$300'));
    expect(list).toHaveTextContent(tvDaysRemaining(16));
  });

  it('says the screen is turned off for a revoked or unknown link', async () => {
    stubApi({ [`GET /api/tv/${TOKEN}`]: () => jsonResponse({ statusCode: 404, message: TV_TOKEN_INVALID }, 404) });
    renderApp(`/tv/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: TV_INVALID_TITLE })).toBeInTheDocument();
    expect(screen.getByText(TV_TOKEN_INVALID)).toBeInTheDocument();
  });
});
