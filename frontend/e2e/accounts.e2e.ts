import type { Page } from '@playwright/test';
import { DISCLAIMER_COUNT, PRODUCT_NAME } from '@tint/libs/constants';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import {
  CREATE_ACCOUNT,
  CREATE_NEW_ACCOUNT,
  DISCLAIMERS_HEADING,
  PHONE_NUMBER_LABEL,
  SIGNUP_TITLE,
} from '@tint/libs/texts/auth';
import {
  COMPANY_LABEL,
  CONFIRM_PASSWORD_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  LOGOUT,
  PASSWORD_LABEL,
  SIGN_IN,
} from '@tint/libs/texts/common';
import {
  DISCLAIMERS_HINT,
  LOGIN_FAILED_TITLE,
  NOT_FOUND_BODY,
  NOT_FOUND_TITLE,
  SIGNUP_SUCCESS_TEXT,
  SIGNUP_SUCCESS_TITLE,
} from '@tint/libs/validation-messages';
import type { NewSalesperson } from './support';
import { closeToast, expect, expectApart, expectNoSeriousA11yViolations, expectSignedIn, fullNameOf, newSalesperson, quietSalespersonApp, screenshot, signInWithForm, test } from './support';

/** Fills the sign-up form for `person` and ticks every disclaimer; Create Account is then enabled. */
async function fillSignup(page: Page, person: NewSalesperson): Promise<void> {
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill(person.firstName);
  await page.getByLabel(LAST_NAME_LABEL, { exact: true }).fill(person.lastName);
  await page.getByLabel(EMAIL_LABEL, { exact: true }).fill(person.email);
  await page.getByLabel(PHONE_NUMBER_LABEL, { exact: true }).fill(person.phoneNumber);
  await chooseDealershipByTyping(page, person.company, person.company);
  await page.getByLabel(PASSWORD_LABEL, { exact: true }).fill(person.password);
  await page.getByLabel(CONFIRM_PASSWORD_LABEL, { exact: true }).fill(person.password);

  const disclaimers = page.getByRole('group', { name: DISCLAIMERS_HEADING }).getByRole('checkbox');
  await expect(disclaimers).toHaveCount(DISCLAIMER_COUNT);
  for (const box of await disclaimers.all()) await box.check();
  await expect(page.getByText(DISCLAIMERS_HINT)).toBeHidden();
  await expect(page.getByRole('button', { name: CREATE_ACCOUNT })).toBeEnabled();
}

/** Types `typed` into the dealership field and presses Enter: the highlighted (first) match is chosen. */
async function chooseDealershipByTyping(page: Page, typed: string, expected: string): Promise<void> {
  const company = page.getByRole('combobox', { name: COMPANY_LABEL });
  await company.click();
  await company.pressSequentially(typed);
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(expected, { exact: true })).toBeVisible();
  await company.press('Enter');
  await expect(page.locator('.ant-form-item', { has: company })).toContainText(expected);
}

/** Create Account, then the success toast and the sign-in view with the address filled in. */
async function createAccountSucceeds(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: CREATE_ACCOUNT }).click();
  await expect(page.getByText(SIGNUP_SUCCESS_TITLE)).toBeVisible();
  await expect(page.getByText(SIGNUP_SUCCESS_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  await expect(page.getByLabel(EMAIL_LABEL, { exact: true })).toHaveValue(email);
}

// A new salesperson registers, signs in, meets the 404 page, and logs out again.
test('register, sign in, see the not-found page, log out', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'accounts');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await page.getByRole('button', { name: CREATE_NEW_ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeVisible();

  await expect(page.getByRole('button', { name: CREATE_ACCOUNT })).toBeDisabled();
  await expect(page.getByText(DISCLAIMERS_HINT)).toBeVisible();
  await fillSignup(page, person);
  await screenshot(page, testInfo, 'signup');
  await expectNoSeriousA11yViolations(page, 'the sign-up view');

  await createAccountSucceeds(page, person.email);
  // The toast leaves the form's buttons free (on phones it used to sit over them at the bottom).
  const toast = page.locator('.ant-notification-notice').filter({ hasText: SIGNUP_SUCCESS_TITLE });
  await expectApart(toast, page.getByRole('button', { name: SIGN_IN, exact: true }));
  await expectApart(toast, page.getByRole('button', { name: CREATE_NEW_ACCOUNT }));
  await screenshot(page, testInfo, 'login');
  await closeToast(page, SIGNUP_SUCCESS_TITLE);
  // After the toast: it leaves by itself after 5 seconds, and axe's run takes a few on a busy machine.
  await expectNoSeriousA11yViolations(page, 'the sign-in view');

  // Signing up again with the same address says the same (the server tells nobody who has an account; it
  // mails the owner instead), and the account keeps its first password.
  await page.getByRole('button', { name: CREATE_NEW_ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeVisible();
  await fillSignup(page, { ...person, firstName: 'Someone', password: 'Another-Pass-99' });
  await createAccountSucceeds(page, person.email);
  await screenshot(page, testInfo, 'signup-again-success', { fullPage: false });
  await closeToast(page, SIGNUP_SUCCESS_TITLE);

  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  await screenshot(page, testInfo, 'signed-in');

  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_BODY)).toBeVisible();
  await screenshot(page, testInfo, 'not-found');
  await expectNoSeriousA11yViolations(page, 'the not-found page');

  await page.goto('/');
  await expect(page.getByText(fullNameOf(person), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: LOGOUT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with the server message', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(page, `e2e-nobody-${String(Date.now())}-${testInfo.project.name}@example.com`, 'not-the-password');

  await expect(page.getByText(LOGIN_FAILED_TITLE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  await screenshot(page, testInfo, 'login-failed');
  await expectNoSeriousA11yViolations(page, 'the sign-in view after a failed sign-in');
});

// The dealership list is searched by typing: "Servco" then Enter picks the first Servco dealership, not the
// first dealership of the whole list.
test('the dealership list narrows to what is typed, and Enter picks the highlighted match', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: CREATE_NEW_ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeVisible();

  const firstServco = DEALERSHIPS.find((name) => name.toLowerCase().includes('servco'))!;
  await chooseDealershipByTyping(page, 'Servco', firstServco);
  await expect(page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: COMPANY_LABEL }) })).not.toContainText(DEALERSHIPS[0]!);
});

// A person who asked their system for less motion (WCAG 2.3.3) gets pop-ups that appear without sliding in. The
// page records every animation that starts once the list is asked for: with motion on, the list slides in
// (antd's antSlideUpIn) for a fifth of a second.
test('with the system asking for less motion, the dealership list appears without sliding in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: CREATE_NEW_ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGNUP_TITLE })).toBeVisible();
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { animationsStarted: string[] }).animationsStarted = started;
    document.addEventListener('animationstart', (event) => started.push(event.animationName), true);
  });
  await page.getByRole('combobox', { name: COMPANY_LABEL }).click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(DEALERSHIPS[0]!, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: COMPANY_LABEL }).press('Escape');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { animationsStarted: string[] }).animationsStarted)).toEqual([]);
});
