import { PRODUCT_NAME } from '@tint/libs/constants';
import { ADMIN_LOGIN_TITLE, ADMIN_SERVER_LOGOUT_LABEL } from '@tint/libs/texts/admin';
import { EMAIL_LABEL, LOGOUT, PASSWORD_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import {
  ADMIN_LOGGED_OUT_TEXT,
  ADMIN_LOGGED_OUT_TITLE,
  ADMIN_LOGIN_FAILED_TEXT,
  ADMIN_LOGIN_FAILED_TITLE,
  ADMIN_LOGIN_SUCCESS_TITLE,
} from '@tint/libs/validation-messages';
import { adminSignIn, expect, expectApart, expectNoSeriousA11yViolations, expectTapTargets, isPhone, screenshot, test } from './support';

test('admin signs in, logs out locally, signs in again and signs out of the portal', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
  await screenshot(page, testInfo, 'admin-login');
  await expectNoSeriousA11yViolations(page, 'the admin login');

  await adminSignIn(page, { keepWelcome: true });
  // The two logouts do different things: each says which in words, not the second as a bare red icon.
  const logoutHere = page.getByRole('button', { name: LOGOUT, exact: true });
  const logoutOfPortal = page.getByRole('button', { name: ADMIN_SERVER_LOGOUT_LABEL, exact: true });
  // The welcome toast stays 5 s: it leaves the header's buttons free (on a phone the header is too tall for a toast
  // from the top to pass below it, so it comes from the bottom there).
  const welcome = page.locator('.ant-notification-notice', { hasText: ADMIN_LOGIN_SUCCESS_TITLE });
  await expect(welcome).toBeVisible();
  for (const button of [logoutHere, logoutOfPortal]) await expectApart(welcome, button);
  await screenshot(page, testInfo, 'admin-dashboard');
  await expect(logoutHere).toHaveText(LOGOUT);
  await expect(logoutOfPortal).toHaveText(ADMIN_SERVER_LOGOUT_LABEL);
  if (isPhone(page)) await expectTapTargets({ [LOGOUT]: logoutHere, [ADMIN_SERVER_LOGOUT_LABEL]: logoutOfPortal });
  await expectNoSeriousA11yViolations(page, 'the admin dashboard (Reservations tab)');
  // A copy of the token, as anyone who read the browser's storage would have it.
  const copied = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(copied).toBeTruthy();
  const meWith = (token: string | null) => page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect((await meWith(copied)).status()).toBe(200);

  await page.getByRole('button', { name: LOGOUT, exact: true }).click();
  await expect(page.getByText(ADMIN_LOGGED_OUT_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByText(ADMIN_LOGGED_OUT_TEXT)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  // The first logout revoked it on the server too: the copy opens nothing.
  expect((await meWith(copied)).status()).toBe(401);

  await adminSignIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: ADMIN_SERVER_LOGOUT_LABEL }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await screenshot(page, testInfo, 'admin-signed-out');

  // The server revoked the token the second logout sent.
  expect((await meWith(token)).status()).toBe(401);
});

test('the admin dashboard sends a visitor without a session to the admin login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
});

test('wrong admin credentials are refused', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await page.getByLabel(EMAIL_LABEL, { exact: true }).fill(`e2e-nobody-${testInfo.project.name}@tintportal.test`);
  await page.getByLabel(PASSWORD_LABEL, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByText(ADMIN_LOGIN_FAILED_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByText(ADMIN_LOGIN_FAILED_TEXT)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the admin login after a failed sign-in');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
