/**
 * The mark on #root of dist/landing.html, the landing page drawn at build time (src/prerender.tsx). The server
 * sends that page only to a browser without a session, so the app starts knowing nobody is signed in.
 */
export const PRERENDERED_LANDING = 'landing';

export function isPrerenderedLanding(root: HTMLElement): boolean {
  return root.dataset.prerendered === PRERENDERED_LANDING;
}
