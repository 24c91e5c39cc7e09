import { screen } from '@testing-library/react';
import { ADMIN_DASHBOARD_TITLE } from '@tint/libs/texts/admin';
import { EMAIL_LABEL, PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import {
  ADMIN_LOGIN_FAILED_TEXT,
  ADMIN_LOGIN_FAILED_TITLE,
  ADMIN_LOGIN_SUCCESS_TEXT,
  ADMIN_LOGIN_SUCCESS_TITLE,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
} from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '../admin-session';

const leilani = { firstName: 'Leilani', lastName: 'Akana', email: 'leilani@tintportal.test' };

async function signIn(email: string, password: string) {
  const user = setupUser();
  await user.type(await screen.findByLabelText(EMAIL_LABEL), email);
  await user.type(screen.getByLabelText(PASSWORD_LABEL), password);
  await user.click(screen.getByRole('button', { name: SIGN_IN }));
  return user;
}

describe('admin login', () => {
  it('requires both the email and the password', async () => {
    const fetchMock = stubApi({});
    const user = setupUser();
    renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: SIGN_IN }));
    await expectTextsShown(EMAIL_REQUIRED, PASSWORD_REQUIRED);
    expect(callsTo(fetchMock, 'POST', '/api/admin/login')).toHaveLength(0);
  });

  it('stores the token and the admin, welcomes them and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/login': () => jsonResponse({ token: 'admin-token-1', user: leilani }),
      'GET /api/admin/me': () => jsonResponse(leilani),
    });
    const { router } = renderApp('/admin/login');

    await signIn('leilani@tintportal.test', 'Admin123!demo');

    await expectTextsShown(ADMIN_LOGIN_SUCCESS_TITLE, ADMIN_LOGIN_SUCCESS_TEXT);
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('admin-token-1');
    expect(JSON.parse(window.localStorage.getItem(ADMIN_USER_STORAGE_KEY) ?? 'null')).toEqual(leilani);
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_DASHBOARD_TITLE })).toBeInTheDocument();

    const [login] = callsTo(fetchMock, 'POST', '/api/admin/login');
    expect(sentJson(login?.[1])).toEqual({ email: 'leilani@tintportal.test', password: 'Admin123!demo' });
  });

  it("shows 'Login failed' and stores nothing when the credentials are refused", async () => {
    stubApi({
      'POST /api/admin/login': () => jsonResponse({ statusCode: 401, message: 'Invalid credentials' }, 401),
    });
    const { router } = renderApp('/admin/login');

    await signIn('leilani@tintportal.test', 'wrong');

    await expectTextsShown(ADMIN_LOGIN_FAILED_TITLE, ADMIN_LOGIN_FAILED_TEXT);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
