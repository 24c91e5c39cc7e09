import { screen } from '@testing-library/react';
import { BACK_TO_LOGIN, FORGOT_PASSWORD_LINK, FORGOT_PASSWORD_TITLE, SEND_RESET_EMAIL } from '@tint/libs/texts/auth';
import { EMAIL_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import {
  CHECK_YOUR_EMAIL_TITLE,
  EMAIL_INVALID,
  RESET_EMAIL_NEUTRAL,
  RESET_FAILED_DEFAULT,
  RESET_FAILED_TITLE,
  RESET_SENT_TEXT,
  RESET_SENT_TITLE,
  TOO_MANY_REQUESTS,
} from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openForgotPassword() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: SIGN_IN }));
  await user.click(await screen.findByRole('button', { name: FORGOT_PASSWORD_LINK }));
  expect(await screen.findByRole('heading', { level: 1, name: FORGOT_PASSWORD_TITLE })).toBeInTheDocument();
  return user;
}

describe('forgot password', () => {
  it('asks for a valid email before calling the server', async () => {
    const fetchMock = stubApi({});
    const user = await openForgotPassword();

    await user.click(screen.getByRole('button', { name: SEND_RESET_EMAIL }));
    await expectTextsShown(EMAIL_INVALID);

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'kai@');
    await user.click(screen.getByRole('button', { name: SEND_RESET_EMAIL }));
    await expectTextsShown(EMAIL_INVALID);
    expect(callsTo(fetchMock, 'POST', '/api/forgot-password')).toHaveLength(0);
  });

  it("sends the email, then shows 'Check Your Email' with the spam note and Back to Login", async () => {
    const fetchMock = stubApi({
      'POST /api/forgot-password': () =>
        jsonResponse({ message: RESET_EMAIL_NEUTRAL }),
    });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: SEND_RESET_EMAIL }));

    expect(await screen.findByRole('heading', { level: 1, name: CHECK_YOUR_EMAIL_TITLE })).toBeInTheDocument();
    expect(screen.getByText(RESET_SENT_TITLE)).toBeInTheDocument();
    expect(screen.getByText(RESET_SENT_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/check your spam/i)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/forgot-password');
    expect(sentJson(call?.[1])).toEqual({ email: 'kai@example.com' });

    await user.click(screen.getByRole('button', { name: BACK_TO_LOGIN }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();
  });

  it("shows 'Reset Failed' with the server's message or the default", async () => {
    let answer = jsonResponse({ statusCode: 429, message: TOO_MANY_REQUESTS }, 429);
    stubApi({ 'POST /api/forgot-password': () => answer });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText(EMAIL_LABEL), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: SEND_RESET_EMAIL }));
    await expectTextsShown(RESET_FAILED_TITLE, TOO_MANY_REQUESTS);

    answer = new Response('', { status: 500, statusText: 'Internal Server Error' });
    await user.click(screen.getByRole('button', { name: SEND_RESET_EMAIL }));
    await expectTextsShown(RESET_FAILED_DEFAULT);
    expect(await screen.findByRole('heading', { level: 1, name: FORGOT_PASSWORD_TITLE })).toBeInTheDocument();
  });
});
