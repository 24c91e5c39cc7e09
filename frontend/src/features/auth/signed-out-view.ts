// Which signed-out view to open. The views are not URLs (the landing experience stands in for the
// route table), so a page outside it, such as /reset-password, asks for one through the navigation state.

export const SIGNED_OUT_VIEWS = ['landing', 'login', 'signup', 'forgot'] as const;
export type SignedOutView = (typeof SIGNED_OUT_VIEWS)[number];

export type SignedOutNavigationState = { signedOutView: SignedOutView };

export function signedOutViewFromState(state: unknown): SignedOutView | null {
  if (typeof state !== 'object' || state === null) return null;
  const view = (state as { signedOutView?: unknown }).signedOutView;
  return typeof view === 'string' && (SIGNED_OUT_VIEWS as readonly string[]).includes(view)
    ? (view as SignedOutView)
    : null;
}
