// Issue 20, the leaderboard by dealership, against the real product: a salesperson at a dealership of their project's
// own (so desktop and mobile never share its numbers) opens the Leaderboard on the spec's view, switches to
// By dealership, books a referral that an admin marks serviced, and sees their dealership marked with the counts.
// No other person is named in the view. The standings are an async read model: the open view reads them again when
// the server's live stream says they changed, with no reload.
import type { APIRequestContext, Page } from '@playwright/test';
import type { DealershipStanding } from '@tint/libs/api-types';
import {
  DEALERSHIPS_SUBTITLE,
  DEALERSHIP_TABLE_LABEL,
  LEADERBOARD_TABLE_LABEL,
  LEADERBOARD_VIEWS,
  LEADERBOARD_VIEW_LABEL,
  YOUR_DEALERSHIP,
  dealershipMonth,
  salespeopleCount,
} from '@tint/libs/texts/leaderboard';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  adminApiToken,
  bookFirstOpenSlot,
  closeToastsInTheWay,
  dismissBadgePopups,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  fullNameOf,
  goToSection,
  isPhone,
  newSalesperson,
  projectionsCaughtUp,
  screenshot,
  signUpAndSignIn,
  skipGuidedTour,
  test,
} from './support';

/** Dealerships no other browser test signs anybody up at, one per project. */
const DEALERSHIP_OF_PROJECT: Record<string, string> = { desktop: 'Kihei Auto Sales', mobile: 'No Ka Oi Motors' };

async function markServiced(request: APIRequestContext, appointmentId: string): Promise<void> {
  const token = await adminApiToken(request);
  const patch = await request.patch(`/api/admin/appointments/${appointmentId}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'completed' } });
  expect(patch.status(), await patch.text()).toBe(200);
}

async function standingOf(page: Page, dealership: string): Promise<DealershipStanding | undefined> {
  const response = await page.request.get('/api/leaderboard/dealerships');
  expect(response.status()).toBe(200);
  return ((await response.json()) as DealershipStanding[]).find((standing) => standing.dealership === dealership);
}

/** Opens the Leaderboard (the spec's salespeople view first) and switches it to By dealership. */
async function openDealershipView(page: Page): Promise<void> {
  await goToSection(page, SECTION_TITLES.leaderboard, NAV_MOBILE_LABELS.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeVisible();
  const toggle = page.getByRole('radiogroup', { name: LEADERBOARD_VIEW_LABEL });
  await expect(toggle.getByRole('radio', { name: LEADERBOARD_VIEWS.salespeople })).toBeChecked();
  await expect(page.getByRole('table', { name: LEADERBOARD_TABLE_LABEL })).toBeVisible();
  await toggle.getByText(LEADERBOARD_VIEWS.dealerships, { exact: true }).click();
  await expect(toggle.getByRole('radio', { name: LEADERBOARD_VIEWS.dealerships })).toBeChecked();
  await expect(page.getByText(DEALERSHIPS_SUBTITLE)).toBeVisible();
  await expect(page.getByRole('table', { name: DEALERSHIP_TABLE_LABEL })).toBeVisible();
}

test("a salesperson switches the leaderboard to By dealership and sees their dealership marked, with the month's counts after a booking", async ({
  page,
  request,
}, testInfo) => {
  await skipGuidedTour(page);
  await closeToastsInTheWay(page);
  await dismissBadgePopups(page);
  const dealership = DEALERSHIP_OF_PROJECT[testInfo.project.name] ?? 'Kihei Auto Sales';
  const person = { ...newSalesperson(testInfo, 'dealerships'), company: dealership };
  await signUpAndSignIn(page, person);
  await projectionsCaughtUp(request);
  const before = await standingOf(page, dealership);
  expect(before).toMatchObject({ isMine: true });

  // ---- Before the booking: the dealership is listed (with what it had), marked as the caller's ----
  await openDealershipView(page);
  const table = page.getByRole('table', { name: DEALERSHIP_TABLE_LABEL });
  const mine = table.locator('tr.leaderboard-row-self');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(dealership);
  await expect(mine).toContainText(YOUR_DEALERSHIP);
  await expect(table.getByText(YOUR_DEALERSHIP, { exact: true })).toHaveCount(1);
  // Other dealerships, from the demo history, with no person's name anywhere in the view.
  await expect(table.getByText('Aloha Kia', { exact: true })).toBeVisible();
  await expect(table).not.toContainText('Noelani');
  await expect(table).not.toContainText(person.lastName);

  // ---- A booking for today, serviced by an admin ----
  const appointment = await bookFirstOpenSlot(page, 'Makani', `Dealer${testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop'}`, { fromToday: true });
  await markServiced(request, appointment.id);
  await projectionsCaughtUp(request);
  const after = await standingOf(page, dealership);
  expect(after).toMatchObject({ bookings: before!.bookings + 1, completed: before!.completed + 1, salespeople: before!.salespeople, isMine: true });

  // The open view reads the standings again when the server says they changed (live updates): no reload.
  const card = page.getByRole('group', { name: YOUR_DEALERSHIP });
  await expect(card).toContainText(dealership);
  await expect(card).toContainText(dealershipMonth(after!.bookings, after!.completed), { timeout: 20_000 });
  await expect(mine).toContainText(dealership);
  await expect(mine).toContainText(YOUR_DEALERSHIP);
  const cells = mine.getByRole('cell');
  if (isPhone(page)) {
    // Rank, dealership (with its salespeople under the name), bookings, completed.
    await expect(cells).toHaveText([String(after!.rank), new RegExp(salespeopleCount(after!.salespeople)), String(after!.bookings), String(after!.completed)]);
  } else {
    await expect(cells).toHaveText([String(after!.rank), new RegExp(dealership), String(after!.salespeople), String(after!.bookings), String(after!.completed)]);
  }
  if (isPhone(page)) {
    const toggle = page.getByRole('radiogroup', { name: LEADERBOARD_VIEW_LABEL });
    await expectTapTargets({
      [LEADERBOARD_VIEWS.salespeople]: toggle.locator('.ant-segmented-item').filter({ hasText: LEADERBOARD_VIEWS.salespeople }),
      [LEADERBOARD_VIEWS.dealerships]: toggle.locator('.ant-segmented-item').filter({ hasText: LEADERBOARD_VIEWS.dealerships }),
    });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'leaderboard-dealerships');
  await expectNoSeriousA11yViolations(page, 'the leaderboard by dealership');

  // ---- Back to the spec's view: unchanged ----
  await page.getByRole('radiogroup', { name: LEADERBOARD_VIEW_LABEL }).getByText(LEADERBOARD_VIEWS.salespeople, { exact: true }).click();
  await expect(page.getByRole('table', { name: LEADERBOARD_TABLE_LABEL })).toBeVisible();
  await expect(page.getByRole('table', { name: LEADERBOARD_TABLE_LABEL }).locator('tr.leaderboard-row-self')).toContainText(fullNameOf(person));
  await screenshot(page, testInfo, 'leaderboard-salespeople-with-switch');
});
