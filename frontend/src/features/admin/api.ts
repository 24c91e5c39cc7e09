// Admin calls (SPEC 6, 7): the admin token from browser storage goes out as a bearer token. Every admin
// write refreshes the admin reads it can change, by key prefix.
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminSalesperson,
  AdminUser,
  Appointment,
  AppointmentHistoryEntry,
  AppointmentMetrics,
  Closure,
  CreateClosureRequest,
  CreateReservationRequest,
  ErasureReceipt,
  FulfillPayoutRequest,
  PendingPayoutItem,
  Reservation,
  ResetAppointmentsResponse,
  ReviewAppointmentRequest,
  UpdateAppointmentRequest,
} from '@tint/libs/api-types';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_APPOINTMENTS_PAGE, ADMIN_ERASURES_PATH, type ErasureSubjectType, TOTAL_COUNT_HEADER } from '@tint/libs/constants';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useAdminToken } from './admin-token';

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

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

/**
 * After an admin write: every admin read except the admin's own account is read again (appointments,
 * users, pending payouts, reservations, metrics, histories, analytics). Not awaited by callers, so a
 * toast never waits for the refreshed data.
 */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  const [mePath] = adminKeys.me();
  return queryClient.invalidateQueries({
    predicate: (query) => isAdminQueryKey(query.queryKey) && query.queryKey[0] !== mePath,
  });
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

/** How long a logout waits for the server before the browser forgets the session anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /api/logout with the admin's bearer token, no body (SPEC 7): the server revokes the token
 * (RULES). A failure is only logged (SPEC 8), so this never rejects; an answer that does not come within
 * LOGOUT_TIMEOUT_MS is a failure too, so neither logout ever hangs on an unreachable server.
 */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout', { headers: bearer(token), signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch (error) {
    console.error('Admin logout failed', error);
  }
}

export function useAdminServerLogoutMutation() {
  return useMutation({ mutationFn: logoutOnServer });
}

function adminQueryOptions<T>(queryKey: QueryKey, token: string) {
  return queryOptions<T>({ queryKey, queryFn: getQueryFn<T>({ headers: bearer(token) }) });
}

export function useReservations() {
  return useQuery(adminQueryOptions<Reservation[]>(adminKeys.reservations(), useAdminToken()));
}

export function usePendingPayouts() {
  return useQuery(adminQueryOptions<PendingPayoutItem[]>(adminKeys.pendingPayouts(), useAdminToken()));
}

export function useAppointmentMetrics() {
  return useQuery(adminQueryOptions<AppointmentMetrics>(adminKeys.appointmentMetrics(), useAdminToken()));
}

export function useAdminUsers() {
  return useQuery(adminQueryOptions<AdminSalesperson[]>(adminKeys.users(), useAdminToken()));
}

/** A page of a salesperson's appointments, newest first, and how many they have in all. */
export type UserAppointmentsPage = { appointments: Appointment[]; total: number };

/**
 * GET /api/admin/users/{id}/appointments a page of ADMIN_APPOINTMENTS_PAGE at a time (a long-serving salesperson
 * has thousands): each next page starts after the last appointment shown.
 */
export function useUserAppointments(userId: string) {
  const token = useAdminToken();
  return useInfiniteQuery({
    queryKey: adminKeys.userAppointments(userId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<UserAppointmentsPage> => {
      const query = new URLSearchParams({ limit: String(ADMIN_APPOINTMENTS_PAGE), ...(pageParam ? { before: pageParam } : {}) });
      const response = await apiRequest('GET', `/api/admin/users/${encodeURIComponent(userId)}/appointments?${query.toString()}`, { headers: bearer(token), signal });
      return { appointments: (await response.json()) as Appointment[], total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0) };
    },
    getNextPageParam: (last) => (last.appointments.length === ADMIN_APPOINTMENTS_PAGE ? (last.appointments.at(-1)?.id ?? null) : null),
  });
}

/** Read when the timeline opens (the component mounts then). */
export function useAppointmentHistory(appointmentId: string) {
  return useQuery(adminQueryOptions<AppointmentHistoryEntry[]>(adminKeys.appointmentHistory(appointmentId), useAdminToken()));
}

/** POST /api/admin/reservations → 201 Reservation. */
export function useCreateReservationMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateReservationRequest): Promise<Reservation> => {
      const response = await apiRequest('POST', '/api/admin/reservations', { body: request, headers: bearer(token) });
      return (await response.json()) as Reservation;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reservations() }),
  });
}

/** DELETE /api/admin/reservations/{id} → 204. */
export function useCancelReservationMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reservationId: string): Promise<void> => {
      await apiRequest('DELETE', `/api/admin/reservations/${encodeURIComponent(reservationId)}`, { headers: bearer(token) });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reservations() }),
  });
}

/** GET /api/admin/closures: the days the shop is closed, each with what is booked on it. */
export function useClosures() {
  return useQuery(adminQueryOptions<Closure[]>(adminKeys.closures(), useAdminToken()));
}

/**
 * POST /api/admin/closures → 201 Closure, with the appointments already booked on the closed dates. Every admin read
 * is refreshed: the reservation form's calendar greys the dates out, and the lists may show what changed.
 */
export function useCreateClosureMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateClosureRequest): Promise<Closure> => {
      const response = await apiRequest('POST', '/api/admin/closures', { body: request, headers: bearer(token) });
      return (await response.json()) as Closure;
    },
    onSuccess: () => void refreshAdminData(queryClient),
  });
}

/** DELETE /api/admin/closures/{id} → 204: the dates can be booked again. */
export function useRemoveClosureMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (closureId: string): Promise<void> => {
      await apiRequest('DELETE', `/api/admin/closures/${encodeURIComponent(closureId)}`, { headers: bearer(token) });
    },
    onSuccess: () => void refreshAdminData(queryClient),
  });
}

export type FulfillPayoutVariables = {
  appointmentId: string;
  request: FulfillPayoutRequest;
  /** One per opening of the dialog: a repeated click or a retry pays once. */
  idempotencyKey: string;
};

/** POST /api/admin/fulfill-payout/{id} {payoutMethod, notes} with an Idempotency-Key. */
export function useFulfillPayoutMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appointmentId, request, idempotencyKey }: FulfillPayoutVariables): Promise<void> => {
      await apiRequest('POST', `/api/admin/fulfill-payout/${encodeURIComponent(appointmentId)}`, {
        body: request,
        headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey },
      });
    },
    onSuccess: () => void refreshAdminData(queryClient),
  });
}

export type UpdateAppointmentVariables = {
  appointmentId: string;
  /** Exactly one field per tick. */
  change: UpdateAppointmentRequest;
  /** The salesperson whose appointment list shows the answer at once. */
  userId: string;
};

/** PATCH /api/admin/appointments/{id} → 200 Appointment. */
export function useUpdateAppointmentMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appointmentId, change }: UpdateAppointmentVariables): Promise<Appointment> => {
      const response = await apiRequest('PATCH', `/api/admin/appointments/${encodeURIComponent(appointmentId)}`, {
        body: change,
        headers: bearer(token),
      });
      return (await response.json()) as Appointment;
    },
    onSuccess: (updated, { userId }) => {
      queryClient.setQueryData<InfiniteData<UserAppointmentsPage>>(adminKeys.userAppointments(userId), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, appointments: page.appointments.map((appointment) => (appointment.id === updated.id ? updated : appointment)) })),
        },
      );
      void refreshAdminData(queryClient);
    },
  });
}

type ReviewVariables = { appointmentId: string; review: ReviewAppointmentRequest; userId?: string };

/** POST /api/admin/appointments/{id}/review (issue 19): clear or reject a commission held for review. */
export function useReviewAppointmentMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appointmentId, review }: ReviewVariables): Promise<Appointment> => {
      const response = await apiRequest('POST', `/api/admin/appointments/${encodeURIComponent(appointmentId)}/review`, { body: review, headers: bearer(token) });
      return (await response.json()) as Appointment;
    },
    onSuccess: (updated, { userId }) => {
      if (userId) {
        queryClient.setQueryData<InfiniteData<UserAppointmentsPage>>(adminKeys.userAppointments(userId), (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, appointments: page.appointments.map((appointment) => (appointment.id === updated.id ? updated : appointment)) })),
          },
        );
      }
      void refreshAdminData(queryClient);
    },
  });
}

/** DELETE /api/admin/reset-appointments → {message, resetAt}; the page reloads afterwards. */
export function useResetAppointmentsMutation() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: async (): Promise<ResetAppointmentsResponse> => {
      const response = await apiRequest('DELETE', '/api/admin/reset-appointments', { headers: bearer(token) });
      return (await response.json()) as ResetAppointmentsResponse;
    },
  });
}

export type EraseSubjectVariables = { subjectType: ErasureSubjectType; subjectId: string };

/** POST /api/admin/erasures {subjectType, subjectId} → 201 ErasureReceipt (issue 17); every list then shows the placeholders. */
export function useEraseSubjectMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subject: EraseSubjectVariables): Promise<ErasureReceipt> => {
      const response = await apiRequest('POST', ADMIN_ERASURES_PATH, { body: subject, headers: bearer(token) });
      return (await response.json()) as ErasureReceipt;
    },
    onSuccess: () => void refreshAdminData(queryClient),
  });
}
