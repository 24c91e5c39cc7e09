// The customer's manage page (issue 18), end to end: a salesperson books with the customer's email, the worker mails
// the customer a confirmation holding `<publicUrl>/appointment/<token>`, and the customer, signed in nowhere, opens it,
// moves the appointment to another free time and then cancels it.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Appointment, BookAppointmentRequest, CustomerAppointment } from '@tint/libs/api-types';
import { RESCHEDULE_NOTICE_HOURS } from '@tint/libs/constants';
import { formatMoney } from '@tint/libs/money';
import { priceForSelection } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { addDaysToDate, isWeekend, slotStartInZone } from '@tint/libs/slots';
import {
  CANCELLED_TEXT,
  CANCEL_BOOKING,
  CONFIRM_RESCHEDULE,
  MANAGE_LINK_INVALID,
  MANAGE_LINK_INVALID_TITLE,
  MANAGE_STATUS_LABELS,
  MANAGE_TITLE,
  RESCHEDULE,
  RESCHEDULED_TEXT,
  RESCHEDULE_TITLE,
  discountKeptText,
  manageGreeting,
} from '@tint/libs/texts/customer';
import { LOCATION_TITLE } from '@tint/libs/texts/booking';
import { formatDeadline } from '../src/features/customer-appointment/deadline';
import { formatLongDate } from '../src/lib/dates';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  expectWithinViewport,
  isPhone,
  mailDir,
  newSalesperson,
  pickDate,
  popupButton,
  screenshot,
  test,
  weekdaysAhead,
  uniqueCustomerPhone,
} from './support';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+?\/appointment\/[A-Za-z0-9_-]+/;

/**
 * A mail file's text as a person would read it, best first: with quoted-printable undone (a long line is folded with
 * a soft break, `=` at its end, which cut a link in two), then each base64 part decoded, then as stored.
 */
function readableParts(raw: string): string[] {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const base64Parts = Array.from(raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi), (match) =>
    Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [unfolded, ...base64Parts, raw];
}

/** The manage link of the newest mail to `to` in the product's mail folder, waiting for the worker to write it. */
async function manageLinkMailedTo(to: string): Promise<URL> {
  const folder = mailDir();
  const addressedTo = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im');
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        // File names start with the ISO time of what they tell, so the newest sorts last.
        for (const file of files.sort().reverse()) {
          const raw = await readFile(path.join(folder, file), 'utf8').catch(() => '');
          if (!addressedTo.test(raw)) continue;
          for (const text of readableParts(raw)) {
            const match = MANAGE_LINK.exec(text);
            if (match) {
              link = new URL(match[0]);
              return true;
            }
          }
        }
        return false;
      },
      { message: `a confirmation mail with a manage link to ${to} in ${folder}`, timeout: 30_000 },
    )
    .toBe(true);
  return link as URL;
}

/** Books the first free slot from three weekdays ahead on (well beyond the 48 hours), for a customer with `email`. */
async function bookWithCustomerEmail(request: APIRequestContext, email: string): Promise<Appointment> {
  for (let offset = 0, date = weekdaysAhead(3); offset < 30; offset += 1, date = addDaysToDate(date, 1)) {
    if (isWeekend(date)) continue;
    const times = (await (await request.get(`/api/available-times/${date}`)).json()) as SlotTime[];
    for (const time of times) {
      const body: BookAppointmentRequest = {
        customerFirstName: 'Leilani',
        customerLastName: 'Kahale',
        customerEmail: email,
        customerPhone: uniqueCustomerPhone(),
        vehicleYear: '2022',
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        tintPackageId: 'ceramic',
        // A Tint Match selection: the 10%-off price, with a discount the 48-hour rule speaks of.
        windowOption: 'full',
        vehicleSize: 'sedan',
        appointmentDate: date,
        appointmentTime: time,
        acknowledgeContact: true,
        acknowledgeServiceArea: true,
        acknowledgeDiscountPolicy: true,
      };
      const response = await request.post('/api/appointments', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      // Another test may take the slot first (409): the next one.
      if (response.status() === 201) return (await response.json()) as Appointment;
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error('No open slot in the next 30 days');
}

/** Free times of the customer's calendar after `from`, as the page will offer them (not the current slot). */
async function freeSlotsAfter(request: APIRequestContext, token: string, current: Appointment): Promise<{ date: string; time: SlotTime }[]> {
  const slots: { date: string; time: SlotTime }[] = [];
  for (let date = addDaysToDate(current.appointmentDate, 1); slots.length < 4; date = addDaysToDate(date, 1)) {
    if (isWeekend(date)) continue;
    const response = await request.get(`/api/customer-appointments/${token}/available-times/${date}`);
    expect(response.status()).toBe(200);
    for (const time of (await response.json()) as SlotTime[]) slots.push({ date, time });
  }
  return slots;
}

function summary(page: Page) {
  return page.getByTestId('manage-summary');
}

test('the customer opens the link of their confirmation mail, moves the appointment, then cancels it', async ({ page, browser }, testInfo) => {
  // The salesperson books, signed in, in a browser of their own.
  const salesperson = newSalesperson(testInfo, 'manage');
  const sales = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await sales.request.post('/api/signup', { data: salesperson })).ok()).toBe(true);
  expect((await sales.request.post('/api/login', { data: { email: salesperson.email, password: salesperson.password } })).ok()).toBe(true);
  const customerEmail = `e2e-customer-${String(Date.now())}-${String(testInfo.workerIndex)}-${testInfo.project.name}@example.com`;
  const booked = await bookWithCustomerEmail(sales.request, customerEmail);
  await sales.close();

  // The customer's mail, written by the worker shortly after the booking.
  const link = await manageLinkMailedTo(customerEmail);
  const token = link.pathname.split('/').pop() ?? '';
  // The mail names the product's public URL; the test server may listen elsewhere.
  await page.goto(link.pathname);

  await expect(page.getByRole('heading', { level: 1, name: MANAGE_TITLE })).toBeVisible();
  await expect(page.getByText(manageGreeting('Leilani'))).toBeVisible();
  await expect(summary(page)).toContainText(formatLongDate(booked.appointmentDate));
  await expect(summary(page)).toContainText(booked.appointmentTime);
  await expect(summary(page)).toContainText('2022 Toyota Camry');
  await expect(summary(page)).toContainText(MANAGE_STATUS_LABELS.scheduled!);
  const price = priceForSelection('ceramic', 'full', 'sedan');
  await expect(summary(page).locator('del')).toContainText(formatMoney(price.originalCents));
  await expect(summary(page)).toContainText(formatMoney(price.discountedCents));
  await expect(page.getByRole('heading', { level: 2, name: LOCATION_TITLE })).toBeVisible();
  // Three weekdays ahead: a change now keeps the discount, until 48 hours before the slot on the shop's clock.
  const { businessTimeZone } = (await (await page.request.get(`/api/customer-appointments/${token}`)).json()) as CustomerAppointment;
  const deadline = new Date(slotStartInZone(booked.appointmentDate, booked.appointmentTime, businessTimeZone).getTime() - RESCHEDULE_NOTICE_HOURS * 3_600_000);
  await expect(page.getByText(discountKeptText(formatDeadline(deadline.toISOString(), businessTimeZone)))).toBeVisible();
  if (isPhone(page)) {
    await expectTapTargets({ reschedule: page.getByRole('button', { name: RESCHEDULE }), cancel: page.getByRole('button', { name: CANCEL_BOOKING }) });
    await expectWithinViewport(page, summary(page), 8);
  }
  await screenshot(page, testInfo, 'customer-manage');
  await expectNoSeriousA11yViolations(page, 'the customer manage page');

  // Another free time; another test may take it meanwhile, so the next one is tried then.
  // The calendar reads the closed days (greyed out) as it opens.
  const closedDates = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/customer-appointments/${token}/closed-dates`);
  await page.getByRole('button', { name: RESCHEDULE }).click();
  await expect(page.getByRole('heading', { level: 2, name: RESCHEDULE_TITLE })).toBeVisible();
  expect((await closedDates).status()).toBe(200);
  let moved: { date: string; time: SlotTime } | undefined;
  for (const slot of await freeSlotsAfter(page.request, token, booked)) {
    await pickDate(page, slot.date);
    const timeButton = page.locator('.manage-times').getByRole('button', { name: slot.time, exact: true });
    await expect(timeButton).toBeVisible();
    if (!(await timeButton.isEnabled())) continue;
    await timeButton.click();
    await expect(timeButton).toHaveAttribute('aria-pressed', 'true');
    if (!moved) {
      await screenshot(page, testInfo, 'customer-manage-reschedule');
      await expectNoSeriousA11yViolations(page, 'the reschedule panel');
    }
    await page.getByRole('button', { name: CONFIRM_RESCHEDULE }).click();
    const outcome = page.getByText(RESCHEDULED_TEXT).or(page.getByRole('alert'));
    await expect(outcome.first()).toBeVisible();
    moved = slot;
    if (await page.getByText(RESCHEDULED_TEXT).isVisible()) break;
    moved = undefined;
  }
  expect(moved, 'a free time to move to').toBeDefined();
  await expect(summary(page)).toContainText(formatLongDate(moved!.date));
  await expect(summary(page)).toContainText(moved!.time);
  await expect(page.getByRole('heading', { level: 2, name: RESCHEDULE_TITLE })).toBeHidden();
  await screenshot(page, testInfo, 'customer-manage-rescheduled');

  // The move is the server's: a reload shows it.
  await page.reload();
  await expect(summary(page)).toContainText(formatLongDate(moved!.date));
  await expect(summary(page)).toContainText(moved!.time);

  await page.getByRole('button', { name: CANCEL_BOOKING }).click();
  await (await popupButton(page, CANCEL_BOOKING)).click();
  await expect(page.getByText(CANCELLED_TEXT)).toBeVisible();
  await expect(summary(page)).toContainText(MANAGE_STATUS_LABELS.cancelled!);
  await expect(page.getByRole('button', { name: RESCHEDULE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: CANCEL_BOOKING })).toHaveCount(0);
  await screenshot(page, testInfo, 'customer-manage-cancelled');
  await expectNoSeriousA11yViolations(page, 'the cancelled appointment');
});

test('a wrong manage link says it does not work', async ({ page }, testInfo) => {
  await page.goto(`/appointment/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: MANAGE_LINK_INVALID_TITLE })).toBeVisible();
  await expect(page.getByText(MANAGE_LINK_INVALID)).toBeVisible();
  await screenshot(page, testInfo, 'customer-manage-invalid');
  await expectNoSeriousA11yViolations(page, 'the invalid manage link page');
});
