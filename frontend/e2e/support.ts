// Shared steps of the browser tests. They run against the real product (playwright.config.ts starts it
// on its own data, in the scenario week of scenario.ts), so every account a test creates gets an address
// of its own. Every test file takes `test` and `expect` from here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, APIResponse, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import type { AdminUser, Appointment, BookAppointmentRequest, SignupRequest } from '@tint/libs/api-types';
import { QUIZ_QUESTIONS } from '@tint/libs/quiz';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { TOUR_COMPLETED_KEY_PREFIX, TOUR_COMPLETED_VALUE } from '@tint/libs/constants';
import { ADMIN_DASHBOARD_SUBTITLE, ADMIN_DASHBOARD_TITLE, ADMIN_LOGIN_TITLE, DETAILS_TITLE, VIEW_DETAILS } from '@tint/libs/texts/admin';
import { BOOT_MARK } from '../src/lib/prerendered';
import { NEW_BADGE_DISMISS } from '@tint/libs/texts/badges';
import { YEAR_LABEL } from '@tint/libs/texts/booking';
import {
  DATE_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  LOGOUT,
  MAKE_LABEL,
  MODEL_LABEL,
  PASSWORD_LABEL,
  PHONE_LABEL,
  SIGN_IN,
} from '@tint/libs/texts/common';
import { SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';
import { ADMIN_LOGIN_SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { formatLongDate } from '../src/lib/dates';
import { scenarioNow } from './scenario';

export { expect };

/**
 * A page's (or a whole context's) clock, from now on at the product's now: the browser's "today" and the
 * server's agree. Time keeps flowing; a test may still fastForward or runFor.
 */
export async function installScenarioClock(target: Page | BrowserContext): Promise<void> {
  await target.clock.install({ time: scenarioNow() });
}

/**
 * Waits until a page the server sent drawn (the landing page, the signed-in dashboard, the app's frame) has been taken
 * over by the app, or waits for a first touch on a plain visit (the app then starts, and makes the first tap again on
 * its own page). A page that is not the app (an API answer) has no root: ready at once.
 */
export async function expectDrawnPageReady(page: Page): Promise<void> {
  await expect(page.locator(`html:not([${BOOT_MARK.attribute}="${BOOT_MARK.waiting}"]) #root[data-prerendered]`)).toHaveCount(0);
}

/** Playwright's test, whose page runs on the scenario clock before the test touches it. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await installScenarioClock(page);
    // A page the test opens is ready once drawn, and taken over or waiting for a first touch: expectDrawnPageReady.
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await expectDrawnPageReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await expectDrawnPageReady(page);
      return response;
    };
    await use(page);
  },
});

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

export type NewSalesperson = SignupRequest;

/** A salesperson no earlier run or parallel project has used. */
export function newSalesperson(testInfo: TestInfo, purpose: string): NewSalesperson {
  const unique = `${String(Date.now())}-${String(testInfo.workerIndex)}-${testInfo.project.name}`;
  return {
    firstName: 'Kai',
    lastName: `Tester${purpose.charAt(0).toUpperCase()}${purpose.slice(1)}`,
    email: `e2e-${purpose}-${unique}@example.com`,
    phoneNumber: '808-555-0123',
    company: 'Maui Toyota',
    password: DEFAULT_PASSWORD,
  };
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/**
 * test-results/<file>.png, the whole page unless `fullPage: false` (a dialog over the viewport, say).
 * Pictures are for people to look at: taken with E2E_SCREENSHOTS=1 (`npm run e2e:screenshots -w frontend`),
 * skipped otherwise, since about eighty full pages cost the suite a minute and nobody looks at them in CI.
 */
export async function screenshotAs(page: Page, file: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  // Transitions finish first (a toggle's sliding thumb, a dialog zooming in, a toast), so the picture
  // shows the settled screen.
  await page.screenshot({ path: `test-results/${file}.png`, fullPage, animations: 'disabled' });
}

/** test-results/<name>-<project>.png */
export function screenshot(page: Page, testInfo: TestInfo, name: string, options?: { fullPage?: boolean }): Promise<void> {
  return screenshotAs(page, `${name}-${testInfo.project.name}`, options);
}

/**
 * Runs axe (WCAG 2 A and AA, and best practices) on the page as it is and fails listing every serious or
 * critical violation with the elements it found it on. Once per distinct screen: each run costs about a
 * second. Transitions finish first, so a dialog fading in is checked at its final colours.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // axe.run in the page itself (AxeBuilder's legacy mode): the default runs each frame apart and then opens a blank
  // page to merge the results, injecting axe there again. The screens have no frames (none cross-origin, which is
  // what legacy mode leaves out), and each check was about 0.2 s faster.
  // Only violations are collected in detail (axe's own advice for speed): passes and incomplete results are not needed.
  const seriousNow = async () => {
    await transitionsFinished(page);
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} (${String(violation.impact)}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
      );
  };
  let serious = await seriousNow();
  // Something may start moving while axe reads the page (a toast whose time was up, fading out, was measured at
  // 1.33:1, and gone before the reading ended): a reading with violations is taken again once motion has stopped.
  // A real violation stays in every reading; one that belonged to a moment does not.
  for (let reading = 1; reading < 3 && serious.length > 0; reading += 1) serious = await seriousNow();
  expect(serious, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}

/** WCAG 2.5.5's 44 × 44 px, which phones need for a thumb: checked at the phone viewport. */
export const MIN_TAP_TARGET_PX = 44;

/** How long antd's motion marks are waited for to go (a dialog zooming in on a busy phone run took over 3 s): a motion whose end event never comes keeps its mark. */
const MOTION_MARKS_MS = 10_000;

/**
 * antd's motion marks, but not a clicked button's wave: the ring it draws around the button changes no layout or
 * colour that is measured, and its mark was seen staying 2-5 s after the wave had gone (the tests waited for it).
 */
const MOTION_MARKS = ['appear', 'enter', 'leave'].map((phase) => `[class*="-${phase}"]:not(.ant-wave)`).join(', ');

/**
 * Resolves when the page's running transitions (a pop-up zooming in, a dialog fading) have finished. antd's motion
 * marks an element (`ant-zoom-appear`, `-enter`, `-leave`, …) a frame or two before its animation starts, so
 * those marks must be gone too: measured between the two, a dialog fading in had its text at 3.8:1 contrast.
 * A mark can also stay for good: a button's loading icon leaving with nothing left to transition (the request
 * answered before the icon had grown) never gets its end event, and on a busy CI run the test booking page kept
 * one until the test timed out. The marks are waited for a few seconds at most; the animations themselves always.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page
    .waitForFunction((marks) => document.querySelector(marks) === null, MOTION_MARKS, { timeout: MOTION_MARKS_MS })
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // The wave's ring fades out over 2 s (antd's `opacity 2s` on `.ant-wave`): the suite waited about 2 s after
        // most clicks for a ring around the button that was clicked.
        .filter((animation) => !(animation.effect instanceof KeyframeEffect && animation.effect.target?.closest('.ant-wave')))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The button `name` of the open confirmation pop-up (antd's Popconfirm), once the pop-up has finished appearing.
 * Pressed while the pop-up was still being placed, a click sent nothing on busy runs (1 in 5 under load): the
 * button was found at the top of the window, away from the control it belongs to, and the pop-up then closed with
 * no request made.
 */
export async function popupButton(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('tooltip').getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  await transitionsFinished(page);
  return button;
}

/**
 * Waits until `dialog` is open and has finished zooming in. A button pressed while it still grew was pressed where it
 * was a frame earlier: the press landed on it and the release beside it, so it took the focus and never got its
 * click (a CSV download that never started, seen in CI).
 */
export async function dialogOpened(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await transitionsFinished(page);
}

/** Each of `targets` (visible now) is at least 44 × 44 px, measured once pop-ups have finished zooming in. */
export async function expectTapTargets(targets: Record<string, Locator>): Promise<void> {
  for (const [name, target] of Object.entries(targets)) {
    // Mid-zoom a pop-up is drawn at 90 % of its size: 'Mark all read' measured 40 px high on a busy run. Shown
    // first, so that a dialog still opening has its motion under way when the motion is waited for.
    await expect(target).toBeVisible();
    await transitionsFinished(target.page());
    const box = await target.boundingBox();
    expect(box, `${name} is on screen`).not.toBeNull();
    expect({ name, width: box!.width >= MIN_TAP_TARGET_PX, height: box!.height >= MIN_TAP_TARGET_PX }, JSON.stringify(box)).toEqual({
      name,
      width: true,
      height: true,
    });
  }
}

/** `inner`'s box lies within `outer`'s (to the pixel: borders round), measured once transitions have finished. */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  // A dialog still zooming in is drawn scaled: measured mid-zoom, its box and its text's were apart on a busy run.
  await transitionsFinished(inner.page());
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, 'both on screen').toBeTruthy();
  const tolerance = 0.5;
  expect(
    {
      left: a!.x >= b!.x - tolerance,
      top: a!.y >= b!.y - tolerance,
      right: a!.x + a!.width <= b!.x + b!.width + tolerance,
      bottom: a!.y + a!.height <= b!.y + b!.height + tolerance,
    },
    `${JSON.stringify(a)} inside ${JSON.stringify(b)}`,
  ).toEqual({ left: true, top: true, right: true, bottom: true });
}

/** `target`'s box lies within the viewport, with `margin` px to spare on each side. */
export async function expectWithinViewport(page: Page, target: Locator, margin = 0): Promise<void> {
  await transitionsFinished(page);
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, 'on screen').toBeTruthy();
  expect(
    { left: box!.x >= margin, right: box!.x + box!.width <= viewport!.width - margin },
    `${JSON.stringify(box)} within ${String(viewport!.width)} px less ${String(margin)} px each side`,
  ).toEqual({ left: true, right: true });
}

/**
 * `a` and `b` (both on screen) do not overlap, once they have finished moving in: a toast measured while it still
 * slid down from the top of the window was found over the header's Logout (1 run in about 30).
 */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  await transitionsFinished(a.page());
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  expect(p && q, 'both on screen').toBeTruthy();
  const overlaps = p!.x < q!.x + q!.width && q!.x < p!.x + p!.width && p!.y < q!.y + q!.height && q!.y < p!.y + p!.height;
  expect(overlaps, `${JSON.stringify(p)} apart from ${JSON.stringify(q)}`).toBe(false);
}

/** From the sign-in view (or any signed-out view showing the form), signs in and waits for the app. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const emailField = page.getByLabel(EMAIL_LABEL, { exact: true });
  await emailField.fill(email);
  await page.getByLabel(PASSWORD_LABEL, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
}


/**
 * Where the product writes its mail when no SMTP server is configured: DATA_DIR/mail, and playwright.config.ts
 * runs the tests' product with DATA_DIR=.data/e2e. E2E_MAIL_DIR overrides (a product already running).
 */
export function mailDir(): string {
  if (process.env.E2E_MAIL_DIR) return path.resolve(process.env.E2E_MAIL_DIR);
  return fileURLToPath(new URL('../../.data/e2e/mail', import.meta.url));
}

// ---- Calendar dates in the business time zone ----

/** Today in the business time zone, the scenario's (the serviced appointments' day). */
export function scenarioToday(): string {
  return todayInZone(scenarioNow());
}

/** The n-th weekday after today in the business time zone (n = 1 is the next weekday). */
export function weekdaysAhead(n: number): string {
  let date = scenarioToday();
  for (let left = n; left > 0; ) {
    date = addDaysToDate(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

export async function expectSignedIn(page: Page, person: { firstName: string; lastName: string }): Promise<void> {
  await expect(page.getByText(fullNameOf(person), { exact: true })).toBeVisible({ timeout: 15_000 });
  // The name shows on the dashboard the server drew after the sign-in's reload, before the app has taken it over.
  await expectDrawnPageReady(page);
  await expect(page.getByRole('button', { name: LOGOUT })).toBeVisible();
}

/** A new account (made through the API), signed in through the landing page's form as a person does. */
export async function signUpAndSignIn(page: Page, person: NewSalesperson): Promise<void> {
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await signInWithForm(page, person.email, person.password);
  await expectSignedIn(page, person);
}

/** Phones get the bottom section bar and read-only date fields (the app's breakpoint is 768 px). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** The salesperson app's section switcher: top tabs on desktop, the bottom bar on phones. */
export async function goToSection(page: Page, desktopLabel: string, mobileLabel: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: SECTIONS_NAV_LABEL }).getByRole('button', { name: mobileLabel, exact: true }).click();
  } else {
    await page.getByRole('tab', { name: desktopLabel, exact: true }).click();
  }
}

/**
 * Picks `date` in the date field labelled `label`: desktop types it; phones (read-only field, no
 * keyboard) pick it from the calendar. Then the date appears written out under the field.
 */
export async function pickDate(page: Page, date: string, label = DATE_LABEL): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  if (!isPhone(page)) {
    await field.click();
    await field.fill(date);
    await field.press('Enter');
  } else {
    const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    // The panel also shows a few days of the neighbouring months; take the cell of the month in view.
    const inView = popup.locator(`td.ant-picker-cell-in-view[title="${date}"]`);
    // A pop-up opening over it (a new badge: the app's check runs once it has taken over, after a first tap) closes
    // the calendar: tapped again once the pop-up is dismissed.
    await expect(async () => {
      if (!(await popup.isVisible())) await field.click();
      await expect(popup).toBeVisible({ timeout: 2_000 });
    }).toPass();
    // Until it has finished sliding in, the calendar is still moving and scaled: a tap there can miss its day.
    await expect(popup).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
    for (let months = 0; months < 6 && (await inView.count()) === 0; months += 1) {
      await popup.locator('.ant-picker-header-next-btn').click();
    }
    await expect(inView).not.toHaveClass(/ant-picker-cell-disabled/);
    await inView.click();
    // The calendar closes on the pick. Until it has slid out it still looks open, and the next pick would take it for
    // an open calendar and lose its day as it hides (seen in CI).
    await expect(popup).toBeHidden();
  }
  // Under the field: the picked date written out, e.g. 'Wednesday, December 23, 2026'.
  await expect(page.getByText(formatLongDate(date), { exact: true })).toBeVisible();
}

/**
 * Picks `option` from an antd select, as a person does: open it, tap the option, and again until the field shows it.
 * A tap while the list is still sliding in can land on the list as it was: nothing is picked and the list stays open
 * (seen in CI on a busy run). `field` is what opens it (its combobox or label); `shown` what displays the choice.
 */
export async function pickOption(page: Page, field: Locator, option: string, shown: Locator): Promise<void> {
  await expect(async () => {
    await field.click();
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

// ---- Admin ----
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@tintportal.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin123!demo';

/** Signs in on /admin/login and returns the admin the server answered with. */
export async function adminSignIn(page: Page, { keepWelcome = false }: { keepWelcome?: boolean } = {}): Promise<AdminUser> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_LOGIN_TITLE })).toBeVisible();
  await page.getByLabel(EMAIL_LABEL, { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel(PASSWORD_LABEL, { exact: true }).fill(ADMIN_PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'));
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: AdminUser };

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(ADMIN_LOGIN_SUCCESS_TITLE)).toBeVisible();
  // Closed, as an admin who goes on at once closes it: on a phone it sits at the bottom for 5 s, over the buttons
  // there (a confirmation's Erase was pressed under it and the pop-up closed with nothing sent).
  if (!keepWelcome) await closeToast(page, ADMIN_LOGIN_SUCCESS_TITLE);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_DASHBOARD_TITLE })).toBeVisible();
  await expect(page.getByText(ADMIN_DASHBOARD_SUBTITLE)).toBeVisible();
  // In the header: the dashboard below may show the admin's name too (e.g. 'Reserved by').
  const header = page.getByRole('banner');
  await expect(header.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
  await expect(header.getByText(user.email, { exact: true })).toBeVisible();
  return user;
}

/** Opens a tab of the admin dashboard by its name, and waits until it is the selected one. */
export async function openAdminTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Presses View Details on the Users tab's card of the salesperson with `email`, and returns their details dialog once
 * it has finished zooming in: a button pressed in it while it still grew opened nothing (seen in CI).
 */
export async function openSalespersonDetails(page: Page, email: string): Promise<Locator> {
  // The server keeps email addresses in lower case.
  await page.getByRole('listitem').filter({ hasText: email.toLowerCase() }).getByRole('button', { name: VIEW_DETAILS }).click();
  const details = page.getByRole('dialog', { name: DETAILS_TITLE });
  await dialogOpened(page, details);
  return details;
}

/**
 * Closes the toast titled `title`, which would otherwise stay for 5 seconds, with its close button, once the toast has
 * finished sliding in: pressed while it moved, a busy run's press went down on the button and up beside it, and the
 * toast stayed (as the confirmation pop-ups did, popupButton).
 */
export async function closeToast(page: Page, title: string): Promise<void> {
  const close = page.locator('.ant-notification-notice').filter({ hasText: title }).getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  await transitionsFinished(page);
  await close.click();
  await expect(page.getByText(title)).toBeHidden();
}

/**
 * The guided tour opens on its own 1.5 s after a salesperson's first load and covers the page until it
 * is dismissed. Tests about something else start every page of this test with the tour's completed
 * flag already stored for whoever signs in: the flag's key holds the user's id, which a fresh account
 * only gets at sign-up, so this answers every tour flag key as "completed" instead of writing one.
 */
export async function skipGuidedTour(page: Page): Promise<void> {
  await page.addInitScript(
    ({ prefix, value }) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        return key.startsWith(prefix) ? value : getItem.call(this, key);
      };
    },
    { prefix: TOUR_COMPLETED_KEY_PREFIX, value: TOUR_COMPLETED_VALUE },
  );
}

/** The new-badge pop-up may appear at any badge check (on load, then every 30 s); it is closed whenever it is in the way. */
export async function dismissBadgePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: /new badges? earned!/i });
  await page.addLocatorHandler(popup, async () => {
    // Once it has finished zooming in: pressed at a tenth of its size (9.6 px high) on a busy run, the button
    // took the click and the pop-up stayed open.
    await transitionsFinished(page);
    await popup.getByRole('button', { name: NEW_BADGE_DISMISS }).click();
  });
}

let cachedAdminToken: string | undefined;

/**
 * The demo admin's bearer token for API calls, signed in once per test worker: admin sign-in is limited
 * to 10 a minute per email, and the tests that read as the admin share that one account.
 */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken) return cachedAdminToken;
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  cachedAdminToken = ((await login.json()) as { token: string }).token;
  return cachedAdminToken;
}

/**
 * Resolves once every async read model (leaderboard, rewards, badges, the admin's user tiles, the funnel)
 * has applied everything committed so far: the condition a screen of those waits for, read from the
 * product's health report instead of reloading until the screen shows it. "So far": the parallel tests keep
 * writing, so a read model may never be idle; it has caught up once the oldest event it still has to apply
 * (its lagMs, the age of that event) was written after this began waiting, events being applied in order.
 */
export async function projectionsCaughtUp(request: APIRequestContext): Promise<void> {
  // The lag is an operator's detail: the health report shows it to an admin's token.
  const token = await adminApiToken(request);
  const started = Date.now();
  // Leeway for the product's clock and this one's, and the health report's own time on the way.
  const leewayMs = 250;
  await expect
    .poll(
      async () => {
        const health = (await (await request.get('/api/health', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          projections?: { name: string; lag: number; lagMs: number }[];
        };
        const waitedMs = Date.now() - started;
        return health.projections
          ? health.projections.filter((p) => p.lag > 0 && p.lagMs >= waitedMs - leewayMs).map((p) => p.name)
          : ['(no projections in the health report)'];
      },
      { timeout: 20_000, message: 'async projections to catch up' },
    )
    .toEqual([]);
}

/**
 * A toast ('Login Successful!' after signing in, say) is closed whenever it is on screen as the test is about to act,
 * as a person closes one that covers what they want to tap: on phones toasts sit at the top, where the tour points
 * at the bell (CI saw the tour's Next tapped under the login toast, and the tour stayed on its step).
 */
export async function closeToastsInTheWay(page: Page): Promise<void> {
  const toast = page.locator('.ant-notification-notice').first();
  await page.addLocatorHandler(toast, async () => {
    await toast.locator('.ant-notification-notice-close').click();
  });
}

/** Both of the above, for tests of the salesperson app that are about neither the tour nor badges. */
export async function quietSalespersonApp(page: Page): Promise<void> {
  await skipGuidedTour(page);
  await dismissBadgePopups(page);
}

export type Slot = { date: string; time: string };

/** `n` lowercase letters no other test of the run is likely to draw, for names that must be the test's own. */
export function uniqueLetters(n = 6): string {
  return crypto.randomUUID().replace(/[^a-f]/g, '').slice(0, n).padEnd(n, 'a');
}

/** A customer phone no other booking of the run has (the fraud rules compare phones across salespeople). */
export function uniqueCustomerPhone(): string {
  const digits = crypto.randomUUID().replace(/\D/g, '').padEnd(7, '7').slice(0, 7);
  return `808-${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * POST /api/appointments for `slot` as the signed-in salesperson of `request` (a Toyota Camry, ceramic),
 * with an Idempotency-Key; the answer as it came (201, or 409 for a slot already full).
 */
export async function bookThroughApi(
  request: APIRequestContext,
  slot: Slot,
  customer: { firstName: string; lastName: string },
): Promise<APIResponse> {
  const body: BookAppointmentRequest = {
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerEmail: 'leilani@example.com',
    // A phone of its own: tests share one server, and a customer phone another salesperson booked lately holds the
    // commission for fraud review (issue 19).
    customerPhone: uniqueCustomerPhone(),
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    tintPackageId: 'ceramic',
    appointmentDate: slot.date,
    appointmentTime: slot.time as BookAppointmentRequest['appointmentTime'],
    acknowledgeContact: true,
    acknowledgeServiceArea: true,
    acknowledgeDiscountPolicy: true,
  };
  return request.post('/api/appointments', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

/**
 * Waits until the admin's Users tab lists the salesperson: the tiles come from an async read model, and other
 * tests keep the server busy, so this waits for that one salesperson, not for every projection to be idle at once.
 */
export async function salespersonListedForAdmin(request: APIRequestContext, email: string): Promise<void> {
  const token = await adminApiToken(request);
  await expect
    .poll(async () => {
      const users = (await (await request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })).json()) as { email: string }[];
      return users.some((user) => user.email === email.toLowerCase());
    }, { timeout: 20_000, message: `${email} on the admin's Users tab` })
    .toBe(true);
}

/**
 * Books the first open slot through the API, as the signed-in salesperson: from tomorrow on, or from today
 * for an appointment to be serviced (an appointment is serviced from its date on, and the scenario's today
 * is left to those: playwright.config.ts, SLOT_CAPACITY).
 */
export async function bookFirstOpenSlot(
  page: Page,
  customerFirstName: string,
  customerLastName = 'Akana',
  { fromToday = false }: { fromToday?: boolean } = {},
): Promise<Appointment> {
  const today = scenarioToday();
  for (let offset = fromToday ? 0 : 1; offset <= 30; offset += 1) {
    const date = addDaysToDate(today, offset);
    const times = (await (await page.request.get(`/api/available-times/${date}`)).json()) as string[];
    for (const time of times) {
      const response = await bookThroughApi(page.request, { date, time }, { firstName: customerFirstName, lastName: customerLastName });
      // Another test may take the slot first (409): try the next one.
      if (response.status() === 201) return (await response.json()) as Appointment;
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  throw new Error('No open slot in the next 30 days');
}

export type BookingCustomer = { firstName: string; lastName: string; email: string; phone: string; year: string; make: string; model: string };

/** Fills the Book Appointment form's customer and vehicle fields and ticks the three acknowledgements. */
export async function fillBookingCustomer(page: Page, customer: BookingCustomer): Promise<void> {
  await page.getByLabel(FIRST_NAME_LABEL, { exact: true }).fill(customer.firstName);
  await page.getByLabel(LAST_NAME_LABEL, { exact: true }).fill(customer.lastName);
  await page.getByLabel(EMAIL_LABEL, { exact: true }).fill(customer.email);
  await page.getByLabel(PHONE_LABEL, { exact: true }).fill(customer.phone);
  await page.getByLabel(YEAR_LABEL, { exact: true }).fill(customer.year);
  await page.getByLabel(MAKE_LABEL, { exact: true }).fill(customer.make);
  await page.getByLabel(MODEL_LABEL, { exact: true }).fill(customer.model);
  await page.getByRole('checkbox', { name: /contact details are correct/ }).check();
  await page.getByRole('checkbox', { name: /Maui service area/ }).check();
  await page.getByRole('checkbox', { name: /discount is void/ }).check();
}

/** Quiz answers (cooling, value, sun at work, 30 min to 1 hour, sedan): ceramic wins (carbon 6, ceramic 14, signature 7). */
const CERAMIC_SEDAN = ['cooling', 'value', 'work', '30_to_60', 'sedan', 'acknowledged'];

/** The labels of those answers, in question order, as the quiz shows them. */
export const CERAMIC_SEDAN_ANSWERS = QUIZ_QUESTIONS.map(
  (question, index) => question.options.find((option) => option.value === CERAMIC_SEDAN[index])?.label ?? '',
);

/** The open calendar pop-up, once it has finished sliding in. */
export async function openPopup(page: Page): Promise<Locator> {
  const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
  return popup;
}

/** The pop-up's cell of `date` in the month in view, paging forward until it is shown. */
export async function cellOf(popup: Locator, date: string): Promise<Locator> {
  const cell = popup.locator(`td.ant-picker-cell-in-view[title="${date}"]:visible`);
  for (let months = 0; months < 8 && (await cell.count()) === 0; months += 1) {
    // A range picker on a wide screen shows two months, with the next month's button on the last one.
    await popup.locator('.ant-picker-header-next-btn:visible').last().click();
  }
  await expect(cell.first()).toBeVisible();
  return cell.first();
}
