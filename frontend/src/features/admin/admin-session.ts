// The admin session lives in browser storage (SPEC 3 "Admin login response", SPEC 6): a bearer token
// and the admin's name and email, under the keys the spec's clients already use.
import { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from '@/lib/storage';

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
export function readAdminSession(): AdminSession | null {
  const token = readStored(ADMIN_TOKEN_STORAGE_KEY);
  if (!token) return null;
  const user = readStoredJson(ADMIN_USER_STORAGE_KEY);
  return isAdminUser(user) ? { token, user } : null;
}

export function storeAdminSession(session: AdminSession): void {
  writeStored(ADMIN_TOKEN_STORAGE_KEY, session.token);
  writeStoredJson(ADMIN_USER_STORAGE_KEY, session.user);
}

export function clearAdminSession(): void {
  removeStored(ADMIN_TOKEN_STORAGE_KEY);
  removeStored(ADMIN_USER_STORAGE_KEY);
}
