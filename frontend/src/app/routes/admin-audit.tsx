import { lazyComponent } from '@/lib/lazy-component';

/** The admin's audit log (issue 19): a chunk of its own, like the System page's. */
export const AdminAuditRoute = lazyComponent(
  () => import('@/features/admin/components/audit-page'),
  (module) => module.AuditPage,
);
