// The two screens every browser test runs on: the projects of playwright.config.ts use them, and the
// admin lifecycle (one project, both screens in turn) sets them per group of tests.
import { devices } from '@playwright/test';

export const desktopUse = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export const mobileUse = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
};
