import { ADMIN_DASHBOARD_SUBTITLE, ADMIN_DASHBOARD_TITLE } from '@tint/libs/texts/admin';
import { AdminPage } from './admin-page';
import { AdminTabs } from './admin-tabs';
import { SummaryCards } from './summary-cards';

/** SPEC 2.4: the admin dashboard; its header also links to the System page and the queue dashboard (issue 16). */
export function AdminDashboard() {
  return (
    <AdminPage page="dashboard" title={ADMIN_DASHBOARD_TITLE} subtitle={ADMIN_DASHBOARD_SUBTITLE}>
      <SummaryCards />
      <AdminTabs />
    </AdminPage>
  );
}
