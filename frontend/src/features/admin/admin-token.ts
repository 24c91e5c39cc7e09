// The signed-in admin's bearer token, for every admin read and write under the dashboard. The
// dashboard provides it once it has checked the token with GET /api/admin/me.
import { createContext, useContext } from 'react';

export const AdminTokenContext = createContext<string | null>(null);

export function useAdminToken(): string {
  const token = useContext(AdminTokenContext);
  if (!token) throw new Error('useAdminToken is used outside the admin dashboard');
  return token;
}
