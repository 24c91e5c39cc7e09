// Live screens (issue 20): what one person does shows on the others' screens with no reload. A salesperson watches
// the leaderboard and an admin the Users tab while a second salesperson, in a browser of their own, signs up and
// books: the new salesperson's card, their booking on the leaderboard and on the admin's tiles, and the booking in
// the booker's own Recent Activity (made through the API, not by that page) all arrive from the server's stream.
import { expect, type Locator } from '@playwright/test';
import { TAB_USERS, TOTAL_BOOKED } from '@tint/libs/texts/admin';
import { SIGN_IN } from '@tint/libs/texts/common';
import { RECENT_ACTIVITY_TITLE } from '@tint/libs/texts/dashboard';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  adminSignIn,
  bookFirstOpenSlot,
  closeToastsInTheWay,
  expectSignedIn,
  goToSection,
  installScenarioClock,
  newSalesperson,
  openAdminTab,
  quietSalespersonApp,
  screenshot,
  signInWithForm,
  test,
  uniqueLetters,
} from './support';

/** A first name nobody else in the run has: the leaderboard shows other people as "First L.". */
function uniqueFirstName(): string {
  return `Live${uniqueLetters()}`;
}

test('a booking shows on another salesperson’s leaderboard, the admin’s Users tab and the booker’s own dashboard without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  // Nobody's page is reloaded or visited again from here on: every change below arrives by itself.
  let navigations = 0;

  // ---- The watcher: a salesperson on the leaderboard ----
  await closeToastsInTheWay(page);
  await quietSalespersonApp(page);
  const watcher = newSalesperson(testInfo, 'watcher');
  expect((await page.request.post('/api/signup', { data: watcher })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(page, watcher.email, watcher.password);
  await expectSignedIn(page, watcher);
  await goToSection(page, SECTION_TITLES.leaderboard, NAV_MOBILE_LABELS.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeVisible();

  // ---- The admin, in a browser of their own, on the Users tab ----
  const adminContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(adminContext);
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await openAdminTab(admin, TAB_USERS);

  // ---- The booker, in a third browser: signs up and signs in ----
  const bookerContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(bookerContext);
  const bookerPage = await bookerContext.newPage();
  await quietSalespersonApp(bookerPage);
  await closeToastsInTheWay(bookerPage);
  const booker = { ...newSalesperson(testInfo, 'booker'), firstName: uniqueFirstName() };
  expect((await bookerPage.request.post('/api/signup', { data: booker })).ok()).toBe(true);
  await bookerPage.goto('/');
  await bookerPage.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(bookerPage, booker.email, booker.password);
  await expectSignedIn(bookerPage, booker);
  const activity = bookerPage.getByRole('list', { name: RECENT_ACTIVITY_TITLE }).getByRole('listitem');
  await expect(activity).toHaveCount(0);

  for (const watched of [page, admin, bookerPage]) watched.on('framenavigated', (frame) => frame === watched.mainFrame() && (navigations += 1));

  // The admin's tab shows the new salesperson as soon as the worker has counted them.
  const card = admin.getByRole('listitem').filter({ hasText: booker.email.toLowerCase() });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(tile(card, TOTAL_BOOKED)).toHaveText('0');

  // ---- The booking (through the API, as another app of theirs would make it) ----
  const customerLastName = `Live${testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop'}`;
  await bookFirstOpenSlot(bookerPage, 'Malia', customerLastName);

  // The booker's own Recent Activity.
  await expect(activity.filter({ hasText: `Malia ${customerLastName}` })).toBeVisible({ timeout: 20_000 });
  // The watcher's leaderboard: the booker, masked, with one referral this month and none completed.
  const row = page.getByRole('row').filter({ hasText: `${booker.firstName} ${booker.lastName.charAt(0)}.` });
  await expect(row.getByRole('cell')).toContainText([`${booker.firstName} ${booker.lastName.charAt(0)}.`, '1', '0'], { timeout: 20_000 });
  await screenshot(page, testInfo, 'live-leaderboard');
  // The admin's tiles.
  await expect(tile(card, TOTAL_BOOKED)).toHaveText('1', { timeout: 20_000 });
  await screenshot(admin, testInfo, 'live-admin-users');

  expect(navigations).toBe(0);
  await adminContext.close();
  await bookerContext.close();
});

/** A figure of a salesperson's card on the Users tab. */
function tile(card: Locator, label: string): Locator {
  return card.locator('.admin-tile').filter({ has: card.page().getByText(label, { exact: true }) }).locator('dd');
}
