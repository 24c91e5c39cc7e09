// SPEC 2.1 route table. Admin and test-booking routes sit outside the salesperson gate, so they stay
// reachable without a salesperson session (RULES "Routes for visitors who are not signed in"); so does
// the reset-password page the forgot-password email links to (RULES "Accounts and security"), the customer's manage
// page and the showroom screen (RULES, pages reachable without a salesperson session).
import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { TV_PAGE_PREFIX } from '@tint/libs/tv';
import { PageLoader } from '@/components/page-loader';
import { RESET_PASSWORD_PATH } from '@/features/auth/api';
import { ADMIN_AUDIT_PATH, ADMIN_CHALLENGES_PATH, ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_SYSTEM_PATH } from '@/lib/admin-paths';
import { AdminAuditRoute } from './routes/admin-audit';
import { AdminChallengesRoute } from './routes/admin-challenges';
import { AdminDashboardRoute } from './routes/admin-dashboard';
import { AdminLoginRoute } from './routes/admin-login';
import { AdminSystemRoute } from './routes/admin-system';
import { CustomerAppointmentRoute } from './routes/customer-appointment';
import { MainExperienceRoute, SalespersonGate } from './routes/main-experience';
import { NotFoundRoute } from './routes/not-found';
import { ResetPasswordRoute } from './routes/reset-password';
import { TestBookingRoute } from './routes/test-booking';
import { TvBoardRoute } from './routes/tv-board';

/** A route whose code may still be arriving: the page spinner until it has. */
const loading = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

export const appRoutes: RouteObject[] = [
  { path: ADMIN_LOGIN_PATH, element: loading(<AdminLoginRoute />) },
  { path: ADMIN_DASHBOARD_PATH, element: loading(<AdminDashboardRoute />) },
  { path: ADMIN_SYSTEM_PATH, element: loading(<AdminSystemRoute />) },
  { path: ADMIN_AUDIT_PATH, element: loading(<AdminAuditRoute />) },
  { path: ADMIN_CHALLENGES_PATH, element: loading(<AdminChallengesRoute />) },
  { path: '/test-booking', element: loading(<TestBookingRoute />) },
  { path: RESET_PASSWORD_PATH, element: loading(<ResetPasswordRoute />) },
  { path: '/appointment/:token', element: loading(<CustomerAppointmentRoute />) },
  { path: `${TV_PAGE_PREFIX}/:token`, element: loading(<TvBoardRoute />) },
  {
    element: loading(<SalespersonGate />),
    children: [
      { path: '/', element: <MainExperienceRoute /> },
      { path: '/test-flow', element: <MainExperienceRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
