// PostgreSQL restarted (a fast shutdown and start, as `pg_ctl restart -m fast`) under a steady load: no
// 5xx that a retry inside the request could have avoided — every read answers 200 (one that meets the
// restart waits for the database and is tried once more), a write answers 201 or, if its transaction
// could not reach the database, 503 with Retry-After — no command is half-written, every booking
// acknowledged is there, and the product is healthy again within 5 s.
import pg from 'pg';
import { type Deployment, deploy, msSince, OwnPostgres, OwnRedis, report } from './support/fault-services.js';
import { adminToken, projectionLag, signedInSalesperson, statusOf, steadyLoad } from './support/product-client.js';
import { waitFor } from './support/wait-for-projections.js';

// Both queue backends: on Redis, and on the PostgreSQL that restarts (the default without REDIS_URL), whose
// queue's own connections then break too.
describe.each(['Redis', 'PostgreSQL'] as const)('faults: PostgreSQL restarted under load, the queue on %s', (queue) => {
  let postgres: OwnPostgres;
  let redis: OwnRedis | undefined;
  let product: Deployment;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([OwnPostgres.start(), queue === 'Redis' ? OwnRedis.start() : undefined]);
    // The workers' own catch-up, short here, so a job lost with the database is made up well inside the wait below.
    product = await deploy({ redis, postgres, separateWorker: false, env: { PROJECTION_SAFETY_NET_MS: '5000' } });
  }, 120_000);

  afterAll(async () => {
    await product?.close();
    await redis?.stop();
    await postgres?.remove();
  });

  it('answers reads 200 and writes 201 or 503 with Retry-After, half-writes nothing, loses no acknowledged booking and is healthy within 5 s', async () => {
    const { cookie } = await signedInSalesperson(product.api, 'Restart');
    const load = steadyLoad(product.api, cookie, 20, 5);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // under load before the fault
    const stoppedAt = performance.now();
    await postgres.stop();
    await postgres.start();
    const back = performance.now();
    await waitFor(async () => (await product.api.fetch('/api/health').catch(() => undefined))?.status === 200, { timeoutMs: 5_000 }).catch(() => undefined);
    const msToHealthy = msSince(back);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // and a moment of load after it
    const outcomes = await load.stop();
    // The projections catch up on their own, whatever the restart cost their queue.
    const token = await adminToken(product.api, product.admin.email, product.admin.password);
    await waitFor(async () => (await projectionLag(product.api, token)) === 0, { timeoutMs: 30_000 }).catch(() => undefined);
    const lagAfter = await projectionLag(product.api, token);

    const statuses = outcomes.map(statusOf);
    const counts = outcomes.map((o) => `${o.kind}:${String(statusOf(o))}`).reduce<Record<string, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {});
    // The load's requests that were on their way while the database was down or starting.
    const met = product.api.requests.filter((r) => !r.path.startsWith('/api/health') && r.sentAt < back && (r.answeredAt ?? Infinity) > stoppedAt);
    report(`postgres restart, queue on ${queue}`, {
      statusCounts: counts,
      fiveHundreds: statuses.filter((s) => s === 'error' || s >= 500).length,
      fiveOhThrees: statuses.filter((s) => s === 503).length,
      msDatabaseDown: Math.round(back - stoppedAt),
      msToHealthy,
      lagAfter,
      requestsThatMetTheRestart: met.length,
      theirStatuses: met.map((r) => `${r.method}:${String(r.status ?? r.error)}`).reduce<Record<string, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {}),
      slowestOfThemMs: Math.max(0, ...met.map((r) => Math.round((r.answeredAt ?? performance.now()) - r.sentAt))),
      // What the API logged at error level besides its access lines (a 500's cause, with its stack).
      apiErrors: product.api.output.filter((line) => line.includes('"level":50') && !line.includes('"msg":"request errored"')).slice(-3),
    });

    expect(msToHealthy).toBeLessThan(5_000);
    // The restart was met: some requests were in flight or sent while the database was away.
    expect(met.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === 'read').map(statusOf).filter((s) => s !== 200)).toEqual([]);
    const bookings = outcomes.filter((o) => o.kind === 'booking');
    expect(bookings.map(statusOf).filter((s) => s !== 201 && s !== 503)).toEqual([]);
    for (const booking of bookings) if (statusOf(booking) === 503 && 'retryAfter' in booking) expect(booking.retryAfter).toMatch(/^\d+$/);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(10);

    const acknowledged = outcomes.flatMap((o) => ('status' in o && o.status === 201 ? [(o.body as { id: string }).id] : []));
    const client = new pg.Client({ connectionString: product.database.url });
    await client.connect();
    try {
      const count = async (sql: string) => (await client.query<{ n: number }>(sql)).rows[0]!.n;
      const booked = await count("SELECT count(*)::int AS n FROM events WHERE type = 'AppointmentBooked'");
      // Each booking is its AppointmentBooked, its slot's claim and its row, or none of them.
      expect(await count("SELECT count(*)::int AS n FROM events WHERE type = 'SlotClaimed'")).toBe(booked);
      expect(await count('SELECT count(*)::int AS n FROM appointments_list')).toBe(booked);
      const { rows } = await client.query<{ id: string }>('SELECT id FROM appointments_list WHERE id = ANY($1::uuid[])', [acknowledged]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    expect(lagAfter).toBe(0);
    expect(product.api.running).toBe(true);
  }, 90_000);
});
