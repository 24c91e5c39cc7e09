import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '@/features/admin/admin-session';
import { jsonResponse, stubApi, stubCurrentUser, stubFetch } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { renderApp } from '@/testing/render-app';

const salesperson = { id: 'u1', email: 'kai@example.com', firstName: 'Kai', lastName: 'Kealoha' };

describe('route table', () => {
  it('shows the not-found page to a signed-in salesperson on an unknown path', async () => {
    stubCurrentUser(salesperson);
    renderApp('/some/unknown/path');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the landing experience to a signed-out visitor on an unknown path', async () => {
    stubCurrentUser(null);
    renderApp('/some/unknown/path');

    expect(await screen.findByRole('heading', { name: 'Salesperson Referral Portal' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('treats a failing current-user call as signed out', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    renderApp('/test-flow');

    expect(await screen.findByRole('heading', { name: 'Salesperson Referral Portal' })).toBeInTheDocument();
  });

  it('serves /test-flow like the root for a signed-in salesperson', async () => {
    stubCurrentUser(salesperson);
    renderApp('/test-flow');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('redirects /admin to /admin/login without an admin token', async () => {
    const fetchMock = stubCurrentUser(null);
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('link', { name: /back to the referral portal/i })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redirects /admin to /admin/login when the admin user is missing', async () => {
    stubCurrentUser(null);
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token');
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Management Portal')).toBeInTheDocument();
    expect(screen.getByText('Leilani Akana')).toBeInTheDocument();
    expect(screen.getByText('leilani@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps /test-booking reachable without a session', async () => {
    stubCurrentUser(null);
    renderApp('/test-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Test Booking' })).toBeInTheDocument();
    expect(screen.getByText(/tests appointment creation without authentication/)).toBeInTheDocument();
  });

  it('shows the not-found page at /test-booking when the server has test bookings off', async () => {
    stubApi({ 'GET /api/client-config': () => Response.json({ testBookingEnabled: false, singleSignOnEnabled: false, businessTimeZone: 'Pacific/Honolulu' }) });
    renderApp('/test-booking');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Test Booking' })).not.toBeInTheDocument();
  });
});

describe('salesperson app shell', () => {
  it('shows the name, Logout and the mobile bottom bar, and switches sections', async () => {
    const user = userEvent.setup();
    stubCurrentUser(salesperson);
    renderApp('/');

    expect(await screen.findByText('Kai Kealoha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    const labels = within(bottomBar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Dashboard', 'Match', 'Book', 'Ranks', 'Rewards']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(within(bottomBar).getByRole('button', { name: 'Ranks' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('button', { name: 'Ranks' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the top tabs on desktop', async () => {
    const user = userEvent.setup();
    setDesktopViewport();
    stubCurrentUser(salesperson);
    renderApp('/');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Tint Match',
      'Book Appointment',
      'Leaderboard',
      'Rewards',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Book Appointment' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeInTheDocument();
  });
});
