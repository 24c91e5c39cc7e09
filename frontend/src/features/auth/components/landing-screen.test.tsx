import { screen, within } from '@testing-library/react';
import { PRODUCT_NAME } from '@tint/libs/constants';
import {
  ALREADY_HAVE_ACCOUNT,
  BACK_TO_LOGIN,
  CREATE_NEW_ACCOUNT,
  FORGOT_PASSWORD_LINK,
  FORGOT_PASSWORD_TITLE,
  SIGNUP_TITLE,
  SSO_BUTTON,
} from '@tint/libs/texts/auth';
import { BACK, LOADING_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import { SSO_FAILED_TEXT, SSO_UNAVAILABLE_TEXT } from '@tint/libs/validation-messages';
import { describe, expect, it } from 'vitest';
import { stubCurrentUser } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

describe('landing experience (signed out)', () => {
  it('shows a loading state, then the title and the three buttons', async () => {
    stubCurrentUser(null);
    renderApp('/');

    expect(screen.getByRole('status', { name: LOADING_LABEL })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SIGN_IN })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SSO_BUTTON })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CREATE_NEW_ACCOUNT })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: LOADING_LABEL })).not.toBeInTheDocument();
  });

  it('moves between landing, sign in, registration and forgot password', async () => {
    const user = setupUser();
    stubCurrentUser(null);
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: SIGN_IN }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: FORGOT_PASSWORD_LINK }));
    expect(await screen.findByRole('heading', { level: 1, name: FORGOT_PASSWORD_TITLE })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BACK_TO_LOGIN }));
    await user.click(screen.getByRole('button', { name: CREATE_NEW_ACCOUNT }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ALREADY_HAVE_ACCOUNT }));
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BACK }));
    expect(screen.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CREATE_NEW_ACCOUNT }));
    const registration = await screen.findByRole('heading', { level: 1, name: SIGNUP_TITLE });
    expect(registration).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BACK }));
    expect(within(document.body).getByRole('button', { name: SSO_BUTTON })).toBeInTheDocument();
  });

  it('treats a 401 from the current-user call as signed out and does not retry it', async () => {
    const fetchMock = stubCurrentUser(null);
    renderApp('/');

    await screen.findByRole('heading', { name: PRODUCT_NAME });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('landing after an outside sign-in attempt', () => {
  it('explains that single sign-on is unavailable', async () => {
    stubCurrentUser(null);
    renderApp('/?authError=sso-unavailable');

    expect(
      await screen.findByText(SSO_UNAVAILABLE_TEXT),
    ).toBeInTheDocument();
  });

  it('explains that single sign-on did not complete, and can be dismissed', async () => {
    const user = setupUser();
    stubCurrentUser(null);
    const { router } = renderApp('/?authError=sso-failed');

    const text = SSO_FAILED_TEXT;
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('ignores an unknown error code', async () => {
    stubCurrentUser(null);
    renderApp('/?authError=something-else');

    expect(await screen.findByRole('heading', { name: PRODUCT_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
