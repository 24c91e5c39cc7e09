// The two screens every browser test runs on: the projects of playwright.config.ts use them, and the
// admin lifecycle (one project, both screens in turn) sets them per group of tests.
import { devices } from '@playwright/test';

const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Desktop Chrome'];

/** The desktop screen alone, as a group of tests sets it (a group cannot change the browser). */
export const desktopScreen = { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width: 1280, height: 800 } };

export const desktopUse = { ...devices['Desktop Chrome'], ...desktopScreen };

export const mobileUse = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
};
