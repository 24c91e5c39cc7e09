import { PRODUCT_NAME } from '@tint/libs/constants';
import { CREATE_NEW_ACCOUNT, SSO_BUTTON } from '@tint/libs/texts/auth';
import { BACK, LOADING_LABEL, SIGN_IN } from '@tint/libs/texts/common';
import { NAV_MOBILE_LABELS, SECTION_TITLES, SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';
import { BOOT_MARK, DRAWN_READS_ID, PRERENDERED_DASHBOARD } from '../src/lib/prerendered';
import { METRIC_COMPLETED_SERVICES, METRIC_TOTAL_REFERRALS, WELCOME_BACK } from '@tint/libs/texts/dashboard';
import type { Page } from '@playwright/test';
import { NOTIFICATIONS_TITLE } from '@tint/libs/texts/notifications';
import { NO_NOTIFICATIONS } from '@tint/libs/validation-messages';
import { LATER_STYLES_META } from '../src/lib/later-styles';
import { DRAWN_STYLE } from '../src/lib/drawn-theme';
import { expect, expectNoSeriousA11yViolations, goToSection, isPhone, newSalesperson, projectionsCaughtUp, quietSalespersonApp, screenshot, signInWithForm, signUpAndSignIn, test } from './support';

// Signed-out visitors see the landing experience at the root and in place of unknown paths.
for (const path of ['/', '/some/unknown/path']) {
  test(`signed-out visitor at ${path} sees the landing page`, async ({ page }, testInfo) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
    await expect(page.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SSO_BUTTON })).toBeVisible();
    await expect(page.getByRole('button', { name: CREATE_NEW_ACCOUNT })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));

    const slug = path === '/' ? 'root' : 'unknown-path';
    await screenshot(page, testInfo, `landing-${slug}`);
    if (path === '/') await expectNoSeriousA11yViolations(page, 'the landing page');
  });
}

test('Sign In opens the sign-in view and Back returns to the landing page', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();

  await page.getByRole('button', { name: BACK, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
});

// A visitor's first visit: the page arrives drawn, and the app (its code downloaded meanwhile) starts only when they
// reach for the page, so that a slow phone's main thread stays free while the page is read. Their first tap does what
// it says all the same: it is made again on the app's page once the app has drawn it.
test('the landing page runs no app code until the visitor reaches for it, and the first tap still opens the sign-in view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`html[${BOOT_MARK.attribute}="${BOOT_MARK.waiting}"]`)).toHaveCount(1);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(scripts.filter((url) => new URL(url).pathname.startsWith('/assets/'))).toEqual([]);

  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  await expect(page.locator(`html[${BOOT_MARK.attribute}]`)).toHaveCount(0);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
});

// The browser itself sends a mousemove where the pointer rests once the page is laid out (Chromium does, even to a
// phone's page): that is nobody reaching for the page, and the app does not start. A pointer that moves starts it.
test('a pointer resting on the landing page does not start the app; one that moves does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Where the pointer already is: mousemoves without motion, as the browser's own.
  await page.mouse.move(0, 0);
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.locator(`html[${BOOT_MARK.attribute}="${BOOT_MARK.waiting}"]`)).toHaveCount(1);
  expect(scripts).toEqual([]);
  await page.mouse.move(40, 10, { steps: 2 });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator(`html[${BOOT_MARK.attribute}]`)).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
});

// On a busy phone the app can take over between the finger going down on a drawn button and coming up: the button
// pressed is gone, and the browser sends no click at all. The press is made on the app's button under the finger.
test('a press on a drawn button that the app replaces before the finger lifts still opens the sign-in view', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`html[${BOOT_MARK.attribute}="${BOOT_MARK.waiting}"]`)).toHaveCount(1);
  const box = await page.getByRole('button', { name: SIGN_IN, exact: true }).boundingBox();
  if (!box) throw new Error('the drawn Sign In button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
});

// antd's styles come from the build's stylesheets (src/antd-catalogue.tsx): the landing page, the sign-in form and the
// dashboard make none of their own in the browser (antd still sets its theme's CSS variables there, which are cheap).
// A component left out of the catalogue would be made here again, slowly on a phone: this says which.
test("antd's component styles come from the build's stylesheets, not made in the browser", async ({ page }, testInfo) => {
  const madeInTheBrowser = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')]
        .map((style) => style.textContent?.trim().slice(0, 80) ?? '')
        .filter((text) => text !== ''),
    );
  await quietSalespersonApp(page);
  await signUpAndSignIn(page, newSalesperson(testInfo, 'stylesheet'));
  await expect(page.getByText(METRIC_COMPLETED_SERVICES)).toBeVisible();
  expect(await madeInTheBrowser()).toEqual([]);
  // The theme's CSS variables, and those of the dashboard's components, are the ones the page arrived with
  // (src/lib/drawn-theme.ts): antd added none of its own and left those as they were.
  const variables = await page.evaluate(async (drawn) => {
    const byId = (root: Document) => Object.fromEntries([...root.querySelectorAll('style[data-token-hash]')].map((style) => [style.getAttribute('data-css-hash'), style.textContent]));
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return { served: byId(served), now: byId(document), added: [...document.querySelectorAll(`style[data-token-hash]:not([${drawn}])`)].map((style) => style.textContent?.slice(0, 80)) };
  }, DRAWN_STYLE);
  expect(variables.added).toEqual([]);
  // (antd takes out those of the components no longer shown: the frame's spinner.)
  const kept = Object.keys(variables.now);
  expect(kept.length).toBeGreaterThan(1);
  for (const id of kept) expect(variables.now[id], `the drawn <style> ${String(id)}`).toBe(variables.served[id]);
});

/**
 * The rules of antd's later stylesheet (the one the page names for the screens loaded later) that the page's own first
 * stylesheets do not hold, whose selectors match something on the page now: what would show unstyled until it came.
 */
async function drawnFromLaterStyles(page: Page): Promise<string[]> {
  const later = await page.locator(`meta[name="${LATER_STYLES_META}"]`).getAttribute('content');
  if (!later) return ['the page names no later stylesheet'];
  // Read here, not by the page, whose requests for it are refused.
  const laterText = await (await page.request.get(later)).text();
  return page.evaluate(async (text) => {
    const sheetOf = (css: string) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    };
    const selectorsOf = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : rule instanceof CSSGroupingRule ? selectorsOf(rule.cssRules) : []));
    const firstSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => /\/assets\/antd-(?!later-)[\w-]+\.css$/.test(link.href));
    if (firstSheets.length === 0) return ['the page links no first antd stylesheet'];
    const held = new Set((await Promise.all(firstSheets.map(async (link) => sheetOf(await (await fetch(link.href)).text())))).flatMap((sheet) => selectorsOf(sheet.cssRules)));
    const drawn: string[] = [];
    for (const selector of selectorsOf(sheetOf(text).cssRules).filter((one) => !held.has(one))) {
      for (const one of selector.split(',')) {
        // Pseudo-elements match no element: the element they hang on does.
        const element = one.replace(/::[-\w]+(\([^)]*\))?/g, '').trim();
        try {
          if (element && document.querySelector(element)) drawn.push(one.trim());
        } catch {
          // A selector this browser does not take (another engine's prefix) matches nothing here either.
        }
      }
    }
    return drawn;
  }, laterText);
}

// Each first screen's page links only the antd styles its code can draw (the rest, 740 KB in all, cost a slow phone
// ~300 ms before the first paint); every screen loaded later adds the rest first. With the rest never arriving, the
// landing page, the sign-in form, the dashboard and its notifications still draw nothing that needs it.
test("the first screens draw nothing from antd's later stylesheet", async ({ page }, testInfo) => {
  await page.route(/\/assets\/antd-later-[\w-]+\.css$/, (route) => route.abort());
  await quietSalespersonApp(page);
  const person = newSalesperson(testInfo, 'first-styles');
  expect((await page.request.post('/api/signup', { data: person })).ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  expect(await drawnFromLaterStyles(page)).toEqual([]);
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  expect(await drawnFromLaterStyles(page)).toEqual([]);

  await signInWithForm(page, person.email, person.password);
  await expect(page.getByText(METRIC_COMPLETED_SERVICES)).toBeVisible();
  expect(await drawnFromLaterStyles(page)).toEqual([]);
  await page.getByRole('button', { name: NOTIFICATIONS_TITLE }).click();
  await expect(page.getByText(NO_NOTIFICATIONS)).toBeVisible();
  expect(await drawnFromLaterStyles(page)).toEqual([]);
});

// What a phone downloads on its first visit: the scripts of the first screen, each compressed (brotli where
// the browser takes it, gzip otherwise) and cached for a year under its content-hashed name; the page itself
// revalidated on every visit. The admin screens' code is not among them.
test('the first screen loads compressed, cached scripts without the admin code', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push({ url: response.url(), encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
    }
  });
  const documentResponse = await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  // The visitor reaches for the page: the app starts.
  await page.mouse.move(10, 10, { steps: 2 });
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);

  expect(documentResponse?.headers()['cache-control']).toBe('no-cache');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe('br');
    // The service worker's registration (pwa.config.ts) keeps its name from build to build: revalidated.
    const hashed = new URL(script.url).pathname.startsWith('/assets/');
    expect(script.cacheControl, script.url).toBe(hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  }
  expect(scripts.filter((script) => /admin/.test(script.url))).toEqual([]);

  const gzip = await page.request.get(new URL(scripts[0]!.url).pathname, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

// A returning salesperson's page arrives with their dashboard already drawn by the server, from their own data, which
// the page carries: the app runs once they reach for the page (as on the landing page), shows that data as its own
// (then asks each read once, for what changed meanwhile), and makes their first tap on its own page.
test("a signed-in salesperson's dashboard arrives drawn with their data; the app takes it over on the first tap", async ({ page }, testInfo) => {
  await quietSalespersonApp(page);
  // The first visit's badge check (made once the dashboard has painted) has awarded the sign-in badge before the
  // reload: the reload's check then finds nothing new, and refreshes no read.
  const badgeChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/badges/check');
  await signUpAndSignIn(page, newSalesperson(testInfo, 'drawn'));
  await badgeChecked;
  // The worker has applied the sign-up too, and sent its live changes (the new salesperson's rewards and badges) to
  // this page, not to the reloaded one: a busy CI worker applied it after the reload, and the app asked again.
  await projectionsCaughtUp(page.request);

  const reads: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(`${url.pathname}${url.search}`);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  // The new page's requests only: the page before it may still be loading the other sections' code while it idles.
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || reloaded) return;
    reloaded = true;
    reads.length = 0;
    scripts.length = 0;
  });
  const documentResponse = await page.reload();
  const html = (await documentResponse?.text()) ?? '';
  expect(html).toContain(`data-prerendered="${PRERENDERED_DASHBOARD}"`);
  expect(html).toContain(`id="${DRAWN_READS_ID}"`);
  // Their own data: no cache keeps it.
  expect(documentResponse?.headers()['cache-control']).toBe('private, no-store');
  // The boot script is in the page itself, allowed by the Content-Security-Policy's hash of it.
  expect(html, 'the boot script of the drawn dashboard').toMatch(/<script>[^<]*\/assets\/salesperson-app-[\w-]+\.js/);
  expect(documentResponse?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);

  // Waiting for a first touch: the dashboard shows, and none of the app's code has run.
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`html[${BOOT_MARK.attribute}="${BOOT_MARK.waiting}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
  await expect(page.getByText(METRIC_COMPLETED_SERVICES).first()).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  expect(reads).toEqual([]);

  // The first tap, on a drawn section tab, opens that section once the app has taken over.
  await goToSection(page, SECTION_TITLES.leaderboard, NAV_MOBILE_LABELS.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.leaderboard })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator(`html[${BOOT_MARK.attribute}]`)).toHaveCount(0);
  // The app showed what the server drew, asking each first read once at most (for what changed while the page waited).
  for (const read of ['/api/auth/user', '/api/client-config', '/api/metrics', '/api/badges']) {
    expect(reads.filter((url) => url === read).length, read).toBeLessThanOrEqual(1);
  }
  expect(reads.filter((url) => url.startsWith('/api/appointments?')).length, 'the newest appointments').toBeLessThanOrEqual(1);
});

// A salesperson on a slow phone sees their dashboard, with their figures, as soon as the page arrives, before its
// scripts have run, in their device's layout. Shown with scripts off altogether; with them, the app draws over it.
test("a signed-in salesperson's dashboard shows with their figures before any script runs, and the app takes it over", async ({ browser, page }, testInfo) => {
  const person = newSalesperson(testInfo, 'drawn-bare');
  const noScripts = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  expect((await noScripts.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await noScripts.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  const bare = await noScripts.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('banner')).toBeVisible();
  await expect(bare.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
  await expect(bare.getByText(WELCOME_BACK(person.firstName))).toBeVisible();
  await expect(bare.getByText(METRIC_TOTAL_REFERRALS, { exact: true })).toBeVisible();
  // The layout of the device: a phone's bottom bar, or the desktop's section tabs.
  if (isPhone(bare)) await expect(bare.getByRole('navigation', { name: SECTIONS_NAV_LABEL }).getByRole('button', { name: NAV_MOBILE_LABELS.calendar, exact: true })).toBeVisible();
  else await expect(bare.getByRole('tab', { name: SECTION_TITLES.calendar, exact: true })).toBeVisible();
  await expect(bare.getByRole('status', { name: LOADING_LABEL })).toHaveCount(0);
  await screenshot(bare, testInfo, 'drawn-dashboard');
  await noScripts.close();

  // With scripts, a salesperson whose guided tour is not done gets the app at once: the tour opens on its own.
  await signUpAndSignIn(page, newSalesperson(testInfo, 'drawn-tour'));
  await page.reload();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: SECTION_TITLES.dashboard })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.app-header')).toHaveCount(1);
  await expect(page.locator('.ant-tour')).toBeVisible();
});

// A visitor on a slow phone sees the landing page as soon as the page arrives, before its scripts have run: the
// server sends it already drawn to a browser without a session. Shown here with scripts off altogether.
test('the landing page shows before any script runs, and the app takes it over', async ({ browser, page }, testInfo) => {
  const noScripts = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(bare.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();
  await expect(bare.getByRole('button', { name: CREATE_NEW_ACCOUNT })).toBeVisible();
  await noScripts.close();

  // With scripts, the same page works: one heading (the app drew over the server's page, not beside it).
  await page.goto('/');
  await page.getByRole('button', { name: SIGN_IN, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
