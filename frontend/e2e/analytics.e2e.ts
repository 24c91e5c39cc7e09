import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  CERAMIC_SEDAN_ANSWERS,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSignIn,
  expectSignedIn,
  fillBookingCustomer,
  goToSection,
  newSalesperson,
  pickDate,
  quietSalespersonApp,
  screenshot,
  signInWithForm,
  weekdaysAhead,
} from './support';

const SLOT = '12:30 PM';
const CHIPS = ['Questionnaire Started', 'Questionnaire Completed', 'Pricing Viewed', 'Booking Started', 'Booking Completed'];

type Analytics = { conversionMetrics: { tintMatchStarted: number; bookingCompleted: number }; recentSessions: { sessionId: string; completed: boolean }[] };

async function analyticsAsAdmin(page: Page): Promise<Analytics> {
  const login = await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
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
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
  const salespersonId = ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

  await goToSection(page, 'Tint Match', 'Match');
  for (const [index, answer] of CERAMIC_SEDAN_ANSWERS.entries()) {
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: index === CERAMIC_SEDAN_ANSWERS.length - 1 ? 'Get My Recommendation' : 'Next', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your Perfect Tint Match' })).toBeVisible();
  await page.getByRole('region', { name: 'Ceramic', exact: true }).getByRole('button', { name: 'Select Ceramic Package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();

  await fillBookingCustomer(page, {
    firstName: 'Kalena',
    lastName: `Funnel${isMobile ? 'Mobile' : 'Desktop'}`,
    email: 'kalena@example.com',
    phone: '808-555-0142',
    year: '2023',
    make: 'Honda',
    model: 'Civic',
  });
  let booked = false;
  for (let attempt = 0, from = isMobile ? 40 : 8; attempt < 3 && !booked; attempt += 1, from += 1) {
    await pickDate(page, await openDate(page, from));
    await page.getByRole('button', { name: SLOT, exact: true }).click();
    await page.getByRole('button', { name: 'Book Appointment', exact: true }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(confirmed.or(page.getByText(/no longer available/)).first()).toBeVisible({ timeout: 15_000 });
    booked = await confirmed.isVisible();
  }
  expect(booked).toBe(true);
  const sessionId = await page.evaluate(() => window.sessionStorage.getItem('analyticsSessionId'));
  expect(sessionId).toBeTruthy();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ ...testInfo.project.use, baseURL: new URL(page.url()).origin });
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: /Analytics/ }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Customer Analytics' })).toBeVisible();
  await expect(admin.getByText('Conversion metrics and user behavior tracking (Last 30 days)')).toBeVisible();
  await expect(admin.getByText('Live Data')).toBeVisible();

  // The funnel worker is asynchronous: read again until the session is there (the tab also refreshes every 30 s).
  const sessions = admin.getByRole('list', { name: 'Recent User Sessions' });
  const mine = sessions.locator(':scope > li', { hasText: salespersonId });
  await expect(async () => {
    await admin.getByRole('tab', { name: /Reservations/ }).click();
    await admin.getByRole('tab', { name: /Analytics/ }).click();
    await expect(mine).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveText(CHIPS);

  const after = await analyticsAsAdmin(page);
  expect(after.conversionMetrics.tintMatchStarted).toBeGreaterThan(before.conversionMetrics.tintMatchStarted);
  expect(after.conversionMetrics.bookingCompleted).toBeGreaterThan(before.conversionMetrics.bookingCompleted);
  expect(after.recentSessions.find((s) => s.sessionId === sessionId)).toMatchObject({ completed: true });
  const card = admin.getByLabel(/^Bookings Completed: \d+$/);
  await expect(card).toBeVisible();
  expect(Number((await card.getAttribute('aria-label'))!.split(': ')[1])).toBeGreaterThan(before.conversionMetrics.bookingCompleted);
  await expect(admin.getByRole('list', { name: 'Funnel' }).getByRole('listitem')).toHaveCount(5);
  await admin.waitForTimeout(300);
  await screenshot(admin, testInfo, 'admin-analytics');
  await adminContext.close();
});
