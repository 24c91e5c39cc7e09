import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

async function fillNewPassword(password: string, confirmation = password) {
  const user = setupUser();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('reset password page', () => {
  it('is reachable without a session and applies the password rules', async () => {
    const fetchMock = stubApi({});
    renderApp('/reset-password?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await fillNewPassword('short', 'other');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reset-password')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/auth/user')).toHaveLength(0);
  });

  it("sends the token and the new password, then offers 'Go to Sign In'", async () => {
    const fetchMock = stubApi({
      'POST /api/reset-password': () => jsonResponse({ message: 'Your password has been reset.' }),
    });
    const { router } = renderApp('/reset-password?token=abc123');

    const user = await fillNewPassword('brand new pass');

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/reset-password');
    expect(sentJson(call?.[1])).toEqual({ token: 'abc123', password: 'brand new pass' });

    await user.click(screen.getByRole('button', { name: 'Go to Sign In' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows the server's message for an invalid or expired link, with a way to request a new one", async () => {
    stubApi({
      'POST /api/reset-password': () =>
        jsonResponse({ statusCode: 400, message: 'This password reset link is invalid or has expired.' }, 400),
    });
    const { router } = renderApp('/reset-password?token=used-token');

    const user = await fillNewPassword('brand new pass');

    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('keeps the form and shows the reason when the server fails for another reason', async () => {
    stubApi({
      'POST /api/reset-password': () =>
        jsonResponse({ statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }, 429),
    });
    renderApp('/reset-password?token=abc123');

    await fillNewPassword('brand new pass');

    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('says the link is incomplete when it has no token', async () => {
    stubApi({});
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Incomplete Reset Link' })).toBeInTheDocument();
    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('is also reachable for a signed-in salesperson', async () => {
    stubApi({ 'GET /api/auth/user': () => jsonResponse({ id: 'u1', email: 'kai@example.com', firstName: 'Kai', lastName: 'K' }) });
    renderApp('/reset-password?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });
});
