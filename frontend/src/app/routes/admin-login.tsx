import { lazyComponent } from '@/lib/lazy-component';

export const AdminLoginRoute = lazyComponent(
  () => import('@/features/admin/components/admin-login-screen'),
  (module) => module.AdminLoginScreen,
);
