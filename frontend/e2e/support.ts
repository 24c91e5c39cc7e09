// Shared steps of the browser tests. They run against the real product (playwright.config.ts starts it
// on its own data), so every account a test creates gets an address of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AdminUser, Appointment, SignupRequest } from '@tint/libs/api-types';
import { TOUR_COMPLETED_KEY_PREFIX, TOUR_COMPLETED_VALUE } from '../src/features/tour/tour-storage';

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

export type NewSalesperson = SignupRequest;

/** A salesperson no earlier run or parallel project has used. */
export function newSalesperson(testInfo: TestInfo, purpose: string): NewSalesperson {
  const unique = `${String(Date.now())}-${String(testInfo.workerIndex)}-${testInfo.project.name}`;
  return {
    firstName: 'Kai',
    lastName: `Tester${purpose.charAt(0).toUpperCase()}${purpose.slice(1)}`,
    email: `e2e-${purpose}-${unique}@example.com`,
    phoneNumber: '808-555-0123',
    company: 'Maui Toyota',
    password: DEFAULT_PASSWORD,
  };
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** test-results/<file>.png, the whole page unless `fullPage: false` (a dialog over the viewport, say). */
export async function screenshotAs(page: Page, file: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  // Transitions finish first (a toggle's sliding thumb, a dialog zooming in, a toast), so the picture
  // shows the settled screen.
  await page.screenshot({ path: `test-results/${file}.png`, fullPage, animations: 'disabled' });
}

/** test-results/<name>-<project>.png */
export function screenshot(page: Page, testInfo: TestInfo, name: string, options?: { fullPage?: boolean }): Promise<void> {
  return screenshotAs(page, `${name}-${testInfo.project.name}`, options);
}

/** From the sign-in view (or any signed-out view showing the form), signs in and waits for the app. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const emailField = page.getByLabel('Email', { exact: true });
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}


/**
 * Where the product writes its mail when no SMTP server is configured: DATA_DIR/mail. The e2e server
 * uses DATA_DIR=.data/e2e unless DATABASE_URL is set (then the default .data). E2E_MAIL_DIR overrides.
 */
/** scripts/e2e-server.mjs runs the product with DATA_DIR=.data/e2e, so its mail lands here. */
export function mailDir(): string {
  if (process.env.E2E_MAIL_DIR) return path.resolve(process.env.E2E_MAIL_DIR);
  return fileURLToPath(new URL('../../.data/e2e/mail', import.meta.url));
}

// ---- Calendar dates in the business time zone (the libs helpers cannot be imported here) ----
const BUSINESS_TIMEZONE = 'Pacific/Honolulu';

export function todayInHonolulu(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The n-th weekday after today in the business time zone (n = 1 is the next weekday). */
export function weekdaysAhead(n: number): string {
  let date = todayInHonolulu();
  for (let left = n; left > 0; ) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

export async function expectSignedIn(page: Page, person: { firstName: string; lastName: string }): Promise<void> {
  await expect(page.getByText(fullNameOf(person), { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Phones get the bottom section bar and read-only date fields (the app's breakpoint is 768 px). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** The salesperson app's section switcher: top tabs on desktop, the bottom bar on phones. */
export async function goToSection(page: Page, desktopLabel: string, mobileLabel: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: mobileLabel, exact: true }).click();
  } else {
    await page.getByRole('tab', { name: desktopLabel, exact: true }).click();
  }
}

/**
 * Picks `date` in the date field labelled `label`: desktop types it; phones (read-only field, no
 * keyboard) pick it from the calendar. Then the date appears written out under the field.
 */
export async function pickDate(page: Page, date: string, label = 'Date'): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if (!isPhone(page)) {
    await field.click();
    await field.fill(date);
    await field.press('Enter');
  } else {
    await field.click();
    const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    // The panel also shows a few days of the neighbouring months; take the cell of the month in view.
    const inView = popup.locator(`td.ant-picker-cell-in-view[title="${date}"]`);
    await expect(popup).toBeVisible();
    for (let months = 0; months < 6 && (await inView.count()) === 0; months += 1) {
      await popup.locator('.ant-picker-header-next-btn').click();
    }
    await expect(inView).not.toHaveClass(/ant-picker-cell-disabled/);
    await inView.click();
  }
  // Under the field: the picked date written out, e.g. 'Wednesday, December 23, 2026'.
  const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(longDate.format(new Date(`${date}T12:00:00Z`)), { exact: true })).toBeVisible();
}

// ---- Admin ----
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@tintportal.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin123!demo';

/** Signs in on /admin/login and returns the admin the server answered with. */
export async function adminSignIn(page: Page): Promise<AdminUser> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: AdminUser };

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Management Portal')).toBeVisible();
  // In the header: the dashboard below may show the admin's name too (e.g. 'Reserved by').
  const header = page.getByRole('banner');
  await expect(header.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
  await expect(header.getByText(user.email, { exact: true })).toBeVisible();
  return user;
}

/**
 * The guided tour opens on its own 1.5 s after a salesperson's first load and covers the page until it
 * is dismissed. Tests about something else start every page of this test with the tour's completed
 * flag already stored for whoever signs in: the flag's key holds the user's id, which a fresh account
 * only gets at sign-up, so this answers every tour flag key as "completed" instead of writing one.
 */
export async function skipGuidedTour(page: Page): Promise<void> {
  await page.addInitScript(
    ({ prefix, value }) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        return key.startsWith(prefix) ? value : getItem.call(this, key);
      };
    },
    { prefix: TOUR_COMPLETED_KEY_PREFIX, value: TOUR_COMPLETED_VALUE },
  );
}

/** The new-badge pop-up may appear at any badge check (on load, then every 30 s); it is closed whenever it is in the way. */
export async function dismissBadgePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: /new badges? earned!/i });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Awesome!' }).click();
  });
}

/** Both of the above, for tests of the salesperson app that are about neither the tour nor badges. */
export async function quietSalespersonApp(page: Page): Promise<void> {
  await skipGuidedTour(page);
  await dismissBadgePopups(page);
}

/** Books the first open slot from tomorrow on through the API, as the signed-in salesperson. */
export async function bookFirstOpenSlot(page: Page, customerFirstName: string, customerLastName = 'Akana'): Promise<Appointment> {
  const dayMs = 24 * 60 * 60 * 1000;
  for (let offset = 1; offset <= 30; offset += 1) {
    const date = new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
    const times = (await (await page.request.get(`/api/available-times/${date}`)).json()) as string[];
    for (const time of times) {
      const response = await page.request.post('/api/appointments', {
        data: {
          customerFirstName,
          customerLastName,
          customerEmail: 'leilani@example.com',
          customerPhone: '808-555-0199',
          vehicleYear: '2022',
          vehicleMake: 'Toyota',
          vehicleModel: 'Camry',
          tintPackageId: 'ceramic',
          appointmentDate: date,
          appointmentTime: time,
          acknowledgeContact: true,
          acknowledgeServiceArea: true,
          acknowledgeDiscountPolicy: true,
        },
      });
      // Another test may take the slot first (409): try the next one.
      if (response.status() === 201) return (await response.json()) as Appointment;
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error('No open slot in the next 30 days');
}

export type BookingCustomer = { firstName: string; lastName: string; email: string; phone: string; year: string; make: string; model: string };

/** Fills the Book Appointment form's customer and vehicle fields and ticks the three acknowledgements. */
export async function fillBookingCustomer(page: Page, customer: BookingCustomer): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(customer.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(customer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Phone', { exact: true }).fill(customer.phone);
  await page.getByLabel('Year', { exact: true }).fill(customer.year);
  await page.getByLabel('Make', { exact: true }).fill(customer.make);
  await page.getByLabel('Model', { exact: true }).fill(customer.model);
  await page.getByRole('checkbox', { name: /contact details are correct/ }).check();
  await page.getByRole('checkbox', { name: /Maui service area/ }).check();
  await page.getByRole('checkbox', { name: /discount is void/ }).check();
}

/**
 * Quiz answers (cooling, value, sun at work, 30 min to 1 hour, sedan): ceramic wins (carbon 6, ceramic
 * 14, signature 7). Written out: the libs build is CommonJS, which Playwright cannot import.
 */
export const CERAMIC_SEDAN_ANSWERS = [
  'Cooling: beat the heat and the glare',
  'The best value for my money',
  'While I am at work',
  '30 minutes to 1 hour',
  'Sedan',
  'Yes, I understand the lifetime warranty',
];
