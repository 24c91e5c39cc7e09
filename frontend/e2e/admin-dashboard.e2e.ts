// The admin dashboard as the team uses it: reserve a slot, confirm, service and pay appointments, read
// their history, fulfil a payout, then Reset for Rollout. Reset deletes every appointment and the
// Payouts tab lists everybody's, so this file runs in its own project after every other test, the
// desktop and the phone screens one after the other (playwright.config.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { AdminUser, BookAppointmentRequest } from '@tint/libs/api-types';
import { adminSignIn, fullNameOf, goToSection, isPhone, newSalesperson, pickDate, quietSalespersonApp, screenshotAs, weekdaysAhead } from './support';
import { mobileUse } from './viewports';

// The libs build is CommonJS, so Playwright cannot import its values: the spec's texts are written out.
const RESERVATION_CREATED = 'Time slot reserved successfully.';
const STATUS_UPDATED = 'Status updated! Commission amounts will refresh shortly.';
const MARK_SERVICED_FIRST = '* Mark as serviced first before marking as paid';
const PAYOUT_FULFILLED = 'Payout Fulfilled';
const NO_PENDING_PAYOUTS = 'No pending payouts. All commissions are up to date!';
const RESET_CONFIRM = 'This will permanently delete ALL appointments. Continue?';
const RESET_SUCCESS = 'All appointments cleared successfully';
const SLOTS = ['8:30 AM', '10:30 AM', '12:30 PM'];

type Slot = { date: string; time: string };

/** 'Jun 3, 2030' for '2030-06-03' (the spec's 'MMM d, yyyy'). */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * `count` slots still open, asked of the server as the signed-in salesperson, from `firstWeekday`
 * weekdays ahead on. Each screen starts elsewhere, and a reserved slot (reservations outlive the
 * reset) is no longer offered, so runs against a long-lived server find fresh slots too.
 */
async function openSlots(request: APIRequestContext, count: number, firstWeekday: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let n = firstWeekday; n < firstWeekday + 120 && slots.length < count; n += 1) {
    const date = weekdaysAhead(n);
    const response = await request.get(`/api/available-times/${date}`);
    expect(response.ok(), await response.text()).toBe(true);
    const open = (await response.json()) as string[];
    for (const time of SLOTS) if (open.includes(time) && slots.length < count) slots.push({ date, time });
  }
  expect(slots).toHaveLength(count);
  return slots;
}

async function book(request: APIRequestContext, slot: Slot, customer: { firstName: string; lastName: string }) {
  const body: BookAppointmentRequest = {
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerEmail: 'customer@example.com',
    customerPhone: '808-555-0199',
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    tintPackageId: 'ceramic',
    appointmentDate: slot.date,
    appointmentTime: slot.time as BookAppointmentRequest['appointmentTime'],
    acknowledgeContact: true,
    acknowledgeServiceArea: true,
    acknowledgeDiscountPolicy: true,
  };
  const response = await request.post('/api/appointments', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(response.status(), await response.text()).toBe(201);
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The Total Booked (or Confirmed, Unconfirmed) figure of the Appointment Status card. */
function statusFigure(page: Page, label: string): Locator {
  return page.getByRole('group', { name: 'Appointment Status' }).locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
}

/** Ticks (or unticks) a status box and waits for the server's answer and the toast. */
async function toggleBox(page: Page, item: Locator, label: string) {
  const box = item.getByLabel(label, { exact: true });
  const before = await box.isChecked();
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/appointments/'));
  await box.click();
  expect((await answer).status()).toBe(200);
  // One toast at a time: the previous one may still be leaving.
  await expect(page.getByText(STATUS_UPDATED).last()).toBeVisible();
  await expect(box).toBeChecked({ checked: !before });
  await expect(box).toBeEnabled();
}

function shot(page: Page, screenName: string, name: string, fullPage = true) {
  return screenshotAs(page, `admin-${name}-${screenName}`, { fullPage });
}

async function adminLifecycle(page: Page, screenName: string, firstWeekday: number) {
  const phone = isPhone(page);
  const testInfo = test.info();
  const person = newSalesperson(testInfo, `${screenName}Lifecycle`);
  const salespersonName = fullNameOf(person);
  const suffix = screenName === 'mobile' ? 'Mobile' : 'Desktop';
  const paidInDialog = { firstName: 'Malia', lastName: `Akana${suffix}` };
  const paidFromPayouts = { firstName: 'Ikaika', lastName: `Pua${suffix}` };
  const reason = `Team training ${suffix}`;

  // ---- The salesperson books two appointments (their cookie lives in this browser context) ----
  await quietSalespersonApp(page);
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  const [first, second, held] = await openSlots(page.request, 3, firstWeekday);
  if (!first || !second || !held) throw new Error('Not enough open slots');
  await book(page.request, first, paidInDialog);
  await book(page.request, second, paidFromPayouts);

  // ---- The admin signs in: summary cards and the Reservations tab ----
  const admin: AdminUser = await adminSignIn(page);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  await expect(page.getByRole('group', { name: 'Pending Payouts' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Reservations' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Amount Pending' })).toBeVisible();
  await expect(statusFigure(page, 'Total Booked')).toHaveText(/^\d+$/);
  await expect(page.getByRole('tab', { name: 'Reservations', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Reservation Management' })).toBeVisible();
  await shot(page, screenName, 'reservations');

  // ---- Reserve a slot ----
  await pickDate(page, held.date);
  await page.getByLabel('Time', { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${held.time}"]`).click();
  await page.getByLabel('Customer / reason', { exact: true }).fill(reason);
  await page.getByLabel('Notes', { exact: true }).fill('Bay 2');
  await page.getByRole('button', { name: 'Reserve Slot' }).click();
  await expect(page.getByText(RESERVATION_CREATED)).toBeVisible();
  const reservation = phone
    ? page.getByRole('listitem').filter({ hasText: reason })
    : page.getByRole('row').filter({ hasText: reason });
  await expect(reservation).toContainText(shortDate(held.date));
  await expect(reservation).toContainText(held.time);
  await expect(reservation).toContainText('Active');
  await expect(reservation).toContainText(adminName);
  await shot(page, screenName, 'reservation-created');

  // ---- The salesperson's booking screen now offers that slot no more ----
  await page.goto('/');
  await expect(page.getByText(salespersonName, { exact: true })).toBeVisible({ timeout: 15_000 });
  await goToSection(page, 'Book Appointment', 'Book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  await pickDate(page, held.date);
  await expect(page.getByRole('button', { name: held.time, exact: true })).toBeDisabled();

  // ---- Users → View Details: confirm, service and pay the first appointment ----
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The server keeps email addresses in lower case.
  const email = person.email.toLowerCase();
  const card = page.getByRole('listitem').filter({ hasText: email });
  // The user list is a read model the worker keeps; a new salesperson may take a moment to appear.
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.reload();
    await openTab(page, 'Users');
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('Bronze Tier')).toBeVisible();
  await expect(card.getByText('MTD Comm.')).toBeVisible();
  await shot(page, screenName, 'users');

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Manage service and payment status for all appointments')).toBeVisible();
  await expect(details.getByText(email, { exact: true })).toBeVisible();
  await expect(details.getByText('All Appointments (2)')).toBeVisible();

  const firstItem = details.getByRole('listitem').filter({ hasText: fullNameOf(paidInDialog) });
  await expect(firstItem).toContainText(shortDate(first.date));
  await expect(firstItem).toContainText('Scheduled');
  await expect(firstItem).toContainText('Payout Pending');
  await expect(firstItem.getByLabel('Salesperson Paid', { exact: true })).toBeDisabled();
  await expect(firstItem.getByText(MARK_SERVICED_FIRST)).toBeVisible();
  await shot(page, screenName, 'details', false);

  await toggleBox(page, firstItem, 'Appointment Confirmed');
  await toggleBox(page, firstItem, 'Customer Serviced');
  await expect(firstItem.getByText(MARK_SERVICED_FIRST)).toBeHidden();
  await toggleBox(page, firstItem, 'Salesperson Paid');
  await expect(firstItem).toContainText('Completed');
  await expect(firstItem).toContainText('Payout Fulfilled');

  // ---- Its history: who did what ----
  await firstItem.getByRole('button', { name: 'History' }).click();
  const timeline = firstItem.locator('.admin-history-timeline');
  await expect(timeline.getByText(`by ${salespersonName} (salesperson)`)).toBeVisible();
  const entries = timeline.locator('.admin-history-entry');
  await expect(entries).toHaveCount(4);
  for (const [index, label] of ['Booked', 'Confirmed', 'Serviced', 'Paid'].entries()) {
    await expect(entries.nth(index).locator('strong')).toHaveText(label);
    if (index > 0) await expect(entries.nth(index)).toContainText(`by ${adminName}`);
  }
  await timeline.scrollIntoViewIfNeeded();
  await shot(page, screenName, 'history', false);

  // The second appointment is serviced here and paid from the Payouts tab.
  const secondItem = details.getByRole('listitem').filter({ hasText: fullNameOf(paidFromPayouts) });
  await toggleBox(page, secondItem, 'Customer Serviced');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // ---- Payouts: fulfil the second appointment's commission ----
  await openTab(page, 'Payouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Payout Management' })).toBeVisible();
  const payout = page.getByRole('listitem').filter({ hasText: fullNameOf(paidFromPayouts) });
  await expect(payout).toContainText(salespersonName);
  await expect(payout).toContainText(`${shortDate(second.date)} at ${second.time}`);
  await expect(payout).toContainText('$25.00');
  await expect(payout).toContainText('Pending');
  await expect(payout).toContainText('2022 Toyota Camry');
  await shot(page, screenName, 'payouts');

  await payout.getByRole('button', { name: 'Mark as Paid' }).click();
  const fulfil = page.getByRole('dialog', { name: 'Fulfill Payout' });
  await expect(fulfil.getByText('Mark this commission as paid and record payment details.')).toBeVisible();
  await expect(fulfil).toContainText(salespersonName);
  await expect(fulfil).toContainText(fullNameOf(paidFromPayouts));
  await expect(fulfil).toContainText('$25.00');
  await expect(fulfil.getByLabel('Payment Method')).toBeVisible();
  await fulfil.getByLabel('Payment Method').click();
  await page.locator('.ant-select-item-option[title="Zelle"]').click();
  await fulfil.getByPlaceholder('Transaction ID, receipt number, etc.').fill(`Zelle #${suffix}-4411`);
  await shot(page, screenName, 'fulfil', false);
  await fulfil.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(page.getByText(PAYOUT_FULFILLED, { exact: true })).toBeVisible();
  await expect(page.getByText('Commission of $25.00 marked as paid.')).toBeVisible();
  await expect(fulfil).toBeHidden();
  await expect(payout).toHaveCount(0);

  // Its history records the method and the notes.
  await openTab(page, 'Users');
  await card.getByRole('button', { name: 'View Details' }).click();
  const paidItem = details.getByRole('listitem').filter({ hasText: fullNameOf(paidFromPayouts) });
  await expect(paidItem).toContainText('Payout Fulfilled');
  await paidItem.getByRole('button', { name: 'History' }).click();
  const paidEntry = paidItem.locator('.admin-history-entry').filter({ hasText: 'Paid' });
  await expect(paidEntry).toContainText(`by ${adminName}`);
  await expect(paidEntry).toContainText('Zelle');
  await expect(paidEntry).toContainText(`Zelle #${suffix}-4411`);
  await details.getByRole('button', { name: 'Close' }).click();

  // ---- Analytics (placeholder until the tracking work) ----
  await openTab(page, 'Analytics');
  await shot(page, screenName, 'analytics');

  // ---- Reset for Rollout ----
  await page.getByRole('button', { name: 'Reset for Rollout' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: RESET_CONFIRM });
  await expect(confirm).toBeVisible();
  await shot(page, screenName, 'reset-confirm', false);
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText(RESET_SUCCESS)).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(statusFigure(page, 'Total Booked')).toHaveText('0');
  await expect(statusFigure(page, 'Confirmed')).toHaveText('0');
  await expect(page.getByRole('group', { name: 'Pending Payouts' }).getByText('0', { exact: true })).toBeVisible();
  await openTab(page, 'Payouts');
  await expect(page.getByText(NO_PENDING_PAYOUTS)).toBeVisible();
  await shot(page, screenName, 'payouts-empty');
  // Reservations outlive the reset.
  await openTab(page, 'Reservations');
  await expect(reservation).toContainText('Active');
}

test.describe.configure({ mode: 'default' });

test.describe('desktop', () => {
  test('the admin reserves a slot, confirms, services and pays appointments, reads their history, fulfils a payout and resets for rollout', async ({ page }) => {
    test.setTimeout(180_000);
    await adminLifecycle(page, 'desktop', 20);
  });
});

test.describe('mobile', () => {
  test.use(mobileUse);

  test('the admin reserves a slot, confirms, services and pays appointments, reads their history, fulfils a payout and resets for rollout', async ({ page }) => {
    test.setTimeout(180_000);
    await adminLifecycle(page, 'mobile', 45);
  });
});
