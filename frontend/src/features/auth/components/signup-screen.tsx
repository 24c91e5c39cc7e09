import { Button } from 'antd';
import { AuthScreenCard } from './auth-screen-card';

type SignupScreenProps = {
  onBack: () => void;
  onSignIn: () => void;
};

// The registration form arrives with the signup issue; the navigation between views is final.
export function SignupScreen({ onBack, onSignIn }: SignupScreenProps) {
  return (
    <AuthScreenCard
      title="Salesperson Registration"
      description="Create your independent referrer account."
      onBack={onBack}
    >
      <Button type="link" onClick={onSignIn} className="auth-inline-link">
        Already have an account? Sign In
      </Button>
    </AuthScreenCard>
  );
}
