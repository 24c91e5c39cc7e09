import { lazyComponent } from '@/lib/lazy-component';

/** The admin's System page (issue 16): a chunk of its own, like the dashboard's. */
export const AdminSystemRoute = lazyComponent(
  () => import('@/features/admin/components/system-page'),
  (module) => module.SystemPage,
);
