import { TOUR_DELAY_MS } from '@tint/libs/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { TAKE_TOUR, TOUR_SKIP, TOUR_STEP_TEXTS } from '@tint/libs/texts/tour';
import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { NEW_BADGE_TITLE } from '@tint/libs/texts/badges';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { signedInSalesperson, stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { setupUser } from '@/testing/user';
import { tourCompletedKey } from '../tour-storage';

const flagKey = tourCompletedKey(signedInSalesperson.id);

function tourTitle() {
  return document.querySelector('.ant-tour:not(.ant-tour-hidden) .ant-tour-title')?.textContent ?? null;
}

function tourPanel() {
  return document.querySelector('.ant-tour:not(.ant-tour-hidden) .ant-tour-panel') as HTMLElement;
}

beforeEach(() => {
  // Only timeouts are faked, so user-event and the fetch stub keep real time.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function openApp() {
  const user = setupUser();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard });
  return { user, ...view };
}

async function passTourDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TOUR_DELAY_MS);
  });
}

describe('guided tour', () => {
  it('starts on its own after the delay for a user who has not completed it, and Skip stores the flag', async () => {
    stubSalespersonApi({ tourCompleted: false });
    const { user } = await openApp();

    // Halfway: the fake clock also moves with real time, so this leaves a wide margin.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOUR_DELAY_MS / 2);
    });
    expect(tourTitle()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOUR_DELAY_MS / 2);
    });
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));
    expect(within(tourPanel()).getByText(`${TOUR_STEP_TEXTS[0]?.description ?? ''}`)).toBeInTheDocument();

    await user.click(within(tourPanel()).getByRole('button', { name: TOUR_SKIP }));
    await waitFor(() => expect(tourTitle()).toBeNull());
    expect(window.localStorage.getItem(flagKey)).toBe('true');
  });

  it("ends on the browser's Back, as its close button does", async () => {
    stubSalespersonApi({ tourCompleted: false });
    await openApp();
    await passTourDelay();
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));

    await act(() => window.history.back());
    await waitFor(() => expect(tourTitle()).toBeNull());
    expect(window.localStorage.getItem(flagKey)).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });

  it('goes through all 7 steps with Next and Finish, pointing at the real elements, and ends on the dashboard', async () => {
    setDesktopViewport();
    stubSalespersonApi({ tourCompleted: false });
    const { user } = await openApp();
    // The user wanders off before the tour starts: it brings them back to the dashboard.
    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.leaderboard }));
    await passTourDelay();
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();

    for (const step of TOUR_STEP_TEXTS.slice(1)) {
      expect(document.querySelector(`[data-tour="${step.target}"]`)).not.toBeNull();
      await user.click(within(tourPanel()).getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(tourTitle()).toBe(step.title));
    }
    expect(within(tourPanel()).queryByRole('button', { name: TOUR_SKIP })).not.toBeInTheDocument();
    await user.click(within(tourPanel()).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(tourTitle()).toBeNull());
    expect(window.localStorage.getItem(flagKey)).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });

  it("stays closed once completed, and 'Take Tour' restarts it from the first step; closing stores the flag", async () => {
    stubSalespersonApi({ tourCompleted: true });
    const { user } = await openApp();
    await passTourDelay();
    expect(tourTitle()).toBeNull();

    await user.click(screen.getByRole('button', { name: TAKE_TOUR }));
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));
    await user.click(within(tourPanel()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[1]?.title));

    window.localStorage.clear();
    await user.click(within(tourPanel()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tourTitle()).toBeNull());
    expect(window.localStorage.getItem(flagKey)).toBe('true');

    await user.click(screen.getByRole('button', { name: TAKE_TOUR }));
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));
  });

  it('holds a new-badge pop-up back until the tour is over', async () => {
    stubSalespersonApi({
      tourCompleted: false,
      badgeCheck: {
        count: 1,
        newBadges: [
          {
            id: 'b1',
            badgeType: 'first_referral',
            badgeName: BADGE_DEFINITIONS.first_referral.name,
            description: BADGE_DEFINITIONS.first_referral.description,
            iconEmoji: BADGE_DEFINITIONS.first_referral.iconEmoji,
            earnedAt: '2026-01-05T20:00:00.000Z',
          },
        ],
      },
    });
    const { user } = await openApp();
    expect(await screen.findByRole('dialog', { name: NEW_BADGE_TITLE(1) })).toBeInTheDocument();
    await passTourDelay();
    await waitFor(() => expect(tourTitle()).toBe(TOUR_STEP_TEXTS[0]?.title));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NEW_BADGE_TITLE(1) })).not.toBeInTheDocument());

    await user.click(within(tourPanel()).getByRole('button', { name: TOUR_SKIP }));
    expect(await screen.findByRole('dialog', { name: NEW_BADGE_TITLE(1) })).toBeInTheDocument();
  });
});
