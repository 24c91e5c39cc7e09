// Every query key of the app, in one place: a write in one feature refreshes another feature's reads
// (a booking refreshes the dashboard, a new badge the leaderboard) by key, without importing it.
// A key starts with its API path, so the default query function reads it (see urlFromQueryKey), and
// invalidating a key also invalidates every longer key that starts with it.
import type { PayoutPeriod } from '@tint/libs/api-types';
import { DASHBOARD_APPOINTMENTS_LIMIT } from '@tint/libs/constants';

export const clientConfigKeys = {
  config: () => ['/api/client-config'] as const,
};

export const authKeys = {
  currentUser: () => ['/api/auth/user'] as const,
};

export const dashboardKeys = {
  metrics: () => ['/api/metrics'] as const,
  /** The caller's own appointments, newest first (every list of them: invalidating this refreshes all). */
  appointments: () => ['/api/appointments'] as const,
  /** The newest few: what Recent Activity and the bell show (GET /api/appointments?limit=N). */
  recentAppointments: () => [...dashboardKeys.appointments(), { limit: DASHBOARD_APPOINTMENTS_LIMIT }] as const,
};

export const bookingKeys = {
  availableTimesAll: () => ['/api/available-times'] as const,
  availableTimes: (date: string) => [...bookingKeys.availableTimesAll(), date] as const,
};

/** GET /api/closures?from=&to=: the closed dates a salesperson's date picker greys out (issue 18). */
export const closureKeys = {
  all: () => ['/api/closures'] as const,
  closedDates: (from: string, to: string) => [...closureKeys.all(), { from, to }] as const,
};

export const leaderboardKeys = {
  all: () => ['/api/leaderboard'] as const,
  /** GET /api/leaderboard/dealerships: this month's standings by dealership (issue 20). */
  dealerships: () => ['/api/leaderboard/dealerships'] as const,
};

export const rewardsKeys = {
  rewards: () => ['/api/rewards'] as const,
  tiers: () => ['/api/tiers'] as const,
};

/** GET /api/challenges: the caller's active challenges with progress, and the challenge rewards they earned (issue 20). */
export const challengeKeys = {
  mine: () => ['/api/challenges'] as const,
};

export const badgeKeys = {
  list: () => ['/api/badges'] as const,
};

export const payoutKeys = {
  all: () => ['/api/payout-details'] as const,
  /** The period is part of the key, so each toggle position keeps its own cached answer. */
  details: (period: PayoutPeriod) => [...payoutKeys.all(), { period }] as const,
  /** GET /api/payout-profile: the salesperson's own Payout Settings (issue 20). */
  profile: () => ['/api/payout-profile'] as const,
};

/** GET /api/tv/<token>: a showroom screen's board (issue 20, part 4; no sign-in, the token is the key). */
export const tvKeys = {
  board: (token: string) => ['/api/tv', token] as const,
};

/** Every admin key starts with an /api/admin path; the token itself is never part of a key. */
export const adminKeys = {
  me: () => ['/api/admin/me'] as const,
  reservations: () => ['/api/admin/reservations'] as const,
  /** GET /api/admin/closures: the days the shop is closed (issue 18). */
  closures: () => ['/api/admin/closures'] as const,
  /** GET /api/admin/challenges: every challenge that stands (issue 20). */
  challenges: () => ['/api/admin/challenges'] as const,
  pendingPayouts: () => ['/api/admin/pending-payouts'] as const,
  /** GET /api/admin/payout-runs: the payout runs, newest first (issue 19). */
  payoutRuns: () => ['/api/admin/payout-runs'] as const,
  appointmentMetrics: () => ['/api/admin/appointment-metrics'] as const,
  users: () => ['/api/admin/users'] as const,
  /** GET /api/admin/users/{id}/appointments */
  userAppointments: (userId: string) => ['/api/admin/users', userId, 'appointments'] as const,
  /** GET /api/admin/appointments/{id}/history */
  appointmentHistory: (appointmentId: string) => ['/api/admin/appointments', appointmentId, 'history'] as const,
  analytics: () => ['/api/admin/analytics'] as const,
  /** GET /api/admin/earnings?year=: the Users tab's year-end earnings (issue 20). */
  earnings: (year: number) => ['/api/admin/earnings', { year }] as const,
  /** GET /api/admin/system: the System page (issue 16). */
  system: () => ['/api/admin/system'] as const,
  /** GET /api/admin/audit: the audit log's pages for a window and an action kind (issue 19). */
  audit: (filters: { from: string; to: string; type: string | null }) => ['/api/admin/audit', filters] as const,
  /** GET /api/admin/tv-tokens: the showroom screens (issue 20, part 4). */
  tvScreens: () => ['/api/admin/tv-tokens'] as const,
};
