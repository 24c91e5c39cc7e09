import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '../admin-session';

const leilani = { firstName: 'Leilani', lastName: 'Akana', email: 'leilani@tintportal.test' };
const noelani = { firstName: 'Noelani', lastName: 'Kahale', email: 'noelani@tintportal.test' };

function storeSession(token: string, user = leilani) {
  window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(ADMIN_USER_STORAGE_KEY, JSON.stringify(user));
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

describe('admin dashboard', () => {
  it("shows 'Loading...' until the admin is read with the bearer token, then the header", async () => {
    storeSession('admin-token-1');
    const fetchMock = stubApi({ 'GET /api/admin/me': () => jsonResponse(leilani) });
    renderApp('/admin');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Management Portal')).toBeInTheDocument();
    expect(screen.getByText('Leilani Akana')).toBeInTheDocument();
    expect(screen.getByText('leilani@tintportal.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of the portal' })).toBeInTheDocument();

    const [me] = callsTo(fetchMock, 'GET', '/api/admin/me');
    expect(headerOf(me?.[1], 'Authorization')).toBe('Bearer admin-token-1');
  });

  it('forgets a rejected token and goes to the admin login', async () => {
    storeSession('expired-token');
    stubApi({ 'GET /api/admin/me': () => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401) });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY)).toBeNull();
  });

  it('offers to try again when the admin cannot be read for another reason', async () => {
    storeSession('admin-token-1');
    let answer = new Response('', { status: 503, statusText: 'Service Unavailable' });
    stubApi({ 'GET /api/admin/me': () => answer });
    const user = setupUser();
    renderApp('/admin');

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load your admin account. Please try again.')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('admin-token-1');

    answer = jsonResponse(leilani);
    await user.click(tryAgain);
    expect(await screen.findByText('Leilani Akana')).toBeInTheDocument();
  });

  it("first logout: forgets the session locally, says 'Logged out' and returns to the admin login", async () => {
    storeSession('admin-token-1');
    const fetchMock = stubApi({ 'GET /api/admin/me': () => jsonResponse(leilani) });
    const user = setupUser();
    const { router } = renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged out of admin dashboard.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(0);
  });

  it('shows the newly signed-in admin after a logout, not the previous one', async () => {
    storeSession('admin-token-1');
    let me = leilani;
    stubApi({
      'GET /api/admin/me': () => jsonResponse(me),
      'POST /api/admin/login': () => jsonResponse({ token: 'admin-token-2', user: noelani }),
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    me = noelani;
    await user.type(await screen.findByLabelText('Email'), 'noelani@tintportal.test');
    await user.type(screen.getByLabelText('Password'), 'Admin123!demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Noelani Kahale')).toBeInTheDocument();
    expect(screen.queryByText('Leilani Akana')).not.toBeInTheDocument();
  });

  it('second logout: ends the session on the server, forgets it and goes to the site root', async () => {
    const { assign } = stubLocation();
    storeSession('admin-token-1');
    const fetchMock = stubApi({
      'GET /api/admin/me': () => jsonResponse(leilani),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign out of the portal' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const [logout] = callsTo(fetchMock, 'POST', '/api/logout');
    expect(headerOf(logout?.[1], 'Authorization')).toBe('Bearer admin-token-1');
    expect(logout?.[1]?.body).toBeUndefined();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY)).toBeNull();
  });

  it('second logout: a failing server logout is only logged', async () => {
    const { assign } = stubLocation();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession('admin-token-1');
    stubApi({
      'GET /api/admin/me': () => jsonResponse(leilani),
      'POST /api/logout': () => new Response('boom', { status: 500 }),
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign out of the portal' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(consoleError).toHaveBeenCalledWith('Admin logout failed', expect.any(Error));
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });
});
