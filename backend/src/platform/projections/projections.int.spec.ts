import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { appendToStream, type EventMetadata, type StoredEvent } from '../event-store/event-store.js';
import { createTestApp, type QueueBackend, type TestApp } from '../../../test/support/test-app.js';
import { waitFor, waitForProjections } from '../../../test/support/wait-for-projections.js';
import { LAG_COUNT_LIMIT } from '@tint/libs/constants';
import { ProjectionQueue, RING_ADD_DEADLINE_MS } from './projection-queue.js';
import { deterministicEventId, Projection, type ProjectionContext, type ProjectionHandler } from './projection.js';
import { rebuildProjections } from './rebuild-command.js';

// Test projections over a tiny domain: counters that are incremented and renamed.
const meta = (): EventMetadata => ({ actor: { type: 'system' }, correlationId: randomUUID() });

const TABLES = `
  CREATE TABLE IF NOT EXISTS test_counters (id text PRIMARY KEY, label text NOT NULL, value integer NOT NULL, version integer NOT NULL);
  CREATE TABLE IF NOT EXISTS test_inline_totals (id text PRIMARY KEY, value integer NOT NULL);
  CREATE TABLE IF NOT EXISTS test_deliveries (event_id uuid PRIMARY KEY, times integer NOT NULL);
`;

/** Async projection, idempotent: state keyed by counter id, guarded by the stream version. */
@Projection()
@Injectable()
class CountersProjection implements ProjectionHandler {
  readonly name = 'test_counters';
  readonly version: number = 1;
  readonly kind = 'async' as const;
  readonly handles = ['CounterCreated', 'CounterIncremented', 'CounterRenamed'];
  readonly tables = ['test_counters'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const id = event.streamId;
    const data = event.data as { label?: string; by?: number };
    if (event.type === 'CounterCreated') {
      await manager.query(
        'INSERT INTO test_counters (id, label, value, version) VALUES ($1, $2, 0, $3) ON CONFLICT (id) DO NOTHING',
        [id, data.label, event.streamVersion],
      );
    } else if (event.type === 'CounterIncremented') {
      await manager.query('UPDATE test_counters SET value = value + $2, version = $3 WHERE id = $1 AND version < $3', [id, data.by, event.streamVersion]);
    } else {
      await manager.query('UPDATE test_counters SET label = $2, version = $3 WHERE id = $1 AND version < $3', [id, data.label, event.streamVersion]);
    }
  }
}

/** Inline projection: written in the append's own transaction. */
@Projection()
@Injectable()
class InlineTotalsProjection implements ProjectionHandler {
  readonly name = 'test_inline_totals';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['CounterIncremented'];
  readonly tables = ['test_inline_totals'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    await manager.query(
      `INSERT INTO test_inline_totals (id, value) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET value = (SELECT coalesce(sum((data->>'by')::int), 0) FROM events WHERE stream_id = $1 AND type = 'CounterIncremented')`,
      [event.streamId, (event.data as { by: number }).by],
    );
  }
}

/** Records how many times each event was delivered: must always be exactly once. */
@Projection()
@Injectable()
class DeliveriesProjection implements ProjectionHandler {
  readonly name = 'test_deliveries';
  readonly version = 1;
  readonly kind = 'async' as const;
  readonly handles = ['CounterIncremented'];
  readonly tables = ['test_deliveries'];
  /** Set by a test to stall the batch mid-way, as a worker that dies would. */
  stall: { atEvent: number; reached: (backendPid: number) => void; until: Promise<void> } | undefined;
  /** Set by a test to hold the next batch before it writes anything (a batch reading, or sending its mail). */
  holdBeforeWriting: { reached: () => void; until: Promise<void> } | undefined;
  private applied = 0;

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const hold = this.holdBeforeWriting;
    if (hold) {
      this.holdBeforeWriting = undefined;
      hold.reached();
      await hold.until;
    }
    await manager.query(
      'INSERT INTO test_deliveries (event_id, times) VALUES ($1, 1) ON CONFLICT (event_id) DO UPDATE SET times = test_deliveries.times + 1',
      [event.eventId],
    );
    if (this.stall && ++this.applied === this.stall.atEvent) {
      const [{ pid }] = await manager.query<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
      this.stall.reached(pid);
      await this.stall.until;
    }
  }
}

/** Reactor: every 3rd increment of a counter earns it a milestone event on its own stream. */
@Projection()
@Injectable()
class MilestonesReactor implements ProjectionHandler {
  readonly name = 'test_milestones';
  readonly version = 1;
  readonly kind = 'reactor' as const;
  readonly handles = ['CounterIncremented'];
  readonly tables = [];

  async apply(event: StoredEvent, { tx }: ProjectionContext): Promise<void> {
    const increments = (await tx.readStream(event.streamId)).filter(
      (e) => e.type === 'CounterIncremented' && BigInt(e.globalPosition) <= BigInt(event.globalPosition),
    ).length;
    if (increments % 3 !== 0) return;
    const eventId = deterministicEventId(`test_milestones:${event.eventId}`);
    if (await tx.exists(eventId)) return;
    await tx.append(`milestone-${event.streamId}`, 'any', [{ type: 'MilestoneReached', eventId, data: { counter: event.streamId, increments } }], {
      actor: { type: 'system', id: this.name },
      correlationId: event.metadata.correlationId,
      causationId: event.eventId,
    });
  }
}

const providers = [CountersProjection, InlineTotalsProjection, DeliveriesProjection, MilestonesReactor];

const createCounter = async (t: TestApp, label: string) => {
  const id = `counter-${randomUUID()}`;
  await t.transactions.append(id, 0, [{ type: 'CounterCreated', data: { label } }], meta());
  return id;
};

/** Resolves once no committed event waits behind an older transaction still in flight. */
const eventsVisibleToCatchUp = (t: TestApp) =>
  waitFor(async () => {
    const [{ hidden }] = await t.dataSource.query<{ hidden: number }[]>('SELECT count(*)::int AS hidden FROM events WHERE tx_id >= pg_snapshot_xmin(pg_current_snapshot())');
    return hidden === 0;
  });

const rows = (t: TestApp, sql: string, params: unknown[] = []) => t.dataSource.query<Record<string, unknown>[]>(sql, params);

describe.each<QueueBackend>(['redis', 'postgres'])('projection engine with BullMQ on %s', (queue) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ queue, providers, env: { PROJECTION_SAFETY_NET_MS: '400' } });
    await t.dataSource.query(TABLES);
  });
  afterEach(() => t.close());

  it('shows an inline projection right after the append, and rolls it back with a failed command', async () => {
    const id = await createCounter(t, 'walk-ins');
    await t.transactions.append(id, 1, [{ type: 'CounterIncremented', data: { by: 2 } }], meta());
    expect(await rows(t, 'SELECT value FROM test_inline_totals WHERE id = $1', [id])).toEqual([{ value: 2 }]);

    await expect(
      t.transactions.run(async (tx) => {
        await tx.append(id, 2, [{ type: 'CounterIncremented', data: { by: 5 } }], meta());
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow();
    expect(await rows(t, 'SELECT value FROM test_inline_totals WHERE id = $1', [id])).toEqual([{ value: 2 }]);
  });

  it('brings async projections up to date through the catch-up nudge after each commit', async () => {
    const id = await createCounter(t, 'referrals');
    for (let version = 1; version <= 4; version++) {
      await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: 1 } }], meta());
    }
    await t.transactions.append(id, 5, [{ type: 'CounterRenamed', data: { label: 'referrals (Maui)' } }], meta());
    await waitForProjections(t.runner);
    expect(await rows(t, 'SELECT label, value FROM test_counters WHERE id = $1', [id])).toEqual([{ label: 'referrals (Maui)', value: 4 }]);
    expect((await t.runner.statuses()).every((s) => s.lag === 0)).toBe(true);
  });

  it('leaves the same rows when applied twice, and a rebuild from zero gives the live rows', async () => {
    const ids = [await createCounter(t, 'a'), await createCounter(t, 'b')];
    for (const [n, id] of ids.entries()) {
      for (let version = 1; version <= 3 + n; version++) {
        await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: version } }], meta());
      }
    }
    await waitForProjections(t.runner);
    const snapshot = async () => ({
      counters: await rows(t, 'SELECT * FROM test_counters ORDER BY id'),
      totals: await rows(t, 'SELECT * FROM test_inline_totals ORDER BY id'),
    });
    const live = await snapshot();
    expect(live.counters).toHaveLength(2);

    // Apply every event a second time, as a retried batch would.
    const all = await t.eventStore.readAfter({ txId: '0', position: '0' }, { limit: 10_000 });
    for (const name of ['test_counters', 'test_inline_totals']) {
      const projection = t.registry.get(name);
      await t.transactions.run(async (tx) => {
        for (const event of all.filter((e) => projection.handles.includes(e.type))) {
          await projection.apply(event, { manager: tx.manager, tx });
        }
      });
    }
    expect(await snapshot()).toEqual(live);

    await t.dataSource.query('UPDATE test_counters SET value = -1'); // a corrupted read model
    expect(await t.runner.rebuild(t.registry.get('test_counters'))).toBe(2 + 3 + 4);
    expect(await t.runner.rebuild(t.registry.get('test_inline_totals'))).toBe(3 + 4);
    expect(await snapshot()).toEqual(live);

    // A worker taking batches alongside the rebuild: the count is still every event replayed.
    const counters = t.registry.get('test_counters');
    const [replayed] = await Promise.all([t.runner.rebuild(counters), t.runner.catchUp(counters), t.runner.catchUp(counters)]);
    expect(replayed).toBe(2 + 3 + 4);
    expect(await snapshot()).toEqual(live);
  });

  it('catches up a backlog batch after batch, each event once, with another catch-up taking batches alongside', async () => {
    await t.close({ keepDatabase: true });
    t = await createTestApp({ queue, providers, runWorkers: false, database: t.database });
    const id = await createCounter(t, 'backlog');
    for (let version = 1; version <= 9; version++) await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: version } }], meta());
    const counters = t.registry.get('test_counters');
    // Batches of 2: after the first full one, each reads the checkpoint before its events.
    let applied = 0;
    await waitFor(async () => {
      const [mine, theirs] = await Promise.all([t.runner.catchUp(counters, undefined, 2), t.runner.catchUp(counters, undefined, 3)]);
      applied += mine + theirs;
      return !(await t.runner.hasPending(counters));
    });
    expect(applied).toBe(10);
    expect(await rows(t, 'SELECT value, version FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 45, version: 10 }]);
  });

  it('catches a lost nudge with the safety-net job', async () => {
    const id = await createCounter(t, 'lost');
    await waitForProjections(t.runner);
    // Commit an event without ringing the doorbell, as if the nudge had been lost.
    await t.dataSource.transaction((manager) => appendToStream(manager, id, 1, [{ type: 'CounterIncremented', data: { by: 7 } }], meta()));
    expect((await t.runner.statuses()).find((s) => s.name === 'test_counters')!.lag).toBe(1);
    await waitForProjections(t.runner, 10_000);
    expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 7 }]);
  });

  it('applies an event committed behind an older open transaction as soon as that one ends, without waiting for the safety net', async () => {
    await t.close({ keepDatabase: true });
    t = await createTestApp({ queue, providers, database: t.database, env: { PROJECTION_SAFETY_NET_MS: '600000' } });
    const doorbell = t.app.get(ProjectionQueue);
    // Another session's transaction, started first and holding a transaction id (a batch of another
    // projection, a BullMQ call on the Postgres backend): catch-up reads must not pass it.
    const older = t.dataSource.createQueryRunner();
    await older.connect();
    await older.startTransaction();
    await older.query('SELECT pg_current_xact_id()');
    try {
      const id = await createCounter(t, 'held back');
      // Its nudge came, found the event held back and scheduled a second look, and a third: each a delayed job.
      await waitFor(async () => (await doorbell.lookingAgain()).some((job) => job.projection === 'test_counters' && (job.waits ?? 0) >= 2));
      expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([]);
      expect((await t.runner.statuses()).find((s) => s.name === 'test_counters')!.lag).toBe(1);
      await older.commitTransaction();
      const released = Date.now();
      await waitForProjections(t.runner, 5_000);
      expect(Date.now() - released).toBeLessThan(5_000);
      expect(await rows(t, 'SELECT label FROM test_counters WHERE id = $1', [id])).toEqual([{ label: 'held back' }]);
    } finally {
      if (older.isTransactionActive) await older.rollbackTransaction();
      await older.release();
    }
  });

  it("lets a projection apply what was committed while another projection's batch is under way and has written nothing yet", async () => {
    const id = await createCounter(t, 'side by side');
    await waitForProjections(t.runner);
    const deliveries = t.registry.get('test_deliveries') as DeliveriesProjection;
    let reached: () => void = () => undefined;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (reached = resolve));
    deliveries.holdBeforeWriting = { reached, until: new Promise<void>((resolve) => (release = resolve)) };
    try {
      await t.transactions.append(id, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], meta());
      await held;
      // Committed while the deliveries batch is open: the counters projection applies it now. (The batch used to
      // lock its checkpoint row, which gave it a transaction id at once, and every read of the log stopped there.)
      await t.transactions.append(id, 2, [{ type: 'CounterIncremented', data: { by: 2 } }], meta());
      await waitFor(async () => (await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id]))[0]?.value === 3, {
        timeoutMs: 5_000,
        describe: async () => `the second increment, beside the open batch (${JSON.stringify(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id]))})`,
      });
      expect(await rows(t, 'SELECT count(*)::int AS n FROM test_deliveries')).toEqual([{ n: 0 }]);
    } finally {
      release();
    }
    await waitForProjections(t.runner);
    expect(await rows(t, 'SELECT count(*)::int AS n, max(times) AS most FROM test_deliveries')).toEqual([{ n: 2, most: 1 }]);
  });

  it('rings for a burst of commits with one add on its way at a time (until its deadline), and applies the last of them', async () => {
    await t.close({ keepDatabase: true });
    // No safety net to hide a lost ring: the doorbell alone brings the projection up to date.
    t = await createTestApp({ queue, providers, database: t.database, env: { PROJECTION_SAFETY_NET_MS: '600000' } });
    const addBulk = Queue.prototype.addBulk;
    // When each ring's add still on its way started: a second one may start only once the first is past its deadline.
    const onTheirWay = new Set<number>();
    let startedBesideAFreshOne = 0;
    let adds = 0;
    const watch = vi.spyOn(Queue.prototype, 'addBulk').mockImplementation(function (this: Queue, ...args: Parameters<Queue['addBulk']>) {
      // A ring's add (a second look at held-back events is a single add of its own, with `waits`).
      if (!args[0].some((job) => job.name === 'test_counters')) return addBulk.apply(this, args);
      adds++;
      const now = performance.now();
      if ([...onTheirWay].some((started) => now - started < RING_ADD_DEADLINE_MS)) startedBesideAFreshOne++;
      const started = now;
      onTheirWay.add(started);
      return addBulk.apply(this, args).finally(() => onTheirWay.delete(started));
    });
    try {
      const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => createCounter(t, `burst ${String(i)}`)));
      await waitForProjections(t.runner, 10_000);
      expect(await rows(t, 'SELECT count(*)::int AS n FROM test_counters WHERE id = ANY($1::text[])', [ids])).toEqual([{ n: 60 }]);
      expect(startedBesideAFreshOne).toBe(0);
      expect(adds).toBeGreaterThan(0);
      expect(adds).toBeLessThan(60);
    } finally {
      watch.mockRestore();
    }
  });

  it('rings every projection a commit concerns in one add', async () => {
    await t.close({ keepDatabase: true });
    t = await createTestApp({ queue, providers, database: t.database, env: { PROJECTION_SAFETY_NET_MS: '600000' } });
    const addBulk = Queue.prototype.addBulk;
    const rung: string[][] = [];
    const watch = vi.spyOn(Queue.prototype, 'addBulk').mockImplementation(function (this: Queue, ...args: Parameters<Queue['addBulk']>) {
      rung.push(args[0].map((job) => job.name));
      return addBulk.apply(this, args);
    });
    try {
      const id = await createCounter(t, 'both rung');
      await waitForProjections(t.runner, 10_000);
      rung.length = 0;
      await t.transactions.append(id, 1, [{ type: 'CounterIncremented', data: { by: 4 } }], meta());
      await waitForProjections(t.runner, 10_000);
      // CounterIncremented is handled by both async test projections and the reactor: one add carries their catch-ups.
      expect(rung).toEqual([expect.arrayContaining(['test_counters', 'test_deliveries', 'test_milestones'])]);
      expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 4 }]);
    } finally {
      watch.mockRestore();
    }
  });

  it('does not let an add that hangs swallow the rings after it', async () => {
    await t.close({ keepDatabase: true });
    t = await createTestApp({ queue, providers, database: t.database, env: { PROJECTION_SAFETY_NET_MS: '600000' } });
    const addBulk = Queue.prototype.addBulk;
    let hung = 0;
    const watch = vi.spyOn(Queue.prototype, 'addBulk').mockImplementation(function (this: Queue, ...args: Parameters<Queue['addBulk']>) {
      // The first ring's add never lands (a stalled connection); every later one goes through.
      if (args[0].some((job) => job.name === 'test_counters') && hung++ === 0) return new Promise<never>(() => undefined);
      return addBulk.apply(this, args);
    });
    try {
      const first = await createCounter(t, 'stalled');
      const second = await createCounter(t, 'after the stall');
      // The second commit's ring is not swallowed by the first add: an add of its own follows within the deadline.
      await waitFor(async () => hung > 1, { timeoutMs: 5_000, describe: () => `a second add (${String(hung)} so far)` });
      await waitForProjections(t.runner, 10_000);
      expect(await rows(t, 'SELECT count(*)::int AS n FROM test_counters WHERE id = ANY($1::text[])', [[first, second]])).toEqual([{ n: 2 }]);
    } finally {
      watch.mockRestore();
    }
  });

  it('loses and duplicates nothing when a worker dies mid-batch', async () => {
    await t.close({ keepDatabase: true });
    // Restart on the same database without consumers, then commit the work to be done.
    t = await createTestApp({ queue, providers, runWorkers: false, database: t.database });
    const id = await createCounter(t, 'crash');
    for (let version = 1; version <= 40; version++) {
      await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: 1 } }], meta());
    }
    const deliveries = t.registry.get('test_deliveries') as DeliveriesProjection;
    let reached: (pid: number) => void = () => undefined;
    let resume: () => void = () => undefined;
    const atStall = new Promise<number>((resolve) => (reached = resolve));
    deliveries.stall = { atEvent: 25, reached, until: new Promise<void>((resolve) => (resume = resolve)) };
    // A transaction still in flight (a nudge on the Postgres queue backend, say) rightly hides later
    // events from a catch-up read; start the batch once all 40 are past the fence.
    await eventsVisibleToCatchUp(t);
    const dying = t.runner.catchUp(deliveries);
    const batchPid = await atStall;
    // The worker's process dies: its database session goes away with its open transaction.
    expect(await t.dataSource.query('SELECT pg_terminate_backend($1) AS done', [batchPid])).toEqual([{ done: true }]);
    resume();
    await expect(dying).rejects.toThrow();
    deliveries.stall = undefined;
    expect(await rows(t, 'SELECT count(*)::int AS n FROM test_deliveries')).toEqual([{ n: 0 }]);

    // Another worker takes over.
    await t.close({ keepDatabase: true });
    t = await createTestApp({ queue, providers, database: t.database });
    await waitForProjections(t.runner);
    expect(await rows(t, 'SELECT count(*)::int AS n, max(times) AS most FROM test_deliveries')).toEqual([{ n: 40, most: 1 }]);
    expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 40 }]);
  });

  it('lets a reactor append new events exactly once, even when its events are reprocessed', async () => {
    const id = await createCounter(t, 'milestones');
    for (let version = 1; version <= 7; version++) {
      await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: 1 } }], meta());
    }
    await waitForProjections(t.runner);
    const milestones = () => t.eventStore.readStream(`milestone-${id}`);
    expect((await milestones()).map((e) => e.data)).toEqual([
      { counter: id, increments: 3 },
      { counter: id, increments: 6 },
    ]);
    expect((await milestones())[0]!.metadata.causationId).toBeDefined();

    // Replaying the reactor from the start of the log appends nothing new.
    await t.dataSource.query("UPDATE projection_checkpoints SET last_tx_id = '0', last_position = 0 WHERE name = 'test_milestones'");
    await t.runner.catchUp(t.registry.get('test_milestones'));
    expect(await milestones()).toHaveLength(2);
  });
});

describe('the rebuild command', () => {
  it('replays the named projections with a progress bar and refuses unknown names', async () => {
    const t = await createTestApp({ queue: 'postgres', providers });
    try {
      await t.dataSource.query(TABLES);
      const id = await createCounter(t, 'cli');
      for (let version = 1; version <= 5; version++) {
        await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: 2 } }], meta());
      }
      await waitForProjections(t.runner);
      await t.dataSource.query('TRUNCATE test_counters');

      let printed = '';
      const output = new Writable({
        write(chunk, _encoding, done) {
          printed += String(chunk);
          done();
        },
      });
      const outcome = await rebuildProjections(t.registry, t.runner, ['test_counters'], output);
      expect(outcome).toEqual({ rebuilt: [{ name: 'test_counters', events: 6 }] });
      expect(printed).toContain('100% | test_counters | 6/6 events');
      expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 10 }]);

      const all = await rebuildProjections(t.registry, t.runner, [], output);
      expect(all.rebuilt.map((r) => r.name)).toEqual(expect.arrayContaining(['test_counters', 'test_deliveries', 'test_inline_totals']));
      expect(all.rebuilt.map((r) => r.name)).not.toContain('test_milestones');
      const refused = await rebuildProjections(t.registry, t.runner, ['test_milestones', 'nope'], output);
      expect(refused.rebuilt).toEqual([]);
      expect(refused.error).toMatch(/^Unknown projection\(s\): test_milestones, nope\. Known: .*test_counters, test_inline_totals, test_deliveries/);
    } finally {
      await t.close();
    }
  });
});

describe('projection versions', () => {
  it('rebuilds a projection at start-up when its version changes', async () => {
    let t = await createTestApp({ queue: 'postgres', providers });
    await t.dataSource.query(TABLES);
    const id = await createCounter(t, 'versioned');
    await t.transactions.append(id, 1, [{ type: 'CounterIncremented', data: { by: 3 } }], meta());
    await waitForProjections(t.runner);
    await t.dataSource.query('UPDATE test_counters SET value = 99');
    await t.close({ keepDatabase: true });

    @Projection()
    @Injectable()
    class CountersV2 extends CountersProjection {
      override readonly version = 2;
    }
    t = await createTestApp({ queue: 'postgres', providers: [CountersV2, InlineTotalsProjection, DeliveriesProjection, MilestonesReactor], database: t.database });
    await waitForProjections(t.runner);
    expect(await rows(t, 'SELECT value FROM test_counters WHERE id = $1', [id])).toEqual([{ value: 3 }]);
    expect(await rows(t, "SELECT version FROM projection_checkpoints WHERE name = 'test_counters'")).toEqual([{ version: 2 }]);
    await t.close();
  });

  it('builds an inline projection new to a database from the events already in its log', async () => {
    let t = await createTestApp({ queue: 'postgres', providers: [CountersProjection, DeliveriesProjection, MilestonesReactor] });
    await t.dataSource.query(TABLES);
    const id = await createCounter(t, 'upgraded');
    for (let version = 1; version <= 3; version++) {
      await t.transactions.append(id, version, [{ type: 'CounterIncremented', data: { by: 4 } }], meta());
    }
    await t.close({ keepDatabase: true });

    t = await createTestApp({ queue: 'postgres', providers, database: t.database });
    expect(await rows(t, 'SELECT value FROM test_inline_totals WHERE id = $1', [id])).toEqual([{ value: 12 }]);
    await t.close();
  });
});

describe('projection lag', () => {
  it('says how many events an async projection has not applied and how long the oldest has waited', async () => {
    const t = await createTestApp({ queue: 'postgres', providers, runWorkers: false });
    try {
      await t.dataSource.query(TABLES);
      // The first of the two waiting events happened five days ago (a backdated command, the demo history): it has
      // waited for the read models only since it was recorded, and the wait grows from there.
      const id = `counter-${randomUUID()}`;
      const recorded = Date.now();
      await t.transactions.append(id, 0, [{ type: 'CounterCreated', data: { label: 'waiting' }, occurredAt: new Date(Date.now() - 5 * 86_400_000) }], meta());
      await t.transactions.append(id, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], meta());
      const status = async () => (await t.runner.statuses()).find((s) => s.name === 'test_counters')!;
      expect((await status()).lag).toBe(2);
      await waitFor(async () => (await status()).lagMs >= 200);
      const waiting = await status();
      expect(waiting.lag).toBe(2);
      expect(waiting.lagMs).toBeLessThanOrEqual(Date.now() - recorded + 50);
      expect((await t.runner.statuses()).find((s) => s.name === 'test_inline_totals')).toMatchObject({ lag: 0, lagMs: 0 });

      const counters = t.registry.get('test_counters');
      await t.runner.ensureCheckpoint(counters);
      expect(await t.runner.hasPending(counters)).toBe(true);
      // Catch-up reads only behind every transaction still open in the cluster: wait those out.
      let applied = 0;
      await waitFor(async () => (applied += await t.runner.catchUp(counters)) === 2);
      expect((await t.runner.statuses()).find((s) => s.name === 'test_counters')).toMatchObject({ lag: 0, lagMs: 0 });
      expect(await t.runner.hasPending(counters)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('counts a backlog only up to its limit, and callers asking at once share one round of counts', async () => {
    const t = await createTestApp({ queue: 'postgres', providers, runWorkers: false });
    try {
      await t.dataSource.query(TABLES);
      // A projection far behind (a worker down for a day): more events of its types than the count goes to.
      await t.dataSource.query(
        `INSERT INTO events (stream_id, stream_version, type, data, event_id)
         SELECT 'counter-backlog-' || n, 1, 'CounterCreated', '{"label":"backlog"}', gen_random_uuid() FROM generate_series(1, $1::int) n`,
        [LAG_COUNT_LIMIT + 25],
      );
      const counters = t.registry.get('test_counters');
      await t.runner.ensureCheckpoint(counters);
      expect(await t.runner.hasPending(counters)).toBe(true);
      expect(await t.runner.hasPending(t.registry.get('test_inline_totals'))).toBe(false);

      const [first, second] = await Promise.all([t.runner.statuses(), t.runner.statuses()]);
      expect(second).toBe(first);
      expect(first.find((s) => s.name === 'test_counters')).toMatchObject({ lag: LAG_COUNT_LIMIT });
      expect(first.find((s) => s.name === 'test_counters')!.lagMs).toBeGreaterThanOrEqual(0);
      // A round that has ended is not kept: the next caller counts afresh.
      expect(await t.runner.statuses()).not.toBe(first);
    } finally {
      await t.close();
    }
  });
});
