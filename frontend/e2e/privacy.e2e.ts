// Personal data (issue 17): a salesperson downloads what the portal holds about them from Payout Details.
import { readFile } from 'node:fs/promises';
import type { PersonalDataExport } from '@tint/libs/api-types';
import { myDataFileName } from '@tint/libs/constants';
import { METRIC_COMPLETED_SERVICES } from '@tint/libs/texts/dashboard';
import { MY_DATA_DOWNLOAD, MY_DATA_TEXT, MY_DATA_TITLE } from '@tint/libs/texts/privacy';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  bookFirstOpenSlot,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  goToSection,
  isPhone,
  newSalesperson,
  quietSalespersonApp,
  scenarioToday,
  screenshot,
  signUpAndSignIn,
  test,
} from './support';

test('a salesperson downloads their data from Payout Details: their account and the customers they booked', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'my-data');
  await signUpAndSignIn(page, person);
  const booked = await bookFirstOpenSlot(page, 'Makana', 'Export');

  await goToSection(page, SECTION_TITLES.dashboard, NAV_MOBILE_LABELS.dashboard);
  await page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();
  const card = page.locator('.my-data-card');
  await expect(card).toContainText(MY_DATA_TITLE);
  await expect(card).toContainText(MY_DATA_TEXT);
  const download = card.getByRole('link', { name: MY_DATA_DOWNLOAD });
  await download.scrollIntoViewIfNeeded();
  if (isPhone(page)) await expectTapTargets({ [MY_DATA_DOWNLOAD]: download });
  await screenshot(page, testInfo, 'payouts-my-data');
  await expectNoSeriousA11yViolations(page, 'Payout Details with the data download');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(myDataFileName(scenarioToday()));
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as PersonalDataExport;
  expect(data.account).toMatchObject({ firstName: person.firstName, lastName: person.lastName, email: person.email.toLowerCase(), company: person.company });
  expect(data.appointments.map((appointment) => [appointment.id, appointment.customerFirstName, appointment.customerLastName])).toEqual([[booked.id, 'Makana', 'Export']]);
  expect(data.payouts.scheduledAppointments.map((appointment) => appointment.id)).toContain(booked.id);
  // Still on Payout Details: a download, not a navigation.
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();
});
