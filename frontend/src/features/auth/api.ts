// Who is signed in. SPEC 4: signed in when GET /api/auth/user returns data; a 401 there simply means
// signed out (not an error), and the call is never retried.
import { fullName } from '@tint/libs/names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** SPEC 3 does not show the response shape; the header uses first and last name. */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company?: string | null;
};

export const authKeys = {
  currentUser: () => ['/api/auth/user'] as const,
};

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
  };
}

export function currentUserDisplayName(user: CurrentUser): string {
  return fullName(user.firstName ?? '', user.lastName ?? '') || user.email;
}

/** Browser navigations, not fetches: the server answers with redirects. */
export const OUTSIDE_PROVIDER_LOGIN_URL = '/api/login';
export const SALESPERSON_LOGOUT_URL = '/api/logout';
