import { createElement, useEffect } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { SignedInLoading } from '@/components/signed-in-loading';
import type { CurrentUser } from '@/features/auth/api';
import { useCurrentUser } from '@/features/auth/api';
import { SignedOutExperience } from '@/features/auth/components/signed-out-experience';
import { lazyComponent, useLazyComponentLoaded } from '@/lib/lazy-component';

/** The signed-in app in a chunk of its own: a visitor's first load carries only the signed-out screens. */
const SalespersonApp = lazyComponent(
  () => import('../salesperson-app/components/salesperson-app'),
  (module) => module.SalespersonApp,
  { firstScreen: 'app' },
);

/** Loads the signed-in app's code (main.tsx: before drawing over a dashboard the server drew). */
export const preloadSalespersonApp = (): Promise<unknown> => SalespersonApp.preload();

type SignedInContext = { user: CurrentUser };

/**
 * SPEC 2.1 + RULES: while the current user loads, or when nobody is signed in, the landing experience
 * stands in for every route below this one (/, /test-flow and unknown paths).
 */
export function SalespersonGate() {
  const { user, isLoading } = useCurrentUser();
  // Still asking who this is: the browser sent a session cookie (a visitor without one gets the landing page drawn
  // by the server, and the app starts knowing nobody is signed in), so the signed-in app's code is fetched now,
  // beside the question, not after the answer; meanwhile the signed-in app's frame shows, as app.html drew it.
  useEffect(() => {
    if (isLoading) void SalespersonApp.preload();
  }, [isLoading]);
  // Signed in: the frame stays until the app's code is here, and the app then replaces it in one step.
  const appLoaded = useLazyComponentLoaded(SalespersonApp, Boolean(user));
  if (isLoading || (user && !appLoaded)) return <SignedInLoading />;
  if (!user) return <SignedOutExperience onSignInShown={SalespersonApp.preload} />;
  return <Outlet context={{ user } satisfies SignedInContext} />;
}

export function useSignedInUser(): CurrentUser {
  return useOutletContext<SignedInContext>().user;
}

export function MainExperienceRoute() {
  const user = useSignedInUser();
  // The gate shows this route only once the app's code is here: the app itself, which never suspends (the lazy
  // wrapper, rendered only if the code failed to load, throws that to the error boundary). Always the same type.
  return createElement(SalespersonApp.loaded() ?? SalespersonApp, { user });
}
