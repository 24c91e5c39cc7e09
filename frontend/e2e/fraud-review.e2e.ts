// Issue 19, fraud review: a salesperson books their own car (the customer's email is theirs), so its commission is
// held: their dashboard says 'Under review' (never why), the admin's Payouts tab lists it 'On hold' with the reason and
// leaves it out of the totals, and the admin clears it from the appointment details. Desktop and phone.
import type { Appointment } from '@tint/libs/api-types';
import {
  CLEAR_COMMISSION,
  COMMISSION_CLEARED,
  FRAUD_REASON_LABELS,
  ON_HOLD,
  REVIEW_NOTE_LABEL,
  TAB_PAYOUTS,
  TAB_USERS,
  reviewConfirm,
} from '@tint/libs/texts/admin';
import { RECENT_ACTIVITY_TITLE } from '@tint/libs/texts/dashboard';
import { SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { ACTIVITY_UNDER_REVIEW } from '@tint/libs/texts/dashboard';
import {
  adminApiToken,
  adminSignIn,
  closeToast,
  dialogOpened,
  expect,
  expectNoSeriousA11yViolations,
  isPhone,
  newSalesperson,
  quietSalespersonApp,
  salespersonListedForAdmin,
  scenarioToday,
  screenshot,
  signUpAndSignIn,
  test,
  uniqueCustomerPhone,
  openAdminTab,
  uniqueLetters,
  openSalespersonDetails,
} from './support';


test('a self-referral is held for review: under review for the salesperson, on hold for the admin until cleared', async ({ page }, testInfo) => {
  const person = newSalesperson(testInfo, 'fraud');
  // A customer of its own: both projects (and every repeat) run this test on one server, and the Payouts tab lists
  // everybody's.
  const ownCar = `Car${uniqueLetters()}`;
  const customer = `Own ${ownCar}`;
  await signUpAndSignIn(page, person);
  await quietSalespersonApp(page);
  // Their own car, today: the customer's email is the salesperson's.
  let own: Appointment | undefined;
  for (const time of (await (await page.request.get(`/api/available-times/${scenarioToday()}`)).json()) as string[]) {
    const response = await page.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        customerFirstName: 'Own',
        customerLastName: ownCar,
        customerEmail: person.email,
        customerPhone: uniqueCustomerPhone(),
        vehicleYear: '2020',
        vehicleMake: 'Toyota',
        vehicleModel: 'Tacoma',
        tintPackageId: 'ceramic',
        appointmentDate: scenarioToday(),
        appointmentTime: time,
        acknowledgeContact: true,
        acknowledgeServiceArea: true,
        acknowledgeDiscountPolicy: true,
      },
    });
    if (response.status() === 201) {
      own = (await response.json()) as Appointment;
      break;
    }
  }
  if (!own) throw new Error('no slot left today for the test');
  expect(own.reviewStatus).toBe('held');

  // The salesperson: under review, never why.
  await page.goto('/');
  const item = page.getByRole('list', { name: RECENT_ACTIVITY_TITLE }).getByRole('listitem').filter({ hasText: customer });
  await expect(item).toContainText(ACTIVITY_UNDER_REVIEW);
  await expect(page.getByText(FRAUD_REASON_LABELS.self_referral!)).toHaveCount(0);
  await screenshot(page, testInfo, 'under-review-dashboard', { fullPage: !isPhone(page) });

  // Serviced on its day; the admin then finds it on hold in the Payouts tab, with the reason.
  const token = await adminApiToken(page.request);
  expect((await page.request.patch(`/api/admin/appointments/${own.id}`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'completed' } })).status()).toBe(200);
  await salespersonListedForAdmin(page.request, person.email);
  await adminSignIn(page);
  await openAdminTab(page, TAB_PAYOUTS);
  const row = page.locator('.payouts-row, tr, li').filter({ hasText: customer }).first();
  await expect(row).toContainText(ON_HOLD);
  await expect(row).toContainText(FRAUD_REASON_LABELS.self_referral!);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'on-hold-payouts', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the Payouts tab with a commission on hold');

  // Cleared from the appointment details, with a note.
  await openAdminTab(page, TAB_USERS);
  const details = await openSalespersonDetails(page, person.email);
  const card = details.getByRole('listitem').filter({ hasText: customer });
  await expect(card).toContainText(ON_HOLD);
  await card.getByRole('button', { name: CLEAR_COMMISSION }).click();
  const review = page.locator('[role="dialog"]').filter({ hasText: reviewConfirm('clear') });
  await dialogOpened(page, review);
  await review.getByLabel(REVIEW_NOTE_LABEL).fill('Their own car, agreed with the owner');
  await screenshot(page, testInfo, 'review-dialog', { fullPage: false });
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/admin/appointments/${own.id}/review`));
  await review.getByRole('button', { name: CLEAR_COMMISSION }).click();
  expect((await answer).status()).toBe(200);
  await closeToast(page, SUCCESS_TITLE);
  await expect(card).toContainText(COMMISSION_CLEARED);
  await expect(card.getByText(ON_HOLD)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the appointment details after a review');
});
