import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubCurrentUser } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

describe('landing experience (signed out)', () => {
  it('shows a loading state, then the title and the three buttons', async () => {
    stubCurrentUser(null);
    renderApp('/');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Single Sign-On' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('moves between landing, sign in, registration and forgot password', async () => {
    const user = setupUser();
    stubCurrentUser(null);
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await user.click(screen.getByRole('button', { name: 'Create New Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Salesperson Registration' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create New Account' }));
    const registration = screen.getByRole('heading', { level: 1, name: 'Salesperson Registration' });
    expect(registration).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(document.body).getByRole('button', { name: 'Continue with Single Sign-On' })).toBeInTheDocument();
  });

  it('treats a 401 from the current-user call as signed out and does not retry it', async () => {
    const fetchMock = stubCurrentUser(null);
    renderApp('/');

    await screen.findByRole('heading', { name: 'Salesperson Referral Portal' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('landing after an outside sign-in attempt', () => {
  it('explains that single sign-on is unavailable', async () => {
    stubCurrentUser(null);
    renderApp('/?authError=sso-unavailable');

    expect(
      await screen.findByText('Single sign-on is not available right now. Please sign in with your email and password.'),
    ).toBeInTheDocument();
  });

  it('explains that single sign-on did not complete, and can be dismissed', async () => {
    const user = setupUser();
    stubCurrentUser(null);
    const { router } = renderApp('/?authError=sso-failed');

    const text = 'Single sign-on did not complete. Please try again or sign in with your email and password.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('ignores an unknown error code', async () => {
    stubCurrentUser(null);
    renderApp('/?authError=something-else');

    expect(await screen.findByRole('heading', { name: 'Salesperson Referral Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
