// A new salesperson's first look at the calendar: the demo history (seeded by the e2e server, as by
// `npm start`) leaves today and the next weekdays room, so each of the next 5 weekdays offers times.
// The history's own rule (at most one held slot on each of those days, at one bay) is pinned by
// backend/src/modules/demo/demo-history.int.spec.ts; here the product shows it, at both viewports.
import { SLOT_TIMES } from '@tint/libs/slots';
import { CHECKING_AVAILABILITY, NO_SLOTS_LEFT } from '@tint/libs/texts/booking';
import { CUSTOMER_FIRST_NAME_REQUIRED } from '@tint/libs/validation-messages';
import { TIME_LABEL } from '@tint/libs/texts/common';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { expect, goToSection, newSalesperson, pickDate, quietSalespersonApp, screenshot, signUpAndSignIn, test, weekdaysAhead } from './support';

test('a new salesperson finds free times on each of the next 5 weekdays', async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'firstrun');
  await signUpAndSignIn(page, person);
  await goToSection(page, SECTION_TITLES.calendar, NAV_MOBILE_LABELS.calendar);

  const times = page.getByRole('group', { name: TIME_LABEL });
  for (let n = 1; n <= 5; n += 1) {
    const date = weekdaysAhead(n);
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/available-times/${date}`) && response.ok());
    await pickDate(page, date);
    await answered;
    await expect(page.getByLabel(CHECKING_AVAILABILITY)).toHaveCount(0);
    await expect(page.getByText(NO_SLOTS_LEFT)).toHaveCount(0);
    // On a desktop the date is typed and taken with Enter, which must not send the form: no field turned red.
    await expect(page.getByText(CUSTOMER_FIRST_NAME_REQUIRED)).toHaveCount(0);
    // At least one time can be picked, and picking it holds.
    const open = times.getByRole('button', { disabled: false }).first();
    await expect(open).toBeVisible();
    expect(SLOT_TIMES).toContain((await open.innerText()).trim());
    await open.click();
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    if (n === 1) await screenshot(page, testInfo, 'first-run-times');
  }
});
