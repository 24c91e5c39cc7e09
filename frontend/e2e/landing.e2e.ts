import { PRODUCT_NAME } from '@tint/libs/constants';
import { CREATE_NEW_ACCOUNT, SSO_BUTTON } from '@tint/libs/texts/auth';
import { BACK, SIGN_IN } from '@tint/libs/texts/common';
import { expect, screenshot, test } from './support';

// Signed-out visitors see the landing experience at the root and in place of unknown paths.
for (const path of ['/', '/some/unknown/path']) {
  test(`signed-out visitor at ${path} sees the landing page`, async ({ page }, testInfo) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
    await expect(page.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SSO_BUTTON })).toBeVisible();
    await expect(page.getByRole('button', { name: CREATE_NEW_ACCOUNT })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));

    const slug = path === '/' ? 'root' : 'unknown-path';
    await screenshot(page, testInfo, `landing-${slug}`);
  });
}

test('Sign In opens the sign-in view and Back returns to the landing page', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();

  await page.getByRole('button', { name: BACK, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
});
