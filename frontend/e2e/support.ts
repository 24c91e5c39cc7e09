// Shared steps of the browser tests. They run against the real product (playwright.config.ts starts it
// on its own data), so every account a test creates gets an address of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { SignupRequest } from '@tint/libs/api-types';

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

export type NewSalesperson = SignupRequest;

/** A salesperson no earlier run or parallel project has used. */
export function newSalesperson(testInfo: TestInfo, purpose: string): NewSalesperson {
  const unique = `${String(Date.now())}-${String(testInfo.workerIndex)}-${testInfo.project.name}`;
  return {
    firstName: 'Kai',
    lastName: `Tester${purpose.charAt(0).toUpperCase()}${purpose.slice(1)}`,
    email: `e2e-${purpose}-${unique}@example.com`,
    phoneNumber: '808-555-0123',
    company: 'Maui Toyota',
    password: DEFAULT_PASSWORD,
  };
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** test-results/<name>-<project>.png */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** From the sign-in view (or any signed-out view showing the form), signs in and waits for the app. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const emailField = page.getByLabel('Email', { exact: true });
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}


/**
 * Where the product writes its mail when no SMTP server is configured: DATA_DIR/mail. The e2e server
 * uses DATA_DIR=.data/e2e unless DATABASE_URL is set (then the default .data). E2E_MAIL_DIR overrides.
 */
/** scripts/e2e-server.mjs runs the product with DATA_DIR=.data/e2e, so its mail lands here. */
export function mailDir(): string {
  if (process.env.E2E_MAIL_DIR) return path.resolve(process.env.E2E_MAIL_DIR);
  return fileURLToPath(new URL('../../.data/e2e/mail', import.meta.url));
}

export async function expectSignedIn(page: Page, person: { firstName: string; lastName: string }): Promise<void> {
  await expect(page.getByText(fullNameOf(person), { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
