// SPEC 4 signed-out flow: landing ⇄ login ⇄ signup, login ⇄ forgot password. Held in memory only;
// the URL does not change because the landing experience stands in for the route table.
import type { ComponentType } from 'react';
import { Suspense, createElement, useCallback, useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import type { LazyComponent } from '@/lib/lazy-component';
import { lazyComponent, preloadWhenIdle, whenIdle } from '@/lib/lazy-component';
import { clearAllDrafts } from '@/lib/session-drafts';
import type { SignedOutView } from '../signed-out-view';
import { signedOutViewFromState } from '../signed-out-view';
import { LandingScreen } from './landing-screen';

// The forms (antd Form, Input, Select and their validation) are chunks of their own: a visitor's first load
// carries the landing page only, and the forms arrive while the landing page is read (preloaded when idle).
const LoginScreen = lazyComponent(() => import('./login-screen'), (module) => module.LoginScreen, { firstScreen: 'landing' });
const SignupScreen = lazyComponent(() => import('./signup-screen'), (module) => module.SignupScreen, { firstScreen: 'landing' });
const ForgotPasswordScreen = lazyComponent(() => import('./forgot-password-screen'), (module) => module.ForgotPasswordScreen);

const forms = [LoginScreen, SignupScreen, ForgotPasswordScreen];

function formOf(view: SignedOutView) {
  if (view === 'login') return LoginScreen;
  if (view === 'signup') return SignupScreen;
  if (view === 'forgot') return ForgotPasswordScreen;
  return undefined;
}

export type { SignedOutView } from '../signed-out-view';

type SignedOutExperienceProps = {
  initialView?: SignedOutView;
  /** Called when the browser is idle once the sign-in form shows: the signed-in app's code can start loading. */
  onSignInShown?: () => unknown;
};

export function SignedOutExperience({ initialView, onSignInShown }: SignedOutExperienceProps) {
  const location = useLocation();
  const [view, showView] = useState<SignedOutView>(
    () => initialView ?? signedOutViewFromState(location.state) ?? 'landing',
  );
  // A form whose code is still on its way is shown once it has arrived, the current view staying meanwhile: a lazy
  // component shown at once would put a spinner in its place, which React then keeps for at least 300 ms.
  const setView = useCallback((next: SignedOutView) => {
    const form = formOf(next);
    if (!form || form.loaded()) showView(next);
    else form.preload().then(() => showView(next), () => showView(next));
  }, []);
  const [loginEmail, setLoginEmail] = useState<string | undefined>(undefined);
  useEffect(() => preloadWhenIdle(forms), []);
  // Signed out, however it came about (logout, an ended session): the last person's drafts go (issue 14).
  useEffect(() => clearAllDrafts(), []);
  useEffect(() => (view === 'login' && onSignInShown ? whenIdle(() => void onSignInShown()) : undefined), [view, onSignInShown]);

  // A form's code still on its way when its view shows (the first view of a page, kept in its history entry): the
  // spinner until it is here, then the form itself, never the lazy wrapper first and the form after (two types:
  // a later render would mount the form again, emptying its fields). Its code failing to load, the lazy wrapper
  // throws that to the error boundary.
  const form = formOf(view);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!form || form.loaded()) return undefined;
    let current = true;
    form.preload().then(
      () => current && arrived(),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [form]);
  if (form && !form.loaded() && !failed) return <PageLoader />;

  return (
    <Suspense fallback={<PageLoader />}>
      <CurrentView view={view} setView={setView} loginEmail={loginEmail} setLoginEmail={setLoginEmail} />
    </Suspense>
  );
}

/** The form itself once its code is here; else the lazy wrapper (which then throws the failed load). */
function shown<P>(form: LazyComponent<P>): ComponentType<P> {
  return form.loaded() ?? form;
}

type CurrentViewProps = {
  view: SignedOutView;
  setView: (view: SignedOutView) => void;
  loginEmail: string | undefined;
  setLoginEmail: (email: string) => void;
};

function CurrentView({ view, setView, loginEmail, setLoginEmail }: CurrentViewProps) {
  switch (view) {
    case 'landing':
      return <LandingScreen onSignIn={() => setView('login')} onCreateAccount={() => setView('signup')} />;
    case 'login':
      return createElement(shown(LoginScreen), {
        initialEmail: loginEmail,
        onBack: () => setView('landing'),
        onForgotPassword: () => setView('forgot'),
        onCreateAccount: () => setView('signup'),
      });
    case 'signup':
      return createElement(shown(SignupScreen), {
        onBack: () => setView('landing'),
        onSignIn: () => setView('login'),
        onRegistered: (email: string) => {
          setLoginEmail(email);
          setView('login');
        },
      });
    case 'forgot':
      return createElement(shown(ForgotPasswordScreen), { onBack: () => setView('landing'), onBackToLogin: () => setView('login') });
    default: {
      const unknownView: never = view;
      throw new Error(`Unknown signed-out view: ${String(unknownView)}`);
    }
  }
}
