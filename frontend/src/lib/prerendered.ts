/**
 * The mark on #root of dist/landing.html, the landing page drawn at build time (src/prerender.tsx). The server
 * sends that page only to a browser without a session, so the app starts knowing nobody is signed in.
 */
export const PRERENDERED_LANDING = 'landing';

/** The mark on #root of dist/app.html: the signed-in app's frame, drawn at build time for a browser with a session. */
export const PRERENDERED_SIGNED_IN = 'signed-in';

export function isPrerenderedLanding(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_LANDING;
}

export function isPrerenderedSignedIn(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_SIGNED_IN;
}

/**
 * Once the app has drawn its own first screen over the server's: the mark goes, telling whoever waits for the page
 * to answer taps (the browser tests) that it does. Until then the drawn page's buttons are only a picture.
 */
export function markAppTookOver(root: HTMLElement): void {
  delete root.dataset.prerendered;
}
