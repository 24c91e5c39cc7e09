import { expect, test } from '@playwright/test';
import { adminSignIn, screenshot } from './support';

test('admin signs in, logs out locally, signs in again and signs out of the portal', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await screenshot(page, testInfo, 'admin-login');

  await adminSignIn(page);
  await screenshot(page, testInfo, 'admin-dashboard');

  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page.getByText('Successfully logged out of admin dashboard.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();

  await adminSignIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out of the portal' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  await screenshot(page, testInfo, 'admin-signed-out');

  // The server revoked the token the second logout sent.
  const me = await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(me.status()).toBe(401);
});

test('the admin dashboard sends a visitor without a session to the admin login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('wrong admin credentials are refused', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(`e2e-nobody-${testInfo.project.name}@tintportal.test`);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid admin credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
