import { expect, test } from '@playwright/test';
import { screenshot } from './support';

// Signed-out visitors see the landing experience at the root and in place of unknown paths.
for (const path of ['/', '/some/unknown/path']) {
  test(`signed-out visitor at ${path} sees the landing page`, async ({ page }, testInfo) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Single Sign-On' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Account' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));

    const slug = path === '/' ? 'root' : 'unknown-path';
    await screenshot(page, testInfo, `landing-${slug}`);
  });
}

test('Sign In opens the sign-in view and Back returns to the landing page', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeVisible();
});
