import type { Page } from '@playwright/test';
import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import { SLOT_TIMES, addDaysToDate, dayOfWeek, isWeekend } from '@tint/libs/slots';
import { DATE_LABEL, FIRST_NAME_LABEL, TIME_LABEL } from '@tint/libs/texts/common';
import {
  EMAIL_OPTIONAL_LABEL,
  ERROR_HEADING,
  SUCCESS_HEADING,
  TEST_BOOKING_INTRO,
  TEST_BOOKING_SAMPLE,
  TEST_BOOKING_SUBMIT,
  TEST_BOOKING_TITLE,
  httpStatusTag,
} from '@tint/libs/texts/test-booking';
import { EMAIL_INVALID, FIRST_NAME_REQUIRED } from '@tint/libs/validation-messages';
import { scenarioNow } from './scenario';
import { expect, expectNoSeriousA11yViolations, scenarioToday, screenshot, test, weekdaysAhead } from './support';

async function chooseTime(page: Page, time: string) {
  // The dropdown animates open; a tap during the animation can miss, so try until the choice shows.
  await expect(async () => {
    await page.getByRole('combobox', { name: TIME_LABEL }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(time, { exact: true }).click({ timeout: 2000 });
    const field = page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: TIME_LABEL }) });
    await expect(field).toContainText(time, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the test booking page creates an appointment without signing in and shows the raw answer', async ({ page }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await page.goto('/test-booking');
  await expect(page.getByRole('heading', { level: 1, name: TEST_BOOKING_TITLE })).toBeVisible();
  await expect(page.getByText(TEST_BOOKING_INTRO)).toBeVisible();

  // Sample values are there; the prefilled date is an upcoming weekday.
  await expect(page.getByLabel(FIRST_NAME_LABEL, { exact: true })).toHaveValue(TEST_BOOKING_SAMPLE.customerFirstName);
  const prefilled = await page.getByLabel(DATE_LABEL, { exact: true }).inputValue();
  expect(prefilled > scenarioToday()).toBe(true);
  expect(isWeekend(prefilled)).toBe(false);

  // A slot holds one booking and the projects share one server: each project takes its own time, on a
  // date that moves with the clock; a taken slot (409) moves on to the next weekday.
  const time = isMobile ? SLOT_TIMES[2] : SLOT_TIMES[0];
  await chooseTime(page, time);
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill(`Tess${isMobile ? 'Mobile' : 'Desktop'}`);
  const start = 70 + (scenarioNow().getMinutes() % 30);
  let created = false;
  for (let n = start; n < start + 5 && !created; n += 1) {
    await page.getByLabel(DATE_LABEL, { exact: true }).fill(weekdaysAhead(n));
    await page.getByRole('button', { name: TEST_BOOKING_SUBMIT }).click();
    const success = page.getByTestId('test-booking-success');
    const failure = page.getByTestId('test-booking-error');
    await expect(success.or(failure).first()).toBeVisible({ timeout: 15_000 });
    created = await success.isVisible();
    if (!created) await expect(failure).toContainText('"statusCode": 409');
  }
  expect(created).toBe(true);

  const success = page.getByTestId('test-booking-success');
  await expect(success).toContainText(SUCCESS_HEADING);
  await expect(success).toContainText(httpStatusTag(201));
  await expect(success).toContainText('"isTest": true');
  await expect(success).toContainText(`"estimatedPrice": "${centsToDecimal(TEST_BOOKING_PRICE_CENTS)}"`);
  await expect(success).toContainText(`"commission": "${centsToDecimal(TEST_BOOKING_COMMISSION_CENTS)}"`);
  await expect(success).toContainText(`"appointmentTime": "${time}"`);
  await screenshot(page, testInfo, 'test-booking');
  await expectNoSeriousA11yViolations(page, 'the test booking page with a success');

  // A weekend is refused by the server; its answer shows in the red panel.
  let saturday = addDaysToDate(scenarioToday(), 7);
  while (dayOfWeek(saturday) !== 6) saturday = addDaysToDate(saturday, 1);
  await page.getByLabel(DATE_LABEL, { exact: true }).fill(saturday);
  await page.getByRole('button', { name: TEST_BOOKING_SUBMIT }).click();
  const failure = page.getByTestId('test-booking-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(ERROR_HEADING);
  await expect(failure).toContainText('"statusCode": 400');
  await expect(failure).toContainText('"message"');
  await expect(page.getByTestId('test-booking-success')).toHaveCount(0);
  await screenshot(page, testInfo, 'test-booking-error');
  await expectNoSeriousA11yViolations(page, 'the test booking page with an error');

  // The form's own checks: first name is required, an email must look like one.
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill('');
  await page.getByLabel(EMAIL_OPTIONAL_LABEL, { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: TEST_BOOKING_SUBMIT }).click();
  await expect(page.getByText(FIRST_NAME_REQUIRED, { exact: true })).toBeVisible();
  await expect(page.getByText(EMAIL_INVALID, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the test booking form with its errors');
});
