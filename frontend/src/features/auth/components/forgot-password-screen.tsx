import { Button } from 'antd';
import { AuthScreenCard } from './auth-screen-card';

type ForgotPasswordScreenProps = {
  onBack: () => void;
  onBackToLogin: () => void;
};

// The reset-email form arrives with the forgot-password issue; the navigation between views is final.
export function ForgotPasswordScreen({ onBack, onBackToLogin }: ForgotPasswordScreenProps) {
  return (
    <AuthScreenCard
      title="Forgot Password"
      description="Enter your email address and we will send you a link to reset your password."
      onBack={onBack}
    >
      <Button type="link" onClick={onBackToLogin} className="auth-inline-link">
        Back to Login
      </Button>
    </AuthScreenCard>
  );
}
