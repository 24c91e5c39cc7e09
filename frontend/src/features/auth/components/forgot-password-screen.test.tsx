import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

async function openForgotPassword() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  return user;
}

describe('forgot password', () => {
  it('asks for a valid email before calling the server', async () => {
    const fetchMock = stubApi({});
    const user = await openForgotPassword();

    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'kai@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/forgot-password')).toHaveLength(0);
  });

  it("sends the email, then shows 'Check Your Email' with the spam note and Back to Login", async () => {
    const fetchMock = stubApi({
      'POST /api/forgot-password': () =>
        jsonResponse({ message: 'If an account exists for that email, we have sent a password reset link.' }),
    });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('Reset Email Sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for password reset instructions.')).toBeInTheDocument();
    expect(screen.getByText(/check your spam/i)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/forgot-password');
    expect(sentJson(call?.[1])).toEqual({ email: 'kai@example.com' });

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows 'Reset Failed' with the server's message or the default", async () => {
    let answer = jsonResponse({ statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }, 429);
    stubApi({ 'POST /api/forgot-password': () => answer });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'kai@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();

    answer = new Response('', { status: 500, statusText: 'Internal Server Error' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });
});
