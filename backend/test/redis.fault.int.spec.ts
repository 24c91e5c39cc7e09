// Redis is a doorbell, PostgreSQL is the truth: with the product's Redis killed under a steady load, every
// route that does not need Redis keeps answering and every booking is written; the health summary says the
// queue is down within a second while readiness stays 200; the rate limits count in the process (a caller
// over a limit still gets 429) and say so once; when Redis returns (or comes back empty, as after a
// failover) the projections catch up on their own; and the queue's keys stay bounded.
import { randomUUID } from 'node:crypto';
import { type Deployment, deploy, msSince, OwnRedis, report } from './support/fault-services.js';
import { adminToken, book, type Outcome, projectionLag, queueDrivenProjections, signedInSalesperson, statusOf, steadyLoad } from './support/product-client.js';
import { waitFor } from './support/wait-for-projections.js';

const LOAD_PER_SECOND = 20;
/** 10 s in `npm test`; FAULT_REDIS_OUTAGE_MS=60000 runs the long outage by hand. */
const OUTAGE_MS = Number(process.env.FAULT_REDIS_OUTAGE_MS ?? 10_000);
/** The workers' own catch-up, short here so "back empty, nothing more booked" resolves well inside 30 s. */
const SAFETY_NET_MS = 5_000;
/** Sign-in attempts a minute per email (the product's default): the 11th is refused. */
const CREDENTIALS_PER_MINUTE = 10;
/** The projections queue's keys (the default namespace of a production process). */
const QUEUE_KEYS = 'bullmq:projections:*';
const RATE_LIMIT_OUTAGE = /rate limits.*is unreachable/;
const QUEUE_OUTAGE = /projections queue.*is unreachable/;
const RATE_LIMIT_RECOVERY = /rate limits.*is back after/;

describe('faults: Redis down, back, back empty', () => {
  let redis: OwnRedis;
  let product: Deployment;
  let salesperson: { cookie: string; id: string };
  let token: string;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    product = await deploy({
      redis,
      separateWorker: true,
      // The steady load is one salesperson's: over a long outage it would pass the per-account limit.
      env: { PROJECTION_SAFETY_NET_MS: String(SAFETY_NET_MS), RATE_LIMIT_CREDENTIALS_PER_MINUTE: String(CREDENTIALS_PER_MINUTE), RATE_LIMIT_PER_MINUTE: '100000' },
    });
    salesperson = await signedInSalesperson(product.api, 'Redis');
    token = await adminToken(product.api, product.admin.email, product.admin.password);
  }, 90_000);

  afterAll(async () => {
    await product?.close();
    await redis?.stop();
  });

  const lagIsZero = async () => (await projectionLag(product.api, token)) === 0;
  const lagDescription = async () => `lag 0, still ${String(await projectionLag(product.api, token))}`;
  const appointmentCount = async () =>
    ((await (await product.api.fetch('/api/appointments', { headers: { cookie: salesperson.cookie } })).json()) as unknown[]).length;
  /** Sign-in attempts for one email from as many addresses: the per-email limit, not the per-address one, refuses. */
  const signInAttempts = async (count: number) => {
    const email = `nobody-${randomUUID()}@example.com`;
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < count; i++) {
      const response = await product.api.fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${String(i + 1)}` },
        body: JSON.stringify({ email, password: 'Wrong-Password-1' }),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    return answers;
  };
  /** The API's outage lines so far: one per outage of each component, never one per request. */
  const outageLines = () => ({ rateLimits: product.api.lines(RATE_LIMIT_OUTAGE).length, queue: product.api.lines(QUEUE_OUTAGE).length });
  /**
   * The rate limits' client has reconnected after every outage so far (its reconnection backs off up to 2 s): a
   * new outage before that would be logged as the same one still going on.
   */
  const rateLimitsRecovered = () =>
    waitFor(async () => product.api.lines(RATE_LIMIT_RECOVERY).length === product.api.lines(RATE_LIMIT_OUTAGE).length, {
      timeoutMs: 10_000,
      describe: async () => `the rate limits' recovery line (${String(product.api.lines(RATE_LIMIT_RECOVERY).length)} of ${String(product.api.lines(RATE_LIMIT_OUTAGE).length)})`,
    });

  it(`keeps serving through ${String(OUTAGE_MS / 1000)} s without Redis: no 5xx, every booking stored, health says so, lag 0 after`, async () => {
    const before = await appointmentCount();
    // A booking in four requests, 50 a slot (the deployment's capacity), with room to spare.
    const days = Math.max(5, Math.ceil(((LOAD_PER_SECOND / 4) * (OUTAGE_MS / 1000 + 10)) / 50) + 1);
    const load = steadyLoad(product.api, salesperson.cookie, LOAD_PER_SECOND, days);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // under load before the fault
    await redis.stop();
    const downAt = performance.now();

    // The summary names the queue within a second; readiness keeps the API in rotation.
    await waitFor(async () => (await product.api.fetch('/api/health')).status === 503, { timeoutMs: 5_000 });
    const msToHealth503 = msSince(downAt);
    // Asked again and again for the whole outage (a monitor's probe), as the clients' reconnection backs off.
    const healthMs: number[] = [];
    const healthAnswers: { status: number; body: unknown }[] = [];
    const readyStatuses = new Set<number>();
    const live = (await product.api.fetch('/api/health/live')).status;
    // Over the per-email sign-in limit while the limits' store is down: the in-process insurance refuses.
    const attempts = await signInAttempts(CREDENTIALS_PER_MINUTE + 2);
    while (msSince(downAt) < OUTAGE_MS) {
      const asked = performance.now();
      const health = await product.api.fetch('/api/health');
      healthAnswers.push({ status: health.status, body: await health.json() });
      healthMs.push(msSince(asked));
      readyStatuses.add((await product.api.fetch('/api/health/ready')).status);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(250, OUTAGE_MS - msSince(downAt)))));
    }
    await redis.start();
    const upAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // and a moment of load after it returns
    const outcomes = await load.stop();
    await waitFor(lagIsZero, { timeoutMs: 30_000, describe: lagDescription }).catch(() => undefined);
    const secondsToLag0 = Math.round(msSince(upAt) / 100) / 10;

    const statuses = outcomes.map(statusOf);
    const bookings = outcomes.filter((o) => o.kind === 'booking');
    const stored = (await appointmentCount()) - before;
    const lines = outageLines();
    report(`redis down ${String(OUTAGE_MS / 1000)} s`, {
      requests: outcomes.length,
      fiveHundreds: statuses.filter((s) => s === 'error' || s >= 500).length,
      bookingsSent: bookings.length,
      bookingsStored: stored,
      msToHealth503,
      healthAsked: healthMs.length,
      healthMsWhileDown: { first: healthMs[0], max: Math.max(...healthMs), last: healthMs.at(-1) },
      readyWhileDown: [...readyStatuses],
      signInStatuses: attempts.map((a) => a.status),
      secondsToLag0AfterRedisBack: secondsToLag0,
      apiOutageLines: lines,
      workerOutageLines: product.worker!.lines(/unreachable/).length,
    });

    expect(statuses.filter((s) => s === 'error' || s >= 500)).toEqual([]);
    expect(bookings.length).toBeGreaterThanOrEqual(50);
    expect(bookings.map(statusOf).filter((s) => s !== 201)).toEqual([]);
    expect(stored).toBe(bookings.length);
    expect(outcomes.filter((o) => o.kind === 'read').map(statusOf).filter((s) => s !== 200)).toEqual([]);

    expect(Math.max(...healthMs)).toBeLessThan(1_000);
    // Strangers learn which component is down, not why (the error texts are for an admin's token).
    for (const health of healthAnswers) {
      expect(health).toEqual({ status: 503, body: { status: 'unavailable', database: { status: 'up' }, queue: { status: 'down', backend: 'redis' } } });
    }
    expect([...readyStatuses]).toEqual([200]);
    expect(live).toBe(200);

    expect(attempts.slice(0, CREDENTIALS_PER_MINUTE).map((a) => a.status)).toEqual(Array.from({ length: CREDENTIALS_PER_MINUTE }, () => 401));
    for (const refused of attempts.slice(CREDENTIALS_PER_MINUTE)) {
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toMatch(/^\d+$/);
    }

    expect(await lagIsZero()).toBe(true);
    expect(secondsToLag0).toBeLessThan(30);
    // The outage is logged once per component, not once per request or reconnection attempt.
    expect(lines).toEqual({ rateLimits: 1, queue: 1 });
  }, 90_000 + OUTAGE_MS);

  it('catches up on its own when Redis comes back empty (a failover to an empty replica, a flush), nothing more booked', async () => {
    const linesBefore = outageLines();
    const outcomes: Outcome[] = [];
    let outages = 0;
    let lagWhenBack: number | null = 0;
    let upAt = 0;
    // The workers' safety net may catch up while Redis is still down; the outage is then played again,
    // until a lag is left for an empty Redis to come back to (a tick lands in that gap once in ~50).
    while (lagWhenBack === 0 && outages < 3) {
      outages++;
      await rateLimitsRecovered();
      await redis.stop();
      // Committed while the doorbell is down: their rings are lost, and nothing rings after Redis is back.
      for (let i = 0; i < 5; i++) outcomes.push(await book(product.api, salesperson.cookie, 8 + i));
      await redis.start(); // no persistence: empty
      upAt = performance.now();
      lagWhenBack = await projectionLag(product.api, token);
    }
    await waitFor(lagIsZero, { timeoutMs: 30_000, describe: lagDescription }).catch(() => undefined);
    const secondsToLag0 = Math.round(msSince(upAt) / 100) / 10;
    const lines = outageLines();
    report('redis back empty', {
      outages,
      bookingsWhileDown: outcomes.map(statusOf),
      lagWhenRedisBack: lagWhenBack,
      secondsToLag0AfterRedisBack: secondsToLag0,
      apiOutageLines: { rateLimits: lines.rateLimits - linesBefore.rateLimits, queue: lines.queue - linesBefore.queue },
    });

    expect(outcomes.map(statusOf).filter((s) => s !== 201)).toEqual([]);
    expect(lagWhenBack).toBeGreaterThan(0);
    expect(await lagIsZero()).toBe(true);
    expect(secondsToLag0).toBeLessThan(30);
    expect(product.worker!.running).toBe(true);
    // Each outage is one more line from the rate limits (each recovered when Redis came back).
    expect(lines.rateLimits - linesBefore.rateLimits).toBe(outages);
    expect(lines.queue - linesBefore.queue).toBeLessThanOrEqual(outages);
  }, 60_000);

  it("keeps the queue's keys bounded however many catch-ups run", async () => {
    const BOOKINGS = 40;
    // Weekdays the outage's load never reaches, however long it ran.
    const KEYS_FIRST_DAY = 40;
    const burst = async () => {
      for (let i = 0; i < BOOKINGS; i++) expect(statusOf(await book(product.api, salesperson.cookie, KEYS_FIRST_DAY + (i % 5)))).toBe(201);
      await waitFor(lagIsZero, { timeoutMs: 30_000, describe: lagDescription });
    };
    const start = await redis.queueFigures();
    await burst();
    const settled = await redis.keys(QUEUE_KEYS);
    await burst();
    await burst();
    const end = await redis.queueFigures();
    const keys = await redis.keys(QUEUE_KEYS);
    report('redis keys', {
      bookings: 3 * BOOKINGS,
      jobsAdded: end.added - start.added,
      jobsCompleted: end.completions - start.completions,
      completedKept: end.completedKept,
      failedKept: end.failedKept,
      jobHashes: end.jobHashes,
      keysAfterOneBurst: settled,
      keysAfterThree: keys,
    });

    // The catch-ups did run: every booking rang, and many of the rings became jobs that completed...
    expect(end.added - start.added).toBeGreaterThanOrEqual(3 * BOOKINGS);
    expect(end.completions - start.completions).toBeGreaterThanOrEqual(BOOKINGS);
    // ...and none of them stayed: no completed job is kept, failed ones are capped, few jobs are left at all.
    expect(end.completedKept).toBe(0);
    expect(end.failedKept).toBeLessThanOrEqual(100);
    // Per read model the queue drives, at most one running and one waiting catch-up, and its delayed look-agains
    // (projection-queue.ts): one per number of looks in a row, so a fresh catch-up's first look can wait beside an
    // older chain's next one. 4 each, however much work ran (hundreds of jobs). (3 each flaked at 16 of 15 once.)
    expect(end.jobHashes).toBeLessThanOrEqual(4 * (await queueDrivenProjections(product.api, token)));
    // Three times the work leaves about the same keys (counters, markers).
    expect(keys).toBeLessThanOrEqual(settled + 10);
  }, 120_000);
});
