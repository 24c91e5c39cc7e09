import { defineConfig } from '@playwright/test';
import { desktopUse, mobileUse } from './e2e/viewports';

const PORT = '3100';
const defaultBaseURL = `http://127.0.0.1:${PORT}`;
// An explicit E2E_BASE_URL points at an already running product, so no server is started for it.
const externalBaseURL = process.env.E2E_BASE_URL;

const ADMIN_LIFECYCLE = '**/admin-dashboard.e2e.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: externalBaseURL ?? defaultBaseURL,
    trace: 'retain-on-failure',
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
        env: { PORT },
        url: `${defaultBaseURL}/api/health`,
        reuseExistingServer: !process.env.CI,
        // Stopped like Ctrl-C, so the product closes its database (and the test database is dropped).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15000 },
        timeout: 180000,
      },
});
