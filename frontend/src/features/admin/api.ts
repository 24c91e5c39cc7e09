// Admin calls (SPEC 6, 7): the admin token from browser storage goes out as a bearer token.
import type { AdminLoginRequest, AdminLoginResponse, AdminUser } from '@tint/libs/api-types';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** Every admin query key starts with an /api/admin path; the token itself is never part of a key. */
export const adminKeys = {
  me: () => ['/api/admin/me'] as const,
};

function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && path.startsWith('/api/admin');
}

/**
 * Cached admin data belongs to the token it was read with: drop it whenever the stored session
 * changes (sign-in, either logout, a rejected token).
 */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
}

export function adminMeQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.me(),
    queryFn: getQueryFn<AdminUser>({ headers: bearer(token) }),
  });
}

/** GET /api/admin/me: the signed-in admin, read with the stored token. */
export function useAdminMe(token: string | null) {
  return useQuery({ ...adminMeQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** POST /api/admin/login {email, password} → {token, user}. */
export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: async (payload: AdminLoginRequest): Promise<AdminLoginResponse> => {
      const response = await apiRequest('POST', '/api/admin/login', { body: payload });
      return (await response.json()) as AdminLoginResponse;
    },
  });
}

/**
 * POST /api/logout with the admin's bearer token, no body (SPEC 7): the server revokes the token
 * (RULES). A failure is only logged (SPEC 8), so this never rejects.
 */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout', { headers: bearer(token) });
  } catch (error) {
    console.error('Admin logout failed', error);
  }
}

export function useAdminServerLogoutMutation() {
  return useMutation({ mutationFn: logoutOnServer });
}
