import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  CREATE_ACCOUNT,
  CREATE_NEW_ACCOUNT,
  DISCLAIMERS_HEADING,
  PHONE_NUMBER_LABEL,
  SIGNUP_TITLE,
  disclaimersAccepted,
} from '@tint/libs/texts/auth';
import {
  COMPANY_LABEL,
  CONFIRM_PASSWORD_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  PASSWORD_LABEL,
  SIGN_IN,
} from '@tint/libs/texts/common';
import {
  COMPANY_REQUIRED,
  DISCLAIMERS_HINT,
  DISCLAIMERS_REQUIRED,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_REQUIRED,
  PASSWORDS_DONT_MATCH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_TOO_LONG,
  PHONE_TOO_SHORT,
  SIGNUP_FAILED_DEFAULT,
  SIGNUP_FAILED_TITLE,
  SIGNUP_SUCCESS_TEXT,
  SIGNUP_SUCCESS_TITLE,
  TOO_MANY_REQUESTS,
} from '@tint/libs/validation-messages';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import { DISCLAIMER_COUNT } from '@tint/libs/constants';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';

async function openSignup() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: CREATE_NEW_ACCOUNT }));
  // The form's code arrives in a chunk of its own (preloaded while the landing page shows).
  expect(await screen.findByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeInTheDocument();
  return user;
}

function disclaimerBoxes() {
  return within(screen.getByRole('group', { name: DISCLAIMERS_HEADING })).getAllByRole('checkbox');
}

async function tickAllDisclaimers(user: UserEvent) {
  for (const box of disclaimerBoxes()) await user.click(box);
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function chooseCompany(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: COMPANY_LABEL }));
  await user.click(await screen.findByTitle(name));
}

/** Fills the form validly, ticks every disclaimer and presses Create Account. */
async function createAccount(user: UserEvent) {
  await fillValidForm(user);
  await tickAllDisclaimers(user);
  await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT }));
}

async function fillValidForm(user: UserEvent) {
  await fill(user, FIRST_NAME_LABEL, ' Kai ');
  await fill(user, LAST_NAME_LABEL, 'Kealoha');
  await fill(user, EMAIL_LABEL, 'kai@example.com');
  await fill(user, PHONE_NUMBER_LABEL, '808-555-0123');
  await chooseCompany(user, 'Maui Toyota');
  await fill(user, PASSWORD_LABEL, 'correct horse');
  await fill(user, CONFIRM_PASSWORD_LABEL, 'correct horse');
}

describe('signup', () => {
  it('offers the dealerships and lists the 10 disclaimers in a scrollable box', async () => {
    stubApi({});
    const user = await openSignup();

    expect(disclaimerBoxes()).toHaveLength(10);
    expect(screen.getByRole('group', { name: DISCLAIMERS_HEADING })).toHaveClass('disclaimer-list');

    await user.click(screen.getByRole('combobox', { name: COMPANY_LABEL }));
    expect(await screen.findByTitle('Acura of Maui')).toBeInTheDocument();
    expect(screen.getByTitle('Akamai Motors')).toBeInTheDocument();
  });

  // Enter on the highlighted match is checked in Chromium (e2e/accounts.e2e.ts): the test DOM's key events
  // carry no `which`, which the list reads.
  it('narrows the dealerships to what is typed', async () => {
    stubApi({});
    const user = await openSignup();

    await user.click(screen.getByRole('combobox', { name: COMPANY_LABEL }));
    await user.keyboard('servco');
    await waitFor(() => expect(screen.queryByTitle('Acura of Maui')).not.toBeInTheDocument());
    const matches = DEALERSHIPS.filter((name) => name.toLowerCase().includes('servco'));
    expect(matches.length).toBeGreaterThan(0);
    for (const name of matches) expect(screen.getByTitle(name)).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(matches.length);
  });

  it('keeps Create Account disabled, with the hint, until all 10 disclaimers are ticked', async () => {
    stubApi({});
    const user = await openSignup();
    const createAccount = screen.getByRole('button', { name: CREATE_ACCOUNT });

    expect(createAccount).toBeDisabled();
    expect(screen.getByText(DISCLAIMERS_HINT)).toBeInTheDocument();

    const boxes = disclaimerBoxes();
    for (const box of boxes.slice(0, 9)) await user.click(box);
    // The button follows the ticked boxes through a form watch, a render after the click.
    await waitFor(() => expect(screen.getByText(disclaimersAccepted(9, DISCLAIMER_COUNT), { exact: false })).toBeInTheDocument());
    expect(createAccount).toBeDisabled();
    expect(screen.getByText(DISCLAIMERS_HINT)).toBeInTheDocument();

    await user.click(boxes[9] as HTMLElement);
    await waitFor(() => expect(createAccount).toBeEnabled());
    expect(screen.queryByText(DISCLAIMERS_HINT)).not.toBeInTheDocument();

    await user.click(boxes[4] as HTMLElement);
    await waitFor(() => expect(createAccount).toBeDisabled());
    await expectTextsShown(DISCLAIMERS_REQUIRED, DISCLAIMERS_HINT);

    await user.click(boxes[4] as HTMLElement);
    await waitFor(() => expect(createAccount).toBeEnabled());
    await expect.poll(() => screen.queryByText(DISCLAIMERS_REQUIRED)).toBeNull();
  });

  it('shows every validation message and sends nothing while the form is invalid', async () => {
    const fetchMock = stubApi({});
    const user = await openSignup();
    await tickAllDisclaimers(user);

    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT }));
    await expectTextsShown(FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, EMAIL_INVALID, PHONE_TOO_SHORT, COMPANY_REQUIRED, PASSWORD_TOO_SHORT);

    await fill(user, EMAIL_LABEL, 'kai@example');
    await fill(user, PHONE_NUMBER_LABEL, '808-555');
    await fill(user, PASSWORD_LABEL, 'short');
    await fill(user, CONFIRM_PASSWORD_LABEL, 'shorter');
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT }));
    await expectTextsShown(EMAIL_INVALID, PHONE_TOO_SHORT, PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH);

    await fill(user, PASSWORD_LABEL, 'x'.repeat(129));
    await expectTextsShown(PASSWORD_TOO_LONG);

    // Limits the server adds beyond the spec are checked here too.
    await fill(user, FIRST_NAME_LABEL, 'K'.repeat(101));
    await expectTextsShown(FIRST_NAME_TOO_LONG);
    await fill(user, PHONE_NUMBER_LABEL, '8'.repeat(31));
    await expectTextsShown(PHONE_TOO_LONG);

    expect(callsTo(fetchMock, 'POST', '/api/signup')).toHaveLength(0);
  });

  it('sends the six fields only, then returns to sign in with the email filled in', async () => {
    const fetchMock = stubApi({ 'POST /api/signup': () => jsonResponse({ message: SIGNUP_SUCCESS_TEXT }, 201) });
    const user = await openSignup();

    await createAccount(user);

    await expectTextsShown(SIGNUP_SUCCESS_TITLE, SIGNUP_SUCCESS_TEXT);
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();
    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveValue('kai@example.com');

    const calls = callsTo(fetchMock, 'POST', '/api/signup');
    expect(calls).toHaveLength(1);
    expect(sentJson(calls[0]?.[1])).toEqual({
      firstName: 'Kai',
      lastName: 'Kealoha',
      email: 'kai@example.com',
      phoneNumber: '808-555-0123',
      company: 'Maui Toyota',
      password: 'correct horse',
    });
  });

  it('says the same for an email that already has an account: the server answers 201 either way and mails its owner', async () => {
    const fetchMock = stubApi({ 'POST /api/signup': () => jsonResponse({ message: SIGNUP_SUCCESS_TEXT }, 201) });
    const user = await openSignup();
    await createAccount(user);
    await screen.findByRole('heading', { level: 1, name: SIGN_IN });

    // The same address once more, as someone who does not know it has an account.
    await user.click(screen.getByRole('button', { name: CREATE_NEW_ACCOUNT }));
    await createAccount(user);

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN })).toBeInTheDocument();
    expect(screen.getByLabelText(EMAIL_LABEL)).toHaveValue('kai@example.com');
    expect(screen.queryByText(SIGNUP_FAILED_TITLE)).not.toBeInTheDocument();
    await expectTextsShown(SIGNUP_SUCCESS_TITLE, SIGNUP_SUCCESS_TEXT);
    const sent = callsTo(fetchMock, 'POST', '/api/signup').map(([, init]) => (sentJson(init) as { email: string }).email);
    expect(sent).toEqual(['kai@example.com', 'kai@example.com']);
  });

  it("shows the server's message, or the default, in a 'Registration Failed' toast", async () => {
    let answer = jsonResponse({ statusCode: 429, message: TOO_MANY_REQUESTS }, 429);
    stubApi({ 'POST /api/signup': () => answer });
    const user = await openSignup();

    await createAccount(user);
    await expectTextsShown(SIGNUP_FAILED_TITLE, TOO_MANY_REQUESTS);
    // The form's code arrives in a chunk of its own (preloaded while the landing page shows).
  expect(await screen.findByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeInTheDocument();

    answer = new Response('', { status: 502, statusText: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: CREATE_ACCOUNT }));
    await expectTextsShown(SIGNUP_FAILED_DEFAULT);
  });
});
