// THE authorization matrix: every route that exists, every kind of caller, the status each gets.
// Later issues add their routes here. Public routes are sent an empty body, so "passed the access
// check" shows as the validation answer (400) rather than as a side effect.
import request from 'supertest';
import { ADMIN_SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { createTestApp, type TestApp } from './support/test-app.js';
import { CALLER_KINDS, type CallerKind, ensureDemoAccounts, makeCaller } from './support/callers.js';

/** `body`: what the answer must say to each kind of caller, where the status alone does not show it. */
type Row = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; expect: Record<CallerKind, number>; body?: (kind: CallerKind, body: unknown) => void };

const everyone = (status: number): Record<CallerKind, number> =>
  Object.fromEntries(CALLER_KINDS.map((kind) => [kind, status])) as Record<CallerKind, number>;
const only = (kind: 'salesperson' | 'admin', ok: number): Record<CallerKind, number> => ({ ...everyone(401), [kind]: ok });

function healthFor(kind: CallerKind, body: unknown): void {
  const summary = { status: 'ok', database: { status: 'up' }, queue: { status: 'up', backend: 'redis' } };
  if (kind === 'admin') expect(body).toEqual({ ...summary, projections: expect.arrayContaining([expect.objectContaining({ name: expect.any(String), lag: expect.any(Number) })]) });
  else expect(body).toEqual(summary);
}

/** A manage-link token of the right shape that opens no appointment. */
const NO_TOKEN = 'A'.repeat(43);

const MATRIX: Row[] = [
  // Everyone learns each component's up or down; only a live admin bearer adds the projections' lag.
  { method: 'get', path: '/api/health', expect: everyone(200), body: healthFor },
  { method: 'get', path: '/api/health/live', expect: everyone(200) },
  { method: 'get', path: '/api/health/ready', expect: everyone(200) },
  { method: 'get', path: '/api/client-config', expect: everyone(200) },
  // Prometheus's scrape: outside production open to callers on this machine, as these are (metrics.int.spec.ts has the rest).
  { method: 'get', path: '/metrics', expect: everyone(200) },
  { method: 'post', path: '/api/signup', expect: everyone(400) },
  { method: 'post', path: '/api/login', expect: everyone(400) },
  // Signed out is an answer (200 null), not an error: the browser logs no failed request for a visitor.
  { method: 'get', path: '/api/auth/user', expect: everyone(200) },
  { method: 'get', path: '/api/login', expect: everyone(302) },
  { method: 'get', path: '/api/callback', expect: everyone(302) },
  { method: 'get', path: '/api/logout', expect: everyone(302) },
  { method: 'post', path: '/api/logout', expect: everyone(204) },
  { method: 'post', path: '/api/forgot-password', expect: everyone(400) },
  { method: 'post', path: '/api/reset-password', expect: everyone(400) },
  { method: 'post', path: '/api/admin/login', expect: everyone(400) },
  { method: 'get', path: '/api/admin/me', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/no-such-route', expect: everyone(404) },
  { method: 'get', path: '/api/appointments', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/appointments', expect: only('salesperson', 400) },
  { method: 'get', path: '/api/metrics', expect: only('salesperson', 200) },
  { method: 'get', path: '/api/available-times/2026-11-23', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/test-appointments', expect: everyone(400) },
  { method: 'get', path: '/api/test-appointments/first-open-slot', expect: everyone(200) },
  { method: 'get', path: '/api/admin/reservations', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/reservations', expect: only('admin', 400) },
  { method: 'delete', path: '/api/admin/reservations/00000000-0000-4000-8000-000000000000', expect: only('admin', 404) },
  // Closures (issue 18): the admin closes and reopens dates; signed-in salespeople read the closed dates only.
  { method: 'get', path: '/api/admin/closures', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/closures', expect: only('admin', 400) },
  { method: 'delete', path: '/api/admin/closures/00000000-0000-4000-8000-000000000000', expect: only('admin', 404) },
  { method: 'get', path: '/api/closures?from=2026-11-23&to=2026-12-31', expect: only('salesperson', 200) },
  // Challenges (issue 20, part 2): the admin makes and changes them; a signed-in salesperson reads their own progress and earned rewards.
  { method: 'get', path: '/api/admin/challenges', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/challenges', expect: only('admin', 400) },
  { method: 'patch', path: '/api/admin/challenges/00000000-0000-4000-8000-000000000000', expect: only('admin', 400) },
  { method: 'delete', path: '/api/admin/challenges/00000000-0000-4000-8000-000000000000', expect: only('admin', 404) },
  { method: 'get', path: '/api/challenges', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/challenges/check', expect: only('salesperson', 200) },
  // The customer's manage page (issue 18): no sign-in, the link's token is the key; a token that opens nothing is 404 for all.
  { method: 'get', path: `/api/customer-appointments/${NO_TOKEN}`, expect: everyone(404) },
  { method: 'get', path: `/api/customer-appointments/${NO_TOKEN}/available-times/2026-11-23`, expect: everyone(404) },
  { method: 'get', path: `/api/customer-appointments/${NO_TOKEN}/closed-dates?from=2026-11-23&to=2026-12-31`, expect: everyone(404) },
  { method: 'post', path: `/api/customer-appointments/${NO_TOKEN}/reschedule`, expect: everyone(400) },
  { method: 'post', path: `/api/customer-appointments/${NO_TOKEN}/cancel`, expect: everyone(404) },
  { method: 'get', path: '/api/admin/pending-payouts', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/fulfill-payout/00000000-0000-4000-8000-000000000000', expect: only('admin', 400) },
  { method: 'patch', path: '/api/admin/appointments/00000000-0000-4000-8000-000000000000', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/appointments/00000000-0000-4000-8000-000000000000/history', expect: only('admin', 404) },
  // Fraud review (issue 19): an empty body is refused before the appointment is looked for.
  { method: 'post', path: '/api/admin/appointments/00000000-0000-4000-8000-000000000000/review', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/users', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/users/00000000-0000-4000-8000-000000000000/appointments', expect: only('admin', 404) },
  { method: 'get', path: '/api/admin/appointment-metrics', expect: only('admin', 200) },
  { method: 'get', path: '/api/leaderboard', expect: only('salesperson', 200) },
  // Issue 20: the leaderboard by dealership, for salespeople only (an admin's token is nobody here).
  { method: 'get', path: '/api/leaderboard/dealerships', expect: only('salesperson', 200) },
  // Issue 20, showroom screens: the admin makes, lists and revokes them; a screen's board opens with its token alone
  // (a token that opens nothing is 404 for all).
  { method: 'get', path: '/api/admin/tv-tokens', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/tv-tokens', expect: only('admin', 400) },
  { method: 'delete', path: '/api/admin/tv-tokens/00000000-0000-4000-8000-000000000000', expect: only('admin', 404) },
  { method: 'get', path: `/api/tv/${NO_TOKEN}`, expect: everyone(404) },
  { method: 'get', path: `/api/events/stream?tv=${NO_TOKEN}`, expect: everyone(404) },
  { method: 'get', path: '/api/rewards', expect: only('salesperson', 200) },
  { method: 'get', path: '/api/tiers', expect: only('salesperson', 200) },
  { method: 'get', path: '/api/payout-details?period=MTD', expect: only('salesperson', 200) },
  { method: 'get', path: '/api/payout-details/YTD', expect: only('salesperson', 200) },
  // Payout settings and year-end earnings (issue 20): the caller's own profile (no id in the URL); the earnings are the admin's.
  { method: 'get', path: '/api/payout-profile', expect: only('salesperson', 200) },
  { method: 'put', path: '/api/payout-profile', expect: only('salesperson', 400) },
  { method: 'get', path: '/api/admin/earnings?year=2025', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/earnings?year=1999', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/earnings.csv?year=2025', expect: only('admin', 200) },
  // Payout runs and CSV exports (issue 19): all the admin's.
  { method: 'post', path: '/api/admin/payout-runs', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/payout-runs', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/payout-runs/00000000-0000-4000-8000-000000000000/csv', expect: only('admin', 404) },
  { method: 'get', path: '/api/admin/exports/payouts.csv?from=2026-01-01&to=2026-12-31', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/exports/payouts.csv', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/exports/appointments.csv?from=2026-01-01&to=2026-12-31', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/exports/appointments.csv?from=2026-12-31&to=2026-01-01', expect: only('admin', 400) },
  { method: 'get', path: '/api/me/export', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/admin/erasures', expect: only('admin', 400) },
  { method: 'get', path: '/api/payout-details?period=QTD', expect: only('salesperson', 400) },
  { method: 'get', path: '/api/badges', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/badges/check', expect: only('salesperson', 200) },
  { method: 'post', path: '/api/analytics/track', expect: everyone(400) },
  { method: 'get', path: '/api/admin/analytics', expect: only('admin', 200) },
  // The spec's client sends no token for the reset; RULES: it requires one like every admin route.
  { method: 'delete', path: '/api/admin/reset-appointments', expect: only('admin', 200) },
  // The operators' surfaces (issue 16).
  { method: 'get', path: '/api/admin/system', expect: only('admin', 200) },
  { method: 'post', path: '/api/admin/system/projections/no-such-projection/rebuild', expect: only('admin', 404) },
  { method: 'post', path: '/api/admin/queues/session', expect: only('admin', 204) },
  // The audit log (issue 19): a page of admin actions and its CSV; a malformed window is a 400 only once past the access check.
  { method: 'get', path: '/api/admin/audit?from=2026-11-21&to=2026-11-27', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/audit?from=2026-11-27&to=2026-11-21', expect: only('admin', 400) },
  { method: 'get', path: '/api/admin/audit.csv?from=2026-11-21&to=2026-11-27', expect: only('admin', 200) },
  { method: 'get', path: '/api/admin/audit.csv?from=2026-11-21&to=2026-11-27&type=nope', expect: only('admin', 400) },
];

describe('authorization matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  const cases = MATRIX.flatMap((row) => CALLER_KINDS.map((kind) => [row.method.toUpperCase(), row.path, kind, row.expect[kind], row] as const));

  it.each(cases)('%s %s as %s → %i', async (_method, path, kind, status, row) => {
    const caller = await makeCaller(t, kind);
    const res = await request(t.app.getHttpServer())[row.method](path).set(caller.headers).send({});
    expect(res.status).toBe(status);
    if (status >= 400) expect(res.body).toEqual({ statusCode: status, message: expect.any(String) });
    row.body?.(kind, res.body);
  });

  it("revokes the admin's bearer on POST /api/logout: the same token then gets 401 on /api/admin/me", async () => {
    const admin = await makeCaller(t, 'admin');
    await request(t.app.getHttpServer()).get('/api/admin/me').set(admin.headers).expect(200);
    await request(t.app.getHttpServer()).post('/api/logout').set(admin.headers).expect(204);
    const after = await request(t.app.getHttpServer()).get('/api/admin/me').set(admin.headers).expect(401);
    expect(after.body).toEqual({ statusCode: 401, message: ADMIN_SIGN_IN_REQUIRED });
    // Nor does it open the health details any more.
    expect((await request(t.app.getHttpServer()).get('/api/health').set(admin.headers).expect(200)).body).not.toHaveProperty('projections');
  });

  it('never lets a salesperson cookie act as an admin, nor an admin token as a salesperson', async () => {
    const salesperson = await makeCaller(t, 'salesperson');
    const admin = await makeCaller(t, 'admin');
    const both = { ...salesperson.headers, authorization: 'Bearer not-a-token' };
    await request(t.app.getHttpServer()).get('/api/admin/me').set(both).expect(401);
    await request(t.app.getHttpServer()).get('/api/appointments').set(admin.headers).expect(401);
    // An admin token is nobody's salesperson session: the current user is nobody.
    expect((await request(t.app.getHttpServer()).get('/api/auth/user').set(admin.headers).expect(200)).body).toBeNull();
  });
});
