// The operators' screens (issue 16): the admin's System page (projections, the queue backend, the day's events, a
// rebuild with its progress) and the queue dashboard behind the header's Queues link, and both refused to anyone
// who is not a signed-in admin. Only `reservations` is rebuilt here: an inline projection, so its rebuild is
// invisible to the tests running beside this one on the same product (an async one's readers would see it empty).
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import type { Reservation } from '@tint/libs/api-types';
import { ADMIN_LOGIN_TITLE } from '@tint/libs/texts/admin';
import { LOGOUT } from '@tint/libs/texts/common';
import {
  OPERATIONS_QUEUES_LINK,
  OPERATIONS_SYSTEM_LINK,
  SYSTEM_BACK,
  SYSTEM_CHECKPOINT_INLINE,
  SYSTEM_EVENTS_TITLE,
  SYSTEM_MODES,
  SYSTEM_PROJECTIONS_TITLE,
  SYSTEM_QUEUE_BACKEND,
  SYSTEM_QUEUE_TITLE,
  SYSTEM_REBUILD,
  SYSTEM_REBUILD_STATES,
  SYSTEM_STATUS,
  SYSTEM_TITLE,
  systemRebuildLabel,
} from '@tint/libs/texts/operations';
import { SLOT_TIMES } from '@tint/libs/slots';
import { REBUILD_ALREADY_RUNNING } from '@tint/libs/validation-messages';
import {
  adminSignIn,
  closeToastsInTheWay,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  installScenarioClock,
  isPhone,
  newSalesperson,
  screenshot,
  test,
  weekdaysAhead,
} from './support';

/** A projection's row (a card on a phone) on the System page. */
function projectionEntry(page: Page, name: string): Locator {
  const section = page.getByRole('region', { name: SYSTEM_PROJECTIONS_TITLE });
  const named = page.getByText(name, { exact: true });
  return isPhone(page) ? section.getByRole('listitem').filter({ has: named }) : section.getByRole('row').filter({ has: named });
}

/** How many events of `type` the System page counts over the last 24 hours (0 while it lists none). */
async function eventCount(page: Page, type: string): Promise<number> {
  const row = page.getByRole('region', { name: SYSTEM_EVENTS_TITLE }).getByRole('row').filter({ has: page.getByText(type, { exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').last().innerText()).replace(/,/g, ''));
}

/**
 * Reserves an open slot far ahead (beyond the days the other tests book), as the admin through the API: each screen
 * starts on a weekday of its own, and a slot taken meanwhile (409) sends it to the next.
 */
async function reserveFarAhead(request: APIRequestContext, token: string, first: number): Promise<Reservation> {
  for (let n = first; n < first + 3; n += 1) {
    for (const time of SLOT_TIMES) {
      const response = await request.post('/api/admin/reservations', {
        headers: { Authorization: `Bearer ${token}` },
        data: { reservationDate: weekdaysAhead(n), reservationTime: time, customerName: 'System page check' },
      });
      if (response.status() === 201) return (await response.json()) as Reservation;
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error('No slot to reserve');
}

async function storedAdminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  return token!;
}

test('the admin opens the System page, reads live figures and rebuilds a projection', async ({ page }, testInfo) => {
  await adminSignIn(page);
  await closeToastsInTheWay(page);
  const header = page.getByRole('banner');
  const systemLink = header.getByRole('link', { name: OPERATIONS_SYSTEM_LINK, exact: true });
  const queuesButton = header.getByRole('button', { name: OPERATIONS_QUEUES_LINK, exact: true });
  if (isPhone(page)) await expectTapTargets({ [OPERATIONS_SYSTEM_LINK]: systemLink, [OPERATIONS_QUEUES_LINK]: queuesButton });
  await screenshot(page, testInfo, 'admin-dashboard-header', { fullPage: false });

  await systemLink.click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole('heading', { level: 1, name: SYSTEM_TITLE })).toBeVisible();

  // ---- Projections: how each runs ----
  const appointments = projectionEntry(page, 'appointments');
  await expect(appointments).toContainText(SYSTEM_MODES.inline);
  await expect(appointments).toContainText(SYSTEM_CHECKPOINT_INLINE);
  const gamification = projectionEntry(page, 'gamification');
  await expect(gamification).toContainText(SYSTEM_MODES.async);
  await expect(gamification).toContainText(/#[\d,]+/);

  // ---- The queue backend and the day's events ----
  const queue = page.getByRole('region', { name: SYSTEM_QUEUE_TITLE });
  await expect(queue).toContainText(SYSTEM_QUEUE_BACKEND.redis);
  await expect(queue.getByText(SYSTEM_STATUS.up, { exact: true }).first()).toBeVisible();
  await expect(queue).not.toContainText(SYSTEM_STATUS.down);
  for (const name of ['projections', 'maintenance']) await expect(queue.getByText(name, { exact: true })).toBeVisible();
  const events = page.getByRole('region', { name: SYSTEM_EVENTS_TITLE });
  await expect(events.getByRole('row').nth(1)).toContainText(/\d/);

  // No horizontal scrolling of the page, on either screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, testInfo, 'system-page');
  await expectNoSeriousA11yViolations(page, 'the System page');

  // ---- The figures refresh by themselves: a reservation shows in the day's events ----
  const token = await storedAdminToken(page);
  const before = await eventCount(page, 'ReservationCreated');
  const reservation = await reserveFarAhead(page.request, token, testInfo.project.name === 'mobile' ? 113 : 110);
  await expect.poll(() => eventCount(page, 'ReservationCreated'), { timeout: 15_000 }).toBeGreaterThan(before);
  const cancelled = await page.request.delete(`/api/admin/reservations/${reservation.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(cancelled.status()).toBe(204);

  // ---- Rebuild reservations, confirmed, until it is rebuilt ----
  const reservations = projectionEntry(page, 'reservations');
  const rebuild = reservations.getByRole('button', { name: systemRebuildLabel('reservations'), exact: true });
  if (isPhone(page)) await expectTapTargets({ [systemRebuildLabel('reservations')]: rebuild });
  await expect(rebuild).toBeEnabled();
  // The confirmation's button is pressed until the request goes out: twice on CI (once in four runs) a click done
  // while the pop-up was still settling sent nothing, and the pop-up stayed open with its button focused.
  const confirm = page.getByRole('button', { name: SYSTEM_REBUILD, exact: true });
  let answer = undefined as Response | undefined;
  await expect(async () => {
    if (!(await confirm.isVisible())) await rebuild.click();
    const requested = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/system/projections/reservations/rebuild'), {
      timeout: 5_000,
    });
    // Handled here too, so a click that fails first leaves no unawaited rejection behind.
    requested.catch(() => undefined);
    await confirm.click({ timeout: 5_000 });
    answer = await requested;
  }).toPass({ timeout: 40_000 });
  if (!answer) throw new Error('the rebuild was never requested');
  // Each screen's run of this test rebuilds it: the other's may be running (409), and this page then shows that one.
  if (answer.status() !== 202) {
    expect(answer.status()).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe(REBUILD_ALREADY_RUNNING);
  }
  await expect(reservations.getByText(SYSTEM_REBUILD_STATES.done, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(reservations).toContainText(/([\d,]+) of \1 events/);
  await expect(rebuild).toBeEnabled();
  await screenshot(page, testInfo, 'system-page-rebuilt');

  // The way back.
  await header.getByRole('link', { name: SYSTEM_BACK }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the admin opens the queue dashboard from the header, and it closes with their logout', async ({ page }, testInfo) => {
  await adminSignIn(page);
  await closeToastsInTheWay(page);
  await page.getByRole('banner').getByRole('button', { name: OPERATIONS_QUEUES_LINK, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/queues(\/.*)?$/);
  for (const name of ['projections', 'maintenance']) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  // The board's own page, drawn once it has read the queues.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await screenshot(page, testInfo, 'queue-dashboard');
  // The board's own calls go with the cookie the link minted.
  expect((await page.request.get('/admin/queues/api/queues')).status()).toBe(200);

  // The first logout revokes the admin's token, and the queue dashboard's cookie with it.
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('button', { name: LOGOUT, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/admin/queues/api/queues')).status()).toBe(401);
  await page.goto('/admin/queues');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
});

test('the System page and the queue dashboard are refused to anyone but an admin', async ({ browser, baseURL }, testInfo) => {
  // A fresh browser, then the same as a signed-in salesperson: their cookie opens no admin page either.
  const visitor = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(visitor);
  const person = newSalesperson(testInfo, 'operations');
  for (const signedIn of [false, true]) {
    if (signedIn) {
      expect((await visitor.request.post('/api/signup', { data: person })).ok()).toBe(true);
      expect((await visitor.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
    }
    const page = await visitor.newPage();
    await page.goto('/admin/queues');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();

    await page.goto('/admin/system');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
    await page.close();

    expect((await visitor.request.get('/admin/queues/api/queues')).status()).toBe(401);
    expect((await visitor.request.get('/api/admin/system')).status()).toBe(401);
    expect((await visitor.request.post('/api/admin/queues/session')).status()).toBe(401);
  }
  await visitor.close();
});
