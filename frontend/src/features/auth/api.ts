// Who is signed in, and the account calls of the signed-out screens. SPEC 4: signed in when
// GET /api/auth/user returns data; null there (or a 401 from an older server) simply means signed out
// (not an error), and the call is never retried. SPEC 7 / RULES "Accounts and security": login, signup, forgot and reset password.
import type {
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
} from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/** SPEC 3 does not show the response shape; the header uses first and last name. */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company?: string | null;
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

/** The server sends a visitor the outside identity provider turned away to `/?authError=<code>`. */
export const AUTH_ERROR_PARAM = 'authError';

/** The page a password-reset email links to (RULES, accounts and security). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** POST /api/login. The caller reloads the page on success (SPEC 4), so the answer is not read. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (payload: LoginRequest) => {
      await apiRequest('POST', '/api/login', { body: payload });
    },
  });
}

/** POST /api/signup with exactly the six fields of SPEC 3 (no confirmation, no disclaimers). */
export function useSignupMutation() {
  return useMutation({
    mutationFn: async (payload: SignupRequest) => {
      await apiRequest('POST', '/api/signup', { body: payload });
    },
  });
}

/** POST /api/forgot-password {email}; the answer is the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: async (payload: ForgotPasswordRequest) => {
      await apiRequest('POST', '/api/forgot-password', { body: payload });
    },
  });
}

/** POST /api/reset-password {token, password} → {message}. */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ResetPasswordRequest): Promise<MessageResponse> => {
      const response = await apiRequest('POST', '/api/reset-password', { body: payload });
      return (await response.json()) as MessageResponse;
    },
    // A reset may end the account's sessions on the server; read the signed-in state afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}
