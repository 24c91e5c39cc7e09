// The admin screens' addresses (SPEC 2.1, RULES): the router's routes, the admin's redirects, and the toasts' placement
// (lib/notifications.ts) all name them from here.
import { ADMIN_DASHBOARD_PATH } from '@tint/libs/constants';

export { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_SYSTEM_PATH, QUEUE_DASHBOARD_PATH } from '@tint/libs/constants';

/** The admin audit log (issue 19, RULES: reachable without a salesperson session, for an admin). */
export const ADMIN_AUDIT_PATH = `${ADMIN_DASHBOARD_PATH}/audit`;

/** The admin's challenges (issue 20): made, edited, ended and deleted there; reached from the admin header. */
export const ADMIN_CHALLENGES_PATH = `${ADMIN_DASHBOARD_PATH}/challenges`;

/** Whether a path is one of the admin's screens. */
export const isAdminPath = (pathname: string): boolean => pathname === ADMIN_DASHBOARD_PATH || pathname.startsWith(`${ADMIN_DASHBOARD_PATH}/`);
