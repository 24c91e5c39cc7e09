// Closures (issue 18): the admin closes a day in the Reservations tab and sees what is booked on it; a salesperson's
// booking calendar then greys that day out and offers no times on it; removing the closure opens it again.
import {
  CLOSE_DATES_BUTTON,
  CLOSURES_TITLE,
  CLOSURE_REASON_LABEL,
  NOTHING_BOOKED_ON_CLOSED,
  REMOVE_CLOSURE,
  REMOVE_CLOSURE_OK,
  closedDatesText,
  closedRangeLabel,
} from '@tint/libs/texts/closures';
import { DATE_LABEL } from '@tint/libs/texts/common';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { LOGIN_SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { CLOSURE_REMOVED, SHOP_CLOSED } from '@tint/libs/texts/closures';
import { formatShortDate } from '../src/lib/dates';
import {
  adminApiToken,
  adminSignIn,
  expect,
  expectNoSeriousA11yViolations,
  expectWithinViewport,
  closeToast,
  goToSection,
  isPhone,
  newSalesperson,
  quietSalespersonApp,
  screenshot,
  signUpAndSignIn,
  test,
  weekdaysAhead,
  cellOf,
  openPopup,
} from './support';

test('the admin closes a day; the booking calendar greys it out and offers no times until it is removed', async ({ page }, testInfo) => {
  // Far beyond the days the other tests book (and apart per screen): the projects share one product.
  const date = weekdaysAhead(testInfo.project.name === 'mobile' ? 124 : 120);
  const token = await adminApiToken(page.request);
  // A run before that stopped halfway left its closure: removed, so this one starts from an open day.
  for (const closure of (await (await page.request.get('/api/admin/closures', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string; startDate: string }[]) {
    if (closure.startDate === date) await page.request.delete(`/api/admin/closures/${closure.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }

  await adminSignIn(page);
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: CLOSURES_TITLE, exact: true }) });
  await card.scrollIntoViewIfNeeded();
  const [first, last] = [card.locator('.ant-picker-range input').first(), card.locator('.ant-picker-range input').last()];
  if (isPhone(page)) {
    // No keyboard on a phone: the day is tapped twice in the calendar, as its first and its last day.
    await first.click();
    const popup = await openPopup(page);
    await expectWithinViewport(page, popup);
    await (await cellOf(popup, date)).click();
    await screenshot(page, testInfo, 'closures-range-picker', { fullPage: false });
    await (await cellOf(popup, date)).click();
  } else {
    await first.click();
    await expectWithinViewport(page, await openPopup(page));
    await first.fill(date);
    await first.press('Enter');
    await last.click();
    await last.fill(date);
    await last.press('Enter');
  }
  await expect(first).toHaveValue(formatShortDate(date));
  await expect(last).toHaveValue(formatShortDate(date));
  await card.getByLabel(CLOSURE_REASON_LABEL, { exact: true }).fill(`Team training (${testInfo.project.name})`);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/closures') && response.request().method() === 'POST');
  await card.getByRole('button', { name: CLOSE_DATES_BUTTON }).click();
  expect((await created).status()).toBe(201);
  await expect(card.getByText(closedDatesText(formatShortDate(date)), { exact: true })).toBeVisible();
  await expect(card.getByText(NOTHING_BOOKED_ON_CLOSED)).toBeVisible();
  const listed = isPhone(page) ? card.locator('li', { hasText: closedRangeLabel(formatShortDate(date), formatShortDate(date)) }) : card.locator('tr', { hasText: `Team training (${testInfo.project.name})` });
  await expect(listed).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'closures-card');
  await expectNoSeriousA11yViolations(page, 'the Closures card');

  // The server offers no times on it.
  const salesperson = newSalesperson(testInfo, 'closures');
  await quietSalespersonApp(page);
  await signUpAndSignIn(page, salesperson);
  await closeToast(page, LOGIN_SUCCESS_TITLE);
  expect(await (await page.request.get(`/api/available-times/${date}`)).json()).toEqual([]);
  // The calendar greys out what GET /api/closures answers.
  const closedRead = page.waitForResponse((response) => response.url().includes('/api/closures?') && response.ok());
  await goToSection(page, SECTION_TITLES.calendar, NAV_MOBILE_LABELS.calendar);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.calendar })).toBeVisible();
  expect(await (await closedRead).json()).toContain(date);
  const field = page.getByLabel(DATE_LABEL, { exact: true });
  if (!isPhone(page)) {
    // Typed, it is refused in the server's words, and not taken.
    await field.click();
    await field.fill(date);
    await expect(page.getByText(SHOP_CLOSED)).toBeVisible();
    await field.press('Escape');
  }
  await field.click();
  const popup = await openPopup(page);
  const cell = await cellOf(popup, date);
  await expect(cell).toHaveClass(/ant-picker-cell-disabled/);
  await cell.click({ force: true });
  await expect(field).toHaveValue('');
  await screenshot(page, testInfo, 'closed-date-picker', { fullPage: false });
  await page.keyboard.press('Escape');

  // Removed (after a confirmation), the day is open again.
  await page.goto('/admin');
  await card.scrollIntoViewIfNeeded();
  await listed.getByRole('button', { name: REMOVE_CLOSURE }).click();
  await page.getByRole('button', { name: REMOVE_CLOSURE_OK, exact: true }).click();
  await expect(page.getByText(CLOSURE_REMOVED)).toBeVisible();
  await expect(listed).toHaveCount(0);
  expect(((await (await page.request.get(`/api/available-times/${date}`)).json()) as string[]).length).toBeGreaterThan(0);
});
