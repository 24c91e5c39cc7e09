// What the edge decides for every route: who the client is (only hops named by TRUST_PROXY may say),
// how often a caller may ask (per signed-in account, else per address), which request id an event
// carries, that no API answer is cached, and the booking horizon seen from the outside.
import request from 'supertest';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@tint/libs/constants';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { ADMIN_SIGN_IN_REQUIRED, dateBeyondHorizon, SIGN_IN_REQUIRED, TOO_MANY_REQUESTS } from '@tint/libs/validation-messages';
import { bookingBody } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for-projections.js';
import { RateLimits } from '../src/platform/http/rate-limits.js';

const LIMIT = 20;

/** The first weekday on or after `date`. */
function weekdayFrom(date: string): string {
  let day = date;
  while (isWeekend(day)) day = addDaysToDate(day, 1);
  return day;
}

describe('edge policies, clients connecting directly (TRUST_PROXY unset)', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false, env: { TRUST_PROXY: '', RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it("makes up its own request id when the caller's is not from a trusted hop, and the events carry that one", async () => {
    const admin = await makeCaller(t, 'admin');
    const res = await http()
      .post('/api/admin/reservations')
      .set('authorization', admin.headers.authorization!)
      .set('x-request-id', 'spoofed-correlation-id')
      .send({ reservationDate: weekdayFrom(addDaysToDate(todayInZone(new Date()), 3)), reservationTime: '12:30 PM' })
      .expect(201);
    expect(res.headers['x-request-id']).not.toBe('spoofed-correlation-id');
    const [event] = await t.dataSource.query<{ metadata: { correlationId: string } }[]>("SELECT metadata FROM events WHERE type = 'ReservationCreated' ORDER BY global_position DESC LIMIT 1");
    expect(event!.metadata.correlationId).toBe(res.headers['x-request-id']);
  });

  it('counts an anonymous client by its own address, whatever X-Forwarded-For it makes up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i++) statuses.push((await http().get('/api/client-config').set('x-forwarded-for', `203.0.113.${String(i)}`)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await http().get('/api/client-config');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts a signed-in caller as themselves, so colleagues behind one address are not throttled as one person', async () => {
    // The address is used up by the test above; signed-in callers are counted per account.
    expect((await http().get('/api/client-config')).status).toBe(429);
    const salesperson = await makeCaller(t, 'salesperson');
    for (let i = 0; i < LIMIT; i++) expect((await http().get('/api/auth/user').set('cookie', salesperson.headers.cookie!)).status).toBe(200);
    expect((await http().get('/api/auth/user').set('cookie', salesperson.headers.cookie!)).status).toBe(429);
    // A colleague at the same address still has every request of theirs.
    const admin = await makeCaller(t, 'admin');
    expect((await http().get('/api/admin/me').set('authorization', admin.headers.authorization!)).status).toBe(200);
  });

});

describe('edge policies behind a trusted proxy on loopback (TRUST_PROXY=loopback)', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false, env: { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it('counts each client the proxy names by its own address', async () => {
    for (let i = 0; i < LIMIT + 5; i++) expect((await http().get('/api/client-config').set('x-forwarded-for', `198.51.100.${String(i)}`)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await http().get('/api/client-config').set('x-forwarded-for', '198.51.100.200')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts signed-out requests to protected routes against the address, so a flood of them gets 429', async () => {
    const flood = (i: number) =>
      i % 3 === 0
        ? http().get('/api/appointments').set('x-forwarded-for', '198.51.100.77')
        : i % 3 === 1
          ? http().get('/api/admin/users').set('x-forwarded-for', '198.51.100.77').set('authorization', 'Bearer not-a-token')
          : http().post('/api/badges/check').set('x-forwarded-for', '198.51.100.77').send({});
    const answers: { status: number; message: unknown }[] = [];
    for (let i = 0; i < LIMIT + 6; i++) {
      const res = await flood(i);
      answers.push({ status: res.status, message: (res.body as { message?: unknown }).message });
    }
    expect(answers.slice(0, LIMIT).map((a) => a.status)).toEqual(Array<number>(LIMIT).fill(401));
    expect(answers.slice(0, LIMIT).every((a) => a.message === SIGN_IN_REQUIRED || a.message === ADMIN_SIGN_IN_REQUIRED)).toBe(true);
    expect(answers.slice(LIMIT)).toEqual(Array(6).fill({ status: 429, message: TOO_MANY_REQUESTS }));
    // The address is spent for its public routes too; another address is not.
    const refused = await http().get('/api/client-config').set('x-forwarded-for', '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await http().get('/api/appointments').set('x-forwarded-for', '198.51.100.78')).status).toBe(401);
  });

  it("keeps the proxy's request id, and the events carry it", async () => {
    const admin = await makeCaller(t, 'admin');
    const res = await http()
      .post('/api/admin/reservations')
      .set(admin.headers)
      .set('x-request-id', 'lb-trace-42')
      .send({ reservationDate: weekdayFrom(addDaysToDate(todayInZone(new Date()), 4)), reservationTime: '12:30 PM' })
      .expect(201);
    expect(res.headers['x-request-id']).toBe('lb-trace-42');
    const [event] = await t.dataSource.query<{ metadata: { correlationId: string } }[]>("SELECT metadata FROM events WHERE type = 'ReservationCreated' ORDER BY global_position DESC LIMIT 1");
    expect(event!.metadata.correlationId).toBe('lb-trace-42');
  });

  it('sends Cache-Control: no-store on every API answer, signed in or not', async () => {
    const salesperson = await makeCaller(t, 'salesperson');
    for (const path of ['/api/auth/user', '/api/appointments', '/api/leaderboard', '/api/metrics']) {
      const res = await http().get(path).set(salesperson.headers).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await http().get('/api/auth/user').set('x-forwarded-for', '198.51.100.201')).headers['cache-control']).toBe('no-store');
  });

  it('offers no slots beyond the booking horizon and refuses to book there', async () => {
    const salesperson = await makeCaller(t, 'salesperson');
    const today = todayInZone(new Date());
    const last = weekdayFrom(addDaysToDate(today, DEFAULT_BOOKING_HORIZON_DAYS - 6));
    const beyond = weekdayFrom(addDaysToDate(today, DEFAULT_BOOKING_HORIZON_DAYS + 1));
    expect((await http().get(`/api/available-times/${last}`).set(salesperson.headers).expect(200)).body).toHaveLength(3);
    expect((await http().get(`/api/available-times/${beyond}`).set(salesperson.headers).expect(200)).body).toEqual([]);
    expect((await http().get('/api/available-times/9999-12-31').set(salesperson.headers).expect(200)).body).toEqual([]);
    const refused = await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ appointmentDate: beyond })).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: dateBeyondHorizon(DEFAULT_BOOKING_HORIZON_DAYS) });
  });
});

describe('edge policies behind one load balancer (TRUST_PROXY=1, a hop count)', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false, env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  it('counts the client the one real hop names, however the client rotates the X-Forwarded-For it sends', async () => {
    // The client makes up a new address each time; the load balancer appends the one it saw.
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i++) statuses.push((await http().get('/api/client-config').set('x-forwarded-for', `203.0.113.${String(i)}, 198.51.100.9`)).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array<number>(5).fill(429));
    // A made-up address alone, as the last hop saw it, is another client.
    expect((await http().get('/api/client-config').set('x-forwarded-for', '198.51.100.10')).status).toBe(200);
  });

  it("keeps the trusted hop's request id, and the events carry it", async () => {
    const admin = await makeCaller(t, 'admin');
    const res = await http()
      .post('/api/admin/reservations')
      .set(admin.headers)
      .set('x-request-id', 'lb-hop-count-7')
      .send({ reservationDate: weekdayFrom(addDaysToDate(todayInZone(new Date()), 5)), reservationTime: '12:30 PM' })
      .expect(201);
    expect(res.headers['x-request-id']).toBe('lb-hop-count-7');
    const [event] = await t.dataSource.query<{ metadata: { correlationId: string } }[]>("SELECT metadata FROM events WHERE type = 'ReservationCreated' ORDER BY global_position DESC LIMIT 1");
    expect(event!.metadata.correlationId).toBe('lb-hop-count-7');
  });
});

describe('edge policies of two API replicas sharing Redis (TRUST_PROXY=loopback)', () => {
  let first: TestApp;
  let second: TestApp;
  const ask = (app: TestApp, address: string) => request(app.app.getHttpServer()).get('/api/client-config').set('x-forwarded-for', address);

  beforeAll(async () => {
    // One deployment: the same database and the same namespace in Redis, so the same counters.
    const queueNamespace = `test_replicas_${String(Date.now())}`;
    const env = { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    first = await createTestApp({ queue: 'redis', runWorkers: false, env, queueNamespace });
    second = await createTestApp({ queue: 'redis', runWorkers: false, env, queueNamespace, database: first.database });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await first.close();
  });

  it('refuses the request past the limit at once on one replica, and on the other once the count reached Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push((await ask(first, '198.51.100.20')).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array<number>(3).fill(429));
    const refused = await ask(first, '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // The other replica learns the count from Redis within a moment: it lets through a few at most meanwhile.
    let letThrough = 0;
    await waitFor(
      async () => {
        const status = (await ask(second, '198.51.100.20')).status;
        if (status === 200) letThrough++;
        return status === 429;
      },
      { timeoutMs: 5_000, describe: () => `a 429 from the second replica (${String(letThrough)} let through)` },
    );
    expect(letThrough).toBeLessThan(LIMIT);
    // Another client at the same time is untouched on both.
    expect((await ask(second, '198.51.100.21')).status).toBe(200);
    expect((await ask(first, '198.51.100.21')).status).toBe(200);
  });

  it('shares one count between replicas: a client spread over both is refused once the two together reach the limit', async () => {
    let allowed = 0;
    for (let i = 0; i < LIMIT * 2; i++) {
      const replica = i % 2 === 0 ? first : second;
      if ((await ask(replica, '198.51.100.30')).status === 200) allowed++;
      // The count reaches Redis (as it does every SYNC_MS) before the client asks again.
      await replica.app.get(RateLimits).flush();
    }
    // Each replica alone would have let LIMIT through: together they let the limit through, and at most the one
    // request the other replica had not yet heard of.
    expect(allowed).toBeGreaterThanOrEqual(LIMIT);
    expect(allowed).toBeLessThanOrEqual(LIMIT + 1);
    expect((await ask(first, '198.51.100.30')).status).toBe(429);
    expect((await ask(second, '198.51.100.30')).status).toBe(429);
  });
});
