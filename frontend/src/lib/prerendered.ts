/**
 * The mark on #root of dist/landing.html, the landing page drawn at build time (src/prerender.tsx). The server
 * sends that page only to a browser without a session, so the app starts knowing nobody is signed in.
 */
export const PRERENDERED_LANDING = 'landing';

/** The mark on #root of dist/app.html: the signed-in app's frame, drawn at build time for a browser with a session. */
export const PRERENDERED_SIGNED_IN = 'signed-in';

/**
 * The mark on #root of a signed-in salesperson's dashboard drawn by the server with their data (backend web-app.ts,
 * src/prerender.tsx renderSignedInDashboardPage); the data it was drawn from is in the page too (DRAWN_READS_ID).
 */
export const PRERENDERED_DASHBOARD = 'dashboard';

/** The id of the page's JSON of the first reads the server drew the dashboard from, by address. */
export const DRAWN_READS_ID = 'tint-drawn-reads';

export function isPrerenderedDashboard(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_DASHBOARD;
}

/** The first reads the server drew the dashboard with, by address (none when the page carries none, or not as JSON). */
export function drawnReads(): Record<string, unknown> {
  const text = document.getElementById(DRAWN_READS_ID)?.textContent;
  try {
    const reads: unknown = text ? JSON.parse(text) : null;
    return typeof reads === 'object' && reads !== null && !Array.isArray(reads) ? (reads as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function isPrerenderedLanding(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_LANDING;
}

export function isPrerenderedSignedIn(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_SIGNED_IN;
}

/**
 * The landing page's boot script (scripts/prerender-landing.ts) runs the app only once the visitor reaches for the
 * page; while it waits, the page's <html> element carries this attribute.
 */
export const BOOT_MARK = { attribute: 'data-boot', waiting: 'on-first-touch' } as const;

/** Where the boot script keeps a tap on a drawn button made before the app took over (window[TAP_TO_REPLAY]). */
export const TAP_TO_REPLAY = '__tintTapToReplay';

/** What a tap before the takeover is kept for, and found again by: the page's buttons and links, in order. */
export const TAPPABLE = 'button, a[href], [role="button"], [role="tab"]';

type KeptTap = { index: number; text: string | null };

function isKeptTap(value: unknown): value is KeptTap {
  return typeof value === 'object' && value !== null && typeof (value as KeptTap).index === 'number';
}

/**
 * Once the app has drawn its own first screen over the server's: the mark goes, telling whoever waits for the page
 * to answer taps (the browser tests) that it does. A tap the boot script kept from before (on a drawn button, while
 * the app's code loaded) is then made on the same button of the app's page: the same screen, so the same place
 * among its buttons, with the same words.
 */
export function markAppTookOver(root: HTMLElement): void {
  delete root.dataset.prerendered;
  const kept: unknown = Reflect.get(window, TAP_TO_REPLAY);
  if (!isKeptTap(kept)) return;
  Reflect.deleteProperty(window, TAP_TO_REPLAY);
  const target = root.querySelectorAll<HTMLElement>(TAPPABLE)[kept.index];
  if (target && target.textContent === kept.text) target.click();
}
