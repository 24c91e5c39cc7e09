import { act, screen, within } from '@testing-library/react';
import { LOGOUT } from '@tint/libs/texts/common';
import { NOTIFICATIONS_TITLE } from '@tint/libs/texts/notifications';
import {
  BACK_TO_DASHBOARD,
  NAV_MOBILE_LABELS,
  SECTIONS_NAV_LABEL,
  SECTION_TITLES,
} from '@tint/libs/texts/salesperson-app';
import { NO_COMPLETED_SERVICES, NO_LEADERBOARD_DATA } from '@tint/libs/validation-messages';
import { METRIC_COMPLETED_SERVICES } from '@tint/libs/texts/dashboard';
import { describe, expect, it } from 'vitest';
import { BOOKING_DRAFT_KEY, QUIZ_DRAFT_KEY, SECTION_DRAFT_KEY } from '@/lib/session-drafts';
import { setDesktopViewport } from '@/testing/match-media';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { stubSalespersonApi } from '@/testing/salesperson-fixtures';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

describe('salesperson app sections', () => {
  it('switches every section from the desktop tabs', async () => {
    const user = setupUser();
    setDesktopViewport();
    stubSalespersonApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();

    for (const [tab, heading] of [
      [SECTION_TITLES.leaderboard, SECTION_TITLES.leaderboard],
      [SECTION_TITLES.rewards, SECTION_TITLES.rewards],
      [SECTION_TITLES['tint-match'], null],
      [SECTION_TITLES.calendar, null],
      [SECTION_TITLES.dashboard, SECTION_TITLES.dashboard],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      else expect(screen.queryByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.leaderboard }));
    await expectTextsShown(NO_LEADERBOARD_DATA);
    // A nav section needs no back button; the tabs are right there.
    expect(screen.queryByRole('button', { name: BACK_TO_DASHBOARD })).not.toBeInTheDocument();
  });

  it('switches every section from the mobile bottom bar', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL });

    for (const [item, heading] of [
      [NAV_MOBILE_LABELS.leaderboard, SECTION_TITLES.leaderboard],
      [NAV_MOBILE_LABELS.rewards, SECTION_TITLES.rewards],
      [NAV_MOBILE_LABELS['tint-match'], null],
      [NAV_MOBILE_LABELS.calendar, null],
      [NAV_MOBILE_LABELS.dashboard, SECTION_TITLES.dashboard],
    ] as const) {
      await user.click(within(bottomBar).getByRole('button', { name: item }));
      expect(within(bottomBar).getByRole('button', { name: item })).toHaveAttribute('aria-current', 'page');
      if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      else expect(screen.queryByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).not.toBeInTheDocument();
    }
  });

  it('keeps Dashboard marked in the bottom bar on Payout Details, and it leads back', async () => {
    const user = setupUser();
    stubSalespersonApi();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeInTheDocument();
    await expectTextsShown(NO_COMPLETED_SERVICES);

    const bottomBar = screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL });
    expect(within(bottomBar).getByRole('button', { name: NAV_MOBILE_LABELS.dashboard })).toHaveAttribute('aria-current', 'page');
    await user.click(within(bottomBar).getByRole('button', { name: NAV_MOBILE_LABELS.dashboard }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });

  it("Back and Forward move between sections the browser's way; a reload of the tab keeps the section", async () => {
    const user = setupUser();
    setDesktopViewport();
    stubSalespersonApi();
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.leaderboard }));
    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.rewards }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.rewards })).toBeInTheDocument();

    await act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: SECTION_TITLES.leaderboard })).toHaveAttribute('aria-selected', 'true');
    await act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
    await act(() => window.history.forward());
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeInTheDocument();

    // The same tab loads the app again (the URL never changed): the section is still Leaderboard.
    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeInTheDocument();
  });

  it('shows the name, the bell and Logout, which leaves for /api/logout', async () => {
    const user = setupUser();
    const { assign } = stubLocation();
    stubSalespersonApi();
    renderApp('/');

    await expectTextsShown('Kai Kealoha');
    expect(screen.getByRole('button', { name: NOTIFICATIONS_TITLE })).toBeInTheDocument();
    // Whatever was in progress goes first: nothing of it stays for the next person on the phone.
    for (const key of [SECTION_DRAFT_KEY, QUIZ_DRAFT_KEY, BOOKING_DRAFT_KEY]) window.sessionStorage.setItem(key, '{}');
    await user.click(screen.getByRole('button', { name: LOGOUT }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
    for (const key of [SECTION_DRAFT_KEY, QUIZ_DRAFT_KEY, BOOKING_DRAFT_KEY]) expect(window.sessionStorage.getItem(key)).toBeNull();
  });
});
