import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '../admin-session';

const leilani = { firstName: 'Leilani', lastName: 'Akana', email: 'leilani@tintportal.test' };

async function signIn(email: string, password: string) {
  const user = setupUser();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('admin login', () => {
  it('requires both the email and the password', async () => {
    const fetchMock = stubApi({});
    const user = setupUser();
    renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/login')).toHaveLength(0);
  });

  it('stores the token and the admin, welcomes them and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/login': () => jsonResponse({ token: 'admin-token-1', user: leilani }),
      'GET /api/admin/me': () => jsonResponse(leilani),
    });
    const { router } = renderApp('/admin/login');

    await signIn('leilani@tintportal.test', 'Admin123!demo');

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged into admin dashboard.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('admin-token-1');
    expect(JSON.parse(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY) ?? 'null')).toEqual(leilani);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();

    const [login] = callsTo(fetchMock, 'POST', '/api/admin/login');
    expect(sentJson(login?.[1])).toEqual({ email: 'leilani@tintportal.test', password: 'Admin123!demo' });
  });

  it("shows 'Login failed' and stores nothing when the credentials are refused", async () => {
    stubApi({
      'POST /api/admin/login': () => jsonResponse({ statusCode: 401, message: 'Invalid credentials' }, 401),
    });
    const { router } = renderApp('/admin/login');

    await signIn('leilani@tintportal.test', 'wrong');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin credentials. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
