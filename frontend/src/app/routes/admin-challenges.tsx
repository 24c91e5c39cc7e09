import { lazyComponent } from '@/lib/lazy-component';

/** The admin's Challenges page (issue 20): a chunk of its own, like the audit log's. */
export const AdminChallengesRoute = lazyComponent(
  () => import('@/features/admin/components/challenges-page'),
  (module) => module.ChallengesPage,
);
