// Payout runs and CSV exports (issue 19, parts 1 and 2), as an admin uses them: a salesperson's two commissions are
// chosen with their group's checkbox and paid in one run; the run's CSV, the paid-commissions export (Payouts tab)
// and the appointments export (Users tab) are downloaded, saved and read back with a CSV parser. On the desktop and
// the phone screen; the phone's controls are thumb-sized and nothing is wider than the screen.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { Appointment } from '@tint/libs/api-types';
import { parse } from 'csv-parse/sync';
import { DEFAULT_COMMISSION_CENTS } from '@tint/libs/constants';
import { TAB_PAYOUTS, TAB_USERS } from '@tint/libs/texts/admin';
import {
  EXPORT_APPOINTMENTS,
  EXPORT_DOWNLOAD,
  EXPORT_FROM,
  EXPORT_PAYOUTS,
  EXPORT_TO,
  PAY_RUN_REFERENCE,
  PAY_RUN_SUBMIT,
  PAY_RUN_TITLE,
  PAYOUT_RUNS_TITLE,
  SELECT_ALL_PAYOUTS,
  paySelectedLabel,
  payRunDone,
  selectGroupLabel,
} from '@tint/libs/texts/payout-runs';
import { PAYOUT_FULFILLED_TITLE } from '@tint/libs/validation-messages';
import {
  adminApiToken,
  adminSignIn,
  bookFirstOpenSlot,
  dialogOpened,
  expect,
  expectTapTargets,
  fullNameOf,
  isPhone,
  newSalesperson,
  quietSalespersonApp,
  scenarioToday,
  test,
  openAdminTab,
} from './support';

const SHOTS = process.env.RUNS_SHOTS_DIR;

/** Where the screenshots of the new screens go when RUNS_SHOTS_DIR is set (to be looked at): the screen around `at`. */
async function shot(page: Page, name: string, at?: Locator): Promise<void> {
  if (!SHOTS) return;
  await at?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !at, animations: 'disabled' });
}

/** The download the click starts, saved and read back as CSV rows keyed by the header row. */
async function downloadedCsv(page: Page, click: () => Promise<void>, expectedName: RegExp): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]) as [Download, void];
  expect(download.suggestedFilename()).toMatch(expectedName);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return parse(await readFile(path, 'utf8'), { columns: true }) as Record<string, string>[];
}


async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('an admin pays two commissions in one run and downloads the run and both exports as CSV', async ({ page }, testInfo) => {
  const screen = testInfo.project.name;
  const phone = isPhone(page);
  const person = newSalesperson(testInfo, `${screen}Runs`);
  const salesperson = fullNameOf(person);
  const customers = [
    { firstName: 'Malia', lastName: `Run${screen}` },
    { firstName: 'Ikaika', lastName: `Run${screen}` },
  ];

  // ---- A salesperson books two appointments for today; the admin marks them serviced (through the API) ----
  await quietSalespersonApp(page);
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  const booked: Appointment[] = [];
  for (const customer of customers) booked.push(await bookFirstOpenSlot(page, customer.firstName, customer.lastName, { fromToday: true }));
  const today = scenarioToday();
  for (const appointment of booked) expect(appointment.appointmentDate, 'serviced today, so booked for today').toBe(today);
  const token = await adminApiToken(page.request);
  for (const appointment of booked) {
    const serviced = await page.request.patch(`/api/admin/appointments/${appointment.id}`, { data: { status: 'completed' }, headers: { authorization: `Bearer ${token}` } });
    expect(serviced.status(), await serviced.text()).toBe(200);
  }

  // ---- The Payouts tab: choose the salesperson's group, pay it in one run ----
  await adminSignIn(page);
  await openAdminTab(page, TAB_PAYOUTS);
  const group = page.getByRole('region', { name: salesperson, exact: true });
  await expect(group.getByRole('listitem')).toHaveCount(2);
  const groupBox = page.getByLabel(selectGroupLabel(salesperson), { exact: true });
  await groupBox.check();
  const total = 2 * DEFAULT_COMMISSION_CENTS;
  const pay = page.getByRole('button', { name: paySelectedLabel(2, total) });
  await expect(pay).toBeEnabled();
  if (phone) {
    await expectTapTargets({
      'Select all': page.locator('.payout-runs-check-labelled').filter({ hasText: SELECT_ALL_PAYOUTS }),
      'the group checkbox': page.locator('.payout-runs-group-head .payout-runs-check').filter({ has: groupBox }),
      'Pay selected': pay,
    });
    await expectNoSidewaysScroll(page);
  }
  await shot(page, `payouts-selected-${screen}`, phone ? group : undefined);
  await pay.click();
  const dialog = page.getByRole('dialog', { name: PAY_RUN_TITLE });
  await dialogOpened(page, dialog);
  const reference = `E2E-${screen}-${String(Date.now())}`;
  await dialog.getByLabel(PAY_RUN_REFERENCE, { exact: true }).fill(reference);
  await shot(page, `pay-run-dialog-${screen}`, phone ? dialog : undefined);
  if (phone) await expectTapTargets({ Pay: dialog.getByRole('button', { name: PAY_RUN_SUBMIT }) });
  await dialog.getByRole('button', { name: PAY_RUN_SUBMIT }).click();
  await expect(page.getByText(payRunDone(2, total))).toBeVisible();
  await expect(page.getByText(PAYOUT_FULFILLED_TITLE)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(group).toHaveCount(0);

  // ---- The run in the list, and its CSV ----
  const runs = page.locator('.payout-runs-card');
  await expect(runs.getByRole('heading', { name: PAYOUT_RUNS_TITLE })).toBeVisible();
  const run = runs.getByRole('row').filter({ hasText: reference });
  await expect(run).toContainText('$50.00');
  await shot(page, `payout-runs-${screen}`, phone ? run : undefined);
  if (phone) {
    await expectTapTargets({ 'the run CSV button': run.getByRole('button') });
    await expectNoSidewaysScroll(page);
  }
  const runRows = await downloadedCsv(page, () => run.getByRole('button').click(), /^payout-run-[0-9a-f-]{36}\.csv$/);
  expect(runRows.map((row) => row['Customer']).sort()).toEqual(customers.map(fullNameOf).sort());
  for (const row of runRows) expect(row).toMatchObject({ Salesperson: salesperson, Commission: '25.00', Method: 'venmo', Reference: reference, 'Appointment date': today });

  // ---- The paid commissions of this year (the dialog's default range: January 1 to today) ----
  await page.getByRole('button', { name: EXPORT_PAYOUTS }).click();
  const exportDialog = page.getByRole('dialog', { name: EXPORT_PAYOUTS });
  await dialogOpened(page, exportDialog);
  await shot(page, `export-dialog-${screen}`, phone ? exportDialog : undefined);
  const paid = await downloadedCsv(page, () => exportDialog.getByRole('button', { name: EXPORT_DOWNLOAD }).click(), new RegExp(`^payouts-${today.slice(0, 4)}-01-01-to-${today}\\.csv$`));
  const ours = paid.filter((row) => row['Reference'] === reference);
  expect(ours.map((row) => row['Customer']).sort()).toEqual(customers.map(fullNameOf).sort());
  expect(ours.every((row) => row['Salesperson'] === salesperson && row['Appointment ID'] !== undefined)).toBe(true);
  await expect(exportDialog).toBeHidden();

  // ---- The Users tab: every appointment of today, with its statuses ----
  await openAdminTab(page, TAB_USERS);
  await page.getByRole('button', { name: EXPORT_APPOINTMENTS }).click();
  const usersDialog = page.getByRole('dialog', { name: EXPORT_APPOINTMENTS });
  await dialogOpened(page, usersDialog);
  await usersDialog.getByLabel(EXPORT_FROM, { exact: true }).fill(today);
  await usersDialog.getByLabel(EXPORT_TO, { exact: true }).fill(today);
  const appointments = await downloadedCsv(page, () => usersDialog.getByRole('button', { name: EXPORT_DOWNLOAD }).click(), new RegExp(`^appointments-${today}-to-${today}\\.csv$`));
  const mine = appointments.filter((row) => booked.some((b) => b.id === row['Appointment ID']));
  expect(mine).toHaveLength(2);
  for (const row of mine) expect(row).toMatchObject({ Salesperson: salesperson, Status: 'completed', 'Payout status': 'fulfilled', 'Appointment date': today });
  if (phone) await expectNoSidewaysScroll(page);
  await shot(page, `users-export-${screen}`, phone ? page.getByRole('button', { name: EXPORT_APPOINTMENTS }) : undefined);
});
