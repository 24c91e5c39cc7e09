import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { ConcurrencyError } from '../errors.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { waitFor } from '../../../test/support/wait-for-projections.js';
import { type Checkpoint, type EventMetadata, EventStore, readBatchAfter, START_OF_LOG, type StoredEvent } from './event-store.js';
import { EventTransactions, literalSql } from './event-transactions.js';

const meta = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actor: { type: 'system' },
  correlationId: randomUUID(),
  ...overrides,
});

/** Resolves after `ms`; used only to make commits land out of order on purpose. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('event store (real Postgres)', () => {
  let t: TestApp;
  let store: EventStore;
  let log: EventTransactions;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    store = t.eventStore;
    log = t.transactions;
    dataSource = t.dataSource;
  });
  afterAll(() => t.close());

  const countEvents = async (streamId?: string): Promise<number> => {
    const [row] = await dataSource.query<{ n: string }[]>(
      streamId ? 'SELECT count(*) AS n FROM events WHERE stream_id = $1' : 'SELECT count(*) AS n FROM events',
      streamId ? [streamId] : [],
    );
    return Number(row!.n);
  };

  it('appends to a new stream and reads it back in order with its metadata', async () => {
    const stream = `widget-${randomUUID()}`;
    const causationId = randomUUID();
    const metadata = meta({ actor: { type: 'admin', id: 'admin-1' }, causationId });
    await log.append(stream, 0, [{ type: 'WidgetCreated', data: { firstName: 'Kai' } }], metadata);
    await log.append(stream, 1, [{ type: 'WidgetPolished', data: { badgeType: 'first_referral' } }, { type: 'WidgetPolished', data: { badgeType: 'closer' } }], metadata);

    const events = await store.readStream(stream);
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'WidgetCreated'],
      [2, 'WidgetPolished'],
      [3, 'WidgetPolished'],
    ]);
    expect(events[0]!.data).toEqual({ firstName: 'Kai' });
    expect(events[2]!.metadata).toEqual({ actor: { type: 'admin', id: 'admin-1' }, correlationId: metadata.correlationId, causationId });
    expect(events[0]!.occurredAt).toBeInstanceOf(Date);
    expect(events[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an append at the wrong expected version and writes nothing', async () => {
    const stream = `order-${randomUUID()}`;
    await log.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
    await expect(log.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta())).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(log.append(stream, 5, [{ type: 'WidgetShipped', data: {} }], meta())).rejects.toMatchObject({
      statusCode: 409,
      expectedVersion: 5,
      actualVersion: 1,
    });
    expect(await countEvents(stream)).toBe(1);
  });

  it('lets exactly one of two appends racing on one expected version win', async () => {
    const stream = `slot-2026-12-01-${randomUUID()}`;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothInside = new Promise<void>((resolve) => (release = resolve));
    // Both transactions read version 0 before either commits: the unique index decides.
    const attempt = (who: string) =>
      log.run(async (tx) => {
        expect(await tx.streamVersion(stream)).toBe(0);
        if (++arrived === 2) release();
        await bothInside;
        return tx.append(stream, 0, [{ type: 'WidgetReserved', data: { who } }], meta());
      });
    const results = await Promise.allSettled([attempt('a'), attempt('b')]);

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError);
    expect(await countEvents(stream)).toBe(1);
  });

  it('appends nothing when the command fails after appending', async () => {
    const stream = `order-${randomUUID()}`;
    await expect(
      log.run(async (tx) => {
        await tx.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
        throw new Error('validation failed later in the command');
      }),
    ).rejects.toThrow('validation failed later');
    expect(await countEvents(stream)).toBe(0);
  });

  describe('a transaction opened and closed with statements of its own (TransactionOptions, closeWith)', () => {
    const lock = (key: string) => `SELECT pg_advisory_xact_lock(hashtextextended(${literalSql(key)}, 0))`;
    const heldElsewhere = async (key: string): Promise<boolean> => {
      const [row] = await dataSource.query<{ free: boolean }[]>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS free', [key]);
      if (row!.free) await dataSource.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      return !row!.free;
    };

    it('holds the opening lock until it commits, and commits its appends with the closing statement', async () => {
      const key = `opened-${randomUUID()}`;
      const stream = `order-${randomUUID()}`;
      await log.run(
        async (tx) => {
          expect(await heldElsewhere(key)).toBe(true);
          await tx.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
          await tx.closeWith(`INSERT INTO projection_checkpoints (name, version) VALUES (${literalSql(key)}, 1)`);
        },
        { opening: lock(key) },
      );
      expect(await heldElsewhere(key)).toBe(false);
      expect(await countEvents(stream)).toBe(1);
      expect(await dataSource.query('SELECT version FROM projection_checkpoints WHERE name = $1', [key])).toEqual([{ version: 1 }]);
      await dataSource.query('DELETE FROM projection_checkpoints WHERE name = $1', [key]);
    });

    it('commits nothing when its closing statement fails, nor when the work fails, and frees its lock and connection', async () => {
      const key = `opened-${randomUUID()}`;
      const stream = `order-${randomUUID()}`;
      await expect(
        log.run(
          async (tx) => {
            await tx.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
            await tx.closeWith('INSERT INTO projection_checkpoints (name, version) VALUES (NULL, 1)');
          },
          { opening: lock(key) },
        ),
      ).rejects.toThrow(/null value/);
      await expect(
        log.run(
          async (tx) => {
            await tx.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
            throw new Error('refused later in the command');
          },
          { opening: lock(key) },
        ),
      ).rejects.toThrow('refused later');
      expect(await countEvents(stream)).toBe(0);
      expect(await heldElsewhere(key)).toBe(false);
      // Every pooled connection came back, out of a transaction: as many runs as the pool holds still go through.
      await Promise.all(Array.from({ length: 25 }, () => log.run(async (tx) => tx.streamVersion(stream), { opening: 'SELECT 1' })));
    });

    it("hands the work the rows of the opening's last statement, and reports a failed opening as a failed query", async () => {
      const key = `opened-${randomUUID()}`;
      expect(await log.run(async (tx) => tx.openingRows, { opening: `${lock(key)}; SELECT 2 AS two, ${literalSql("it's")} AS said` })).toEqual([{ two: 2, said: "it's" }]);
      await expect(log.run(async () => 'never', { opening: `${lock(key)}; SELECT 1 / 0` })).rejects.toBeInstanceOf(QueryFailedError);
      expect(await heldElsewhere(key)).toBe(false);
    });

    it('keeps an append that lost a race from ending it (the append nests in a savepoint), so the command can go on', async () => {
      const stream = `order-${randomUUID()}`;
      await log.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
      const other = `order-${randomUUID()}`;
      await log.run(
        async (tx) => {
          await expect(tx.append(stream, 0, [{ type: 'WidgetOrdered', data: {} }], meta())).rejects.toBeInstanceOf(ConcurrencyError);
          await tx.append(other, 0, [{ type: 'WidgetOrdered', data: {} }], meta());
        },
        { opening: 'SELECT 1' },
      );
      expect(await countEvents(stream)).toBe(1);
      expect(await countEvents(other)).toBe(1);
    });
  });

  it('appends one event to each of several streams in one statement, in order, and all or nothing when one stream has moved', async () => {
    const order = `order-${randomUUID()}`;
    const slot = `slot-${randomUUID()}`;
    await log.append(slot, 0, [{ type: 'WidgetReserved', data: { who: 'first' } }], meta());
    const stored = await log.run((tx) =>
      tx.appendEach([
        { streamId: order, expectedVersion: 0, events: [{ type: 'WidgetOrdered', data: { n: 1 } }], metadata: meta() },
        { streamId: slot, expectedVersion: 1, events: [{ type: 'WidgetReserved', data: { who: 'second' } }], metadata: meta({ causationId: randomUUID() }) },
      ]),
    );
    expect(stored.map(([e]) => [e!.streamId, e!.streamVersion, e!.type])).toEqual([
      [order, 1, 'WidgetOrdered'],
      [slot, 2, 'WidgetReserved'],
    ]);
    expect(BigInt(stored[1]![0]!.globalPosition)).toBe(BigInt(stored[0]![0]!.globalPosition) + 1n);
    const [readOrder, readSlot] = await log.run((tx) => tx.readStreams([order, slot])).then((streams) => [streams.get(order)!, streams.get(slot)!]);
    expect(readOrder!.map((e) => e.data)).toEqual([{ n: 1 }]);
    expect(readSlot!.map((e) => e.data)).toEqual([{ who: 'first' }, { who: 'second' }]);

    // The slot moved on meanwhile (expected 1, it is at 2): a ConcurrencyError naming it, and the new order's event is not kept either.
    const another = `order-${randomUUID()}`;
    await expect(
      log.run((tx) =>
        tx.appendEach([
          { streamId: another, expectedVersion: 0, events: [{ type: 'WidgetOrdered', data: { n: 2 } }], metadata: meta() },
          { streamId: slot, expectedVersion: 1, events: [{ type: 'WidgetReserved', data: { who: 'late' } }], metadata: meta() },
        ]),
      ),
    ).rejects.toMatchObject({ streamId: slot, expectedVersion: 1, actualVersion: 2 });
    expect(await countEvents(another)).toBe(0);
    expect(await countEvents(slot)).toBe(2);
    // A version ahead of the stream (a gap) is refused the same way.
    await expect(
      log.run((tx) =>
        tx.appendEach([
          { streamId: another, expectedVersion: 3, events: [{ type: 'WidgetOrdered', data: {} }], metadata: meta() },
          { streamId: `order-${randomUUID()}`, expectedVersion: 0, events: [{ type: 'WidgetOrdered', data: {} }], metadata: meta() },
        ]),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await countEvents(another)).toBe(0);
  });

  it('keeps the log append-only', async () => {
    const stream = `widget-${randomUUID()}`;
    await log.append(stream, 0, [{ type: 'WidgetCreated', data: {} }], meta());
    await expect(dataSource.query("UPDATE events SET type = 'Tampered' WHERE stream_id = $1", [stream])).rejects.toThrow('append-only');
    await expect(dataSource.query('DELETE FROM events WHERE stream_id = $1', [stream])).rejects.toThrow('append-only');
  });

  it('delivers every event exactly once to a catch-up reader while 8 writers commit 500 events each out of order', async () => {
    await dataSource.query('TRUNCATE events');
    const WRITERS = 8;
    const PER_WRITER = 500;
    let writing = true;
    const seen = new Map<string, number>();
    let checkpoint: Checkpoint = START_OF_LOG;
    let previous: StoredEvent | undefined;

    const hiddenEvents = async () =>
      (await dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM events WHERE tx_id >= pg_snapshot_xmin(pg_current_snapshot())'))[0]!.n;

    const reader = (async () => {
      for (;;) {
        const stillWriting = writing;
        // Counted before the read: once the writers are done and nothing is hidden, a read taken after
        // sees every event (counted after it, a transaction of another test file ending in between
        // would make the reader stop with events it never read).
        const hidden = stillWriting ? 1 : await hiddenEvents();
        const batch = await store.readAfter(checkpoint, { limit: 97 });
        for (const event of batch) {
          seen.set(event.eventId, (seen.get(event.eventId) ?? 0) + 1);
          // Order is (tx_id, global_position): never backwards.
          if (previous) {
            const before = BigInt(previous.txId) < BigInt(event.txId) ||
              (previous.txId === event.txId && BigInt(previous.globalPosition) < BigInt(event.globalPosition));
            expect(before).toBe(true);
          }
          previous = event;
        }
        const last = batch.at(-1);
        if (last) checkpoint = { txId: last.txId, position: last.globalPosition };
        // Done when writing has stopped, nothing is left to read and nothing waits behind an open
        // transaction (the queue backend's own, say) to become readable.
        if (!stillWriting && batch.length === 0 && hidden === 0) return;
        if (batch.length === 0) await pause(1);
      }
    })();

    const writer = async (w: number) => {
      for (let i = 0; i < PER_WRITER; i++) {
        await log.run(async (tx) => {
          await tx.append(`writer-${w}`, i, [{ type: 'ThingHappened', data: { w, i } }], meta());
          // Hold the transaction open for a random while: later positions commit before earlier ones.
          await pause(Math.floor(Math.random() * 4));
        });
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await reader;

    expect(seen.size).toBe(WRITERS * PER_WRITER);
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
    expect(await countEvents()).toBe(WRITERS * PER_WRITER);
  });
});

// On the Redis queue backend, so that no session of the queue's own holds a transaction in this database.
describe("the event store's commit fence", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: false });
  });
  afterAll(() => t.close());

  it('reads past a transaction left open in another database of the server, never past one in its own', async () => {
    const readable = async (stream: string) =>
      (await t.eventStore.readAfter(START_OF_LOG, { limit: 100_000 })).filter((event) => event.streamId === stream).length;
    // Another database on the same server (the server's own, where the test databases are made): a pg_dump or
    // a long report there holds a transaction id that the log's readers have no reason to wait for.
    const elsewhere = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await elsewhere.connect();
    const here = t.dataSource.createQueryRunner();
    await here.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const past = `widget-${randomUUID()}`;
      await t.transactions.append(past, 0, [{ type: 'WidgetCreated', data: {} }], meta());
      // Readable while that transaction stays open. (Waited for: a transaction of yet another database that was
      // running when the read took its snapshot and has ended since stays in the fence for that read, and the
      // other suites run beside this one.)
      await waitFor(async () => (await readable(past)) === 1, { describe: () => 'the event appended past the open transaction elsewhere' });

      // One in this database may yet append below a later event: the later event waits until it ends.
      await here.startTransaction();
      await here.query('SELECT pg_current_xact_id()');
      const behind = `widget-${randomUUID()}`;
      await t.transactions.append(behind, 0, [{ type: 'WidgetCreated', data: {} }], meta());
      expect(await readable(behind)).toBe(0);
      await here.commitTransaction();
      await waitFor(async () => (await readable(behind)) === 1, { describe: () => 'the event held back, once the transaction here ended' });
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await elsewhere.end();
      if (here.isTransactionActive) await here.rollbackTransaction();
      await here.release();
    }
  });

  it('says whether committed events wait behind an older open transaction, in the read that stops short of them', async () => {
    const type = `Gadget${randomUUID().replaceAll('-', '')}`;
    const read = (from: Checkpoint) => readBatchAfter(t.dataSource.manager, from, { types: [type], limit: 100 });
    const first = `gadget-${randomUUID()}`;
    await t.transactions.append(first, 0, [{ type, data: {} }], meta());
    const older = t.dataSource.createQueryRunner();
    await older.connect();
    try {
      await older.startTransaction();
      await older.query('SELECT pg_current_xact_id()');
      const second = `gadget-${randomUUID()}`;
      await t.transactions.append(second, 0, [{ type, data: {} }], meta());
      // The first is read; the second, committed after the open transaction began, waits behind it, and the read says so.
      const held = await read(START_OF_LOG);
      expect(held.events.map((event) => event.streamId)).toEqual([first]);
      expect(held.heldBack).toBe(true);
      await older.commitTransaction();
      const released = await read(START_OF_LOG);
      expect(released.events.map((event) => event.streamId)).toEqual([first, second]);
      expect(released.heldBack).toBe(false);
      // Nothing after the last: no row to say it on.
      const last = released.events.at(-1)!;
      expect(await read({ txId: last.txId, position: last.globalPosition })).toEqual({ events: [], heldBack: null });
    } finally {
      if (older.isTransactionActive) await older.rollbackTransaction();
      await older.release();
    }
  });

  it('reads the events of several types in log order, a batch at a time, none twice and none skipped', async () => {
    const [a, b, other] = ['A', 'B', 'C'].map((letter) => `Part${letter}${randomUUID().replaceAll('-', '')}`) as [string, string, string];
    const appended: string[] = [];
    for (const type of [a, b, other, b, a, a, b]) {
      const stream = `part-${randomUUID()}`;
      await t.transactions.append(stream, 0, [{ type, data: {} }], meta());
      if (type !== other) appended.push(stream);
    }
    const read: string[] = [];
    let from: Checkpoint = START_OF_LOG;
    for (;;) {
      // A type named twice is read once.
      const { events } = await readBatchAfter(t.dataSource.manager, from, { types: [a, b, a], limit: 2 });
      if (events.length === 0) break;
      read.push(...events.map((event) => event.streamId));
      const last = events.at(-1)!;
      from = { txId: last.txId, position: last.globalPosition };
    }
    expect(read).toEqual(appended);
  });
});
