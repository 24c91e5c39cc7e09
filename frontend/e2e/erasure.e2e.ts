// Erasure (issue 17): an admin erases a customer from the Appointment Details dialog and the appointment reads
// "Erased customer" everywhere; a salesperson erases their own account from Payout Details and is signed out for good.
import { CANCEL, SIGN_IN } from '@tint/libs/texts/common';
import { DETAILS_TITLE, TAB_USERS, allAppointmentsHeading } from '@tint/libs/texts/admin';
import {
  CUSTOMER_ERASED_TEXT,
  ERASE_CUSTOMER,
  ERASE_MY_ACCOUNT,
  ERASE_OK,
  ERASE_SALESPERSON,
  ERASED_CUSTOMER_NAME,
  FORMER_SALESPERSON_NAME,
  SALESPERSON_ERASED_TEXT,
} from '@tint/libs/texts/privacy';
import { METRIC_COMPLETED_SERVICES } from '@tint/libs/texts/dashboard';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  adminSignIn,
  bookFirstOpenSlot,
  expect,
  expectNoSeriousA11yViolations,
  expectSignedIn,
  expectTapTargets,
  isPhone,
  newSalesperson,
  popupButton,
  quietSalespersonApp,
  salespersonListedForAdmin,
  screenshot,
  test,
  dialogOpened,
  openAdminTab,
  openSalespersonDetails,
} from './support';

test('an admin erases a customer, and the appointment shows "Erased customer" in the dialog and the salesperson\'s app; then the salesperson', async ({ page }, testInfo) => {
  const person = newSalesperson(testInfo, 'erase-customer');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  const booked = await bookFirstOpenSlot(page, 'Kalena', 'Forgotten');
  await salespersonListedForAdmin(page.request, person.email);

  await adminSignIn(page);
  await openAdminTab(page, TAB_USERS);
  const details = await openSalespersonDetails(page, person.email);
  const card = details.getByRole('listitem').filter({ hasText: 'Kalena Forgotten' });
  const erase = card.getByRole('button', { name: ERASE_CUSTOMER });
  await erase.scrollIntoViewIfNeeded();
  if (isPhone(page)) await expectTapTargets({ [ERASE_CUSTOMER]: erase });
  await erase.click();
  const confirm = await popupButton(page, ERASE_OK);
  if (isPhone(page)) await expectTapTargets({ [ERASE_OK]: confirm, [CANCEL]: await popupButton(page, CANCEL) });
  await screenshot(page, testInfo, 'erase-customer-confirm', { fullPage: false });
  await confirm.click();
  await expect(page.getByText(CUSTOMER_ERASED_TEXT)).toBeVisible();

  // The same appointment, now under the placeholder, and no button to erase it again.
  const erasedCard = details.getByRole('listitem').filter({ hasText: ERASED_CUSTOMER_NAME });
  await expect(erasedCard).toBeVisible();
  await expect(details.getByText('Kalena Forgotten')).toHaveCount(0);
  await expect(erasedCard.getByRole('button', { name: ERASE_CUSTOMER })).toHaveCount(0);
  await screenshot(page, testInfo, 'erased-customer-details');
  await expectNoSeriousA11yViolations(page, 'Appointment Details with an erased customer');

  // The salesperson who booked it sees the placeholder too, in their own app.
  await quietSalespersonApp(page);
  await page.goto('/');
  await expectSignedIn(page, person);
  const mine = (await (await page.request.get('/api/appointments')).json()) as { id: string; customerFirstName: string; customerLastName: string }[];
  expect(mine.filter((a) => a.id === booked.id).map((a) => `${a.customerFirstName} ${a.customerLastName}`)).toEqual([ERASED_CUSTOMER_NAME]);
  await expect(page.getByText(ERASED_CUSTOMER_NAME).first()).toBeVisible();
  await expect(page.getByText('Kalena Forgotten')).toHaveCount(0);

  // Back on the admin's Users tab, the admin erases the salesperson too: the dialog closes on 'Former salesperson'.
  await page.goto('/admin');
  await openAdminTab(page, TAB_USERS);
  const salespersonDetails = await openSalespersonDetails(page, person.email);
  // Its appointments loaded first: a click on a button the list's arrival draws again would open nothing.
  await expect(salespersonDetails.getByText(allAppointmentsHeading(1))).toBeVisible();
  await dialogOpened(page, salespersonDetails);
  const eraseSalesperson = salespersonDetails.getByRole('button', { name: ERASE_SALESPERSON });
  if (isPhone(page)) await expectTapTargets({ [ERASE_SALESPERSON]: eraseSalesperson });
  await eraseSalesperson.click();
  await (await popupButton(page, ERASE_OK)).click();
  await expect(page.getByText(SALESPERSON_ERASED_TEXT)).toBeVisible();
  await expect(page.getByRole('dialog', { name: DETAILS_TITLE })).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: person.email.toLowerCase() })).toHaveCount(0);
  await expect(page.getByText(FORMER_SALESPERSON_NAME).first()).toBeVisible();
  await screenshot(page, testInfo, 'erased-salesperson-users');
  // Their session ended with the account.
  expect((await page.request.get('/api/appointments')).status()).toBe(401);
});

test('a salesperson erases their own account from Payout Details and is signed out for good', async ({ page }, testInfo) => {
  const person = newSalesperson(testInfo, 'erase-me');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  await quietSalespersonApp(page);
  await page.goto('/');
  await expectSignedIn(page, person);
  // Payout Details opens from the dashboard's completed-services figure, on both screens.
  await page.getByRole('button', { name: new RegExp(METRIC_COMPLETED_SERVICES) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.payouts })).toBeVisible();

  const erase = page.locator('.my-data-card').getByRole('button', { name: ERASE_MY_ACCOUNT });
  await erase.scrollIntoViewIfNeeded();
  if (isPhone(page)) await expectTapTargets({ [ERASE_MY_ACCOUNT]: erase });
  await screenshot(page, testInfo, 'payouts-erase-my-account');
  await erase.click();
  const confirm = await popupButton(page, ERASE_OK);
  await screenshot(page, testInfo, 'erase-my-account-confirm', { fullPage: false });
  await confirm.click();

  // Signed out, on the landing page; the old password opens nothing any more.
  await expect(page.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();
  expect((await page.request.get('/api/appointments')).status()).toBe(401);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).status()).toBe(401);
});
