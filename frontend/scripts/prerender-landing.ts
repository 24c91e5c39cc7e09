// The landing page drawn at build time: dist/landing.html is the app page with src/prerender.tsx's landing
// page already in it, in brotli and gzip forms too. The server sends it for `/` to a browser without a session.
// Beside it dist/app.html, the app page with the signed-in app's frame drawn (its header, and a spinner while the
// dashboard loads) that asks in its head for the signed-in app's code and the dashboard's first reads: the server
// sends it for `/` to a browser with a session. And antd's styles for every component the app uses
// (src/antd-catalogue.tsx): dist/assets/antd-app-<hash>.css and antd-landing-<hash>.css, those each kind of first
// screen's code can draw, linked by its page, and antd-later-<hash>.css, the rest, which the screens loaded later add
// (src/lib/later-styles.ts). And, beside dist in dist-server (never served), the drawing code (src/prerender.tsx
// built for Node) and the page with which the server draws a signed-in salesperson's dashboard with their data
// (backend web-app.ts): the server sends that instead of app.html when it can. All are written by vite.config.ts's
// `prerenderLanding` plugin after each client build.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Alias, Plugin, ResolvedConfig, Rollup } from 'vite';
import { build } from 'vite';
import { SERVER_DRAWING, TOUR_COMPLETED_KEY_PREFIX, TOUR_COMPLETED_VALUE } from '../../libs/src/constants.ts';
import type { FirstStyles } from '../src/lib/later-styles';

/** The module of the signed-in app's chunk (src/app/routes/main-experience.tsx loads it once somebody is signed in). */
export const SIGNED_IN_APP = /[\\/]app[\\/]salesperson-app[\\/]components[\\/]salesperson-app\.tsx$/;
/** The sign-in and sign-up forms' modules (src/features/auth/components/signed-out-experience.tsx loads them): a tap on the landing page opens one. */
const SIGNED_OUT_FORMS = [
  /[\\/]features[\\/]auth[\\/]components[\\/]login-screen\.tsx$/,
  /[\\/]features[\\/]auth[\\/]components[\\/]signup-screen\.tsx$/,
];

/**
 * A Vite plugin: after `vite build` has written `dist`, writes dist/landing.html, and dist/app.html (the app page
 * for a browser with a session, which asks for the signed-in app's code and first reads in its head).
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let signedInChunks: string[] = [];
  let signedInCss: string[] = [];
  let formChunks: string[] = [];
  let entryImports: string[] = [];
  let firstComponents: FirstComponents = { app: [], landing: [] };
  let antdImports: string[] = [];
  return {
    name: 'tint:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      signedInChunks = staticClosureOf(bundle, SIGNED_IN_APP);
      signedInCss = [...new Set(signedInChunks.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]))];
      formChunks = [...new Set(SIGNED_OUT_FORMS.flatMap((module) => staticClosureOf(bundle, module)))];
      const entryChunks = staticClosureOf(bundle, (chunk) => chunk.isEntry);
      entryImports = entryChunks.slice(1);
      firstComponents = { app: antdImportsIn(bundle, [...entryChunks, ...signedInChunks]), landing: antdImportsIn(bundle, [...entryChunks, ...formChunks]) };
      antdImports = antdImportsIn(bundle, Object.keys(bundle).filter((file) => bundle[file]!.type === 'chunk'));
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await writePages({
        root: config.root,
        dist: path.resolve(config.root, config.build.outDir),
        alias: config.resolve.alias,
        signedInChunks,
        signedInCss,
        formChunks,
        entryImports,
        firstComponents,
        antdImports,
      });
    },
  };
}

/**
 * The file of the chunk whose module matches `module` (or the chunk `module` picks), and of every chunk it imports
 * statically, transitively.
 */
function staticClosureOf(bundle: Rollup.OutputBundle, module: RegExp | ((chunk: Rollup.OutputChunk) => boolean)): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  // A module captured by a chunk group (vite.config.ts) is one of its chunk's modules, not the chunk's facade.
  const picks = typeof module === 'function' ? module : (chunk: Rollup.OutputChunk) => chunk.moduleIds.some((id) => module.test(id));
  const start = chunks.find(picks);
  if (!start) throw new Error(`no chunk of the build comes from a module matching ${String(module)}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of (bundle[file] as Rollup.OutputChunk).imports) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
}

/** An import of antd's components by name in the app's code: `import { Button, App as AntApp } from 'antd'`. */
const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g;
const APP_SOURCE = /[\\/]frontend[\\/]src[\\/].+\.tsx?$/;

/** The antd exports the app's own modules in these chunks import (types aside): what their screens can draw. */
function antdImportsIn(bundle: Rollup.OutputBundle, files: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of new Set(files)) {
    for (const id of (bundle[file] as Rollup.OutputChunk).moduleIds) {
      if (!APP_SOURCE.test(id)) continue;
      for (const [, list] of readFileSync(id, 'utf8').matchAll(ANTD_IMPORT)) {
        for (const item of list!.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0]!.trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

type PagesInput = {
  root: string;
  dist: string;
  alias: Alias[];
  signedInChunks: string[];
  signedInCss: string[];
  formChunks: string[];
  /** The chunks the entry imports, directly or not (Vite links none of them: build.modulePreload is off). */
  entryImports: string[];
  firstComponents: FirstComponents;
  /** Every antd export the app imports: each must be drawn by src/antd-catalogue.tsx. */
  antdImports: string[];
};

/**
 * The antd exports each kind of first screen's code imports (antdImportsIn): the signed-in app (dist/app.html), the
 * landing page and its sign-in forms (dist/landing.html).
 */
type FirstComponents = Record<FirstStyles, readonly string[]>;

async function writePages({ root, dist, alias, signedInChunks, signedInCss, formChunks, entryImports, firstComponents, antdImports }: PagesInput): Promise<void> {
  // Kept beside dist, never served: the server draws a signed-in salesperson's dashboard with it (SERVER_DRAWING).
  const out = path.join(root, SERVER_DRAWING.folder);
  {
    // Only what rendering needs: React's JSX and the app's import aliases (no compression, no service worker).
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias },
      // React's production build: the server draws pages with it on every signed-in visit.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Bundled whole: antd's ESM files import helpers that Node does not resolve on its own.
      ssr: { noExternal: true },
      build: {
        ssr: path.join(root, 'src', 'prerender.tsx'),
        outDir: out,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: SERVER_DRAWING.module } },
      },
    });
    const {
      renderLanding,
      renderSignedInLoading,
      renderAntdStylesheets,
      signedInFirstReads,
      PRERENDERED_LANDING,
      PRERENDERED_SIGNED_IN,
      PRERENDERED_DASHBOARD,
      DESKTOP_MEDIA_QUERY,
      SECTION_DRAFT_KEY,
      SECTION_STATE_FIELD,
      DIALOG_STATE_FIELD,
      BOOT_MARK,
      TAP_TO_REPLAY,
      TAPPABLE,
      LATER_STYLES_META,
      ANTD_CATALOGUE_NAMES,
      DRAWN_THEME_ID,
      renderDrawnTheme,
      jsonInScript,
    } = (await import(
      pathToFileURL(path.join(out, SERVER_DRAWING.module)).href
    )) as typeof import('../src/prerender');
    const html = renderLanding();
    // antd's styles: those a kind of first screen draws, as a file its page links before the app's own stylesheet
    // (whose rules then win a tie of specificity); the rest as a file each page names (LATER_STYLES_META) for the
    // screens loaded later to add (src/lib/later-styles.ts). index.html, the page of every other address, links both
    // first ones (and the service worker keeps them from it).
    const undrawn = antdImports.filter((name) => !ANTD_CATALOGUE_NAMES.includes(name));
    if (undrawn.length > 0) throw new Error(`src/antd-catalogue.tsx draws no ${undrawn.join(', ')}, which the app imports from antd: add each to ANTD_CATALOGUE`);
    // antd's theme, computed here: its CSS variables as the <style>s antd adds, and what it computed, for the browser's
    // antd to take instead of computing it again (src/lib/drawn-theme.ts).
    const theme = renderDrawnTheme(firstComponents.app);
    const themeHead = `${theme.styles}\n    <script type="application/json" id="${DRAWN_THEME_ID}">${jsonInScript(theme.entries)}</script>\n    `;
    const antdCss = renderAntdStylesheets(firstComponents, theme.entries);
    const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
    const antdFiles = {} as Record<FirstStyles | 'later', string>;
    for (const kind of ['app', 'landing', 'later'] as const) {
      antdFiles[kind] = `assets/antd-${kind}-${hashOf(antdCss[kind])}.css`;
      writeCompressed(path.join(dist, antdFiles[kind]), antdCss[kind]);
    }
    const antdLink = (kind: FirstStyles) => `<link rel="stylesheet" crossorigin href="/${antdFiles[kind]}">\n    `;
    const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
    if (!built.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
    const appStylesheet = built.indexOf('<link rel="stylesheet"');
    if (appStylesheet === -1) throw new Error('dist/index.html links no stylesheet');
    // The entry's imports, linked for the pages the server sends as they are (an admin page, a reload offline): with
    // Vite's own links off (build.modulePreload), they would otherwise arrive one level of imports after another.
    const entryLinks = entryImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join('');
    const laterMeta = `<meta name="${LATER_STYLES_META}" content="/${antdFiles.later}">\n    `;
    const withAntd = (kinds: FirstStyles[]) => `${built.slice(0, appStylesheet)}${entryLinks}${laterMeta}${themeHead}${kinds.map(antdLink).join('')}${built.slice(appStylesheet)}`;
    const page = withAntd(['app', 'landing']);
    writeCompressed(path.join(dist, 'index.html'), page);
    // Both drawn pages load the app's scripts once they have painted (a boot script): on a slow link the scripts would
    // otherwise share the bandwidth with the page's stylesheet, the one file the first paint needs.
    const scripts = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
    const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
    const entry = scripts.exec(page)?.[1];
    if (!entry) throw new Error('dist/index.html has no module script');
    const entryPreloads = entryImports.map((file) => `/${file}`);
    // The service worker's registration (vite-plugin-pwa's registerSW.js, a file of its own) is part of the boot script.
    const registerWorker = /<script id="vite-plugin-pwa:register-sw" src="\/registerSW\.js" defer><\/script>/;
    if (!registerWorker.test(page)) throw new Error('dist/index.html has no registerSW.js script');
    const registerWorkerCode = readFileSync(path.join(dist, 'registerSW.js'), 'utf8').trim();
    const inlineScripts: string[] = [];
    const drawn = (kind: FirstStyles, html: string, mark: string, modules: string[], head = '', deferred?: Deferred): string => {
      const boot = bootScript(entry, modules, registerWorkerCode, deferred);
      inlineScripts.push(`'sha256-${createHash('sha256').update(boot).digest('base64')}'`);
      return withAntd([kind])
        .replace(scripts, '')
        .replace(preloads, '')
        .replace(registerWorker, '')
        // In the page itself: as a file it was one more request, one more round trip on a phone's link, before the
        // app's code could even be asked for. The server's Content-Security-Policy allows it by its hash.
        .replace('</head>', `${head}<script>${boot}</script>\n</head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${mark}">${html}</div>`);
    };
    const frame = renderSignedInLoading();
    const signedInModules = [...entryPreloads, ...signedInChunks.map((file) => `/${file}`).filter((file) => !entryPreloads.includes(file))];
    writeCompressed(
      path.join(dist, 'app.html'),
      drawn('app', frame, PRERENDERED_SIGNED_IN, signedInModules, signedInStyles(signedInCss.filter((file) => !page.includes(`/${file}`))) + signedInReads(signedInFirstReads())),
    );
    // The landing page's code runs when the visitor first reaches for the page (the forms' code is downloaded
    // meanwhile): see bootScript.
    const landing = drawn('landing', html, PRERENDERED_LANDING, entryPreloads, '', {
      modules: [...entryPreloads, ...formChunks.map((file) => `/${file}`).filter((file) => !entryPreloads.includes(file))],
      mark: BOOT_MARK,
      tapGlobal: TAP_TO_REPLAY,
      tappable: TAPPABLE,
      startsAtOnce: LANDING_STARTS_AT_ONCE,
      when: 'now',
    });
    writeCompressed(path.join(dist, 'landing.html'), landing);
    // The page the server fills with a signed-in salesperson's dashboard and its data (src/prerender.tsx
    // renderSignedInDashboardPage): it runs the app once they reach for it, as the landing page does, unless anything
    // asks the app to show something else at once.
    const dashboard = drawn('app', '', PRERENDERED_DASHBOARD, entryPreloads, signedInStyles(signedInCss.filter((file) => !page.includes(`/${file}`))), {
      modules: signedInModules,
      mark: BOOT_MARK,
      tapGlobal: TAP_TO_REPLAY,
      tappable: TAPPABLE,
      startsAtOnce: dashboardStartsAtOnce({
        mark: PRERENDERED_DASHBOARD,
        desktopQuery: DESKTOP_MEDIA_QUERY,
        tourKeyPrefix: TOUR_COMPLETED_KEY_PREFIX,
        tourDone: TOUR_COMPLETED_VALUE,
        sectionKey: SECTION_DRAFT_KEY,
        sectionField: SECTION_STATE_FIELD,
        dialogField: DIALOG_STATE_FIELD,
      }),
      when: 'parsed',
    });
    writeFileSync(path.join(out, SERVER_DRAWING.page), dashboard);
    writeFileSync(path.join(dist, INLINE_SCRIPTS_FILE), `${JSON.stringify(inlineScripts, null, 2)}\n`);
  }
}

/**
 * Whether the dashboard page the server drew starts the app at once rather than on a first touch, checked once the
 * page is parsed: the screen is not of the layout drawn (#root's data-layout), this salesperson's guided tour is not
 * done (it opens on its own), or anything asks the app to show something else (an address with a query or a
 * fragment, a history entry of another section or of a dialog, anything but the dashboard's own section kept in this
 * tab's sessionStorage: drafts, a toast after a reload).
 */
type DashboardNames = Record<'mark' | 'desktopQuery' | 'tourKeyPrefix' | 'tourDone' | 'sectionKey' | 'sectionField' | 'dialogField', string>;

function dashboardStartsAtOnce({ mark, desktopQuery, tourKeyPrefix, tourDone, sectionKey, sectionField, dialogField }: DashboardNames): string {
  const json = JSON.stringify;
  return `() => {
    const root = document.getElementById('root');
    if (!root || root.dataset.prerendered !== ${json(mark)} || location.search || location.hash) return true;
    if (matchMedia(${json(desktopQuery)}).matches !== (root.dataset.layout === 'desktop')) return true;
    const state = history.state;
    if (state !== null && (typeof state !== 'object' || state[${json(sectionField)}] !== 'dashboard' || state[${json(dialogField)}] !== undefined)) return true;
    try {
      if (localStorage.getItem(${json(tourKeyPrefix)} + root.dataset.user) !== ${json(tourDone)}) return true;
      for (let i = 0; i < sessionStorage.length; i += 1) {
        const key = sessionStorage.key(i);
        if (key !== ${json(sectionKey)} || sessionStorage.getItem(key) !== ${json(json('dashboard'))}) return true;
      }
    } catch {
      return true;
    }
    return false;
  }`;
}

/**
 * What the signed-in page asks for in its head, beside its drawn frame: the dashboard's first reads, so they travel
 * while the app's code loads instead of after it (the entry, then who is signed in, then the app's code, then its
 * data: four round trips on a phone's link before the dashboard). The reads are the app's own requests (same
 * address, credentials included), so its fetches take the answers. The code itself follows the first paint.
 */
function signedInReads(reads: string[]): string {
  return reads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">\n`).join('');
}

/**
 * The signed-in app's own stylesheets, linked in the page's head. Its code would otherwise add them only once it is
 * asked for, and wait for them before it shows: a round trip after the code, on a phone's link, before the dashboard.
 */
function signedInStyles(files: string[]): string {
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
}

/** The CSP sources of the drawn pages' inline scripts ('sha256-…'), which the server adds to its script-src. */
const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * How a drawn page defers its app: what to download meanwhile, the names the app reads back (src/lib/prerendered.ts),
 * and `startsAtOnce`, the source of a function telling whether the app must start at once instead, called as the
 * script runs in the page's head (`when` 'now') or once the page is parsed ('parsed').
 */
type Deferred = {
  modules: string[];
  mark: { attribute: string; waiting: string };
  tapGlobal: string;
  tappable: string;
  startsAtOnce: string;
  when: 'now' | 'parsed';
};

/** The landing page's: a visitor's plain first visit waits; anything the app must answer at once starts it. */
const LANDING_STARTS_AT_ONCE = `() => {
    let stored = 1;
    try { stored = sessionStorage.length; } catch {}
    return location.pathname !== '/' || location.search || location.hash || history.state !== null || stored > 0;
  }`;


/**
 * Loads the app (its entry, and the chunks the entry imports, preloaded) once the page has painted, or after 1 s;
 * registers the service worker once the page has loaded.
 *
 * `deferred` (the landing page, and the dashboard the server draws): a plain visit runs none of the app until they
 * reach for the page (a touch, a key, the mouse, a scroll), while its code and the forms' code download (compiled off the main thread,
 * not run). Rendering the app over the drawn page was 1–2 s of a slow phone's main thread in tasks of up to 300 ms
 * (Lighthouse's Total Blocking Time on the mobile preset: about 1,000 ms), for a page that looks the same after.
 * A tap on one of the drawn buttons before the app has taken over is kept and made again on the same button of
 * the app's page (src/lib/prerendered.ts), so a first tap always does what it says; so is a press on a drawn button
 * that the app replaced before the finger lifted (the browser then clicks nothing). Anything that asks the app
 * to say something at once (deferred.startsAtOnce: an address with a query or a fragment, a history entry of the
 * app's, anything kept in this tab's sessionStorage: a toast after a reload, drafts) starts it straight away.
 */
function bootScript(entry: string, preloads: string[], registerWorker: string, deferred?: Deferred): string {
  return `
${registerWorker}
(() => {
  let started = false;
  const preloaded = new Set();
  const preload = (hrefs, rel = 'modulepreload') => {
    for (const href of hrefs) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.append(script);
    // The entry's imports, asked for beside it rather than once it has arrived and been read: one file per task,
    // as each request's set-up costs a slow phone's main thread some 20 ms (all in one task: 400 ms and more).
    const imports = ${JSON.stringify(deferred ? deferred.modules : preloads)};
    const next = () => {
      if (imports.length === 0) return;
      preload([imports.shift()]);
      setTimeout(next, 0);
    };
    next();
  };
${
  deferred
    ? `  const startsAtOnce = ${deferred.startsAtOnce};
  if (${JSON.stringify(deferred.when === 'now')} && startsAtOnce()) {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
    return;
  }
  const page = document.documentElement;
  // The mark that the page waits for a first touch, once it is known that it does (the browser tests wait for it).
  const waits = () => page.setAttribute(${JSON.stringify(deferred.mark.attribute)}, ${JSON.stringify(deferred.mark.waiting)});
  if (${JSON.stringify(deferred.when === 'now')}) waits();
  const reach = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'];
  // The browser's own mousemove once the page is laid out, where the pointer rests (Chromium sends one even to a
  // phone's page, with no mouse), is no motion: nobody reaching for the page. A mousemove is one when it moved, or
  // when it is somewhere else than the one before (a page's first mousemove tells no motion either way).
  let resting = null;
  const onReach = (event) => {
    if (event && event.type === 'mousemove') {
      const at = event.clientX + ',' + event.clientY;
      const still = event.movementX === 0 && event.movementY === 0 && (resting === null || resting === at);
      resting = at;
      if (still) return;
    }
    for (const type of reach) removeEventListener(type, onReach, true);
    page.removeAttribute(${JSON.stringify(deferred.mark.attribute)});
    start();
  };
  for (const type of reach) addEventListener(type, onReach, { capture: true, passive: true });
  const tappable = ${JSON.stringify(deferred.tappable)};
  // The drawn page's buttons, in order, once it has all arrived (the app's first render replaces them: its own buttons
  // are not among them, even in the moment before it marks the page as taken over); before, the marked page's own.
  const root = () => document.getElementById('root');
  const buttonsOf = (page) => [...(page?.querySelectorAll(tappable) ?? [])];
  let drawn = null;
  document.addEventListener('DOMContentLoaded', () => {
    drawn = buttonsOf(root());
    if (${JSON.stringify(deferred.when === 'parsed')}) {
      if (startsAtOnce()) requestAnimationFrame(() => setTimeout(onReach, 0));
      else if (!started) waits();
    }
  });
  const drawnTappable = (node) => {
    const target = node instanceof Element ? node.closest(tappable) : null;
    if (!target || !target.isConnected) return null;
    if (drawn) return drawn.includes(target) ? target : null;
    return root()?.hasAttribute('data-prerendered') && root().contains(target) ? target : null;
  };
  let pressed = null;
  addEventListener('pointerdown', (event) => { pressed = drawnTappable(event.target); }, true);
  addEventListener('pointercancel', () => { pressed = null; }, true);
  // The app drew its page between the press and the lift: the button pressed is gone, and the browser clicks nothing.
  // The app's button under the finger is clicked instead, if it says the same (and the browser clicked nothing).
  addEventListener('pointerup', (event) => {
    const press = pressed;
    pressed = null;
    if (!press || press.isConnected) return;
    const under = event.target instanceof Element ? event.target.closest(tappable) : null;
    if (!under || under.textContent !== press.textContent) return;
    let clicked = false;
    addEventListener('click', () => { clicked = true; }, { capture: true, once: true });
    setTimeout(() => { if (!clicked) under.click(); }, 0);
  }, true);
  addEventListener('click', (event) => {
    const target = drawnTappable(event.target);
    if (!target) return;
    event.preventDefault();
    window[${JSON.stringify(deferred.tapGlobal)}] = { index: buttonsOf(root()).indexOf(target), text: target.textContent };
    onReach();
  }, true);
  // Downloaded only (prefetch), not compiled (modulepreload compiles each file on the main thread as it arrives),
  // one file at a time, each in an idle moment of its own: asking for them all in one task took a slow phone's
  // main thread about 650 ms (each request's set-up is some 20 ms there).
  const later = ${JSON.stringify(deferred.modules)};
  const idle = (task) => (window.requestIdleCallback ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50));
  const next = () => {
    if (started || later.length === 0) return;
    preload([later.shift()], 'prefetch');
    idle(next);
  };
  addEventListener('load', () => idle(next));`
    : `  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);`
}
})();
`;
}

function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}
