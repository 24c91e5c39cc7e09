import { lazyComponent } from '@/lib/lazy-component';

/** Admin code reaches only those who open /admin: a chunk of its own. */
export const AdminDashboardRoute = lazyComponent(
  () => import('@/features/admin/components/admin-dashboard'),
  (module) => module.AdminDashboard,
);
