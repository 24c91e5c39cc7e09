// SPEC 4 signed-out flow: landing ⇄ login ⇄ signup, login ⇄ forgot password. Held in memory only;
// the URL does not change because the landing experience stands in for the route table.
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { lazyComponent, preloadWhenIdle, whenIdle } from '@/lib/lazy-component';
import { clearAllDrafts } from '@/lib/session-drafts';
import type { SignedOutView } from '../signed-out-view';
import { signedOutViewFromState } from '../signed-out-view';
import { LandingScreen } from './landing-screen';

// The forms (antd Form, Input, Select and their validation) are chunks of their own: a visitor's first load
// carries the landing page only, and the forms arrive while the landing page is read (preloaded when idle).
const LoginScreen = lazyComponent(() => import('./login-screen'), (module) => module.LoginScreen);
const SignupScreen = lazyComponent(() => import('./signup-screen'), (module) => module.SignupScreen);
const ForgotPasswordScreen = lazyComponent(() => import('./forgot-password-screen'), (module) => module.ForgotPasswordScreen);

const forms = [LoginScreen, SignupScreen, ForgotPasswordScreen];

export type { SignedOutView } from '../signed-out-view';

type SignedOutExperienceProps = {
  initialView?: SignedOutView;
  /** Called when the browser is idle once the sign-in form shows: the signed-in app's code can start loading. */
  onSignInShown?: () => unknown;
};

export function SignedOutExperience({ initialView, onSignInShown }: SignedOutExperienceProps) {
  const location = useLocation();
  const [view, setView] = useState<SignedOutView>(
    () => initialView ?? signedOutViewFromState(location.state) ?? 'landing',
  );
  const [loginEmail, setLoginEmail] = useState<string | undefined>(undefined);
  useEffect(() => preloadWhenIdle(forms), []);
  // Signed out, however it came about (logout, an ended session): the last person's drafts go (issue 14).
  useEffect(() => clearAllDrafts(), []);
  useEffect(() => (view === 'login' && onSignInShown ? whenIdle(() => void onSignInShown()) : undefined), [view, onSignInShown]);

  return (
    <Suspense fallback={<PageLoader />}>
      <CurrentView view={view} setView={setView} loginEmail={loginEmail} setLoginEmail={setLoginEmail} />
    </Suspense>
  );
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
      return (
        <LoginScreen
          initialEmail={loginEmail}
          onBack={() => setView('landing')}
          onForgotPassword={() => setView('forgot')}
          onCreateAccount={() => setView('signup')}
        />
      );
    case 'signup':
      return (
        <SignupScreen
          onBack={() => setView('landing')}
          onSignIn={() => setView('login')}
          onRegistered={(email) => {
            setLoginEmail(email);
            setView('login');
          }}
        />
      );
    case 'forgot':
      return <ForgotPasswordScreen onBack={() => setView('landing')} onBackToLogin={() => setView('login')} />;
    default: {
      const unknownView: never = view;
      throw new Error(`Unknown signed-out view: ${String(unknownView)}`);
    }
  }
}
