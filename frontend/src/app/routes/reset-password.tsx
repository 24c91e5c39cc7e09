import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
