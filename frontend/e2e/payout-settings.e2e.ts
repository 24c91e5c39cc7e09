// Payout Settings and year-end earnings (issue 20): a salesperson says how they want to be paid from Payout Details;
// the admin sees it on their pending payout, the Fulfill dialog starts on that method, and once paid the Users tab's
// year-end earnings card lists them with their legal name on file.
import type { Page } from '@playwright/test';
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { FULFILL_TEXT, FULFILL_TITLE, MARK_AS_PAID, PAYMENT_METHOD_LABEL, TAB_PAYOUTS, TAB_USERS } from '@tint/libs/texts/admin';
import { METRIC_COMPLETED_SERVICES } from '@tint/libs/texts/dashboard';
import {
  DOWNLOAD_CSV,
  EARNINGS_TITLE,
  EARNINGS_YEAR_LABEL,
  LEGAL_NAME_FIELD,
  LEGAL_NAME_ON_FILE,
  PAYOUT_HANDLE_FIELD,
  PAYOUT_METHOD_FIELD,
  PAYOUT_SETTINGS_BUTTON,
  PAYOUT_SETTINGS_SAVED,
  PAYOUT_SETTINGS_TITLE,
  SAVE_PAYOUT_SETTINGS,
  YES,
  payToText,
  payoutSettingsSummary,
} from '@tint/libs/texts/payout-settings';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { LOGIN_SUCCESS_TITLE, PAYOUT_FULFILLED_TITLE } from '@tint/libs/validation-messages';
import {
  adminApiToken,
  adminSignIn,
  bookFirstOpenSlot,
  closeToast,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  expectWithinViewport,
  fullNameOf,
  goToSection,
  isPhone,
  newSalesperson,
  quietSalespersonApp,
  scenarioToday,
  screenshot,
  signUpAndSignIn,
  test,
  openAdminTab,
  pickOption,
  dialogOpened,
} from './support';

/** The page must not scroll sideways. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}


test('a salesperson sets their payout settings; the admin pays them by that method and sees them in the year-end earnings', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await quietSalespersonApp(page);
  // A name of its own: the earnings card lists everyone paid this year, the other project's run of this test too.
  const person = { ...newSalesperson(testInfo, 'payout-settings'), firstName: testInfo.project.name === 'mobile' ? 'Makoa' : 'Keoni' };
  await signUpAndSignIn(page, person);
  await closeToast(page, LOGIN_SUCCESS_TITLE);
  const handle = `${person.email.split('@')[0]!}@zelle.example.com`;
  const legalName = `${person.firstName} Q. ${person.lastName}`;

  // Payout Details → Payout Settings.
  await goToSection(page, SECTION_TITLES.dashboard, NAV_MOBILE_LABELS.dashboard);
  await page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();
  const open = page.getByRole('button', { name: PAYOUT_SETTINGS_BUTTON });
  await open.scrollIntoViewIfNeeded();
  if (isPhone(page)) await expectTapTargets({ [PAYOUT_SETTINGS_BUTTON]: open });
  await open.click();
  const dialog = page.getByRole('dialog', { name: PAYOUT_SETTINGS_TITLE });
  await dialogOpened(page, dialog);
  await pickOption(page, dialog.getByLabel(PAYOUT_METHOD_FIELD), PAYOUT_METHOD_LABELS.zelle, dialog.locator('.ant-select'));
  await dialog.getByLabel(PAYOUT_HANDLE_FIELD).fill(handle);
  await dialog.getByLabel(LEGAL_NAME_FIELD).fill(legalName);
  const save = dialog.getByRole('button', { name: SAVE_PAYOUT_SETTINGS });
  if (isPhone(page)) {
    await expectTapTargets({
      [SAVE_PAYOUT_SETTINGS]: save,
      [PAYOUT_METHOD_FIELD]: dialog.locator('.ant-select'),
      [PAYOUT_HANDLE_FIELD]: dialog.getByLabel(PAYOUT_HANDLE_FIELD),
      [LEGAL_NAME_FIELD]: dialog.getByLabel(LEGAL_NAME_FIELD),
    });
    await expectWithinViewport(page, dialog);
  }
  await expect(dialog.locator('.ant-select')).toContainText(PAYOUT_METHOD_LABELS.zelle);
  await screenshot(page, testInfo, 'payout-settings-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the Payout Settings dialog');
  await save.click();
  await expect(page.getByText(PAYOUT_SETTINGS_SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.locator('.payout-settings-card');
  await expect(card).toContainText(payoutSettingsSummary(PAYOUT_METHOD_LABELS.zelle, handle));
  await expect(card).toContainText(legalName);
  await expectNoPageOverflow(page);
  await page.locator('.payout-settings-card').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'payout-settings-card', { fullPage: false });

  // A referral of theirs, serviced today.
  const booked = await bookFirstOpenSlot(page, 'Pualani', `Settings${testInfo.project.name}`, { fromToday: true });
  const token = await adminApiToken(page.request);
  const serviced = await page.request.patch(`/api/admin/appointments/${booked.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'completed' } });
  expect(serviced.status(), await serviced.text()).toBe(200);

  // The admin sees how to pay them, and the Fulfill dialog starts on Zelle.
  await adminSignIn(page);
  await openAdminTab(page, TAB_PAYOUTS);
  const payout = page.locator('li.admin-payout').filter({ hasText: fullNameOf({ firstName: 'Pualani', lastName: booked.customerLastName }) });
  await expect(payout).toContainText(payToText(PAYOUT_METHOD_LABELS.zelle, handle));
  await expect(payout.locator('dd').filter({ hasText: legalName })).toBeVisible();
  await payout.evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await expectNoPageOverflow(page);
  await screenshot(page, testInfo, 'payout-settings-pending', { fullPage: false });
  await payout.getByRole('button', { name: MARK_AS_PAID }).click();
  const fulfil = page.getByRole('dialog', { name: FULFILL_TITLE });
  await dialogOpened(page, fulfil);
  await expect(fulfil.getByText(FULFILL_TEXT)).toBeVisible();
  await expect(fulfil.locator('.ant-select-content')).toHaveAttribute('title', PAYOUT_METHOD_LABELS.zelle);
  await expect(fulfil.getByLabel(PAYMENT_METHOD_LABEL)).toBeVisible();
  await expect(fulfil).toContainText(payToText(PAYOUT_METHOD_LABELS.zelle, handle));
  await screenshot(page, testInfo, 'payout-settings-fulfil', { fullPage: false });
  const paid = page.waitForResponse((response) => response.url().includes(`/api/admin/fulfill-payout/${booked.id}`));
  await fulfil.getByRole('button', { name: MARK_AS_PAID }).click();
  const answer = await paid;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ payoutMethod: 'zelle' });
  await expect(page.getByText(PAYOUT_FULFILLED_TITLE, { exact: true })).toBeVisible();
  await closeToast(page, PAYOUT_FULFILLED_TITLE);

  // The Users tab's year-end earnings: this year, with their legal name on file.
  await openAdminTab(page, TAB_USERS);
  const earnings = page.locator('.admin-earnings').filter({ hasText: EARNINGS_TITLE });
  await earnings.scrollIntoViewIfNeeded();
  const year = scenarioToday().slice(0, 4);
  await expect(earnings.getByLabel(EARNINGS_YEAR_LABEL, { exact: true })).toBeVisible();
  await expect(earnings.locator('.ant-select-content')).toHaveAttribute('title', year);
  const row = earnings.locator('li').filter({ hasText: fullNameOf(person) });
  await expect(row).toContainText(person.company);
  await expect(row).toContainText(`${LEGAL_NAME_ON_FILE}: ${YES}`);
  const download = earnings.getByRole('button', { name: DOWNLOAD_CSV });
  if (isPhone(page)) await expectTapTargets({ [DOWNLOAD_CSV]: download, [EARNINGS_YEAR_LABEL]: earnings.locator('.ant-select') });
  await expectNoPageOverflow(page);
  await earnings.evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await screenshot(page, testInfo, 'payout-settings-earnings', { fullPage: false });
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'payout-settings-earnings-row', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the Users tab with the year-end earnings');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`earnings-${year}.csv`);
});
