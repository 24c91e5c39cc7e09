// Issue 18: an admin marks today's appointment a no-show and cancels a later one from the appointment details; the
// salesperson's dashboard then says 'No-show' and 'Appointment cancelled' instead of 'Scheduled', and the cancelled
// time is offered again. Desktop and phone (playwright.config.ts projects).
import type { Locator, Page } from '@playwright/test';
import {
  APPOINTMENT_STATUS_LABELS,
  CANCEL_APPOINTMENT,
  CANCELLED_APPOINTMENT_HINT,
  MARK_NO_SHOW,
  NO_SHOW_APPOINTMENT_HINT,
  TAB_USERS,
  allAppointmentsHeading,
} from '@tint/libs/texts/admin';
import { RECENT_ACTIVITY_TITLE } from '@tint/libs/texts/dashboard';
import { STATUS_UPDATED_TEXT } from '@tint/libs/validation-messages';
import { ACTIVITY_CANCELLED, ACTIVITY_NO_SHOW } from '@tint/libs/texts/dashboard';
import {
  adminSignIn,
  bookFirstOpenSlot,
  closeToast,
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
  openAdminTab,
  popupButton,
  openSalespersonDetails,
} from './support';
import { SUCCESS_TITLE } from '@tint/libs/validation-messages';

/** Clicks a status button of the appointment and waits for the server's answer and the toast. */
async function changeStatus(page: Page, press: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/appointments/'));
  await press();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(STATUS_UPDATED_TEXT)).toBeVisible();
  await closeToast(page, SUCCESS_TITLE);
}


test('an admin marks a no-show and cancels an appointment; the salesperson sees both on the dashboard', async ({ page }, testInfo) => {
  const person = newSalesperson(testInfo, 'statuses');
  await signUpAndSignIn(page, person);
  await quietSalespersonApp(page);
  const missed = await bookFirstOpenSlot(page, 'Makana', 'Missed', { fromToday: true });
  // A no-show is marked from the appointment's day on: this one is today's.
  expect(missed.appointmentDate, 'booked for today, to be marked a no-show').toBe(scenarioToday());
  const cancelled = await bookFirstOpenSlot(page, 'Kalani', 'Cancelled');

  await salespersonListedForAdmin(page.request, person.email);
  await adminSignIn(page);
  await openAdminTab(page, TAB_USERS);
  const details = await openSalespersonDetails(page, person.email);
  await expect(details.getByText(allAppointmentsHeading(2))).toBeVisible();
  const item = (lastName: string): Locator => details.getByRole('listitem').filter({ hasText: lastName });

  // Today's appointment: the customer did not come.
  await changeStatus(page, () => item('Missed').getByRole('button', { name: MARK_NO_SHOW }).click());
  await expect(item('Missed')).toContainText(APPOINTMENT_STATUS_LABELS.no_show!);
  await expect(item('Missed').getByText(NO_SHOW_APPOINTMENT_HINT)).toBeVisible();

  // The later one: cancelled, after the confirmation.
  await item('Cancelled').getByRole('button', { name: CANCEL_APPOINTMENT }).click();
  // Pressed while the pop-up was still zooming in, a busy run's press went down on the button and up beside it.
  const confirm = await popupButton(page, CANCEL_APPOINTMENT);
  await screenshot(page, testInfo, 'cancel-confirmation', { fullPage: false });
  await changeStatus(page, () => confirm.click());
  await expect(item('Cancelled').getByText(CANCELLED_APPOINTMENT_HINT)).toBeVisible();
  await expect(item('Cancelled')).toContainText(APPOINTMENT_STATUS_LABELS.cancelled!);
  await expect(item('Cancelled').getByRole('button', { name: CANCEL_APPOINTMENT })).toHaveCount(0);
  await item('Missed').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'details', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the appointment details with a no-show and a cancellation');

  // The cancelled time is free again for anyone.
  const times = (await (await page.request.get(`/api/available-times/${cancelled.appointmentDate}`)).json()) as string[];
  expect(times).toContain(cancelled.appointmentTime);

  // The salesperson's dashboard.
  await page.goto('/');
  const activity = page.getByRole('list', { name: RECENT_ACTIVITY_TITLE });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Makana Missed' })).toContainText(ACTIVITY_NO_SHOW);
  await expect(activity.getByRole('listitem').filter({ hasText: 'Kalani Cancelled' })).toContainText(ACTIVITY_CANCELLED);
  if (isPhone(page)) await activity.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'dashboard', { fullPage: !isPhone(page) });
  await expectNoSeriousA11yViolations(page, 'the dashboard with a no-show and a cancellation');
});
