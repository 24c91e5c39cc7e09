import { AdminLoginScreen } from '@/features/admin/components/admin-login-screen';

export function AdminLoginRoute() {
  return <AdminLoginScreen />;
}
