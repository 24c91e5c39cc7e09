import { defineConfig } from '@playwright/test';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { offsetToScenario } from './e2e/scenario';
import { desktopUse, mobileUse } from './e2e/viewports';

// E2E_PORT lets two checkouts on one machine run their browser suites side by side.
const PORT = process.env.E2E_PORT ?? '3100';
const defaultBaseURL = `http://127.0.0.1:${PORT}`;
// An explicit E2E_BASE_URL points at an already running product, so no server is started for it.
const externalBaseURL = process.env.E2E_BASE_URL;

// The scenario week (e2e/scenario.ts). This file is evaluated again in every worker process, which
// inherits the runner's environment: the offset is computed once, in the runner, and kept there. A product
// already running keeps its own clock, so such a run has no offset and depends on the real day (and a
// server reused outside CI keeps the offset of the run that started it: hours apart, still the same Monday).
if (process.env.E2E_CLOCK_OFFSET_MS === undefined) {
  process.env.E2E_CLOCK_OFFSET_MS = String(externalBaseURL ? 0 : offsetToScenario(process.env.BUSINESS_TIMEZONE ?? DEFAULT_BUSINESS_TIMEZONE));
}
// Installation bays of the product started here. An appointment is serviced from its date on, so the tests
// that service one book it for the scenario's Monday: the gamification test in both projects and the admin
// lifecycle's two on each screen, six bookings besides the one the demo history leaves on that day. One bay
// gives a day three places; three give it nine. The tests read it to fill a slot (E2E_SLOT_CAPACITY).
if (process.env.E2E_SLOT_CAPACITY === undefined) {
  process.env.E2E_SLOT_CAPACITY = externalBaseURL ? '1' : '3';
}

const ADMIN_LIFECYCLE = '**/admin-dashboard.e2e.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two browsers side by side: the suite in 2.5 min against 3.4 min with Playwright's default of one worker on
  // a two-core machine (half the cores). The tests already share the server safely: each makes accounts of its
  // own and takes the next open slot when another test got there first.
  workers: 2,
  // A guard rail, not a timing: a whole signup-to-logout story takes 10–25 s on a two-core machine, and a
  // busy moment can double that.
  timeout: 60_000,
  // Each test's time, also in CI: the browser tests are the suite's longest stage.
  reporter: 'list',
  use: {
    baseURL: externalBaseURL ?? defaultBaseURL,
    // A failed test keeps its trace: the actions, console and network, and the page's DOM before and after each
    // action. Not the screencast: filming every test cost about a third of the suite's time, and the DOM
    // snapshots show the same screens.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: ADMIN_LIFECYCLE, use: desktopUse },
    { name: 'mobile', testIgnore: ADMIN_LIFECYCLE, use: { browserName: 'chromium', ...mobileUse } },
    // Reset for Rollout deletes every appointment, and the Payouts tab lists everybody's pending payouts:
    // the admin lifecycle runs after every other test, in one worker, desktop then phone (the file
    // sets both viewports). Alone: npx playwright test --project=admin-lifecycle --no-deps
    { name: 'admin-lifecycle', testMatch: ADMIN_LIFECYCLE, dependencies: ['desktop', 'mobile'], use: desktopUse },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node ../scripts/e2e-server.mjs',
        env: {
          PORT,
          CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS,
          SLOT_CAPACITY: process.env.E2E_SLOT_CAPACITY,
          // Every browser of the run comes from 127.0.0.1 and every admin step signs in as the one demo
          // admin: with the production limits (per address, per email) one test's traffic would use up
          // another's allowance, and a test would fail on a 429 depending on what ran beside it.
          RATE_LIMIT_PER_MINUTE: '6000',
          RATE_LIMIT_CREDENTIALS_PER_MINUTE: '200',
          RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE: '6000',
        },
        url: `${defaultBaseURL}/api/health`,
        reuseExistingServer: !process.env.CI,
        // Stopped like Ctrl-C, so the product closes its database (and the test database is dropped).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15000 },
        timeout: 180000,
      },
});
