import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { BADGE_POLL_MS } from '@tint/libs/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BADGES_TITLE, NEW_BADGES_LIST_LABEL, NEW_BADGE_DISMISS, NEW_BADGE_TITLE, earnedOn } from '@tint/libs/texts/badges';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { badgeFixture, noNewBadges, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { badgeTitle } from '../badge-display';

const firstReferral = badgeFixture({ id: 'b-first', earnedAt: '2026-01-05T20:00:00.000Z' });
const risingStar = badgeFixture({
  id: 'b-star',
  badgeType: 'completed_5',
  badgeName: BADGE_DEFINITIONS.completed_5.name,
  description: BADGE_DEFINITIONS.completed_5.description,
  iconEmoji: BADGE_DEFINITIONS.completed_5.iconEmoji,
  earnedAt: '2026-01-07T20:00:00.000Z',
});

/** The names as the screens show them: without the emoji, which stands on its own. */
const FIRST_REFERRAL = badgeTitle(firstReferral.badgeName, firstReferral.iconEmoji);
const RISING_STAR = badgeTitle(risingStar.badgeName, risingStar.iconEmoji);

afterEach(() => {
  vi.useRealTimers();
});

describe('badges', () => {
  it("lists the earned badges on the dashboard, newest first, with emoji, description and date", async () => {
    stubSalespersonApi({ badges: [firstReferral, risingStar] });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });

    const list = await screen.findByRole('list', { name: BADGES_TITLE });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.badge-name')?.textContent)).toEqual([RISING_STAR, FIRST_REFERRAL]);
    expect(within(items[0]!).getByText(risingStar.iconEmoji)).toBeInTheDocument();
    expect(within(items[0]!).getByText(risingStar.description)).toBeInTheDocument();
    expect(within(items[0]!).getByText(new RegExp(`^${earnedOn('Jan 7')}`))).toBeInTheDocument();
  });

  it('checks for new badges on load, celebrates each one in a pop-up and refreshes the list', async () => {
    let badgeReads = 0;
    const fetchMock = stubSalespersonApi({
      badgeCheck: { count: 2, newBadges: [firstReferral, risingStar] },
      badges: () => {
        badgeReads += 1;
        return jsonResponse(badgeReads === 1 ? [] : [firstReferral, risingStar]);
      },
    });
    const user = setupUser();
    renderApp('/');

    const dialog = await screen.findByRole('dialog', { name: NEW_BADGE_TITLE(2) });
    const items = within(within(dialog).getByRole('list', { name: NEW_BADGES_LIST_LABEL })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(firstReferral.iconEmoji)).toBeInTheDocument();
    expect(within(items[0]!).getByText(FIRST_REFERRAL)).toBeInTheDocument();
    expect(within(items[0]!).getByText(firstReferral.description)).toBeInTheDocument();
    expect(within(items[1]!).getByText(RISING_STAR)).toBeInTheDocument();

    expect(callsTo(fetchMock, 'POST', '/api/badges/check')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/badges/check')[0]?.[1]?.body).toBeUndefined();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/badges')).toHaveLength(2));
    // The numbers that earned them are read afresh too.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rewards')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/metrics')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: NEW_BADGE_DISMISS }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NEW_BADGE_TITLE(2) })).not.toBeInTheDocument());
    expect(within(await screen.findByRole('list', { name: BADGES_TITLE })).getAllByRole('listitem')).toHaveLength(2);
  });

  it(`checks again every ${String(BADGE_POLL_MS / 1000)} seconds and shows nothing while nothing is new`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let checks = 0;
    const fetchMock = stubSalespersonApi({
      badgeCheck: () => {
        checks += 1;
        return jsonResponse(checks < 3 ? noNewBadges : { count: 1, newBadges: [firstReferral] });
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });
    await waitFor(() => expect(checks).toBe(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS);
    });
    await waitFor(() => expect(checks).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS);
    });
    expect(await screen.findByRole('dialog', { name: NEW_BADGE_TITLE(1) })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/badges/check')).toHaveLength(3);
  });

  it('keeps quiet when a check fails, and the next one still brings the badge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let checks = 0;
    stubSalespersonApi({
      badgeCheck: () => {
        checks += 1;
        return checks === 1 ? new Response('Down', { status: 503 }) : jsonResponse({ count: 1, newBadges: [firstReferral] });
      },
    });
    renderApp('/');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Badge check failed', expect.any(Error)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BADGE_POLL_MS);
    });
    expect(await screen.findByRole('dialog', { name: NEW_BADGE_TITLE(1) })).toBeInTheDocument();
  });
});
