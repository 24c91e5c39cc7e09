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
import { expect, expectNoSeriousA11yViolations, scenarioToday, screenshot, test } from './support';

test('the test booking page creates an appointment without signing in and shows the raw answer', async ({ page }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await page.goto('/test-booking');
  await expect(page.getByRole('heading', { level: 1, name: TEST_BOOKING_TITLE })).toBeVisible();
  await expect(page.getByText(TEST_BOOKING_INTRO)).toBeVisible();

  // Sample values are there; the prefilled date and time are the first slot still free, on an upcoming weekday.
  await expect(page.getByLabel(FIRST_NAME_LABEL, { exact: true })).toHaveValue(TEST_BOOKING_SAMPLE.customerFirstName);
  const prefilled = await page.getByLabel(DATE_LABEL, { exact: true }).inputValue();
  expect(prefilled > scenarioToday()).toBe(true);
  expect(isWeekend(prefilled)).toBe(false);
  const timeField = page.locator('.ant-form-item', { has: page.getByRole('combobox', { name: TIME_LABEL }) });
  const timeText = await timeField.innerText();
  const time = SLOT_TIMES.find((slot) => timeText.includes(slot));
  expect(time, timeText).toBeDefined();

  // The first click books: the prefilled slot was free (the demo history and parallel tests leave it a place).
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill(`Tess${isMobile ? 'Mobile' : 'Desktop'}`);
  await page.getByRole('button', { name: TEST_BOOKING_SUBMIT }).click();
  await expect(page.getByTestId('test-booking-success').or(page.getByTestId('test-booking-error'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('test-booking-error')).toHaveCount(0);
  const success = page.getByTestId('test-booking-success');
  await expect(success).toContainText(SUCCESS_HEADING);
  await expect(success).toContainText(httpStatusTag(201));
  await expect(success).toContainText('"isTest": true');
  await expect(success).toContainText(`"estimatedPrice": "${centsToDecimal(TEST_BOOKING_PRICE_CENTS)}"`);
  await expect(success).toContainText(`"commission": "${centsToDecimal(TEST_BOOKING_COMMISSION_CENTS)}"`);
  await expect(success).toContainText(`"appointmentDate": "${prefilled}"`);
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
