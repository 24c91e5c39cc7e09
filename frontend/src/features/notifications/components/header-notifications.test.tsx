import { computeRewards } from '@tint/libs/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { MARK_ALL_READ, NOTIFICATIONS_TITLE, badgeNotice, bellLabel } from '@tint/libs/texts/notifications';
import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { badgeFixture, leaderboardEntry, signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { readStateKey } from '../notification-read-state';

// Twelve badges plus a bonus hint, a gift card hint and a podium rank: 15 notices.
const badges = Array.from({ length: 12 }, (_, index) =>
  badgeFixture({ id: `b${String(index)}`, earnedAt: `2026-01-0${String((index % 9) + 1)}T20:00:00.000Z` }),
);

function stubBusyUser() {
  stubSalespersonApi({
    rewards: computeRewards(8, 14),
    badges,
    leaderboard: [
      leaderboardEntry({ id: signedInSalesperson.id, firstName: 'Kai', lastName: 'Kealoha' }, { monthlyReferrals: 8 }),
      leaderboardEntry({ id: 'u2' }, { monthlyReferrals: 2 }),
    ],
  });
}

describe('header notifications', () => {
  it("builds the bell's notices from rewards, the leaderboard and badges, and shows '9+' above 9 unread", async () => {
    stubBusyUser();
    const user = setupUser();
    renderApp('/');

    const bell = await screen.findByRole('button', { name: bellLabel(12) });
    expect(within(bell).getByText('9+')).toBeInTheDocument();
    await user.click(bell);
    const list = await screen.findByRole('list', { name: NOTIFICATIONS_TITLE });
    // The rewards and the leaderboard are read after the first paint: their notices join the badges' when they arrive.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    expect(within(list).getByText('2 more referrals for your next $250.00 bonus!')).toBeInTheDocument();
    expect(within(list).getByText('1 more referral for your next gift card!')).toBeInTheDocument();
    expect(within(list).getByText("You're #1 on the leaderboard this month!")).toBeInTheDocument();
    expect(within(list).getAllByText(badgeNotice(BADGE_DEFINITIONS.first_referral.name))).toHaveLength(12);
  });

  it("'Mark all read' clears the count and is remembered for this user in this browser", async () => {
    stubBusyUser();
    const user = setupUser();
    const first = renderApp('/');

    // The rewards' and the leaderboard's notices are read after the first paint: all 15 are in the open list before
    // marking (as a person marks what they see).
    await user.click(await screen.findByRole('button', { name: bellLabel(15) }));
    const list = await screen.findByRole('list', { name: NOTIFICATIONS_TITLE });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    await user.click(await screen.findByRole('button', { name: MARK_ALL_READ }));
    expect(await screen.findByRole('button', { name: NOTIFICATIONS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MARK_ALL_READ })).toBeDisabled();
    const stored = JSON.parse(window.localStorage.getItem(readStateKey(signedInSalesperson.id)) ?? '[]') as string[];
    expect(stored).toHaveLength(15);
    expect(stored).toContain('badge-b0');
    first.unmount();

    // A new visit with one more badge: only that one is unread.
    stubSalespersonApi({
      rewards: computeRewards(8, 14),
      badges: [...badges, badgeFixture({ id: 'b-new', earnedAt: '2026-01-09T20:00:00.000Z' })],
      leaderboard: [leaderboardEntry({ id: signedInSalesperson.id }, { monthlyReferrals: 8 })],
    });
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('button', { name: bellLabel(1) })).toBeInTheDocument());
  });

  it('keeps read states apart per user', async () => {
    window.localStorage.setItem(readStateKey('someone-else'), JSON.stringify(['badge-b0']));
    stubSalespersonApi({ badges: [badgeFixture({ id: 'b0' })] });
    renderApp('/');
    expect(await screen.findByRole('button', { name: bellLabel(1) })).toBeInTheDocument();
  });
});
