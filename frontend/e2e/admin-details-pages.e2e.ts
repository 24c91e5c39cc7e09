import { ADMIN_APPOINTMENTS_PAGE } from '@tint/libs/constants';
import { SHOW_MORE_APPOINTMENTS, TAB_USERS, allAppointmentsHeading, appointmentsShown } from '@tint/libs/texts/admin';
import {
  adminSignIn,
  bookThroughApi,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  isPhone,
  newSalesperson,
  salespersonListedForAdmin,
  screenshot,
  test,
  weekdaysAhead,
  openSalespersonDetails,
} from './support';

// A salesperson with a long history: the admin's Appointment Details shows it a page at a time.
test('Appointment Details lists a long history a page at a time, Show more bringing the next', async ({ page }, testInfo) => {
  const total = ADMIN_APPOINTMENTS_PAGE + 1;
  const person = newSalesperson(testInfo, 'pages');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await page.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  // Weeks past what the other tests book, one appointment a day in the first open slot.
  for (let booked = 0, day = 45; booked < total; day++) {
    const date = weekdaysAhead(day);
    const times = (await (await page.request.get(`/api/available-times/${date}`)).json()) as string[];
    for (const time of times) {
      if ((await bookThroughApi(page.request, { date, time }, { firstName: `Customer${String(booked)}`, lastName: 'Akana' })).status() !== 201) continue;
      booked++;
      break;
    }
  }
  await salespersonListedForAdmin(page.request, person.email);

  await adminSignIn(page);
  const tab = page.getByRole('tab', { name: TAB_USERS, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const details = await openSalespersonDetails(page, person.email);
  // The heading counts every appointment; the list holds the newest page.
  await expect(details.getByText(allAppointmentsHeading(total))).toBeVisible();
  const items = details.getByRole('list').first().getByRole('listitem');
  await expect(items).toHaveCount(ADMIN_APPOINTMENTS_PAGE);
  await expect(details.getByText(appointmentsShown(ADMIN_APPOINTMENTS_PAGE, total))).toBeVisible();
  const more = details.getByRole('button', { name: SHOW_MORE_APPOINTMENTS });
  await more.scrollIntoViewIfNeeded();
  if (isPhone(page)) await expectTapTargets({ [SHOW_MORE_APPOINTMENTS]: more });
  await screenshot(page, testInfo, 'appointment-details-page');
  await expectNoSeriousA11yViolations(page, 'the Appointment Details dialog with a page of appointments');

  await more.click();
  await expect(items).toHaveCount(total);
  await expect(more).toBeHidden();
  // The oldest, booked first, comes last.
  await expect(items.last()).toContainText('Customer0 Akana');
  await expect(items.first()).toContainText(`Customer${String(total - 1)} Akana`);
});
