import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';

async function openSignup() {
  const user = setupUser();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Create New Account' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Salesperson Registration' })).toBeInTheDocument();
  return user;
}

function disclaimerBoxes() {
  return within(screen.getByRole('group', { name: 'Program disclaimers' })).getAllByRole('checkbox');
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
  await user.click(screen.getByRole('combobox', { name: 'Company' }));
  await user.click(await screen.findByTitle(name));
}

async function fillValidForm(user: UserEvent) {
  await fill(user, 'First name', ' Kai ');
  await fill(user, 'Last name', 'Kealoha');
  await fill(user, 'Email', 'kai@example.com');
  await fill(user, 'Phone number', '808-555-0123');
  await chooseCompany(user, 'Maui Toyota');
  await fill(user, 'Password', 'correct horse');
  await fill(user, 'Confirm password', 'correct horse');
}

describe('signup', () => {
  it('offers the dealerships and lists the 10 disclaimers in a scrollable box', async () => {
    stubApi({});
    const user = await openSignup();

    expect(disclaimerBoxes()).toHaveLength(10);
    expect(screen.getByRole('group', { name: 'Program disclaimers' })).toHaveClass('disclaimer-list');

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    expect(await screen.findByTitle('Acura of Maui')).toBeInTheDocument();
    expect(screen.getByTitle('Akamai Motors')).toBeInTheDocument();
  });

  it('keeps Create Account disabled, with the hint, until all 10 disclaimers are ticked', async () => {
    stubApi({});
    const user = await openSignup();
    const createAccount = screen.getByRole('button', { name: 'Create Account' });

    expect(createAccount).toBeDisabled();
    expect(screen.getByText('Please accept all disclaimers to continue')).toBeInTheDocument();

    const boxes = disclaimerBoxes();
    for (const box of boxes.slice(0, 9)) await user.click(box);
    expect(createAccount).toBeDisabled();
    expect(screen.getByText('9 of 10 accepted', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Please accept all disclaimers to continue')).toBeInTheDocument();

    await user.click(boxes[9] as HTMLElement);
    expect(createAccount).toBeEnabled();
    expect(screen.queryByText('Please accept all disclaimers to continue')).not.toBeInTheDocument();

    await user.click(boxes[4] as HTMLElement);
    expect(createAccount).toBeDisabled();
    expect(await screen.findByText('All disclaimers must be accepted')).toBeInTheDocument();
    expect(screen.getByText('Please accept all disclaimers to continue')).toBeInTheDocument();

    await user.click(boxes[4] as HTMLElement);
    expect(createAccount).toBeEnabled();
    await expect.poll(() => screen.queryByText('All disclaimers must be accepted')).toBeNull();
  });

  it('shows every validation message and sends nothing while the form is invalid', async () => {
    const fetchMock = stubApi({});
    const user = await openSignup();
    await tickAllDisclaimers(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fill(user, 'Email', 'kai@example');
    await fill(user, 'Phone number', '808-555');
    await fill(user, 'Password', 'short');
    await fill(user, 'Confirm password', 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    await fill(user, 'Password', 'x'.repeat(129));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();

    // Limits the server adds beyond the spec are checked here too.
    await fill(user, 'First name', 'K'.repeat(101));
    expect(await screen.findByText('First name must be at most 100 characters')).toBeInTheDocument();
    await fill(user, 'Phone number', '8'.repeat(31));
    expect(await screen.findByText('Phone number must be at most 30 characters')).toBeInTheDocument();

    expect(callsTo(fetchMock, 'POST', '/api/signup')).toHaveLength(0);
  });

  it('sends the six fields only, then returns to sign in with the email filled in', async () => {
    const fetchMock = stubApi({ 'POST /api/signup': () => jsonResponse({ id: 'u1' }, 201) });
    const user = await openSignup();
    await fillValidForm(user);
    await tickAllDisclaimers(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kai@example.com');

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

  it("shows the server's message, or the default, in a 'Registration Failed' toast", async () => {
    let answer = jsonResponse({ statusCode: 409, message: 'An account with this email already exists.' }, 409);
    stubApi({ 'POST /api/signup': () => answer });
    const user = await openSignup();
    await fillValidForm(user);
    await tickAllDisclaimers(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Salesperson Registration' })).toBeInTheDocument();

    answer = new Response('', { status: 502, statusText: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
  });
});
