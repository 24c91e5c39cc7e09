// The operators' surfaces (issue 16) on both queue backends: the System page's status and its rebuilds, and the
// queue dashboard behind its pass cookie.
import type { SystemProjection, SystemStatus } from '@tint/libs/api-types';
import { ADMIN_LOGIN_PATH } from '@tint/libs/constants';
import { ADMIN_SIGN_IN_REQUIRED, PROJECTION_NOT_FOUND, PROJECTION_NOT_REPLAYABLE, REBUILD_ALREADY_RUNNING } from '@tint/libs/validation-messages';
import request from 'supertest';
import { createTestApp, type QueueBackend, type TestApp } from './support/test-app.js';
import { type Caller, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { bookingBody, weekdayAhead } from './support/bookings.js';
import { waitFor } from './support/wait-for-projections.js';

const projectionOf = (status: SystemStatus, name: string): SystemProjection => {
  const found = status.projections.find((p) => p.name === name);
  if (!found) throw new Error(`no projection ${name} in ${status.projections.map((p) => p.name).join(', ')}`);
  return found;
};
const countOf = (status: SystemStatus, type: string) => status.eventsLast24h.find((e) => e.type === type)?.count ?? 0;
const cookieNamed = (setCookie: string[] | string | undefined, name: string) => [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));

describe.each<QueueBackend>(['redis', 'postgres'])('operations on the %s queue backend', (queue) => {
  let t: TestApp;
  let admin: Caller;
  let salesperson: Caller;
  const http = () => request(t.app.getHttpServer());
  const status = async (): Promise<SystemStatus> => (await http().get('/api/admin/system').set(admin.headers).expect(200)).body as SystemStatus;

  beforeAll(async () => {
    t = await createTestApp({ queue });
    await ensureDemoAccounts(t);
    admin = await makeCaller(t, 'admin');
    salesperson = await makeCaller(t, 'salesperson');
  });
  afterAll(() => t.close());

  it('the System page is the admins’ only', async () => {
    await http().get('/api/admin/system').expect(401);
    await http().get('/api/admin/system').set(salesperson.headers).expect(401);
    await http().post('/api/admin/system/projections/reservations/rebuild').set(salesperson.headers).expect(401);
    await http().post('/api/admin/queues/session').set(salesperson.headers).expect(401);
  });

  it('shows each projection’s mode, checkpoint, lag and rate, the queues and the last day’s events by type', async () => {
    const before = await status();
    expect(before.database.status).toBe('up');
    expect(before.queue).toMatchObject({ backend: queue, status: 'up' });
    expect(before.queue.queues.map((q) => q.name).sort()).toEqual(['maintenance', 'projections']);
    expect(projectionOf(before, 'appointments')).toMatchObject({ mode: 'inline', checkpoint: null, lag: 0, rebuildable: true });
    expect(projectionOf(before, 'awards')).toMatchObject({ mode: 'reactor', rebuildable: false });
    expect(projectionOf(before, 'gamification').mode).toBe('async');
    const booked = countOf(before, 'AppointmentBooked');

    await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ appointmentDate: weekdayAhead(2) })).expect(201);
    const after = await status();
    expect(countOf(after, 'AppointmentBooked')).toBe(booked + 1);
    // Applied with the append: an inline projection's rate counts the booking at once.
    expect(projectionOf(after, 'appointments').eventsPerSecond).toBeGreaterThan(0);
    // An async one moves its checkpoint past the booking once the workers have applied it.
    await waitFor(async () => {
      const gamification = projectionOf(await status(), 'gamification');
      return gamification.lag === 0 && (gamification.checkpoint?.position ?? 0) > (projectionOf(before, 'gamification').checkpoint?.position ?? 0);
    });
    // A refused command appends nothing, so it counts nothing.
    await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ customerPhone: '12' })).expect(400);
    expect(countOf(await status(), 'AppointmentBooked')).toBe(booked + 1);
  });

  it('rebuilds a projection as a job, its progress in the status, and refuses what cannot be rebuilt', async () => {
    await http().post('/api/admin/reservations').set(admin.headers).send({ reservationDate: weekdayAhead(4), reservationTime: '12:30 PM', customerName: 'Fleet' }).expect(201);
    const [{ count: reservationEvents }] = await t.dataSource.query<{ count: number }[]>(
      "SELECT count(*)::int AS count FROM events WHERE type = ANY($1::text[])",
      [t.registry.list().find((p) => p.name === 'reservations')!.handles],
    );
    expect((await http().post('/api/admin/system/projections/nothing/rebuild').set(admin.headers).expect(404)).body.message).toBe(PROJECTION_NOT_FOUND);
    expect((await http().post('/api/admin/system/projections/awards/rebuild').set(admin.headers).expect(409)).body.message).toBe(PROJECTION_NOT_REPLAYABLE);

    const queued = await http().post('/api/admin/system/projections/reservations/rebuild').set(admin.headers).expect(202);
    expect(queued.body).toMatchObject({ state: 'queued', total: reservationEvents, finishedAt: null, error: null });
    await waitFor(async () => projectionOf(await status(), 'reservations').rebuild?.state === 'done');
    expect(projectionOf(await status(), 'reservations').rebuild).toMatchObject({ id: queued.body.id, state: 'done', done: reservationEvents, total: reservationEvents });
    // The rebuilt table holds what it held.
    expect((await http().get('/api/admin/reservations').set(admin.headers).expect(200)).body.map((r: { customerName: string }) => r.customerName)).toContain('Fleet');
  });

  it('opens the queue dashboard with a pass cookie only, and the admin’s logout closes it', async () => {
    // Without a pass: the page goes to the admin sign-in, its API answers 401.
    const page = await http().get('/admin/queues').expect(302);
    expect(page.headers.location).toBe(ADMIN_LOGIN_PATH);
    expect((await http().get('/admin/queues/api/queues').expect(401)).body).toEqual({ statusCode: 401, message: ADMIN_SIGN_IN_REQUIRED });
    // A bearer token is not a pass.
    await http().get('/admin/queues/api/queues').set(admin.headers).expect(401);

    const token = await makeCaller(t, 'admin');
    const minted = await http().post('/api/admin/queues/session').set(token.headers).expect(204);
    const cookie = cookieNamed(minted.headers['set-cookie'], 'tint_queues');
    expect(cookie).toMatch(/; Path=\/admin\/queues/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=3600/);
    const pass = cookie!.split(';', 1)[0]!;
    // ...and a pass is not a bearer token.
    await http().get('/api/admin/me').set('authorization', `Bearer ${pass.split('=')[1]!}`).expect(401);

    const html = await http().get('/admin/queues').set('cookie', pass).expect(200);
    expect(html.text).toContain('__UI_CONFIG__');
    expect(html.headers['cache-control']).toBe('no-store');
    const listed = await http().get('/admin/queues/api/queues').set('cookie', pass).expect(200);
    const queues = (listed.body as { queues: { name: string; counts: Record<string, number> }[] }).queues;
    expect(queues.map((q) => q.name).sort()).toEqual(['maintenance', 'projections']);
    expect(queues.find((q) => q.name === 'maintenance')!.counts).toHaveProperty('completed');

    // Logout revokes the token the pass was made from, and tells the browser to forget the pass.
    const logout = await http().post('/api/logout').set(token.headers).expect(204);
    expect(cookieNamed(logout.headers['set-cookie'], 'tint_queues')).toMatch(/^tint_queues=;.*Path=\/admin\/queues/);
    await http().get('/admin/queues/api/queues').set('cookie', pass).expect(401);
    expect((await http().get('/admin/queues').set('cookie', pass).expect(302)).headers.location).toBe(ADMIN_LOGIN_PATH);
  });
});

describe('a rebuild asked for twice', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers here: the first rebuild stays queued.
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it('is refused while the first is queued', async () => {
    const admin = await makeCaller(t, 'admin');
    const http = () => request(t.app.getHttpServer());
    const first = await http().post('/api/admin/system/projections/accounts/rebuild').set(admin.headers).expect(202);
    expect(first.body.state).toBe('queued');
    expect((await http().post('/api/admin/system/projections/accounts/rebuild').set(admin.headers).expect(409)).body.message).toBe(REBUILD_ALREADY_RUNNING);
    const shown = ((await http().get('/api/admin/system').set(admin.headers).expect(200)).body as SystemStatus).projections.find((p) => p.name === 'accounts');
    expect(shown?.rebuild).toMatchObject({ id: first.body.id, state: 'queued' });
    // Another projection's rebuild is not held back by it.
    await http().post('/api/admin/system/projections/slots/rebuild').set(admin.headers).expect(202);
  });
});
