// The browser app served from the API's port (`npm start`): compressed forms when the build made them,
// hashed assets cached for a year and everything else revalidated, the app page for the app's own paths,
// and never the app page for the server's routes.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { signedUpSalesperson } from './support/salespeople.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const INDEX = '<!doctype html><title>Tint Portal</title><div id="root"></div>';
const LANDING = '<!doctype html><title>Tint Portal</title><div id="root" data-prerendered="landing"><main>Sign In</main></div>';
const SIGNED_IN = '<!doctype html><title>Tint Portal</title><link rel="preload" as="fetch" href="/api/auth/user"><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const MANIFEST = JSON.stringify({ name: 'Tint Portal', start_url: '/', display: 'standalone', icons: [] });
const WORKER = "self.addEventListener('fetch', () => undefined);";
// The build lists its drawn pages' inline boot scripts by hash (frontend/scripts/prerender-landing.ts).
const BOOT_SOURCE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
// What draws a salesperson's dashboard on the server, as the frontend's build makes it (frontend/dist-server: its
// src/prerender.tsx, which the browser tests check on the real screens): here it writes down what it was given.
const DRAWING_PAGE = '<!doctype html><title>Tint Portal</title><div id="root"></div>';
const DRAWING = `
export const signedInFirstReads = () => ['/api/auth/user', '/api/metrics', '/api/appointments?limit=3'];
export function renderSignedInDashboardPage(page, reads, desktop) {
  const user = reads['/api/auth/user'];
  if (!user) return null;
  if (user.firstName === 'Crash') throw new Error('the drawing failed');
  return page.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ reads, desktop }) + '</div>');
}
`;
const drawnFrom = (html: string) => JSON.parse(/<div id="root">(.*)<\/div>$/.exec(html)![1]!) as { reads: Record<string, unknown>; desktop: boolean };
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('the served browser app', () => {
  let t: TestApp;
  let dist: string;
  let drawing: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tint-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'landing.html'), LANDING);
    writeFileSync(path.join(dist, 'app.html'), SIGNED_IN);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
    writeFileSync(path.join(dist, 'manifest.webmanifest.br'), brotliCompressSync(MANIFEST));
    writeFileSync(path.join(dist, 'inline-scripts.json'), JSON.stringify([BOOT_SOURCE]));
    writeFileSync(path.join(dist, 'sw.js'), WORKER);
    writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(WORKER));
    writeFileSync(path.join(dist, 'workbox-2ff6bd68.js'), WORKER);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    drawing = mkdtempSync(path.join(tmpdir(), 'tint-drawing-'));
    writeFileSync(path.join(drawing, 'prerender.js'), DRAWING);
    writeFileSync(path.join(drawing, 'dashboard.html'), DRAWING_PAGE);
    t = await createTestApp({ queue: 'postgres', runWorkers: false, webApp: dist, webAppDrawing: drawing });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(drawing, { recursive: true, force: true });
  });

  it('sends the brotli form to a browser that takes it, gzip to one that takes only that, and the plain file otherwise', async () => {
    const br = await http().get('/assets/index-abc123.js').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // What went over the wire (the client unpacks it).
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gz = await http().get('/assets/index-abc123.js').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);

    const plain = await http().get('/assets/index-abc123.js').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it("lets the drawn pages run their own boot script, by its hash, and no other inline script", async () => {
    const csp = (await http().get('/').expect(200)).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${BOOT_SOURCE}`);
  });

  it('caches hashed assets for a year and revalidates the page and the manifest on every visit', async () => {
    expect((await http().get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http().get('/')).headers['cache-control']).toBe('no-cache');
    expect((await http().get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker and the manifest with their types, revalidated on every visit (a new build is found at once)', async () => {
    for (const encoding of ['br', 'identity']) {
      const worker = await http().get('/sw.js').set('accept-encoding', encoding).expect(200);
      expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.text).toBe(WORKER);
      const manifest = await http().get('/manifest.webmanifest').set('accept-encoding', encoding).expect(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(manifest.text)).toEqual(JSON.parse(MANIFEST));
    }
    // Workbox's runtime: hashed, but outside assets/, so revalidated like the worker that names it.
    expect((await http().get('/workbox-2ff6bd68.js').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it("answers the app's own paths with the app page, so a reload or a shared link opens the screen", async () => {
    for (const pathname of ['/admin', '/test-booking', '/reset-password?token=abc']) {
      // With a session cookie, as a signed-in salesperson's browser sends it (`/`: the next test).
      const res = await http().get(pathname).set('cookie', 'tint_session=abc').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a browser without a session the landing page already drawn at /, one with a session the page asking for its app, and only there', async () => {
    const visitor = await http().get('/').expect(200);
    expect(visitor.text).toBe(LANDING);
    expect(visitor.headers['content-type']).toMatch(/text\/html/);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // One address, two pages: a cache must not hand a signed-in salesperson the visitor's.
    expect(visitor.headers.vary).toMatch(/Cookie/i);

    const signedIn = await http().get('/').set('cookie', 'tint_session=abc').expect(200);
    expect(signedIn.text).toBe(SIGNED_IN);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.headers.vary).toMatch(/Cookie/i);

    // The other screens are not the landing page: they get the app page even without a session.
    // A showroom screen's link (issue 20) is opened by a TV nobody signed in on.
    for (const pathname of ['/admin', '/test-booking', '/unknown/path', `/tv/${'A'.repeat(43)}`]) {
      expect((await http().get(pathname).expect(200)).text).toBe(INDEX);
      expect((await http().get(pathname).set('cookie', 'tint_session=abc').expect(200)).text).toBe(INDEX);
    }
  });

  it("never answers the server's routes or a missing file with the app page", async () => {
    const api = await http().get('/api/no-such-route').expect(404);
    expect(api.body).toEqual({ statusCode: 404, message: expect.any(String) });
    await http().get('/assets/missing-999.js').expect(404);
    const config = await http().get('/api/client-config').expect(200);
    expect(config.headers['content-type']).toMatch(/json/);
    // A POST to an app path is not a navigation.
    expect((await http().post('/admin').send({})).status).toBe(404);
  });

  it("sends a signed-in salesperson their dashboard drawn from their own reads, in their device's layout, kept by no cache", async () => {
    const { cookie, id } = await signedUpSalesperson(t, 'Keala');
    const desktop = await http().get('/').set('cookie', cookie).set('user-agent', DESKTOP).set('accept-encoding', 'gzip').expect(200);
    expect(desktop.headers['content-type']).toMatch(/text\/html/);
    expect(desktop.headers['content-encoding']).toBe('gzip');
    expect(desktop.headers['cache-control']).toBe('private, no-store');
    expect(desktop.headers.vary).toMatch(/Cookie/i);
    const drawn = drawnFrom(desktop.text);
    expect(drawn.desktop).toBe(true);
    // The API's own answers to this salesperson's session.
    expect(drawn.reads['/api/auth/user']).toMatchObject({ id, firstName: 'Keala' });
    expect(drawn.reads['/api/metrics']).toMatchObject({ totalReferrals: 0 });
    expect(drawn.reads['/api/appointments?limit=3']).toEqual([]);

    // A phone by its user agent (whatever a hint says), or by Chromium's client hint.
    expect(drawnFrom((await http().get('/').set('cookie', cookie).set('user-agent', PHONE).set('sec-ch-ua-mobile', '?0').expect(200)).text).desktop).toBe(false);
    const hinted = await http().get('/').set('cookie', cookie).set('user-agent', DESKTOP).set('sec-ch-ua-mobile', '?1').set('accept-encoding', 'identity').expect(200);
    expect(hinted.headers['content-encoding']).toBeUndefined();
    expect(drawnFrom(hinted.text).desktop).toBe(false);
  });

  it('sends the app page that asks for itself when the dashboard cannot be drawn: nobody signed in behind the cookie, or the drawing failing', async () => {
    // A cookie of no session: the API answers that nobody is signed in.
    const stale = await http().get('/').set('cookie', 'tint_session=abc').expect(200);
    expect(stale.text).toBe(SIGNED_IN);
    expect(stale.headers['cache-control']).toBe('no-cache');

    const { cookie } = await signedUpSalesperson(t, 'Crash');
    const failed = await http().get('/').set('cookie', cookie).expect(200);
    expect(failed.text).toBe(SIGNED_IN);
  });
});
