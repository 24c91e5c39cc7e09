import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { bookFirstOpenSlot, expectSignedIn, newSalesperson, quietSalespersonApp, screenshot, signInWithForm } from './support';

// SPEC 9: 10 disclaimers. (The libs build is CommonJS, so Playwright cannot import its values here.)
const DISCLAIMER_COUNT = 10;

/** The Completed Services card: a button named by its content. */
function completedServices(page: Page) {
  return page.getByRole('button', { name: /Completed Services/ });
}

function metric(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true });
}

// A fresh salesperson signs in and finds an empty dashboard; enhances the profile, reads the program terms,
// visits Payout Details and every section of the switcher.
test('a new salesperson uses the dashboard', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const isMobile = testInfo.project.name === 'mobile';
  const person = newSalesperson(testInfo, 'dashboard');
  const signup = await page.request.post('/api/signup', { data: person });
  expect(signup.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);

  // ---- Dashboard: zero metrics, empty activity, empty badges ----
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(metric(page, 'Total Referrals')).toContainText('0');
  await expect(metric(page, 'Total Referrals')).toContainText('+12% from last month');
  await expect(metric(page, 'Success Rate')).toContainText('0.0%');
  await expect(metric(page, 'This Month')).toContainText('0');
  await expect(completedServices(page)).toContainText('0');
  await expect(completedServices(page)).toContainText('2 more to next tier');
  await expect(page.getByText('No appointments yet')).toBeVisible();
  await expect(page.getByText('No badges yet — complete referrals to earn them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await screenshot(page, testInfo, 'dashboard');

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No notifications yet')).toBeHidden();

  // ---- Profile enhancement ----
  await page.getByRole('button', { name: 'Enhance Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enhance Your Profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Bio').fill('Ten years helping Maui drivers stay cool.');
  await expect(async () => {
    await dialog.getByLabel('Years of experience').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('6-10 years', { exact: true }).click({ timeout: 2000 });
    await expect(dialog.locator('.ant-select')).toContainText('6-10 years', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByLabel('Electric Vehicles').check();
  await dialog.getByLabel('SUVs/Trucks').check();
  await dialog.getByLabel('Text message').check();
  await dialog.getByLabel('Working hours').fill('Mon–Fri, 9 AM – 5 PM');
  // The dialog is fixed to the viewport, so a full-page picture would cut it; this one shows what a user sees.
  await screenshot(page, testInfo, 'profile-modal', { fullPage: false });

  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog.getByRole('button', { name: /Save Profile/ })).toHaveClass(/ant-btn-loading/);
  await expect(page.getByText('Profile Saved')).toBeVisible({ timeout: 5000 });
  await expect(dialog).toBeHidden();
  await page.locator('.ant-notification-notice-close').click();
  await expect(page.getByText('Profile Saved')).toBeHidden();

  await page.getByRole('button', { name: 'Enhance Profile' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bio')).toHaveValue('Ten years helping Maui drivers stay cool.');
  await expect(dialog.locator('.ant-select')).toContainText('6-10 years');
  await expect(dialog.getByLabel('Electric Vehicles')).toBeChecked();
  await expect(dialog.getByLabel('SUVs/Trucks')).toBeChecked();
  await expect(dialog.getByLabel('Sports Cars')).not.toBeChecked();
  await expect(dialog.getByLabel('Text message')).toBeChecked();
  await expect(dialog.getByLabel('Working hours')).toHaveValue('Mon–Fri, 9 AM – 5 PM');
  await dialog.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(dialog).toBeHidden();

  // ---- Referrals & Disclaimers ----
  await page.getByRole('button', { name: 'Referrals & Disclaimers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals & Disclaimers' })).toBeVisible();
  await expect(page.getByText('Sales reps may not offer discounts or guarantees.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Disclaimers' }).getByRole('listitem')).toHaveCount(DISCLAIMER_COUNT);
  await screenshot(page, testInfo, 'disclaimers');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // ---- Completed Services -> Payout Details -> back ----
  await completedServices(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeVisible();
  await screenshot(page, testInfo, 'payout-details');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The tour was skipped for this test, and 'Take Tour' still opens it (gamification.e2e.ts walks through it).
  await page.getByRole('button', { name: 'Take Tour' }).click();
  await expect(page.locator('.ant-tour-title')).toHaveText('Your numbers at a glance');
  await page.locator('.ant-tour').getByRole('button', { name: 'Skip' }).click();
  await expect(page.locator('.ant-tour-title')).toBeHidden();

  // ---- Every section of the switcher ----
  const sections = isMobile
    ? [
        ['Match', 'Tint Match'],
        ['Book', 'Book Appointment'],
        ['Ranks', 'Leaderboard'],
        ['Rewards', 'Rewards'],
        ['Dashboard', 'Dashboard'],
      ]
    : [
        ['Tint Match', 'Tint Match'],
        ['Book Appointment', 'Book Appointment'],
        ['Leaderboard', 'Leaderboard'],
        ['Rewards', 'Rewards'],
        ['Dashboard', 'Dashboard'],
      ];
  for (const [label, section] of sections) {
    if (isMobile) {
      const item = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: label, exact: true });
      await item.click();
      await expect(item).toHaveAttribute('aria-current', 'page');
    } else {
      const tab = page.getByRole('tab', { name: label, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    if (section === 'Leaderboard' || section === 'Rewards' || section === 'Dashboard') {
      await expect(page.getByRole('heading', { level: 1, name: section, exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeHidden();
    }
  }
  // The section bar never hides the end of the page.
  if (isMobile) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByRole('navigation', { name: 'Sections' }).boundingBox();
    const lastCard = await page.locator('.section-area > *').last().boundingBox();
    expect(bar && lastCard && lastCard.y + lastCard.height <= bar.y).toBe(true);
  }
});

test('a booking shows up in the metrics and in Recent Activity', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'activity');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  await expect(page.getByText('No appointments yet')).toBeVisible();

  await bookFirstOpenSlot(page, 'Leilani');
  await page.reload();

  await expect(metric(page, 'Total Referrals')).toContainText('1');
  await expect(metric(page, 'This Month')).toContainText('1');
  await expect(metric(page, 'Success Rate')).toContainText('0.0%');
  const activity = page.getByRole('list', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(activity).toHaveCount(1);
  await expect(activity.first()).toContainText('New booking confirmed');
  await expect(activity.first()).toContainText('Scheduled');
  await expect(activity.first()).toContainText('Leilani Akana');
  await expect(activity.first()).toContainText('2022 Toyota Camry');
  await screenshot(page, testInfo, 'dashboard-activity');
});
