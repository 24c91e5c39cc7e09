import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { offsetToScenario } from './e2e/scenario';
import { desktopUse, mobileUse } from './e2e/viewports';

/** The machine's Chromium and its flags, shared with the other scripts that drive it. */
const chromium = JSON.parse(readFileSync(new URL('../scripts/chromium.json', import.meta.url), 'utf8')) as {
  path: string;
  headlessShellPath: string;
  flags: string[];
};
// Debian's chromium-headless-shell when installed (.ci/run installs it): the same Chromium build without the full
// browser's UI layer, which is what Playwright itself runs headless. The browser suite took 3.7 min with it against
// 4.3 min with the full browser, on the same tests and the same screenshots.
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : chromium.path);

// E2E_PORT lets two checkouts on one machine run their browser suites side by side.
const PORT = process.env.E2E_PORT ?? '3100';
const urlOf = (port: number | string) => `http://127.0.0.1:${String(port)}`;
const defaultBaseURL = urlOf(PORT);
// An explicit E2E_BASE_URL points at an already running product, so no server is started for it.
const externalBaseURL = process.env.E2E_BASE_URL;

// The scenario week (e2e/scenario.ts). This file is evaluated again in every worker process, which
// inherits the runner's environment: the offset is computed once, in the runner, and kept there. A product
// already running keeps its own clock, so such a run has no offset and depends on the real day (and a
// server reused outside CI keeps the offset of the run that started it: hours apart, still the same Monday).
if (process.env.E2E_CLOCK_OFFSET_MS === undefined) {
  process.env.E2E_CLOCK_OFFSET_MS = String(externalBaseURL ? 0 : offsetToScenario(process.env.BUSINESS_TIMEZONE ?? DEFAULT_BUSINESS_TIMEZONE));
}
// Installation bays of the products started here. An appointment is serviced from its date on, so the tests
// that service one book it for the scenario's Monday, besides the one the demo history leaves on that day: in both
// projects on the tests' product, the gamification test (1), the no-show (1), the payout run (2), the payout settings
// (1), the fraud review (1) and the dealership standings (1), 14 in all; the admin lifecycle two on its own. One bay
// gives a day three places; six give it eighteen. The tests read it to fill a slot (E2E_SLOT_CAPACITY).
if (process.env.E2E_SLOT_CAPACITY === undefined) {
  process.env.E2E_SLOT_CAPACITY = externalBaseURL ? '1' : '6';
}

const ADMIN_LIFECYCLE = '**/admin-dashboard.e2e.ts';
// Reset for Rollout deletes every appointment, and the Payouts tab lists everybody's pending payouts: the admin
// lifecycle runs against a product of its own (its own database), beside the other tests rather than after them
// all. One project holds both screens' runs in turn (the file sets each screen), so one worker walks the two longest
// stories while the other takes the rest; as two projects they took both workers at the start (or, chained, came
// last as the run's tail). Alone: npx playwright test --project=admin-lifecycle
const LIFECYCLE_SERVER = Number(PORT) + 1;

/**
 * The product as `npm start` runs it, on a port and data of its own: .data/<dataName> (its mail), and a fresh
 * database on DATABASE_URL's server or, without DATABASE_URL, an embedded cluster there on its own port.
 */
function productOn(port: number | string, dataName: string, embeddedPostgresPort: number) {
  return {
    command: 'node ../scripts/e2e-server.mjs',
    env: {
      PORT: String(port),
      DATA_DIR: fileURLToPath(new URL(`../.data/${dataName}`, import.meta.url)),
      EMBEDDED_POSTGRES_PORT: String(embeddedPostgresPort),
      CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS ?? '0',
      SLOT_CAPACITY: process.env.E2E_SLOT_CAPACITY ?? '6',
      // Every browser of the run comes from 127.0.0.1 and every admin step signs in as the one demo
      // admin: with the production limits (per address, per email) one test's traffic would use up
      // another's allowance, and a test would fail on a 429 depending on what ran beside it.
      RATE_LIMIT_PER_MINUTE: '6000',
      RATE_LIMIT_CREDENTIALS_PER_MINUTE: '200',
      RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE: '6000',
    },
    url: `${urlOf(port)}/api/health`,
    reuseExistingServer: !process.env.CI,
    // Stopped like Ctrl-C, so the product closes its database (and the test database is dropped).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15000 },
    timeout: 180000,
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three browsers side by side on the two cores: each test spends part of its time waiting on the server (a
  // booking's projections, a page's API calls), when another browser can use the core. Measured on the whole suite
  // with the headless shell: 168 s with three against 209 s with two (CPU busy 88 % against 66 %). With the full
  // browser, three once stalled antd's motions (a toast and a loading icon never finished leaving); the motion wait
  // is now bounded and leaves out the click wave. The tests share the servers safely: each makes accounts of its own
  // and takes the next open slot when another test got there first.
  workers: 3,
  // A guard rail, not a timing: a whole signup-to-logout story takes 10–25 s on a two-core machine, and the
  // same machine has been measured at less than half its usual speed.
  timeout: 120_000,
  // The same for each expectation: `npm test` runs the backend's suites beside this one (scripts/test.mjs), and a
  // screen that shows in 1 s alone has been seen to take several on the shared cores. Still a wait for a condition.
  expect: { timeout: 10_000 },
  // Each test's time, also in CI: the browser tests are the suite's longest stage.
  reporter: 'list',
  use: {
    baseURL: externalBaseURL ?? defaultBaseURL,
    // A failed test keeps its trace: the actions with their timings, the console and the network, and Playwright
    // writes the page's accessibility snapshot at the failure (error-context.md). Neither the screencast nor a DOM
    // snapshot per action: recorded for every test to be kept for the failed ones, the screencast cost about a
    // third of the suite's time and the DOM snapshots 5-10 %.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Each new browser would install the service worker and precache the whole shell beside the test, on the same
    // two cores (10-15 % of the suite's time). installable.e2e.ts, where it is the subject, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
      args: [...chromium.flags, '--disable-quic'],
    },
  },
  projects: [
    // First, so that the longest story starts first instead of being the run's tail. Against a product already
    // running, it can only come after everything else.
    {
      name: 'admin-lifecycle',
      testMatch: ADMIN_LIFECYCLE,
      fullyParallel: false,
      ...(externalBaseURL ? { dependencies: ['desktop', 'mobile'] } : {}),
      use: { browserName: 'chromium' as const, ...(externalBaseURL ? {} : { baseURL: urlOf(LIFECYCLE_SERVER) }) },
    },
    { name: 'desktop', testIgnore: ADMIN_LIFECYCLE, use: desktopUse },
    { name: 'mobile', testIgnore: ADMIN_LIFECYCLE, use: { browserName: 'chromium', ...mobileUse } },
  ],
  // One product for the tests, one for the admin lifecycle. They start one after the other, so the first builds
  // what is out of date and the second finds it built.
  webServer: externalBaseURL ? undefined : [productOn(PORT, 'e2e', 5435), productOn(LIFECYCLE_SERVER, 'e2e-lifecycle', 5436)],
});
