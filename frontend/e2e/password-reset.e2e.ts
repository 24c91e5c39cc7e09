import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  CHECK_SPAM_NOTE,
  FORGOT_PASSWORD_LINK,
  FORGOT_PASSWORD_TITLE,
  GO_TO_SIGN_IN,
  NEW_PASSWORD_LABEL,
  RESET_LINK_INCOMPLETE_TITLE,
  RESET_LINK_PROBLEM_TITLE,
  RESET_PASSWORD_DONE_TITLE,
  RESET_PASSWORD_SUBMIT,
  RESET_PASSWORD_TITLE,
  SEND_RESET_EMAIL,
} from '@tint/libs/texts/auth';
import { CONFIRM_PASSWORD_LABEL, EMAIL_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import { CHECK_YOUR_EMAIL_TITLE, RESET_SENT_TITLE } from '@tint/libs/validation-messages';
import { expect, expectNoSeriousA11yViolations, expectSignedIn, mailDir, newSalesperson, quietSalespersonApp, screenshot, signInWithForm, test } from './support';

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w%.~-]+/;

/** The newest mail to `to` in the product's mail folder that carries a reset link, waiting for it. */
async function resetLinkMailedTo(to: string): Promise<URL> {
  const folder = mailDir();
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        // File names start with the ISO time they were written, so the newest sorts last.
        for (const file of files.sort().reverse()) {
          const text = await readFile(path.join(folder, file), 'utf8');
          if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(text)) continue;
          // Tolerate quoted-printable soft line breaks should the mail ever be encoded that way.
          const match = RESET_LINK.exec(text) ?? RESET_LINK.exec(text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='));
          if (match) {
            link = new URL(match[0]);
            return true;
          }
        }
        return false;
      },
      { message: `a password reset mail to ${to} in ${folder}`, timeout: 20_000 },
    )
    .toBe(true);
  return link as URL;
}

test('forgot password: mailed link, new password, sign in with it', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'reset');
  const newPassword = 'Brand-New-Pass-77';

  const signup = await page.request.post('/api/signup', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      company: person.company,
      password: person.password,
    },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await page.getByRole('button', { name: FORGOT_PASSWORD_LINK }).click();
  await expect(page.getByRole('heading', { level: 1, name: FORGOT_PASSWORD_TITLE })).toBeVisible();
  await page.getByLabel(EMAIL_LABEL, { exact: true }).fill(person.email);
  await screenshot(page, testInfo, 'forgot-password');
  await expectNoSeriousA11yViolations(page, 'the forgot-password view');
  await page.getByRole('button', { name: SEND_RESET_EMAIL }).click();

  await expect(page.getByRole('heading', { level: 1, name: CHECK_YOUR_EMAIL_TITLE })).toBeVisible();
  await expect(page.getByText(RESET_SENT_TITLE)).toBeVisible();
  await expect(page.getByText(CHECK_SPAM_NOTE)).toBeVisible();
  await screenshot(page, testInfo, 'check-your-email');
  await expectNoSeriousA11yViolations(page, 'the check-your-email view');

  const link = await resetLinkMailedTo(person.email);
  // The mail names the product's public URL; the test server may listen elsewhere.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: RESET_PASSWORD_TITLE })).toBeVisible();
  await page.getByLabel(NEW_PASSWORD_LABEL, { exact: true }).fill(newPassword);
  await page.getByLabel(CONFIRM_PASSWORD_LABEL, { exact: true }).fill(newPassword);
  await screenshot(page, testInfo, 'reset-password');
  await expectNoSeriousA11yViolations(page, 'the reset-password view');
  await page.getByRole('button', { name: RESET_PASSWORD_SUBMIT }).click();

  await expect(page.getByRole('heading', { level: 1, name: RESET_PASSWORD_DONE_TITLE })).toBeVisible();
  await screenshot(page, testInfo, 'reset-password-done');
  await expectNoSeriousA11yViolations(page, 'the password-changed view');

  // The old password no longer opens the account; the link does not work twice.
  const oldLogin = await page.request.post('/api/login', { data: { email: person.email, password: person.password } });
  expect(oldLogin.status()).toBe(401);

  await page.getByRole('button', { name: GO_TO_SIGN_IN }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  await signInWithForm(page, person.email, newPassword);
  await expectSignedIn(page, person);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(NEW_PASSWORD_LABEL, { exact: true }).fill('Another-Pass-88');
  await page.getByLabel(CONFIRM_PASSWORD_LABEL, { exact: true }).fill('Another-Pass-88');
  await page.getByRole('button', { name: RESET_PASSWORD_SUBMIT }).click();
  await expect(page.getByRole('heading', { level: 1, name: RESET_LINK_PROBLEM_TITLE })).toBeVisible();
  await screenshot(page, testInfo, 'reset-password-used-link');
  await expectNoSeriousA11yViolations(page, 'the used reset link view');
});

test('a reset link without a token says it is incomplete', async ({ page }, testInfo) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: RESET_LINK_INCOMPLETE_TITLE })).toBeVisible();
  await screenshot(page, testInfo, 'reset-password-incomplete');
  await expectNoSeriousA11yViolations(page, 'the incomplete reset link view');
});
