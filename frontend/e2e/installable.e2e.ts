// The installable app (frontend/pwa.config.ts): a salesperson adds the portal to the home screen, and the
// shell opens even on a network that is not there. The service worker answers the app's own pages from its
// cache, and nothing else: API calls and navigations to the server's routes (`/api/login` is one) go to
// the network, so offline they fail instead of showing the app page.
import type { Page } from '@playwright/test';
import { PRODUCT_NAME, SERVER_ROUTES } from '@tint/libs/constants';
import { SIGN_IN } from '@tint/libs/texts/common';
import { HEADER_PRODUCT } from '@tint/libs/texts/salesperson-app';
import { expect, screenshot, test } from './support';

// The other browser tests block the service worker (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WebManifest = { name: string; short_name: string; start_url: string; scope: string; display: string; icons: ManifestIcon[] };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`;
}

async function expectLandingPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: SIGN_IN, exact: true })).toBeVisible();
}

/** Resolves once the page is controlled by its service worker, activated (clientsClaim on the first visit). */
async function waitForServiceWorker(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 20_000 }).toBe('activated');
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the app can be added to the home screen: its manifest is linked, standalone, and its icons load', async ({ page }) => {
  await page.goto('/');
  await expectLandingPage(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: PRODUCT_NAME, short_name: HEADER_PRODUCT, display: 'standalone', start_url: '/', scope: '/' });

  // 192 and 512 for the home screen and the splash screen, and one the platform may cut to its own shape.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // The start page opens the app.
  await page.goto(manifest.start_url);
  await expectLandingPage(page);
});

test('offline, the service worker still opens the app, but never answers a server route or an API call with it', async ({ page, context }, testInfo) => {
  await page.goto('/');
  await expectLandingPage(page);
  expect(await waitForServiceWorker(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  try {
    // A reload, and a link to another of the app's pages: the shell from the worker's cache.
    await page.reload();
    await expectLandingPage(page);
    await screenshot(page, testInfo, 'offline-shell');
    await page.goto('/some/unknown/path');
    await expectLandingPage(page);

    // API calls stay network-only: offline they fail, and nothing of the API was kept.
    const apiCall = await page.evaluate(() =>
      fetch('/api/client-config').then(
        (response) => `answered ${String(response.status)}`,
        () => 'failed',
      ),
    );
    expect(apiCall).toBe('failed');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => SERVER_ROUTES.some((route) => url.startsWith(route)))).toEqual([]);

    // A navigation to a server route goes to the network (and fails offline), never to the app page.
    for (const path of ['/api/login', '/api/logout', '/api/health', '/metrics', '/admin/queues']) {
      await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
  } finally {
    await context.setOffline(false);
  }
  // Online again, a server route is the server's answer: the health report, not the app.
  const health = await page.goto('/api/health');
  expect(health?.headers()['content-type']).toMatch(/json/);
});
