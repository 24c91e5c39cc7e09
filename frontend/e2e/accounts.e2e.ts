import { expect, test } from '@playwright/test';
import { expectSignedIn, fullNameOf, newSalesperson, quietSalespersonApp, screenshot, signInWithForm } from './support';

// A new salesperson registers, signs in, meets the 404 page, and logs out again.
test('register, sign in, see the not-found page, log out', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'accounts');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Registration' })).toBeVisible();

  const createAccount = page.getByRole('button', { name: 'Create Account' });
  await expect(createAccount).toBeDisabled();
  await expect(page.getByText('Please accept all disclaimers to continue')).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Phone number', { exact: true }).fill(person.phoneNumber);
  // The dropdown animates open; a tap during the animation can miss, so try until the choice shows.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(person.company, { exact: true }).click({ timeout: 2000 });
    const companyField = page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Company' }) });
    await expect(companyField).toContainText(person.company, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);

  const disclaimers = page.getByRole('group', { name: 'Program disclaimers' }).getByRole('checkbox');
  await expect(disclaimers).toHaveCount(10);
  for (const box of await disclaimers.all()) await box.check();
  await expect(page.getByText('Please accept all disclaimers to continue')).toBeHidden();
  await expect(createAccount).toBeEnabled();
  await screenshot(page, testInfo, 'signup');

  await createAccount.click();
  await expect(page.getByText('Registration Successful!')).toBeVisible();
  await expect(page.getByText('Your account has been created. You can now log in.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
  await screenshot(page, testInfo, 'login');

  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  await screenshot(page, testInfo, 'signed-in');

  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await screenshot(page, testInfo, 'not-found');

  await page.goto('/');
  await expect(page.getByText(fullNameOf(person), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salesperson Referral Portal' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with the server message', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, `e2e-nobody-${String(Date.now())}-${testInfo.project.name}@example.com`, 'not-the-password');

  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await screenshot(page, testInfo, 'login-failed');
});
