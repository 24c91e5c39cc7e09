// The salesperson's gamification screens against the real product: a fresh salesperson per project
// (so desktop and mobile never share numbers) books a referral, an admin marks it serviced, and the
// badge pop-up, the bell, the leaderboard, rewards, tiers and payout details show it. The leaderboard
// also lists the e2e server's demo history (five more salespeople), masked to first name + initial.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { RewardsData } from '@tint/libs/api-types';
import { TOUR_STEP_TEXTS } from '../src/features/tour/tour-texts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bookFirstOpenSlot,
  expectSignedIn,
  fullNameOf,
  goToSection,
  newSalesperson,
  screenshot,
  signInWithForm,
  skipGuidedTour,
} from './support';

// The libs build is CommonJS, so Playwright cannot import its values: the spec's figures are written out.
const BADGE_POLL_MS = 30_000;
const TOUR_DELAY_MS = 1500;

async function markServiced(request: APIRequestContext, appointmentId: string): Promise<void> {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const patch = await request.patch(`/api/admin/appointments/${appointmentId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'completed' },
  });
  expect(patch.status(), await patch.text()).toBe(200);
}

/** The page must not scroll sideways: wide content scrolls inside its card. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function metric(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

test('a serviced referral earns a badge pop-up and shows on the leaderboard, rewards, tiers, payouts and the bell', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await skipGuidedTour(page);
  const person = newSalesperson(testInfo, 'gamification');
  const customer = { firstName: 'Makani', lastName: `Gami${testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop'}` };
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  await expect(page.getByText('No badges yet — complete referrals to earn them.')).toBeVisible();

  // ---- While the dashboard is open: a booking, serviced by an admin ----
  const appointment = await bookFirstOpenSlot(page, customer.firstName, customer.lastName);
  await markServiced(request, appointment.id);
  // The read models and the badge reactor catch up asynchronously; GET /api/badges does not count as a check.
  await expect
    .poll(async () => ((await (await page.request.get('/api/rewards')).json()) as RewardsData).monthlyCompletedReferrals, { timeout: 20_000 })
    .toBe(1);
  await expect.poll(async () => ((await (await page.request.get('/api/badges')).json()) as unknown[]).length, { timeout: 20_000 }).toBe(1);

  // ---- The next badge check (every 30 s) brings the pop-up ----
  const popup = page.getByRole('dialog', { name: 'New badge earned!' });
  await expect(popup).toBeVisible({ timeout: BADGE_POLL_MS + 5_000 });
  await expect(popup.getByText('🎯')).toBeVisible();
  await expect(popup.getByText('First Referral', { exact: true })).toBeVisible();
  await expect(popup.getByText('Booked your first referral.')).toBeVisible();
  await screenshot(page, testInfo, 'badge-popup', { fullPage: false });
  await popup.getByRole('button', { name: 'Awesome!' }).click();
  await expect(popup).toBeHidden();

  // A new badge refreshes the numbers: the dashboard shows the badge and the serviced referral.
  const badges = page.getByRole('list', { name: 'Badges' });
  await expect(badges.getByText('First Referral', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Completed Services/ })).toContainText('1');
  await screenshot(page, testInfo, 'dashboard-badges');

  // ---- The bell: the badge and the booking, read state kept across a reload ----
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const notices = page.getByRole('list', { name: 'Notifications' });
  const badgeNotice = notices.getByRole('listitem').filter({ hasText: 'You earned a badge: First Referral 🎯' });
  const bookingNotice = notices.getByRole('listitem').filter({ hasText: `Appointment booked for ${fullNameOf(customer)}` });
  await expect(badgeNotice).toHaveClass(/notification-item-unread/);
  await expect(bookingNotice).toHaveClass(/notification-item-unread/);
  await screenshot(page, testInfo, 'notifications', { fullPage: false });
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(badgeNotice).not.toHaveClass(/notification-item-unread/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expectSignedIn(page, person);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(badgeNotice).toBeVisible();
  await expect(badgeNotice).not.toHaveClass(/notification-item-unread/);
  await expect(bookingNotice).not.toHaveClass(/notification-item-unread/);
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();

  // ---- Leaderboard: the own row in full and marked, everybody else masked ----
  await goToSection(page, 'Leaderboard', 'Ranks');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const table = page.getByRole('table');
  const ownRow = table.locator('tr.leaderboard-row-self');
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(`${fullNameOf(person)} (You)`);
  await expect(table.getByText('(You)')).toHaveCount(1);
  // The demo history's salespeople, masked by the server.
  await expect(table.getByText('Noelani K.', { exact: true })).toBeVisible();
  await expect(table.getByText('Noelani Kahananui')).toHaveCount(0);
  // Another e2e salesperson is 'Kai T.', never their full last name.
  const names = await table.locator('.leaderboard-name').allTextContents();
  for (const name of names.filter((text) => !text.endsWith('(You)'))) expect(name).toMatch(/^\S+ [A-Z]\.$/);
  await expect(table.getByRole('columnheader', { name: /Monthly Referrals/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('group', { name: 'Your rank' })).toContainText('1 referral this month · 1 completed');
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'leaderboard');

  // ---- Rewards ----
  await goToSection(page, 'Rewards', 'Rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText('Bronze status')).toBeVisible();
  await expect(metric(page, 'Completed this month')).toContainText('1');
  await expect(metric(page, 'Completed all time')).toContainText('1');
  await expect(page.getByRole('progressbar', { name: 'Cash Bonus' })).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByText('9 referrals to go to your next $250.00 bonus')).toBeVisible();
  await expect(page.getByText('14 referrals to go to your next gift card')).toBeVisible();
  await expect(page.getByText('16 days remaining')).toBeVisible();
  await expect(page.getByText('Complete 35 referrals in December to earn an extra $300.00.')).toBeVisible();
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'rewards');

  // ---- Rewards & Tiers ----
  await page.getByRole('button', { name: 'View Rewards & Tiers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards & Tiers' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bronze' })).toContainText('Completed');
  await expect(page.getByRole('article', { name: 'Silver' })).toContainText('9 more to unlock');
  await expect(page.getByRole('article', { name: 'Gold' })).toContainText('Locked');
  await expect(page.getByRole('article', { name: 'Platinum' })).toContainText('Locked');
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'tiers');
  await page.getByRole('button', { name: 'Back to Rewards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();

  // ---- Payout Details: month, then year ----
  await goToSection(page, 'Dashboard', 'Dashboard');
  await page.getByRole('button', { name: /Completed Services/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout Details' })).toBeVisible();
  await expect(metric(page, 'Total Paid')).toContainText('$0.00');
  await expect(metric(page, 'Pending This Week')).toContainText('$25.00');
  await expect(metric(page, 'Pending')).toContainText('$25.00');
  await expect(metric(page, 'Pending')).toContainText('This month');
  const completed = page.getByRole('list', { name: 'Recent Completed Services' });
  await expect(completed.getByRole('listitem')).toHaveCount(1);
  await expect(completed).toContainText(fullNameOf(customer));
  await expect(completed).toContainText('2022 Toyota Camry');
  await expect(completed).toContainText('Awaiting payout');
  await expect(page.getByRole('list', { name: 'Pending Payouts' })).toContainText(fullNameOf(customer));
  await expect(page.getByText('No pending appointments')).toBeVisible();
  await expect(page.getByText('Payouts are sent weekly, on Fridays by 6 pm.')).toBeVisible();
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'payouts-mtd');

  const yearly = page.waitForRequest((request) => request.url().endsWith('/api/payout-details?period=YTD'));
  await page.locator('.payout-period-toggle').getByText('YTD', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'YTD' })).toBeChecked();
  await yearly;
  await expect(metric(page, 'Pending')).toContainText('This year');
  await expect(metric(page, 'Pending')).toContainText('$25.00');
  await expect(completed).toContainText(fullNameOf(customer));
  await screenshot(page, testInfo, 'payouts-ytd');
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the guided tour starts on its own, walks through 7 steps and stays finished', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const person = newSalesperson(testInfo, 'tour');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);

  const title = page.locator('.ant-tour:not(.ant-tour-hidden) .ant-tour-title');
  const panel = page.locator('.ant-tour:not(.ant-tour-hidden) .ant-tour-panel');
  expect(TOUR_STEP_TEXTS).toHaveLength(7);
  for (const [index, step] of TOUR_STEP_TEXTS.entries()) {
    await expect(title).toHaveText(step.title, { timeout: index === 0 ? 10_000 : 5_000 });
    await expect(panel).toContainText(step.description);
    // Each step points at a real element of this screen size (tabs on desktop, the bottom bar on phones).
    await expect(page.locator(`[data-tour="${step.target}"]`)).toHaveCount(1);
    if (index === 0 || index === 5) await screenshot(page, testInfo, `tour-step-${String(index + 1)}`, { fullPage: false });
    if (index < TOUR_STEP_TEXTS.length - 1) await panel.getByRole('button', { name: 'Next' }).click();
  }
  await expect(panel.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Finish' }).click();
  await expect(title).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Finished for this user in this browser: a reload does not start it again...
  await page.reload();
  await expectSignedIn(page, person);
  await page.waitForTimeout(TOUR_DELAY_MS * 2);
  await expect(title).toHaveCount(0);

  // ...and 'Take Tour' restarts it, from the first step; Skip ends it.
  await page.getByRole('button', { name: 'Take Tour' }).click();
  await expect(title).toHaveText(TOUR_STEP_TEXTS[0]?.title ?? '');
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText(TOUR_STEP_TEXTS[1]?.title ?? '');
  await panel.getByRole('button', { name: 'Skip' }).click();
  await expect(title).toHaveCount(0);
});
