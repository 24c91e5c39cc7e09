import { cleanup, screen } from '@testing-library/react';
import { CREATE_NEW_ACCOUNT, FORGOT_PASSWORD_LINK, SSO_BUTTON } from '@tint/libs/texts/auth';
import { EMAIL_LABEL, PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import {
  EMAIL_INVALID,
  LOGIN_FAILED_DEFAULT,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TEXT,
  LOGIN_SUCCESS_TITLE,
  PASSWORD_REQUIRED,
} from '@tint/libs/validation-messages';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_AFTER_RELOAD_KEY } from '@/lib/toast-after-reload';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openLogin() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: SIGN_IN }));
  // The form's code arrives in a chunk of its own (preloaded while the landing page shows).
  expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();
  return user;
}

describe('login', () => {
  it('shows the fields, the links and the outside-provider button', async () => {
    stubApi({});
    await openLogin();

    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: FORGOT_PASSWORD_LINK })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SSO_BUTTON })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CREATE_NEW_ACCOUNT })).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    stubApi({});
    const user = await openLogin();
    const password = screen.getByLabelText(PASSWORD_LABEL);

    await user.type(password, 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates the email and requires the password before calling the server', async () => {
    const fetchMock = stubApi({});
    const user = await openLogin();

    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    await expectTextsShown(EMAIL_INVALID, PASSWORD_REQUIRED);

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'not-an-email');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    await expectTextsShown(EMAIL_INVALID);
    expect(callsTo(fetchMock, 'POST', '/api/login')).toHaveLength(0);
  });

  it('posts email and password, reloads the page at once and welcomes on the reloaded page', async () => {
    const { reload } = stubLocation();
    const fetchMock = stubApi({ 'POST /api/login': () => jsonResponse({ id: 'u1' }) });
    const user = await openLogin();

    await user.type(screen.getByLabelText(EMAIL_LABEL), '  kai@example.com ');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'correct horse');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, 'POST', '/api/login');
    expect(sentJson(call?.[1])).toEqual({ email: 'kai@example.com', password: 'correct horse' });
    // Not on the page that goes at once, where nobody would see it.
    expect(screen.queryByText(LOGIN_SUCCESS_TITLE)).not.toBeInTheDocument();

    // The reloaded page (same browser session) shows the welcome, once.
    cleanup();
    renderApp('/');
    await expectTextsShown(LOGIN_SUCCESS_TITLE, LOGIN_SUCCESS_TEXT);
    expect(window.sessionStorage.getItem(TOAST_AFTER_RELOAD_KEY)).toBeNull();
  });

  it("shows the server's message in a 'Login Failed' toast", async () => {
    const { reload } = stubLocation();
    stubApi({
      'POST /api/login': () => jsonResponse({ statusCode: 429, message: 'Too many requests. Please wait.' }, 429),
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'kai@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'wrong');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));

    await expectTextsShown(LOGIN_FAILED_TITLE, 'Too many requests. Please wait.');
    expect(reload).not.toHaveBeenCalled();
  });

  it("falls back to 'Invalid email or password.' when the server gives no message", async () => {
    stubLocation();
    stubApi({ 'POST /api/login': () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    const user = await openLogin();

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'kai@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'wrong');
    await user.click(screen.getByRole('button', { name: SIGN_IN }));

    await expectTextsShown(LOGIN_FAILED_TITLE, LOGIN_FAILED_DEFAULT);
  });

  it('sends the browser to the outside identity provider', async () => {
    const { assign } = stubLocation();
    stubApi({});
    const user = await openLogin();

    await user.click(screen.getByRole('button', { name: SSO_BUTTON }));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
