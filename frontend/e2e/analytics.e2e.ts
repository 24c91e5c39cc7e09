import type { Page } from '@playwright/test';
import { FUNNEL_STEPS, FUNNEL_STEP_LABELS } from '@tint/libs/analytics';
import { TINT_PACKAGE_INFO } from '@tint/libs/prices';
import { SLOT_TIMES } from '@tint/libs/slots';
import {
  ANALYTICS_CARD_LABELS,
  ANALYTICS_CHART_TITLE,
  ANALYTICS_COMPLETED,
  ANALYTICS_LIVE,
  ANALYTICS_RECENT,
  ANALYTICS_SUBTITLE,
  ANALYTICS_TITLE,
  TAB_ANALYTICS,
} from '@tint/libs/texts/admin';
import { BOOKING_CONFIRMED_TITLE, BOOK_APPOINTMENT_BUTTON } from '@tint/libs/texts/booking';
import { FIRST_NAME_LABEL, LAST_NAME_LABEL } from '@tint/libs/texts/common';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { GET_RECOMMENDATION, NEXT, RESULT_TITLE, selectPackageLabel } from '@tint/libs/texts/tint-match';
import {
  CERAMIC_SEDAN_ANSWERS,
  adminApiToken,
  adminSignIn,
  expect,
  fillBookingCustomer,
  goToSection,
  installScenarioClock,
  newSalesperson,
  pickDate,
  quietSalespersonApp,
  screenshot,
  test,
  weekdaysAhead,
  signUpAndSignIn,
  uniqueCustomerPhone,
} from './support';

const SLOT = SLOT_TIMES[2];
const CHIPS = FUNNEL_STEPS.map((step) => FUNNEL_STEP_LABELS[step]);

type Analytics = { conversionMetrics: { tintMatchStarted: number; bookingCompleted: number }; recentSessions: { sessionId: string; completed: boolean }[] };

async function analyticsAsAdmin(page: Page): Promise<Analytics> {
  const token = await adminApiToken(page.request);
  const response = await page.request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Analytics;
}

/** A weekday whose 12:30 PM slot is still open; each project starts from its own offset. */
async function openDate(page: Page, from: number): Promise<string> {
  for (let n = from; n < from + 80; n += 1) {
    const date = weekdaysAhead(n);
    const times = (await (await page.request.get(`/api/available-times/${date}`)).json()) as string[];
    if (times.includes(SLOT)) return date;
  }
  throw new Error('No open 12:30 PM slot');
}

// A visitor runs the quiz and books; the admin's Analytics tab then shows that session as Completed,
// with its steps in order, and the counts moved.
test('a quiz and a booking show up in the admin Analytics tab', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const isMobile = testInfo.project.name === 'mobile';
  const before = await analyticsAsAdmin(page);

  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'funnel');
  await signUpAndSignIn(page, person);
  const salespersonId = ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

  await goToSection(page, SECTION_TITLES['tint-match'], NAV_MOBILE_LABELS['tint-match']);
  // The result sends its steps one after the other; a person reads the prices before choosing, so the
  // package is chosen once 'pricing_viewed' is recorded (booking_started would otherwise overtake it).
  const pricingViewed = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/track') && (response.request().postData() ?? '').includes('"pricing_viewed"'),
  );
  for (const [index, answer] of CERAMIC_SEDAN_ANSWERS.entries()) {
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: index === CERAMIC_SEDAN_ANSWERS.length - 1 ? GET_RECOMMENDATION : NEXT, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: RESULT_TITLE })).toBeVisible();
  expect((await pricingViewed).ok()).toBe(true);
  await page.getByRole('region', { name: TINT_PACKAGE_INFO.ceramic.name, exact: true }).getByRole('button', { name: selectPackageLabel(TINT_PACKAGE_INFO.ceramic.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.calendar })).toBeVisible();

  await fillBookingCustomer(page, {
    firstName: 'Kalena',
    lastName: `Funnel${isMobile ? 'Mobile' : 'Desktop'}`,
    email: 'kalena@example.com',
    phone: uniqueCustomerPhone(),
    year: '2023',
    make: 'Honda',
    model: 'Civic',
  });
  let booked = false;
  for (let attempt = 0, from = isMobile ? 40 : 8; attempt < 3 && !booked; attempt += 1, from += 1) {
    await pickDate(page, await openDate(page, from));
    await page.getByRole('button', { name: SLOT, exact: true }).click();
    await page.getByRole('button', { name: BOOK_APPOINTMENT_BUTTON, exact: true }).click();
    const confirmed = page.getByRole('dialog', { name: BOOKING_CONFIRMED_TITLE });
    await expect(confirmed.or(page.getByText(/no longer available/)).first()).toBeVisible({ timeout: 15_000 });
    booked = await confirmed.isVisible();
  }
  expect(booked).toBe(true);
  const sessionId = await page.evaluate(() => window.sessionStorage.getItem('analyticsSessionId'));
  expect(sessionId).toBeTruthy();

  // The browser's tracking calls are fire-and-forget and the funnel worker is asynchronous: wait until the
  // product's own analytics answer has the session completed, then open the admin's screen once.
  await expect.poll(async () => (await analyticsAsAdmin(page)).recentSessions.find((s) => s.sessionId === sessionId)?.completed, { timeout: 30_000 }).toBe(true);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ ...testInfo.project.use, baseURL: new URL(page.url()).origin });
  await installScenarioClock(adminContext);
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: new RegExp(TAB_ANALYTICS) }).click();
  await expect(admin.getByRole('heading', { level: 2, name: ANALYTICS_TITLE })).toBeVisible();
  await expect(admin.getByText(ANALYTICS_SUBTITLE)).toBeVisible();
  await expect(admin.getByText(ANALYTICS_LIVE)).toBeVisible();

  const sessions = admin.getByRole('list', { name: ANALYTICS_RECENT });
  const mine = sessions.locator(':scope > li', { hasText: salespersonId });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(ANALYTICS_COMPLETED, { exact: true })).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveText(CHIPS);

  const after = await analyticsAsAdmin(page);
  expect(after.conversionMetrics.tintMatchStarted).toBeGreaterThan(before.conversionMetrics.tintMatchStarted);
  expect(after.conversionMetrics.bookingCompleted).toBeGreaterThan(before.conversionMetrics.bookingCompleted);
  expect(after.recentSessions.find((s) => s.sessionId === sessionId)).toMatchObject({ completed: true });
  const card = admin.getByLabel(new RegExp(`^${ANALYTICS_CARD_LABELS.booking_completed}: \\d+$`));
  await expect(card).toBeVisible();
  expect(Number((await card.getAttribute('aria-label'))!.split(': ')[1])).toBeGreaterThan(before.conversionMetrics.bookingCompleted);
  await expect(admin.getByRole('list', { name: ANALYTICS_CHART_TITLE }).getByRole('listitem')).toHaveCount(5);
  await screenshot(admin, testInfo, 'admin-analytics');
  await adminContext.close();
});

// Opening Book is a visit, not a booking start: the funnel's booking_started is sent when the salesperson
// first touches a field, once in the session, however often they come back to the form.
test('the booking start is the first field touched, once per session', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'bookingstart');
  await signUpAndSignIn(page, person);

  const isStart = (request: { url: () => string; postData: () => string | null }) =>
    request.url().endsWith('/api/analytics/track') && (request.postData() ?? '').includes('"booking_started"');
  const starts: string[] = [];
  page.on('request', (request) => {
    if (isStart(request)) starts.push(request.url());
  });

  // Twice to the form and away again: no start.
  for (let visit = 0; visit < 2; visit += 1) {
    await goToSection(page, SECTION_TITLES.calendar, NAV_MOBILE_LABELS.calendar);
    await expect(page.getByLabel(FIRST_NAME_LABEL, { exact: true })).toBeVisible();
    await goToSection(page, SECTION_TITLES.dashboard, NAV_MOBILE_LABELS.dashboard);
    await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
  }
  await goToSection(page, SECTION_TITLES.calendar, NAV_MOBILE_LABELS.calendar);

  // The first keystroke starts the booking; requests are seen in the order they were sent, so none came before.
  const started = page.waitForRequest(isStart);
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill('Kalena');
  await started;
  expect(starts).toHaveLength(1);

  // Away and back, and typing again: still one. The next event of the session (opening the quiz sends
  // 'tint_match_started') shows that the second touch sent nothing before it.
  await goToSection(page, SECTION_TITLES.dashboard, NAV_MOBILE_LABELS.dashboard);
  await goToSection(page, SECTION_TITLES.calendar, NAV_MOBILE_LABELS.calendar);
  const later = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track'));
  await page.getByLabel(LAST_NAME_LABEL, { exact: true }).fill('Again');
  await goToSection(page, SECTION_TITLES['tint-match'], NAV_MOBILE_LABELS['tint-match']);
  expect((await later).postData() ?? '').toContain('"tint_match_started"');
  expect(starts).toHaveLength(1);
});
