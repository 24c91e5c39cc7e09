import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { stubLocation } from '@/testing/location-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

async function openLogin() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  return user;
}

describe('login', () => {
  it('shows the fields, the links and the outside-provider button', async () => {
    stubApi({});
    await openLogin();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Single Sign-On' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    stubApi({});
    const user = await openLogin();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates the email and requires the password before calling the server', async () => {
    const fetchMock = stubApi({});
    const user = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/login')).toHaveLength(0);
  });

  it('posts email and password, shows the welcome toast and reloads the page', async () => {
    const { reload } = stubLocation();
    const fetchMock = stubApi({ 'POST /api/login': () => jsonResponse({ id: 'u1' }) });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), '  kai@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back to the Salesperson Referral Portal!')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetchMock, 'POST', '/api/login');
    expect(sentJson(call?.[1])).toEqual({ email: 'kai@example.com', password: 'correct horse' });
  });

  it("shows the server's message in a 'Login Failed' toast", async () => {
    const { reload } = stubLocation();
    stubApi({
      'POST /api/login': () => jsonResponse({ statusCode: 429, message: 'Too many requests. Please wait.' }, 429),
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'kai@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("falls back to 'Invalid email or password.' when the server gives no message", async () => {
    stubLocation();
    stubApi({ 'POST /api/login': () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'kai@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('sends the browser to the outside identity provider', async () => {
    const { assign } = stubLocation();
    stubApi({});
    const user = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Continue with Single Sign-On' }));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
