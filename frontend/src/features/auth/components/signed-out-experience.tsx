// SPEC 4 signed-out flow: landing ⇄ login ⇄ signup, login ⇄ forgot password. Held in memory only;
// the URL does not change because the landing experience stands in for the route table.
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/lazy-component';
import { clearAllDrafts } from '@/lib/session-drafts';
import { useLocation } from 'react-router-dom';
import type { SignedOutView } from '../signed-out-view';
import { signedOutViewFromState } from '../signed-out-view';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LandingScreen } from './landing-screen';
import { LoginScreen } from './login-screen';
import { SignupScreen } from './signup-screen';

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
  // Signed out, however it came about (logout, an ended session): the last person's drafts go (issue 14).
  useEffect(() => clearAllDrafts(), []);
  useEffect(() => (view === 'login' && onSignInShown ? whenIdle(() => void onSignInShown()) : undefined), [view, onSignInShown]);

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
