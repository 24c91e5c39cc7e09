import type { Page } from '@playwright/test';
import type { Badge } from '@tint/libs/api-types';
import { DISCLAIMER_COUNT } from '@tint/libs/constants';
import { PROGRAM_TERMS } from '@tint/libs/disclaimers';
import { CONTACT_METHOD_OPTIONS, EXPERIENCE_OPTIONS } from '@tint/libs/profile-options';
import { NO_BADGES_YET } from '@tint/libs/texts/badges';
import { LOGOUT, SIGN_IN } from '@tint/libs/texts/common';
import {
  ENHANCE_PROFILE,
  METRIC_COMPLETED_SERVICES,
  METRIC_SUCCESS_RATE,
  METRIC_THIS_MONTH,
  METRIC_TOTAL_REFERRALS,
  NO_APPOINTMENTS_YET,
  RECENT_ACTIVITY_TITLE,
} from '@tint/libs/texts/dashboard';
import { DISCLAIMERS_TITLE } from '@tint/libs/texts/disclaimers';
import { NOTIFICATIONS_TITLE } from '@tint/libs/texts/notifications';
import {
  BIO_LABEL,
  EXPERIENCE_LABEL,
  PROFILE_MODAL_TITLE,
  PROFILE_SAVED_TITLE,
  SAVE_PROFILE,
  SKIP_FOR_NOW,
  WORKING_HOURS_LABEL,
} from '@tint/libs/texts/profile';
import {
  BACK_TO_DASHBOARD,
  NAV_MOBILE_LABELS,
  SECTIONS_NAV_LABEL,
  SECTION_TITLES,
} from '@tint/libs/texts/salesperson-app';
import { TAKE_TOUR, TOUR_SKIP, TOUR_STEP_TEXTS } from '@tint/libs/texts/tour';
import {
  ACTIVITY_NEW_BOOKING,
  ACTIVITY_SCHEDULED,
  NO_NOTIFICATIONS,
  PLACEHOLDER_MONTH_TREND,
  PLACEHOLDER_NEXT_TIER,
} from '@tint/libs/validation-messages';
import {
  bookFirstOpenSlot,
  expect,
  expectApart,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  expectSignedIn,
  newSalesperson,
  quietSalespersonApp,
  screenshot,
  signInWithForm,
  test,
  signUpAndSignIn,
  dialogOpened,
  pickOption,
} from './support';

const SIX_TO_TEN_YEARS = EXPERIENCE_OPTIONS.find((option) => option.value === '6-10')?.label ?? '';
const TEXT_MESSAGE = CONTACT_METHOD_OPTIONS.find((option) => option.value === 'text')?.label ?? '';

/** The Completed Services card: a button named by its content. */
function completedServices(page: Page) {
  return page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) });
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
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);

  // ---- Dashboard: zero metrics, empty activity, empty badges ----
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
  await expect(metric(page, METRIC_TOTAL_REFERRALS)).toContainText('0');
  await expect(metric(page, METRIC_TOTAL_REFERRALS)).toContainText(PLACEHOLDER_MONTH_TREND);
  await expect(metric(page, METRIC_SUCCESS_RATE)).toContainText('0.0%');
  await expect(metric(page, METRIC_THIS_MONTH)).toContainText('0');
  await expect(completedServices(page)).toContainText('0');
  await expect(completedServices(page)).toContainText(PLACEHOLDER_NEXT_TIER);
  await expect(page.getByText(NO_APPOINTMENTS_YET)).toBeVisible();
  await expect(page.getByText(NO_BADGES_YET)).toBeVisible();
  await expect(page.getByRole('button', { name: NOTIFICATIONS_TITLE })).toBeVisible();
  await screenshot(page, testInfo, 'dashboard');
  await expectNoSeriousA11yViolations(page, 'the empty dashboard');

  await page.getByRole('button', { name: NOTIFICATIONS_TITLE }).click();
  await expect(page.getByText(NO_NOTIFICATIONS)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the empty notifications');
  await page.keyboard.press('Escape');
  await expect(page.getByText(NO_NOTIFICATIONS)).toBeHidden();

  // ---- Profile enhancement ----
  await page.getByRole('button', { name: ENHANCE_PROFILE }).click();
  const dialog = page.getByRole('dialog', { name: PROFILE_MODAL_TITLE });
  await dialogOpened(page, dialog);
  await dialog.getByLabel(BIO_LABEL).fill('Ten years helping Maui drivers stay cool.');
  await pickOption(page, dialog.getByLabel(EXPERIENCE_LABEL), SIX_TO_TEN_YEARS, dialog.locator('.ant-select'));
  await dialog.getByLabel('Electric Vehicles').check();
  await dialog.getByLabel('SUVs/Trucks').check();
  await dialog.getByLabel(TEXT_MESSAGE).check();
  await dialog.getByLabel(WORKING_HOURS_LABEL).fill('Mon–Fri, 9 AM – 5 PM');
  // The dialog is fixed to the viewport, so a full-page picture would cut it; this one shows what a user sees.
  await screenshot(page, testInfo, 'profile-modal', { fullPage: false });
  if (isMobile) await expectTapTargets({ 'the dialog close button': dialog.getByRole('button', { name: 'Close' }) });
  await expectNoSeriousA11yViolations(page, 'the profile dialog');

  await dialog.getByRole('button', { name: SAVE_PROFILE }).click();
  await expect(dialog.getByRole('button', { name: new RegExp(SAVE_PROFILE) })).toHaveClass(/ant-btn-loading/);
  await expect(page.getByText(PROFILE_SAVED_TITLE)).toBeVisible({ timeout: 5000 });
  await expect(dialog).toBeHidden();
  // The toast covers neither the header's buttons nor, on phones, the section bar.
  const toast = page.locator('.ant-notification-notice').filter({ hasText: PROFILE_SAVED_TITLE });
  await expectApart(toast, page.getByRole('button', { name: LOGOUT }));
  await expectApart(toast, page.getByRole('button', { name: NOTIFICATIONS_TITLE }));
  if (isMobile) await expectApart(toast, page.getByRole('navigation', { name: SECTIONS_NAV_LABEL }));
  await page.locator('.ant-notification-notice-close').click();
  await expect(page.getByText(PROFILE_SAVED_TITLE)).toBeHidden();

  await page.getByRole('button', { name: ENHANCE_PROFILE }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(BIO_LABEL)).toHaveValue('Ten years helping Maui drivers stay cool.');
  await expect(dialog.locator('.ant-select')).toContainText(SIX_TO_TEN_YEARS);
  await expect(dialog.getByLabel('Electric Vehicles')).toBeChecked();
  await expect(dialog.getByLabel('SUVs/Trucks')).toBeChecked();
  await expect(dialog.getByLabel('Sports Cars')).not.toBeChecked();
  await expect(dialog.getByLabel(TEXT_MESSAGE)).toBeChecked();
  await expect(dialog.getByLabel(WORKING_HOURS_LABEL)).toHaveValue('Mon–Fri, 9 AM – 5 PM');
  await dialog.getByRole('button', { name: SKIP_FOR_NOW }).click();
  await expect(dialog).toBeHidden();

  // ---- Referrals & Disclaimers ----
  await page.getByRole('button', { name: SECTION_TITLES.disclaimers }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.disclaimers })).toBeVisible();
  await expect(page.getByText(PROGRAM_TERMS[0] ?? '')).toBeVisible();
  await expect(page.getByRole('list', { name: DISCLAIMERS_TITLE }).getByRole('listitem')).toHaveCount(DISCLAIMER_COUNT);
  await screenshot(page, testInfo, 'disclaimers');
  await expectNoSeriousA11yViolations(page, 'the disclaimers section');
  await page.getByRole('button', { name: BACK_TO_DASHBOARD }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();

  // ---- Completed Services -> Payout Details -> back ----
  await completedServices(page).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();
  await screenshot(page, testInfo, 'payout-details');
  await expectNoSeriousA11yViolations(page, 'the empty payout details');
  await page.getByRole('button', { name: BACK_TO_DASHBOARD }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();

  // The tour was skipped for this test, and 'Take Tour' still opens it (gamification.e2e.ts walks through it).
  await page.getByRole('button', { name: TAKE_TOUR }).click();
  await expect(page.locator('.ant-tour-title')).toHaveText(TOUR_STEP_TEXTS[0].title);
  await expectNoSeriousA11yViolations(page, 'the guided tour');
  await page.locator('.ant-tour').getByRole('button', { name: TOUR_SKIP }).click();
  await expect(page.locator('.ant-tour-title')).toBeHidden();

  // ---- Every section of the switcher ----
  const sections = isMobile
    ? [
        [NAV_MOBILE_LABELS['tint-match'], SECTION_TITLES['tint-match']],
        [NAV_MOBILE_LABELS.calendar, SECTION_TITLES.calendar],
        [NAV_MOBILE_LABELS.leaderboard, SECTION_TITLES.leaderboard],
        [NAV_MOBILE_LABELS.rewards, SECTION_TITLES.rewards],
        [NAV_MOBILE_LABELS.dashboard, SECTION_TITLES.dashboard],
      ]
    : [
        [SECTION_TITLES['tint-match'], SECTION_TITLES['tint-match']],
        [SECTION_TITLES.calendar, SECTION_TITLES.calendar],
        [SECTION_TITLES.leaderboard, SECTION_TITLES.leaderboard],
        [SECTION_TITLES.rewards, SECTION_TITLES.rewards],
        [SECTION_TITLES.dashboard, SECTION_TITLES.dashboard],
      ];
  for (const [label, section] of sections) {
    if (isMobile) {
      const item = page.getByRole('navigation', { name: SECTIONS_NAV_LABEL }).getByRole('button', { name: label, exact: true });
      await item.click();
      await expect(item).toHaveAttribute('aria-current', 'page');
    } else {
      const tab = page.getByRole('tab', { name: label, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    if (section === SECTION_TITLES.leaderboard || section === SECTION_TITLES.rewards || section === SECTION_TITLES.dashboard) {
      await expect(page.getByRole('heading', { level: 1, name: section, exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeHidden();
    }
  }
  // The section bar never hides the end of the page.
  if (isMobile) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await page.getByRole('navigation', { name: SECTIONS_NAV_LABEL }).boundingBox();
    const lastCard = await page.locator('.section-area > *').last().boundingBox();
    expect(bar && lastCard && lastCard.y + lastCard.height <= bar.y).toBe(true);
  }
});

test('a booking shows up in the metrics and in Recent Activity', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'activity');
  await signUpAndSignIn(page, person);
  await expect(page.getByText(NO_APPOINTMENTS_YET)).toBeVisible();

  await bookFirstOpenSlot(page, 'Leilani');
  // Booked through the API, not by this page: the open dashboard hears of it from the server's live stream and reads
  // its figures again, with no reload (issue 20). The first booking earns a badge
  // (asynchronously): once this salesperson has it, it is acknowledged so no pop-up covers the figures. Waited for
  // as their own badge, not as every projection idle at once: other tests keep the shared server busy.
  await expect
    .poll(async () => ((await (await page.request.get('/api/badges')).json()) as Badge[]).map((badge) => badge.badgeType), {
      timeout: 20_000,
      message: 'the first booking to earn its badge',
    })
    .toContain('first_referral');
  expect((await page.request.post('/api/badges/check')).ok()).toBe(true);

  await expect(metric(page, METRIC_TOTAL_REFERRALS)).toContainText('1');
  await expect(metric(page, METRIC_THIS_MONTH)).toContainText('1');
  await expect(metric(page, METRIC_SUCCESS_RATE)).toContainText('0.0%');
  const activity = page.getByRole('list', { name: RECENT_ACTIVITY_TITLE }).getByRole('listitem');
  await expect(activity).toHaveCount(1);
  await expect(activity.first()).toContainText(ACTIVITY_NEW_BOOKING);
  await expect(activity.first()).toContainText(ACTIVITY_SCHEDULED);
  await expect(activity.first()).toContainText('Leilani Akana');
  await expect(activity.first()).toContainText('2022 Toyota Camry');
  await screenshot(page, testInfo, 'dashboard-activity');
});
