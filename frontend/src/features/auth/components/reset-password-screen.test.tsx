import { screen } from '@testing-library/react';
import {
  FORGOT_PASSWORD_TITLE,
  GO_TO_SIGN_IN,
  NEW_PASSWORD_LABEL,
  REQUEST_NEW_LINK,
  RESET_LINK_INCOMPLETE_TITLE,
  RESET_PASSWORD_SUBMIT,
  RESET_PASSWORD_TITLE,
} from '@tint/libs/texts/auth';
import { CONFIRM_PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import {
  PASSWORDS_DONT_MATCH,
  PASSWORD_TOO_SHORT,
  RESET_LINK_INVALID,
  TOO_MANY_REQUESTS,
} from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function fillNewPassword(password: string, confirmation = password) {
  const user = setupUser();
  await user.type(await screen.findByLabelText(NEW_PASSWORD_LABEL), password);
  await user.type(screen.getByLabelText(CONFIRM_PASSWORD_LABEL), confirmation);
  await user.click(screen.getByRole('button', { name: RESET_PASSWORD_SUBMIT }));
  return user;
}

describe('reset password page', () => {
  it('is reachable without a session and applies the password rules', async () => {
    const fetchMock = stubApi({});
    renderApp('/reset-password?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: RESET_PASSWORD_TITLE })).toBeInTheDocument();
    await fillNewPassword('short', 'other');

    await expectTextsShown(PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH);
    expect(callsTo(fetchMock, 'POST', '/api/reset-password')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/auth/user')).toHaveLength(0);
  });

  it("sends the token and the new password, then offers 'Go to Sign In'", async () => {
    const fetchMock = stubApi({
      'POST /api/reset-password': () => jsonResponse({ message: 'Your password has been reset.' }),
    });
    const { router } = renderApp('/reset-password?token=abc123');

    const user = await fillNewPassword('brand new pass');

    await expectTextsShown('Your password has been reset.');
    const [call] = callsTo(fetchMock, 'POST', '/api/reset-password');
    expect(sentJson(call?.[1])).toEqual({ token: 'abc123', password: 'brand new pass' });

    await user.click(screen.getByRole('button', { name: GO_TO_SIGN_IN }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();
  });

  it("shows the server's message for an invalid or expired link, with a way to request a new one", async () => {
    stubApi({
      'POST /api/reset-password': () =>
        jsonResponse({ statusCode: 400, message: RESET_LINK_INVALID }, 400),
    });
    const { router } = renderApp('/reset-password?token=used-token');

    const user = await fillNewPassword('brand new pass');

    await expectTextsShown(RESET_LINK_INVALID);
    await user.click(screen.getByRole('button', { name: REQUEST_NEW_LINK }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: FORGOT_PASSWORD_TITLE })).toBeInTheDocument();
  });

  it('keeps the form and shows the reason when the server fails for another reason', async () => {
    stubApi({
      'POST /api/reset-password': () =>
        jsonResponse({ statusCode: 429, message: TOO_MANY_REQUESTS }, 429),
    });
    renderApp('/reset-password?token=abc123');

    await fillNewPassword('brand new pass');

    await expectTextsShown(TOO_MANY_REQUESTS);
    expect(screen.getByRole('button', { name: RESET_PASSWORD_SUBMIT })).toBeInTheDocument();
  });

  it('says the link is incomplete when it has no token', async () => {
    stubApi({});
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: RESET_LINK_INCOMPLETE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText(NEW_PASSWORD_LABEL)).not.toBeInTheDocument();
  });

  it('is also reachable for a signed-in salesperson', async () => {
    stubApi({ 'GET /api/auth/user': () => jsonResponse({ id: 'u1', email: 'kai@example.com', firstName: 'Kai', lastName: 'K' }) });
    renderApp('/reset-password?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: RESET_PASSWORD_TITLE })).toBeInTheDocument();
  });
});
