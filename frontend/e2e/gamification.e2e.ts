// The salesperson's gamification screens against the real product: a fresh salesperson per project
// (so desktop and mobile never share numbers) books a referral, an admin marks it serviced, and the
// badge pop-up, the bell, the leaderboard, rewards, tiers and payout details show it. The leaderboard
// also lists the e2e server's demo history (five more salespeople), masked to first name + initial.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RewardsData } from '@tint/libs/api-types';
import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { BADGE_POLL_MS, DEFAULT_COMMISSION_CENTS, PAYOUT_SCHEDULE_TEXT, TOUR_DELAY_MS } from '@tint/libs/constants';
import { formatMoney } from '@tint/libs/money';
import {
  CASH_BONUS_CENTS,
  DECEMBER_CHALLENGE_BONUS_CENTS,
  DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT,
  DECEMBER_CHALLENGE_REFERRALS,
} from '@tint/libs/rewards';
import { BADGES_TITLE, NEW_BADGE_DISMISS, NEW_BADGE_TITLE, NO_BADGES_YET } from '@tint/libs/texts/badges';
import { LOGOUT, SIGN_IN } from '@tint/libs/texts/common';
import { METRIC_COMPLETED_SERVICES } from '@tint/libs/texts/dashboard';
import { COLUMN_MONTHLY_REFERRALS, YOUR_RANK, YOU_MARK, yourMonth } from '@tint/libs/texts/leaderboard';
import { MARK_ALL_READ, NOTIFICATIONS_TITLE, appointmentNotice, badgeNotice } from '@tint/libs/texts/notifications';
import {
  AWAITING_PAYOUT,
  COMPLETED_LIST_TITLE,
  PENDING,
  PENDING_LIST_TITLE,
  PENDING_THIS_WEEK,
  PERIOD_NAMES,
  TOTAL_PAID,
} from '@tint/libs/texts/payouts';
import {
  BACK_TO_REWARDS,
  CASH_BONUS_TITLE,
  COMPLETED_LIFETIME,
  COMPLETED_THIS_MONTH,
  CURRENT_TIER,
  MONTHLY_STATUS_LABELS,
  VIEW_TIERS,
  cashBonusToGo,
  decemberRule,
  giftCardToGo,
  statusHeadline,
} from '@tint/libs/texts/rewards';
import { BACK_TO_DASHBOARD, NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { TAKE_TOUR, TOUR_SKIP, TOUR_STEP_TEXTS } from '@tint/libs/texts/tour';
import type { Tier } from '@tint/libs/tiers';
import { TIERS, tierStateLabel } from '@tint/libs/tiers';
import { NO_PENDING_APPOINTMENTS, NO_SCHEDULED_APPOINTMENTS } from '@tint/libs/validation-messages';
import {
  adminApiToken,
  bookFirstOpenSlot,
  closeToastsInTheWay,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  expectWithinViewport,
  expectSignedIn,
  fullNameOf,
  goToSection,
  isPhone,
  newSalesperson,
  scenarioToday,
  screenshot,
  signInWithForm,
  skipGuidedTour,
  test,
  signUpAndSignIn,
} from './support';
import { badgeTitle } from '../src/features/badges/badge-display';
import { formatCalendarDate } from '../src/lib/dates';

const [bronze, silver, gold, platinum] = TIERS as [Tier, Tier, Tier, Tier];
const FIRST_REFERRAL = BADGE_DEFINITIONS.first_referral;
/** The badge's name as the screens show it: the emoji stands on its own beside it. */
const FIRST_REFERRAL_TITLE = badgeTitle(FIRST_REFERRAL.name, FIRST_REFERRAL.iconEmoji);
const LOCKED = tierStateLabel({ state: 'locked', remaining: 1 });

async function markServiced(request: APIRequestContext, appointmentId: string): Promise<void> {
  const token = await adminApiToken(request);
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
  // Seven screens, each checked by axe as well: more than the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  // The page's clock (the scenario's, installed by the page fixture) still runs on its own: the 30-second
  // badge check is brought forward instead of waited for.
  await skipGuidedTour(page);
  const person = newSalesperson(testInfo, 'gamification');
  const customer = { firstName: 'Makani', lastName: `Gami${testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop'}` };
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  await expect(page.getByText(NO_BADGES_YET)).toBeVisible();

  // ---- While the dashboard is open: a booking for today, serviced by an admin ----
  const appointment = await bookFirstOpenSlot(page, customer.firstName, customer.lastName, { fromToday: true });
  expect(appointment.appointmentDate).toBe(scenarioToday());
  await markServiced(request, appointment.id);
  // The read models and the badge reactor catch up asynchronously; GET /api/badges does not count as a check.
  await expect
    .poll(async () => ((await (await page.request.get('/api/rewards')).json()) as RewardsData).monthlyCompletedReferrals, { timeout: 20_000 })
    .toBe(1);
  await expect.poll(async () => ((await (await page.request.get('/api/badges')).json()) as unknown[]).length, { timeout: 20_000 }).toBe(1);

  // ---- The next badge check (every 30 s) brings the pop-up ----
  const popup = page.getByRole('dialog', { name: NEW_BADGE_TITLE(1) });
  await expect(popup).toBeHidden();
  await page.clock.fastForward(BADGE_POLL_MS);
  await expect(popup).toBeVisible();
  await expect(popup.getByText(FIRST_REFERRAL.iconEmoji)).toBeVisible();
  await expect(popup.getByText(FIRST_REFERRAL_TITLE, { exact: true })).toBeVisible();
  await expect(popup.getByText(FIRST_REFERRAL.description)).toBeVisible();
  await screenshot(page, testInfo, 'badge-popup', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the new badge pop-up');
  await popup.getByRole('button', { name: NEW_BADGE_DISMISS }).click();
  await expect(popup).toBeHidden();

  // A new badge refreshes the numbers: the dashboard shows the badge and the serviced referral.
  const badges = page.getByRole('list', { name: BADGES_TITLE });
  await expect(badges.getByText(FIRST_REFERRAL_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) })).toContainText('1');
  await screenshot(page, testInfo, 'dashboard-badges');

  // ---- The bell: the badge and the booking, read state kept across a reload ----
  const bell = page.getByRole('button', { name: new RegExp(`^${NOTIFICATIONS_TITLE}, \\d+ unread$`) });
  await expect(bell).toBeVisible();
  await bell.click();
  const notices = page.getByRole('list', { name: NOTIFICATIONS_TITLE });
  const badgeItem = notices.getByRole('listitem').filter({ hasText: badgeNotice(FIRST_REFERRAL.name) });
  const bookingNotice = notices.getByRole('listitem').filter({
    hasText: appointmentNotice(fullNameOf(customer), formatCalendarDate(appointment.appointmentDate), appointment.appointmentTime),
  });
  await expect(badgeItem).toHaveClass(/notification-item-unread/);
  await expect(bookingNotice).toHaveClass(/notification-item-unread/);
  await screenshot(page, testInfo, 'notifications', { fullPage: false });
  if (isPhone(page)) {
    await expectTapTargets({
      'the bell': bell,
      [LOGOUT]: page.getByRole('banner').getByRole('button', { name: LOGOUT }),
      [MARK_ALL_READ]: page.getByRole('button', { name: MARK_ALL_READ }),
    });
  }
  await expectNoSeriousA11yViolations(page, 'the notifications');
  await page.getByRole('button', { name: MARK_ALL_READ }).click();
  await expect(page.getByRole('button', { name: NOTIFICATIONS_TITLE, exact: true })).toBeVisible();
  await expect(badgeItem).not.toHaveClass(/notification-item-unread/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expectSignedIn(page, person);
  await page.getByRole('button', { name: new RegExp(`^${NOTIFICATIONS_TITLE}`) }).click();
  await expect(badgeItem).toBeVisible();
  await expect(badgeItem).not.toHaveClass(/notification-item-unread/);
  await expect(bookingNotice).not.toHaveClass(/notification-item-unread/);
  await page.keyboard.press('Escape');
  await expect(notices).toBeHidden();

  // ---- Leaderboard: the own row in full and marked, everybody else masked ----
  await goToSection(page, SECTION_TITLES.leaderboard, NAV_MOBILE_LABELS.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeVisible();
  const table = page.getByRole('table');
  const ownRow = table.locator('tr.leaderboard-row-self');
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(`${fullNameOf(person)} ${YOU_MARK}`);
  await expect(table.getByText(YOU_MARK)).toHaveCount(1);
  // The demo history's salespeople, masked by the server.
  await expect(table.getByText('Noelani K.', { exact: true })).toBeVisible();
  await expect(table.getByText('Noelani Kahananui')).toHaveCount(0);
  // Another e2e salesperson is 'Kai T.', never their full last name.
  const names = await table.locator('.leaderboard-name').allTextContents();
  for (const name of names.filter((text) => !text.endsWith(YOU_MARK))) expect(name).toMatch(/^\S+ [A-Z]\.$/);
  await expect(table.getByRole('columnheader', { name: new RegExp(COLUMN_MONTHLY_REFERRALS) })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('group', { name: YOUR_RANK })).toContainText(yourMonth(1, 1));
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'leaderboard');
  await expectNoSeriousA11yViolations(page, 'the leaderboard');

  // ---- Rewards ----
  await goToSection(page, SECTION_TITLES.rewards, NAV_MOBILE_LABELS.rewards);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.rewards })).toBeVisible();
  await expect(page.getByText(statusHeadline(MONTHLY_STATUS_LABELS.bronze))).toBeVisible();
  await expect(metric(page, COMPLETED_THIS_MONTH)).toContainText('1');
  await expect(metric(page, COMPLETED_LIFETIME)).toContainText('1');
  await expect(page.getByRole('progressbar', { name: CASH_BONUS_TITLE })).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByText(cashBonusToGo(9, formatMoney(CASH_BONUS_CENTS)))).toBeVisible();
  await expect(page.getByText(giftCardToGo(14))).toBeVisible();
  await expect(page.getByText(DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT)).toBeVisible();
  await expect(page.getByText(decemberRule(DECEMBER_CHALLENGE_REFERRALS, formatMoney(DECEMBER_CHALLENGE_BONUS_CENTS)))).toBeVisible();
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'rewards');
  await expectNoSeriousA11yViolations(page, 'the rewards');

  // ---- Rewards & Tiers ----
  await page.getByRole('button', { name: VIEW_TIERS }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.tiers })).toBeVisible();
  // Bronze is the current tier: it says so, and not also 'Completed'.
  await expect(page.getByRole('article', { name: bronze.name })).toContainText(CURRENT_TIER);
  await expect(page.getByRole('article', { name: bronze.name })).not.toContainText(tierStateLabel({ state: 'completed', remaining: 0 }));
  await expect(page.getByRole('article', { name: silver.name })).toContainText(tierStateLabel({ state: 'unlockable', remaining: 9 }));
  await expect(page.getByRole('article', { name: gold.name })).toContainText(LOCKED);
  await expect(page.getByRole('article', { name: platinum.name })).toContainText(LOCKED);
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'tiers');
  await expectNoSeriousA11yViolations(page, 'the tiers');
  await page.getByRole('button', { name: BACK_TO_REWARDS }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.rewards })).toBeVisible();

  // ---- Payout Details: month, then year ----
  await goToSection(page, SECTION_TITLES.dashboard, NAV_MOBILE_LABELS.dashboard);
  await page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();
  await expect(metric(page, TOTAL_PAID)).toContainText(formatMoney(0));
  await expect(metric(page, PENDING_THIS_WEEK)).toContainText(formatMoney(DEFAULT_COMMISSION_CENTS));
  await expect(metric(page, PENDING)).toContainText(formatMoney(DEFAULT_COMMISSION_CENTS));
  await expect(metric(page, PENDING)).toContainText(PERIOD_NAMES.MTD);
  const completed = page.getByRole('list', { name: COMPLETED_LIST_TITLE });
  await expect(completed.getByRole('listitem')).toHaveCount(1);
  await expect(completed).toContainText(fullNameOf(customer));
  await expect(completed).toContainText('2022 Toyota Camry');
  await expect(completed).toContainText(AWAITING_PAYOUT);
  await expect(page.getByRole('list', { name: PENDING_LIST_TITLE })).toContainText(fullNameOf(customer));
  await expect(page.getByText(NO_SCHEDULED_APPOINTMENTS)).toBeVisible();
  await expect(page.getByText(NO_PENDING_APPOINTMENTS)).toBeHidden();
  await expect(page.getByText(PAYOUT_SCHEDULE_TEXT)).toBeVisible();
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'payouts-mtd');
  await expectNoSeriousA11yViolations(page, 'the payout details');

  const yearly = page.waitForRequest((request) => request.url().endsWith('/api/payout-details?period=YTD'));
  await page.locator('.payout-period-toggle').getByText('YTD', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'YTD' })).toBeChecked();
  await yearly;
  await expect(metric(page, PENDING)).toContainText(PERIOD_NAMES.YTD);
  await expect(metric(page, PENDING)).toContainText(formatMoney(DEFAULT_COMMISSION_CENTS));
  await expect(completed).toContainText(fullNameOf(customer));
  await screenshot(page, testInfo, 'payouts-ytd');
  await page.getByRole('button', { name: BACK_TO_DASHBOARD }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
});

test('the guided tour starts on its own, walks through 7 steps and stays finished', async ({ page }, testInfo) => {
  await closeToastsInTheWay(page);
  const person = newSalesperson(testInfo, 'tour');
  await signUpAndSignIn(page, person);

  const title = page.locator('.ant-tour:not(.ant-tour-hidden) .ant-tour-title');
  const panel = page.locator('.ant-tour:not(.ant-tour-hidden) .ant-tour-panel');
  expect(TOUR_STEP_TEXTS).toHaveLength(7);
  for (const [index, step] of TOUR_STEP_TEXTS.entries()) {
    await expect(title).toHaveText(step.title, { timeout: index === 0 ? 10_000 : 5_000 });
    await expect(panel).toContainText(step.description);
    // Each step points at a real element of this screen size (tabs on desktop, the bottom bar on phones).
    await expect(page.locator(`[data-tour="${step.target}"]`)).toHaveCount(1);
    if (index === 0 || index === 5) await screenshot(page, testInfo, `tour-step-${String(index + 1)}`, { fullPage: false });
    // The bell's step opened centred under it and touched the right edge at 1280 px: a margin stays.
    if (index === 5 && !isPhone(page)) await expectWithinViewport(page, panel, 16);
    if (index < TOUR_STEP_TEXTS.length - 1) await panel.getByRole('button', { name: 'Next' }).click();
  }
  await expect(panel.getByRole('button', { name: TOUR_SKIP })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Finish' }).click();
  await expect(title).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();

  // Finished for this user in this browser: a reload does not start it again...
  await page.reload();
  await expectSignedIn(page, person);
  await page.clock.runFor(TOUR_DELAY_MS * 2);
  await expect(title).toHaveCount(0);

  // ...and 'Take Tour' restarts it, from the first step; Skip ends it.
  await page.getByRole('button', { name: TAKE_TOUR }).click();
  await expect(title).toHaveText(TOUR_STEP_TEXTS[0]?.title ?? '');
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText(TOUR_STEP_TEXTS[1]?.title ?? '');
  await panel.getByRole('button', { name: TOUR_SKIP }).click();
  await expect(title).toHaveCount(0);
});
