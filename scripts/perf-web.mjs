// `npm run perf:web`: the first load's budgets (issue 14), measured on the production build.
//
//   node scripts/perf-web.mjs               bundle budgets only: the compressed JS a phone downloads before the landing
//                                           page and before the signed-in dashboard can show (fast; run by `npm test`)
//   node scripts/perf-web.mjs --lighthouse  also Lighthouse's mobile preset (simulated slow 4G, 4x CPU) on both pages,
//                                           against the product started as `npm start` starts it, on a database of its own
//                                           (the dashboard as a returning salesperson sees it, and a new one's first
//                                           visit with the guided tour open, without a budget)
//   --url http://127.0.0.1:3000             Lighthouse against a product already running instead
//   --runs 5                                Lighthouse that many times per page (default 1), judged on the median run by
//                                           score: one run's score moves by ±5 on this machine (Lighthouse's own advice)
//   --only dashboard                        Lighthouse on that page alone (landing, dashboard or dashboard-first-visit)
// Lighthouse's whole reports are kept in .data/perf-web/<page>.json (the median run's); with PERF_WEB_TRACES=<folder>,
// each run's trace too (<page>-<run>.trace.json, with the page's JavaScript samples), to see which tasks and functions of
// the page a figure comes from.
//
// Exits 1 when a figure misses its budget, printing every figure either way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOUR_COMPLETED_KEY_PREFIX, TOUR_COMPLETED_VALUE } from '@tint/libs/constants';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = JSON.parse(readFileSync(path.join(root, 'scripts', 'chromium.json'), 'utf8'));
const dist = path.join(root, 'frontend', 'dist');
const args = process.argv.slice(2);
const withLighthouse = args.includes('--lighthouse');
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const reports = path.join(root, '.data', 'perf-web');

const KB = 1000;
/** The targets. JS is counted as sent: each file's brotli form, which every current browser accepts. */
export const BUDGETS = {
  landing: { js: 200 * KB, performance: 90, lcpMs: 2500, tbtMs: 200, accessibility: 100, bestPractices: 95 },
  dashboard: { js: 350 * KB, performance: 85, cls: 0.1, accessibility: 100, bestPractices: 95 },
};

const failures = [];
function check(page, figure, value, limit, atMost, unit = '') {
  const ok = atMost ? value <= limit : value >= limit;
  if (!ok) failures.push(`${page} ${figure}`);
  console.log(`${ok ? 'ok  ' : 'MISS'} ${page.padEnd(9)} ${figure.padEnd(16)} ${String(value).padStart(9)}${unit}  (${atMost ? '≤' : '≥'} ${String(limit)}${unit})`);
}

// ---- Bundle budgets ----

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('[perf:web] building the frontend...');
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'frontend'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const assets = path.join(dist, 'assets');
const sent = (file) => {
  const full = path.join(assets, file);
  return existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : readFileSync(full).length;
};
/** A chunk and every chunk it imports statically: what must arrive before its code runs. */
function staticClosure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    // Minified static imports: `import{a as b}from"./x.js"` and `import"./x.js"` (never `import("./x.js")`).
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(imported);
  };
  files.forEach(visit);
  return seen;
}

const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...indexHtml.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const landingFiles = staticClosure(entry);
// The signed-in app is the chunk the landing route loads once somebody is signed in; the dashboard is part of it.
const appChunk = readdirSync(assets).find((file) => /^salesperson-app-[\w-]+\.js$/.test(file));
if (entry.length === 0 || !appChunk) {
  console.error('[perf:web] cannot find the entry script in index.html or the salesperson-app chunk in frontend/dist/assets');
  process.exit(1);
}
const dashboardFiles = new Set([...landingFiles, ...staticClosure([appChunk])]);
const total = (files) => [...files].reduce((sum, file) => sum + sent(file), 0);
const landingJs = total(landingFiles);
const dashboardJs = total(dashboardFiles);

console.log(`First-load JavaScript, brotli (${String(landingFiles.size)} files for the landing page, ${String(dashboardFiles.size)} for the dashboard):`);
check('landing', 'initial JS', Math.round(landingJs / 100) / 10, BUDGETS.landing.js / KB, true, ' KB');
check('dashboard', 'initial JS', Math.round(dashboardJs / 100) / 10, BUDGETS.dashboard.js / KB, true, ' KB');

// ---- Lighthouse ----

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(base, product) {
  for (let tries = 0; tries < 900; tries += 1) {
    if (product && product.exitCode !== null) throw new Error('the product exited before it was ready');
    try {
      // A server that accepts the connection and never answers (one shutting down) is asked again, not waited for.
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product at ${base} did not become healthy`);
}

/** A salesperson of its own, signed in: the session cookie Lighthouse sends with every request, and their id. */
async function signedInSalesperson(base) {
  const person = {
    firstName: 'Lighthouse',
    lastName: 'Runner',
    email: `perf-web-${String(Date.now())}@example.com`,
    phoneNumber: '808-555-0123',
    company: 'Maui Toyota',
    password: 'Correct-Horse-42',
  };
  const signup = await fetch(`${base}/api/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) });
  if (!signup.ok) throw new Error(`sign-up answered ${String(signup.status)}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${String(login.status)}`);
  const { id } = await login.json();
  return { id, cookie: login.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]).join('; ') };
}

/**
 * Makes the next Lighthouse run a returning salesperson's visit: the guided tour (shown once, on the first visit)
 * marked done in local storage, as the app writes it, and nothing else kept: the HTTP cache, service workers and
 * their caches are emptied, so the code still comes over the (simulated) network. Lighthouse then runs with
 * `disableStorageReset`, which would otherwise wipe local storage as well.
 */
async function asReturningSalesperson(port, base, id) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(port)}` });
  try {
    const page = await browser.newPage();
    // A page of the origin that runs none of the app: its storage is the app's.
    await page.goto(`${base}/api/health`);
    await page.evaluate(([key, value]) => globalThis.localStorage.setItem(key, value), [`${TOUR_COMPLETED_KEY_PREFIX}${id}`, TOUR_COMPLETED_VALUE]);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb' });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runLighthouse(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    // Chromium's headless shell where it is installed, as the browser tests take: the full browser also runs its own
    // UI's pages (its address bar's popup showed in the traces), which took this two-core machine's time from the page.
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : chromium.path),
    chromeFlags: ['--headless=new', ...chromium.flags],
  });
  try {
    const firstVisit = await signedInSalesperson(base);
    const returning = await signedInSalesperson(base);
    // The dashboard's budget is a returning salesperson's (the tour done): that is the visit between customers. A new
    // salesperson's first visit, when the guided tour opens over the dashboard, is measured too, without a budget.
    const pages = [
      ['landing', `${base}/`, undefined],
      ['dashboard', `${base}/`, { Cookie: returning.cookie }, returning.id],
      ['dashboard-first-visit', `${base}/`, { Cookie: firstVisit.cookie }],
    ];
    if (only && !pages.some(([name]) => name === only)) throw new Error(`--only takes one of ${pages.map(([name]) => name).join(', ')}`);
    for (const [name, url, extraHeaders, returningId] of pages.filter(([name]) => !only || name === only)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        if (returningId) await asReturningSalesperson(chrome.port, base, returningId);
        // The default config is Lighthouse's mobile preset: a phone's screen, slow 4G and a 4x slower CPU, simulated.
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders,
          disableStorageReset: Boolean(returningId),
          // Kept traces carry the page's JavaScript samples too (which functions a long task ran).
          ...(process.env.PERF_WEB_TRACES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        });
        // A run Lighthouse could not finish (it says why) is left out of the median, and said so.
        if (result.lhr.runtimeError || result.lhr.categories.performance?.score === null) {
          console.log(`       ${name}: one run failed (${result.lhr.runtimeError?.message ?? 'no performance score'}), left out`);
        } else {
          if (process.env.PERF_WEB_TRACES) {
            mkdirSync(process.env.PERF_WEB_TRACES, { recursive: true });
            writeFileSync(path.join(process.env.PERF_WEB_TRACES, `${name}-${String(run)}.trace.json`), JSON.stringify(result.artifacts.Trace));
          }
          results.push(result.lhr);
        }
      }
      if (results.length === 0) throw new Error(`every Lighthouse run of ${name} failed`);
      const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      results.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = { lhr: results[Math.floor((results.length - 1) / 2)] };
      const { categories, audits } = result.lhr;
      // The whole report, for whoever wants to know why a figure is what it is.
      mkdirSync(reports, { recursive: true });
      writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr));
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const budget = BUDGETS[name];
      console.log(`\nLighthouse, mobile preset: ${name} (${url})`);
      if (runs > 1) console.log(`       the median of ${String(results.length)} runs; Performance ranged ${results.map(performanceOf).join(', ')}`);
      if (!budget) {
        // An audit Lighthouse could not compute has no value: shown as such.
        const value = (id, digits) => (audits[id]?.numericValue === undefined ? 'n/a' : audits[id].numericValue.toFixed(digits));
        console.log(
          `       Performance ${String(score('performance'))}, FCP ${value('first-contentful-paint', 0)} ms, LCP ${value('largest-contentful-paint', 0)} ms, ` +
            `TBT ${value('total-blocking-time', 0)} ms, CLS ${value('cumulative-layout-shift', 3)} (no budget)`,
        );
        continue;
      }
      check(name, 'Performance', score('performance'), budget.performance, false);
      if (budget.lcpMs) check(name, 'LCP', Math.round(audits['largest-contentful-paint'].numericValue), budget.lcpMs, true, ' ms');
      if (budget.tbtMs) check(name, 'TBT', Math.round(audits['total-blocking-time'].numericValue), budget.tbtMs, true, ' ms');
      if (budget.cls !== undefined) check(name, 'CLS', Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)), budget.cls, true);
      check(name, 'Accessibility', score('accessibility'), budget.accessibility, false);
      check(name, 'Best Practices', score('best-practices'), budget.bestPractices, false);
      for (const id of ['accessibility', 'best-practices']) {
        for (const ref of categories[id].auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`       ${id}: ${ref.id} — ${audit.title}`);
        }
      }
      console.log(`       FCP ${String(Math.round(audits['first-contentful-paint'].numericValue))} ms, Speed Index ${String(Math.round(audits['speed-index'].numericValue))} ms`);
    }
  } finally {
    await chrome.kill();
  }
}

if (withLighthouse) {
  let product;
  let base = urlArg;
  try {
    if (!base) {
      const port = await freePort();
      base = `http://127.0.0.1:${String(port)}`;
      // The product as `npm start` runs it, on a fresh database (scripts/e2e-server.mjs drops it at exit).
      product = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
        env: { ...process.env, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    await waitForHealth(base, product);
    await runLighthouse(base);
  } finally {
    if (product && product.exitCode === null) {
      const exited = new Promise((resolve) => product.once('exit', resolve));
      product.kill('SIGTERM');
      await exited;
    }
  }
}

if (failures.length > 0) {
  console.error(`\n[perf:web] over budget: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\n[perf:web] every figure within its budget');
