import { lazyComponent } from '@/lib/lazy-component';

export const ResetPasswordRoute = lazyComponent(
  () => import('@/features/auth/components/reset-password-screen'),
  (module) => module.ResetPasswordScreen,
);
