// A worker killed with SIGKILL in the middle of a catch-up, three times, each restarted at once: the new
// worker has the projections at lag 0 within 5 s of starting (the dead worker's jobs and their
// deduplication ids cannot hold it back), and no award is ever made twice.
import pg from 'pg';
import { type Deployment, deploy, msSince, OwnRedis, type ProductProcess, report } from './support/fault-services.js';
import { adminToken, book, projectionLag, signedInSalesperson, statusOf } from './support/product-client.js';
import { waitFor } from './support/wait-for-projections.js';
import { PROJECTION_LOCK_SQL } from '../src/platform/projections/projection-runner.js';

const SALESPEOPLE = 10;
const BOOKINGS_EACH = 15;

describe('faults: a worker killed mid-catch-up', () => {
  let redis: OwnRedis;
  let product: Deployment;
  let token: string;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    product = await deploy({ redis, separateWorker: true });
    token = await adminToken(product.api, product.admin.email, product.admin.password);
  }, 90_000);

  afterAll(async () => {
    await product?.close();
    await redis?.stop();
  });

  it('comes back to lag 0 within 5 s of each restart, and awards nothing twice', async () => {
    const rounds: { backlog: number; lagWhenKilled: number; msSpawnToLag0: number; msStartedToLag0: number }[] = [];
    let worker: ProductProcess = product.worker!;
    try {
      for (let round = 1; round <= 3; round++) {
        // A backlog: many salespeople's first bookings (each earns a badge), committed while the worker is down.
        await worker.signal('SIGKILL');
        for (let i = 0; i < SALESPEOPLE; i++) {
          const { cookie } = await signedInSalesperson(product.api, `Round${String(round)}x${String(i)}`);
          for (let j = 0; j < BOOKINGS_EACH; j++) expect(statusOf(await book(product.api, cookie, 3 + ((round * SALESPEOPLE * BOOKINGS_EACH + i * BOOKINGS_EACH + j) % 20)))).toBe(201);
        }
        const backlog = (await projectionLag(product.api, token))!;
        // Killed while it catches up: some of the backlog applied, not all. The worker applies a backlog this size in
        // a few tens of milliseconds, so one projection is held back (its lock taken, as a slow batch
        // elsewhere would hold it): the others catch up, and that one's batch waits, mid-transaction, when it dies.
        const holder = new pg.Client({ connectionString: product.database.url });
        await holder.connect();
        let lagAtKill = backlog;
        try {
          await holder.query('BEGIN');
          await holder.query(PROJECTION_LOCK_SQL, ['gamification']);
          worker = await product.startWorker();
          await waitFor(async () => {
            lagAtKill = (await projectionLag(product.api, token)) ?? backlog;
            return lagAtKill < backlog;
          }, { timeoutMs: 10_000 });
          await worker.signal('SIGKILL');
          await holder.query('COMMIT');
        } finally {
          await holder.end();
        }
        const spawned = performance.now();
        worker = await product.startWorker();
        const started = performance.now();
        await waitFor(async () => (await projectionLag(product.api, token)) === 0, {
          timeoutMs: 10_000,
          describe: async () => `lag 0 after the restart, still ${String(await projectionLag(product.api, token))}`,
        }).catch(() => undefined);
        rounds.push({ backlog, lagWhenKilled: lagAtKill, msSpawnToLag0: msSince(spawned), msStartedToLag0: msSince(started) });
      }
      await worker.signal('SIGTERM');
    } finally {
      report('worker killed mid-catch-up', { rounds });
    }

    const client = new pg.Client({ connectionString: product.database.url });
    await client.connect();
    let twice: { salesperson: string; badge: string; n: number }[];
    let badges: number;
    try {
      ({ rows: twice } = await client.query<{ salesperson: string; badge: string; n: number }>(
        `SELECT data->>'salespersonId' AS salesperson, data->>'badgeType' AS badge, count(*)::int AS n FROM events
         WHERE type = 'BadgeEarned' GROUP BY 1, 2 HAVING count(*) > 1`,
      ));
      badges = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'BadgeEarned'")).rows[0]!.n;
    } finally {
      await client.end();
    }
    report('worker awards', { badgesEarned: badges, duplicateAwards: twice.length });

    expect(rounds).toHaveLength(3);
    for (const round of rounds) {
      expect(round.lagWhenKilled).toBeGreaterThan(0);
      expect(round.msStartedToLag0).toBeLessThan(5_000);
    }
    expect(twice).toEqual([]);
    expect(badges).toBeGreaterThanOrEqual(3 * SALESPEOPLE); // every salesperson's First Referral, once
  }, 120_000);
});
