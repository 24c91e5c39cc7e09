import { screen } from '@testing-library/react';
import {
  ADMIN_DASHBOARD_SUBTITLE,
  ADMIN_DASHBOARD_TITLE,
  ADMIN_LOGIN_TITLE,
  ADMIN_ME_LOAD_FAILED,
  ADMIN_SERVER_LOGOUT_LABEL,
} from '@tint/libs/texts/admin';
import { EMAIL_LABEL, LOGOUT, PASSWORD_LABEL, SIGN_IN, TRY_AGAIN } from '@tint/libs/texts/common';
import { OPERATIONS_QUEUES_LINK, OPERATIONS_QUEUES_OPEN_FAILED, OPERATIONS_SYSTEM_LINK, SYSTEM_TITLE } from '@tint/libs/texts/operations';
import { ADMIN_LOGGED_OUT_TEXT, ADMIN_LOGGED_OUT_TITLE, LOADING } from '@tint/libs/validation-messages';
import { describe, expect, it, vi } from 'vitest';
import type { ApiHandler } from '@/testing/fetch-stub';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
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

/** The dashboard of a signed-in admin, whose POST /api/logout answers with `logout`. */
function renderDashboard(logout: () => Response, handlers: Record<string, ApiHandler> = {}) {
  storeSession('admin-token-1');
  const fetchMock = stubApi({
    'GET /api/admin/me': () => jsonResponse(leilani),
    'POST /api/logout': logout,
    ...handlers,
  });
  const user = setupUser();
  const { router } = renderApp('/admin');
  return { fetchMock, user, router };
}

describe('admin dashboard', () => {
  it("shows 'Loading...' until the admin is read with the bearer token, then the header", async () => {
    storeSession('admin-token-1');
    const fetchMock = stubApi({ 'GET /api/admin/me': () => jsonResponse(leilani) });
    renderApp('/admin');

    expect(await screen.findByText(LOADING)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_DASHBOARD_TITLE })).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    expect(screen.getByText(ADMIN_DASHBOARD_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText('Leilani Akana')).toBeInTheDocument();
    expect(screen.getByText('leilani@tintportal.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOGOUT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADMIN_SERVER_LOGOUT_LABEL })).toBeInTheDocument();

    const [me] = callsTo(fetchMock, 'GET', '/api/admin/me');
    expect(headerOf(me?.[1], 'Authorization')).toBe('Bearer admin-token-1');
  });

  it('forgets a rejected token and goes to the admin login', async () => {
    storeSession('expired-token');
    stubApi({ 'GET /api/admin/me': () => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401) });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
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

    const tryAgain = await screen.findByRole('button', { name: TRY_AGAIN });
    expect(screen.getByText(ADMIN_ME_LOAD_FAILED)).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('admin-token-1');

    answer = jsonResponse(leilani);
    await user.click(tryAgain);
    await expectTextsShown('Leilani Akana');
  });

  it("first logout: revokes the token on the server, forgets the session, says 'Logged out' and returns to the admin login", async () => {
    const { fetchMock, user, router } = renderDashboard(() => new Response(null, { status: 204 }));

    await user.click(await screen.findByRole('button', { name: LOGOUT }));

    await expectTextsShown(ADMIN_LOGGED_OUT_TITLE, ADMIN_LOGGED_OUT_TEXT);
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY)).toBeNull();
    const logouts = callsTo(fetchMock, 'POST', '/api/logout');
    expect(logouts).toHaveLength(1);
    expect(headerOf(logouts[0]?.[1], 'Authorization')).toBe('Bearer admin-token-1');
    expect(logouts[0]?.[1]?.body).toBeUndefined();
  });

  it('first logout: a failing server logout is only logged, and the admin is logged out here all the same', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderDashboard(() => new Response('boom', { status: 500 }));

    await user.click(await screen.findByRole('button', { name: LOGOUT }));

    await expectTextsShown(ADMIN_LOGGED_OUT_TITLE, ADMIN_LOGGED_OUT_TEXT);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(consoleError).toHaveBeenCalledWith('Admin logout failed', expect.any(Error));
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the newly signed-in admin after a logout, not the previous one', async () => {
    storeSession('admin-token-1');
    let me = leilani;
    stubApi({
      'GET /api/admin/me': () => jsonResponse(me),
      'POST /api/logout': () => new Response(null, { status: 204 }),
      'POST /api/admin/login': () => jsonResponse({ token: 'admin-token-2', user: noelani }),
    });
    const user = setupUser();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: LOGOUT }));
    me = noelani;
    await user.type(await screen.findByLabelText(EMAIL_LABEL), 'noelani@tintportal.test');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'Admin123!demo');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));

    await expectTextsShown('Noelani Kahale');
    expect(screen.queryByText('Leilani Akana')).not.toBeInTheDocument();
  });

  it('second logout: ends the session on the server, forgets it and goes to the site root', async () => {
    const { assign } = stubLocation();
    const { fetchMock, user } = renderDashboard(() => new Response(null, { status: 204 }));

    await user.click(await screen.findByRole('button', { name: ADMIN_SERVER_LOGOUT_LABEL }));

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
    const { user } = renderDashboard(() => new Response('boom', { status: 500 }));

    await user.click(await screen.findByRole('button', { name: ADMIN_SERVER_LOGOUT_LABEL }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(consoleError).toHaveBeenCalledWith('Admin logout failed', expect.any(Error));
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(ADMIN_LOGGED_OUT_TITLE)).not.toBeInTheDocument();
  });

  it('links to the System page from the header', async () => {
    const { user, router } = renderDashboard(() => new Response(null, { status: 204 }));

    const system = await screen.findByRole('link', { name: OPERATIONS_SYSTEM_LINK });
    expect(system).toHaveAttribute('href', '/admin/system');
    await user.click(system);

    expect(await screen.findByRole('heading', { level: 1, name: SYSTEM_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/system');
  });

  it('Queues: asks the server for the queue dashboard cookie with the bearer token, then opens the queue dashboard', async () => {
    const { assign } = stubLocation();
    const { fetchMock, user } = renderDashboard(() => new Response(null, { status: 204 }), {
      'POST /api/admin/queues/session': () => new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: OPERATIONS_QUEUES_LINK }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/queues'));
    const sessions = callsTo(fetchMock, 'POST', '/api/admin/queues/session');
    expect(sessions).toHaveLength(1);
    expect(headerOf(sessions[0]?.[1], 'Authorization')).toBe('Bearer admin-token-1');
    expect(sessions[0]?.[1]?.body).toBeUndefined();
  });

  it('Queues: says so and stays when the server refuses the cookie', async () => {
    const { assign } = stubLocation();
    const { user } = renderDashboard(() => new Response(null, { status: 204 }), {
      'POST /api/admin/queues/session': () => new Response('boom', { status: 500 }),
    });

    await user.click(await screen.findByRole('button', { name: OPERATIONS_QUEUES_LINK }));

    await expectTextsShown(OPERATIONS_QUEUES_OPEN_FAILED);
    expect(assign).not.toHaveBeenCalled();
  });
});
