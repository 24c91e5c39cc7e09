// The installable app (vite-plugin-pwa): the web app manifest a phone needs to add the portal to its home
// screen, and a service worker that opens the shell at once on a flaky network. What the worker does:
// - precaches the app shell and the first screen only (index.html and everything it loads, plus the signed-in
//   salesperson app with its dashboard), not every lazily loaded section: those are cached the first time
//   they load (hashed names, so a cached one never goes stale);
// - answers a navigation to one of the app's own paths with the cached app page, so a reload works offline;
// - leaves everything else to the network: every API call, and every navigation to a server route
//   (`/api/login` and `/api/logout` are browser navigations, `/metrics`, `/admin/queues`) or to a file.
// The server sends sw.js, registerSW.js and manifest.webmanifest with `no-cache` (backend web-app.ts), so a
// new build's worker is found on the next visit. Off under Vitest: no test registers a worker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PRODUCT_NAME, SERVER_ROUTES } from '../libs/src/constants.ts';
import { HEADER_PRODUCT } from '../libs/src/texts/salesperson-app.ts';

const distDir = fileURLToPath(new URL('./dist/', import.meta.url));

/** The lazily loaded chunks of the first screen a salesperson sees (src/app/routes/main-experience.tsx). */
const FIRST_SCREEN_CHUNKS = ['salesperson-app'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Workbox matches the denylist against the path and the query string. */
const NOT_THE_APP_PAGE = [
  ...SERVER_ROUTES.map((route) => new RegExp(`^${escapeRegExp(route)}(?:[/?]|$)`)),
  // A file (the worker itself, an icon, a missing chunk): the server answers, never the app page.
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?|$)/,
];

/** The files a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not its lazy `import()`s. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  return Array.from(code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g), (match) => `assets/${match[1]!}`);
}

type ManifestTransform = NonNullable<Partial<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/**
 * Keeps the files outside assets/ (the page, the icons, the manifest, the worker's registration) and, of the
 * hashed assets, those of the first screen: what index.html loads and the first screen's chunks, with every
 * chunk they import statically.
 */
const firstScreenOnly: ManifestTransform = (entries) => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const wanted = new Set(Array.from(html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g), (match) => match[1]!));
  for (const entry of entries) {
    if (FIRST_SCREEN_CHUNKS.some((chunk) => new RegExp(`^assets/${chunk}-[\\w-]+\\.(?:js|css)$`).test(entry.url))) wanted.add(entry.url);
  }
  for (const pending = [...wanted].filter((file) => file.endsWith('.js')); pending.length > 0; ) {
    for (const file of staticImports(pending.pop()!)) {
      if (!wanted.has(file)) {
        wanted.add(file);
        pending.push(file);
      }
    }
  }
  return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || wanted.has(entry.url)) };
};

export const pwaOptions: Partial<VitePWAOptions> = {
  disable: Boolean(process.env.VITEST),
  // The page's own <script src="/registerSW.js" defer>: the app's code never registers the worker.
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  manifest: {
    name: PRODUCT_NAME,
    short_name: HEADER_PRODUCT,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // index.html's theme-color, and the page background of global.css.
    theme_color: '#0b3b66',
    background_color: '#f3f6fa',
    // Made from the brand mark by scripts/brand-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The manifest's icons come in too (includeManifestIcons).
    globPatterns: ['**/*.{js,css,html}'],
    manifestTransforms: [firstScreenOnly],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NOT_THE_APP_PAGE,
    runtimeCaching: [
      {
        // Another screen's chunk, cached the first time it loads: its name changes with its content.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 120 } },
      },
    ],
    cleanupOutdatedCaches: true,
    // A worker takes over at once, the first one included (the plugin's autoUpdate alone leaves both off):
    // the shell works offline after the first visit, and a new build's shell is never older than the API.
    skipWaiting: true,
    clientsClaim: true,
  },
};
