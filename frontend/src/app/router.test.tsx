import { screen, within } from '@testing-library/react';
import { PRODUCT_NAME } from '@tint/libs/constants';
import { ADMIN_DASHBOARD_SUBTITLE, ADMIN_DASHBOARD_TITLE, ADMIN_LOGIN_TITLE, BACK_TO_PORTAL } from '@tint/libs/texts/admin';
import { LOGOUT } from '@tint/libs/texts/common';
import { NAV_MOBILE_LABELS, SECTIONS_NAV_LABEL, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { TEST_BOOKING_INTRO, TEST_BOOKING_TITLE } from '@tint/libs/texts/test-booking';
import { NOT_FOUND_BODY, NOT_FOUND_TITLE } from '@tint/libs/validation-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '@/features/admin/admin-session';
import { markTourCompleted } from '@/features/tour/tour-storage';
import { jsonResponse, stubApi, stubCurrentUser, stubFetch } from '@/testing/fetch-stub';
import { noNewBadges } from '@/testing/salesperson-fixtures';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

const salesperson = { id: 'u1', email: 'kai@example.com', firstName: 'Kai', lastName: 'Kealoha' };

describe('route table', () => {
  it('shows the not-found page to a signed-in salesperson on an unknown path', async () => {
    stubCurrentUser(salesperson);
    renderApp('/some/unknown/path');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_BODY)).toBeInTheDocument();
  });

  it('shows the landing experience to a signed-out visitor on an unknown path', async () => {
    stubCurrentUser(null);
    renderApp('/some/unknown/path');

    expect(await screen.findByRole('heading', { name: PRODUCT_NAME })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_TITLE)).not.toBeInTheDocument();
  });

  it('treats a failing current-user call as signed out', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    renderApp('/test-flow');

    expect(await screen.findByRole('heading', { name: PRODUCT_NAME })).toBeInTheDocument();
  });

  it('serves /test-flow like the root for a signed-in salesperson', async () => {
    stubCurrentUser(salesperson);
    renderApp('/test-flow');

    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeInTheDocument();
  });

  it('redirects /admin to /admin/login without an admin token', async () => {
    const fetchMock = stubCurrentUser(null);
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('link', { name: BACK_TO_PORTAL })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redirects /admin to /admin/login when the admin user is missing', async () => {
    stubCurrentUser(null);
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token');
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('opens the admin dashboard with a stored token and admin user, without a salesperson session', async () => {
    stubApi({
      'GET /api/admin/me': () =>
        jsonResponse({ firstName: 'Leilani', lastName: 'Akana', email: 'leilani@example.com' }),
    });
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token');
    window.localStorage.setItem(
      ADMIN_USER_STORAGE_KEY,
      JSON.stringify({ firstName: 'Leilani', lastName: 'Akana', email: 'leilani@example.com' }),
    );
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_DASHBOARD_TITLE })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_DASHBOARD_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText('Leilani Akana')).toBeInTheDocument();
    expect(screen.getByText('leilani@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps /test-booking reachable without a session', async () => {
    stubCurrentUser(null);
    renderApp('/test-booking');

    expect(await screen.findByRole('heading', { level: 1, name: TEST_BOOKING_TITLE })).toBeInTheDocument();
    expect(screen.getByText(TEST_BOOKING_INTRO)).toBeInTheDocument();
  });

  it('shows the not-found page at /test-booking when the server has test bookings off', async () => {
    stubApi({ 'GET /api/client-config': () => Response.json({ testBookingEnabled: false, singleSignOnEnabled: false, businessTimeZone: 'Pacific/Honolulu' }) });
    renderApp('/test-booking');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: TEST_BOOKING_TITLE })).not.toBeInTheDocument();
  });
});

describe('salesperson app shell', () => {
  // Signed in, and nothing new on the badge check the app runs once it has taken over (unanswered, it warns).
  const stubSignedIn = () => stubApi({ 'GET /api/auth/user': () => jsonResponse(salesperson), 'POST /api/badges/check': () => jsonResponse(noNewBadges) });
  // The guided tour would open over the shell 1.5 s in and bring the dashboard back mid-test.
  beforeEach(() => markTourCompleted(salesperson.id));

  it('shows the name, Logout and the mobile bottom bar, and switches sections', async () => {
    const user = setupUser();
    stubSignedIn();
    renderApp('/');

    await expectTextsShown('Kai Kealoha');
    expect(screen.getByRole('button', { name: LOGOUT })).toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL });
    const labels = within(bottomBar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(Object.values(NAV_MOBILE_LABELS));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(within(bottomBar).getByRole('button', { name: NAV_MOBILE_LABELS.leaderboard }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('button', { name: NAV_MOBILE_LABELS.leaderboard })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the top tabs on desktop', async () => {
    const user = setupUser();
    setDesktopViewport();
    stubSignedIn();
    renderApp('/');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      SECTION_TITLES.dashboard,
      SECTION_TITLES['tint-match'],
      SECTION_TITLES.calendar,
      SECTION_TITLES.leaderboard,
      SECTION_TITLES.rewards,
    ]);
    // The sections' navigation landmark holds the tabs here, not the phones' bottom bar.
    const sectionsNav = screen.getByRole('navigation', { name: SECTIONS_NAV_LABEL });
    expect(sectionsNav).toContainElement(tabs[0] ?? null);
    expect(within(sectionsNav).queryAllByRole('button', { name: NAV_MOBILE_LABELS.leaderboard })).toEqual([]);

    await user.click(screen.getByRole('tab', { name: SECTION_TITLES.calendar }));
    expect(await screen.findByRole('heading', { level: 1, name: SECTION_TITLES.calendar })).toBeInTheDocument();
  });
});
