// The admin screens' addresses (SPEC 2.1): the router's routes, the admin's redirects, and the toasts' placement
// (lib/notifications.ts) all name them from here.
export const ADMIN_DASHBOARD_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Whether a path is one of the admin's screens. */
export const isAdminPath = (pathname: string): boolean => pathname === ADMIN_DASHBOARD_PATH || pathname.startsWith(`${ADMIN_DASHBOARD_PATH}/`);
