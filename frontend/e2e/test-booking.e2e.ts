import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addDays, isWeekend, screenshot, todayInHonolulu, weekdaysAhead } from './support';

// The libs build is CommonJS, so Playwright cannot import its values: spec texts are written out here.

async function chooseTime(page: Page, time: string) {
  // The dropdown animates open; a tap during the animation can miss, so try until the choice shows.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Time' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(time, { exact: true }).click({ timeout: 2000 });
    const field = page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Time' }) });
    await expect(field).toContainText(time, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the test booking page creates an appointment without signing in and shows the raw answer', async ({ page }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await page.goto('/test-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Booking' })).toBeVisible();
  await expect(page.getByText('This page tests appointment creation without authentication.')).toBeVisible();

  // Sample values are there; the prefilled date is an upcoming weekday.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Test');
  const prefilled = await page.getByLabel('Date', { exact: true }).inputValue();
  expect(prefilled > todayInHonolulu()).toBe(true);
  expect(isWeekend(prefilled)).toBe(false);

  // A slot holds one booking and the projects share one server: each project takes its own time, on a
  // date that moves with the clock; a taken slot (409) moves on to the next weekday.
  const time = isMobile ? '12:30 PM' : '8:30 AM';
  await chooseTime(page, time);
  await page.getByLabel('First name', { exact: true }).fill(`Tess${isMobile ? 'Mobile' : 'Desktop'}`);
  const start = 70 + (new Date().getMinutes() % 30);
  let created = false;
  for (let n = start; n < start + 5 && !created; n += 1) {
    await page.getByLabel('Date', { exact: true }).fill(weekdaysAhead(n));
    await page.getByRole('button', { name: 'Test Appointment Creation' }).click();
    const success = page.getByTestId('test-booking-success');
    const failure = page.getByTestId('test-booking-error');
    await expect(success.or(failure).first()).toBeVisible({ timeout: 15_000 });
    created = await success.isVisible();
    if (!created) await expect(failure).toContainText('"statusCode": 409');
  }
  expect(created).toBe(true);

  const success = page.getByTestId('test-booking-success');
  await expect(success).toContainText('Appointment created');
  await expect(success).toContainText('HTTP 201');
  await expect(success).toContainText('"isTest": true');
  await expect(success).toContainText('"estimatedPrice": "600.00"');
  await expect(success).toContainText('"commission": "25.00"');
  await expect(success).toContainText(`"appointmentTime": "${time}"`);
  await screenshot(page, testInfo, 'test-booking');

  // A weekend is refused by the server; its answer shows in the red panel.
  let saturday = addDays(todayInHonolulu(), 7);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  await page.getByLabel('Date', { exact: true }).fill(saturday);
  await page.getByRole('button', { name: 'Test Appointment Creation' }).click();
  const failure = page.getByTestId('test-booking-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Appointment creation failed');
  await expect(failure).toContainText('"statusCode": 400');
  await expect(failure).toContainText('"message"');
  await expect(page.getByTestId('test-booking-success')).toHaveCount(0);
  await screenshot(page, testInfo, 'test-booking-error');

  // The form's own checks: first name is required, an email must look like one.
  await page.getByLabel('First name', { exact: true }).fill('');
  await page.getByLabel('Email (optional)', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Test Appointment Creation' }).click();
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
});
