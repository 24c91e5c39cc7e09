// Live screens (issue 20): the server tells a signed-in browser which of its cached reads changed, and the browser
// reads them again. A message names TanStack Query keys (each an API path: the first element of every key in
// frontend/src/lib/query-keys.ts), never the data itself and never anybody else's details.

/** GET: the caller's Server-Sent-Events stream (a salesperson's cookie, an admin's `?ticket=` or a showroom screen's `?tv=`). */
export const LIVE_STREAM_PATH = '/api/events/stream';
/** POST (an admin's bearer token): a single-use ticket for the stream, since `EventSource` sends no headers. */
export const LIVE_TICKET_PATH = '/api/admin/events/ticket';
/** How long an admin's ticket may wait before the stream is opened with it. */
export const LIVE_TICKET_TTL_MS = 60_000;
/** The query parameter that carries the ticket, and the one that stands in for `Last-Event-ID` on a reopened stream. */
export const LIVE_TICKET_PARAM = 'ticket';
export const LIVE_LAST_EVENT_PARAM = 'lastEventId';
/** The query parameter that opens a showroom screen's stream (libs/tv.ts): `?tv=<token>`, the everybody's-leaderboard audience. */
export const LIVE_TV_PARAM = 'tv';

/** The event name of a message: read these keys again. */
export const LIVE_INVALIDATE_EVENT = 'invalidate';
/**
 * The event a stream opens with: its id is the position to come back to (a browser's EventSource keeps it by itself;
 * a stream reopened by hand passes it as `?lastEventId=`), its data `{}`.
 */
export const LIVE_READY_EVENT = 'ready';
/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** How long the browser waits before it reconnects a dropped stream (the `retry:` field). */
export const LIVE_RETRY_MS = 2_000;

/**
 * The data of an `invalidate` message. `keys`: the key prefixes to read again. `all`: everything (sent to a stream
 * reopened after a gap the server no longer remembers, so nothing missed stays stale).
 */
export type LiveMessage = { keys: string[]; all?: boolean };

/** The reads a live message may name (API paths; a key prefix matches every key that starts with it). */
export const LIVE_KEYS = {
  appointments: '/api/appointments',
  metrics: '/api/metrics',
  availableTimes: '/api/available-times',
  closures: '/api/closures',
  leaderboard: '/api/leaderboard',
  dealershipStandings: '/api/leaderboard/dealerships',
  rewards: '/api/rewards',
  badges: '/api/badges',
  payoutDetails: '/api/payout-details',
  challenges: '/api/challenges',
  adminChallenges: '/api/admin/challenges',
  adminUsers: '/api/admin/users',
  adminAppointments: '/api/admin/appointments',
  adminAppointmentMetrics: '/api/admin/appointment-metrics',
  adminPendingPayouts: '/api/admin/pending-payouts',
  adminPayoutRuns: '/api/admin/payout-runs',
  adminEarnings: '/api/admin/earnings',
  adminReservations: '/api/admin/reservations',
  adminClosures: '/api/admin/closures',
  adminTvScreens: '/api/admin/tv-tokens',
  adminAnalytics: '/api/admin/analytics',
} as const;

export type LiveKey = (typeof LIVE_KEYS)[keyof typeof LIVE_KEYS];

/** 401 for a stream opened with a ticket that is unknown, used already or older than LIVE_TICKET_TTL_MS. */
export const LIVE_TICKET_INVALID = 'This live-updates ticket is not valid or has expired. Ask for a new one.';
/** 400 for a ticket or an event id longer than any the server hands out. */
export const LIVE_QUERY_INVALID = 'The live stream takes a ticket, a screen token and a last event id of at most 200 characters each.';
/** The longest ticket, screen token or `Last-Event-ID` the stream reads. */
export const LIVE_PARAM_MAX = 200;

/** POST /api/admin/events/ticket's answer. */
export type LiveTicket = { ticket: string; expiresAt: string };
