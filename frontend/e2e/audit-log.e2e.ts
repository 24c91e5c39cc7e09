// The admin audit log (issue 19): an admin signs in, acts (a reservation and a closure, each made and undone through
// the API with the admin's token), opens the log from the header and finds each action with who did it and the request
// it came with; the action filter; the CSV download. Refused to anyone but an admin.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Closure, Reservation } from '@tint/libs/api-types';
import { ADMIN_LOGIN_TITLE } from '@tint/libs/texts/admin';
import {
  AUDIT_COLUMNS,
  AUDIT_CSV_HEADERS,
  AUDIT_DOWNLOAD_CSV,
  AUDIT_EVENT_LABELS,
  AUDIT_KIND_LABEL,
  AUDIT_KIND_LABELS,
  AUDIT_LINK,
  AUDIT_TITLE,
} from '@tint/libs/texts/audit';
import { SLOT_TIMES } from '@tint/libs/slots';
import {
  adminSignIn,
  closeToastsInTheWay,
  expect,
  expectNoSeriousA11yViolations,
  expectTapTargets,
  installScenarioClock,
  isPhone,
  screenshot,
  test,
  pickOption,
  weekdaysAhead,
} from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The request id the server gave an action (the X-Request-Id of its answer), once the action succeeded. */
function requestIdOf(response: APIResponse, status: number): string {
  expect(response.status()).toBe(status);
  const id = response.headers()['x-request-id'];
  expect(id).toBeTruthy();
  return id!;
}

/** Reserves an open slot far ahead (beyond what the other tests book), each screen on weekdays of its own. */
async function reserveFarAhead(request: APIRequestContext, token: string, first: number): Promise<{ reservation: Reservation; requestId: string }> {
  for (let n = first; n < first + 3; n += 1) {
    for (const time of SLOT_TIMES) {
      const response = await request.post('/api/admin/reservations', { headers: bearer(token), data: { reservationDate: weekdaysAhead(n), reservationTime: time, customerName: 'Audit check' } });
      if (response.status() === 201) return { reservation: (await response.json()) as Reservation, requestId: requestIdOf(response, 201) };
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error('No slot to reserve');
}

/** An entry of the log (a table row on a desktop, a card on a phone) by its request id. */
function entryOf(page: Page, requestId: string): Locator {
  const id = page.getByText(requestId, { exact: true });
  return isPhone(page) ? page.getByRole('listitem').filter({ has: id }) : page.getByRole('row').filter({ has: id });
}

test('the admin finds their actions in the audit log, filters them and downloads them as CSV', async ({ page }, testInfo) => {
  const admin = await adminSignIn(page);
  await closeToastsInTheWay(page);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const token = (await page.evaluate(() => window.localStorage.getItem('adminToken')))!;
  expect(token).toBeTruthy();

  // ---- Two actions, each undone at once so the other tests never meet them ----
  const phone = testInfo.project.name === 'mobile';
  const { reservation, requestId: reserved } = await reserveFarAhead(page.request, token, phone ? 125 : 120);
  const unreserved = requestIdOf(await page.request.delete(`/api/admin/reservations/${reservation.id}`, { headers: bearer(token) }), 204);
  const closedDay = weekdaysAhead(phone ? 135 : 130);
  const closing = await page.request.post('/api/admin/closures', { headers: bearer(token), data: { startDate: closedDay, endDate: closedDay, reason: 'Audit check' } });
  const closed = requestIdOf(closing, 201);
  const closure = (await closing.json()) as Closure;
  const reopened = requestIdOf(await page.request.delete(`/api/admin/closures/${closure.id}`, { headers: bearer(token) }), 204);

  // ---- From the header to the log ----
  const link = page.getByRole('banner').getByRole('link', { name: AUDIT_LINK, exact: true });
  if (isPhone(page)) await expectTapTargets({ [AUDIT_LINK]: link });
  await screenshot(page, testInfo, 'audit-dashboard-header', { fullPage: false });
  await link.click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: AUDIT_TITLE })).toBeVisible();

  const expected = [
    [reserved, AUDIT_EVENT_LABELS.ReservationCreated],
    [unreserved, AUDIT_EVENT_LABELS.ReservationCancelled],
    [closed, AUDIT_EVENT_LABELS.ClosureCreated],
    [reopened, AUDIT_EVENT_LABELS.ClosureRemoved],
  ] as const;
  for (const [requestId, label] of expected) {
    const entry = entryOf(page, requestId);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(label);
    await expect(entry).toContainText(adminName);
  }
  await expect(entryOf(page, reserved)).toContainText(`Reservation ${reservation.id.slice(0, 8)} (${reservation.reservationDate} ${reservation.reservationTime})`);
  await expect(entryOf(page, closed)).toContainText(`Closure ${closure.id.slice(0, 8)} (${closedDay})`);
  // Nothing the admin typed about a customer or a day: the reservation's name and the closure's reason stay out.
  await expect(page.getByText('Audit check')).toHaveCount(0);
  if (!isPhone(page)) await expect(page.getByRole('columnheader', { name: AUDIT_COLUMNS.requestId })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, testInfo, 'audit-log');
  await expectNoSeriousA11yViolations(page, 'the audit log');

  // ---- One kind of action: closures ----
  const kind = page.getByRole('combobox', { name: AUDIT_KIND_LABEL });
  const download = page.getByRole('button', { name: AUDIT_DOWNLOAD_CSV });
  if (isPhone(page)) {
    await expectTapTargets({ [AUDIT_DOWNLOAD_CSV]: download, [AUDIT_KIND_LABEL]: page.locator('.audit-kind'), dates: page.locator('.audit-dates') });
  }
  await pickOption(page, kind, AUDIT_KIND_LABELS.closure, page.locator('.audit-kind'));
  await expect(entryOf(page, reserved)).toHaveCount(0);
  await expect(entryOf(page, closed)).toBeVisible();
  await expect(entryOf(page, reopened)).toBeVisible();
  await screenshot(page, testInfo, 'audit-log-closures');

  // ---- The CSV of what is shown, with the admin's token ----
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  const rows = parse(await readFile(saved, 'utf8'), { columns: true }) as Record<string, string>[];
  expect(new Set(rows.map((row) => row[AUDIT_CSV_HEADERS.kind]))).toEqual(new Set(['closure']));
  const byRequest = new Map(rows.map((row) => [row[AUDIT_CSV_HEADERS.requestId], row]));
  expect(byRequest.get(closed)).toMatchObject({ [AUDIT_CSV_HEADERS.label]: AUDIT_EVENT_LABELS.ClosureCreated, [AUDIT_CSV_HEADERS.adminName]: adminName });
  expect(byRequest.get(reopened)).toMatchObject({ [AUDIT_CSV_HEADERS.label]: AUDIT_EVENT_LABELS.ClosureRemoved });
  expect(byRequest.has(reserved)).toBe(false);
});

test('the audit log is refused to anyone but an admin', async ({ browser, baseURL }, testInfo) => {
  const visitor = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(visitor);
  const page = await visitor.newPage();
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
  expect((await visitor.request.get('/api/admin/audit?from=2026-01-01&to=2026-01-07')).status()).toBe(401);
  expect((await visitor.request.get('/api/admin/audit.csv?from=2026-01-01&to=2026-01-07')).status()).toBe(401);
  await visitor.close();
});
