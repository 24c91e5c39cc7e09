// The admin session lives in browser storage (SPEC 3 "Admin login response", SPEC 6): a bearer token
// and the admin's name and email, under the keys the spec's clients already use.

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin';

export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';
export const ADMIN_USER_STORAGE_KEY = 'adminUser';

export type AdminUser = {
  firstName: string;
  lastName: string;
  email: string;
};

export type AdminSession = {
  token: string;
  user: AdminUser;
};

function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.firstName === 'string' &&
    typeof candidate.lastName === 'string' &&
    typeof candidate.email === 'string'
  );
}

/** Returns null when the token or the user is missing or the stored user cannot be read. */
export function readAdminSession(storage: Storage = window.localStorage): AdminSession | null {
  const token = storage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  const rawUser = storage.getItem(ADMIN_USER_STORAGE_KEY);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isAdminUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

export function storeAdminSession(session: AdminSession, storage: Storage = window.localStorage): void {
  storage.setItem(ADMIN_TOKEN_STORAGE_KEY, session.token);
  storage.setItem(ADMIN_USER_STORAGE_KEY, JSON.stringify(session.user));
}

export function clearAdminSession(storage: Storage = window.localStorage): void {
  storage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  storage.removeItem(ADMIN_USER_STORAGE_KEY);
}
