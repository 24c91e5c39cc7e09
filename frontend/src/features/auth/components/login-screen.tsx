import { Button, Flex } from 'antd';
import { AuthScreenCard } from './auth-screen-card';

type LoginScreenProps = {
  onBack: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
};

// The email/password form arrives with the login issue; the navigation between views is final.
export function LoginScreen({ onBack, onForgotPassword, onCreateAccount }: LoginScreenProps) {
  return (
    <AuthScreenCard title="Sign In" description="Sign in with your email and password." onBack={onBack}>
      <Flex vertical gap={12}>
        <Button type="link" onClick={onForgotPassword} className="auth-inline-link">
          Forgot your password?
        </Button>
        <Button size="large" block onClick={onCreateAccount}>
          Create New Account
        </Button>
      </Flex>
    </AuthScreenCard>
  );
}
