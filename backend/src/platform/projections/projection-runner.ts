// Runs projections over the log: one catch-up batch = one transaction (through the commit path, so a
// reactor's reactions run inline projections and ring the doorbell like any append) that takes the
// projection's lock, applies the events after its checkpoint and moves it: a batch is all-or-nothing and
// only one consumer at a time works on a projection. Also rebuilds and measures lag.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { type Checkpoint, START_OF_LOG } from '../event-store/event-store.js';
import { EventTransactions, literalSql } from '../event-store/event-transactions.js';
import { LAG_COUNT_LIMIT } from '@tint/libs/constants';
import { applyAll, type ProjectionHandler, type ProjectionKind } from './projection.js';
import { ProjectionRegistry } from './projection-registry.js';

export const BATCH_SIZE = 500;
/** A rebuild replays the whole log: larger batches, fewer round trips (projections apply a batch set-based). */
export const REBUILD_BATCH_SIZE = 2_000;
const REBUILD_FIRST_WAIT_MS = 25;
const REBUILD_LONGEST_WAIT_MS = 1_000;

/** `lag`: events of its types not yet applied; `lagMs`: how long the oldest of them has waited since it was recorded in the log (0 when none). */
export type ProjectionStatus = { name: string; kind: ProjectionKind; lag: number; lagMs: number };

@Injectable()
export class ProjectionRunner {
  private readonly logger = new Logger(ProjectionRunner.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: EventTransactions,
    private readonly registry: ProjectionRegistry,
  ) {}

  /** The round of lag counts under way, which statuses() callers share. */
  private statusRound: Promise<ProjectionStatus[]> | undefined;

  /** Each projection's checkpoint row: the version its rows were built with, the last position applied and when it moved. */
  async checkpoints(): Promise<Map<string, { version: number; position: number; updatedAt: Date }>> {
    const rows = await this.dataSource.query<{ name: string; version: number; last_position: string; updated_at: Date }[]>(
      'SELECT name, version, last_position, updated_at FROM projection_checkpoints',
    );
    return new Map(rows.map((row) => [row.name, { version: row.version, position: Number(row.last_position), updatedAt: row.updated_at }]));
  }

  /**
   * Each projection's kind and lag, in events (up to LAG_COUNT_LIMIT) and in milliseconds. Callers at the same moment
   * share one round of counts: the health probe, the metrics scrape and the System page all ask, and at a large
   * backlog their rounds would otherwise pile up on the database.
   */
  statuses(): Promise<ProjectionStatus[]> {
    this.statusRound ??= this.pending(this.registry.list())
      .then((pending) => this.registry.list().map((p) => ({ name: p.name, kind: p.kind, ...pending.get(p.name)! })))
      .finally(() => {
        this.statusRound = undefined;
      });
    return this.statusRound;
  }

  /**
   * Creates the checkpoint row if missing. Returns the version the stored rows were built with, or
   * null for a projection new to this database: an async one then catches up from the start of the
   * log on its own, an inline one must be rebuilt from the events already there.
   */
  async ensureCheckpoint(projection: ProjectionHandler): Promise<number | null> {
    const created = await this.dataSource.query<unknown[]>(
      'INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name',
      [projection.name, projection.version],
    );
    if (created.length > 0) {
      // Past every event committed so far (an event of a transaction still open commits later and is read then).
      if (projection.startsAtHead) {
        await this.dataSource.query(
          `UPDATE projection_checkpoints c SET last_tx_id = e.tx_id, last_position = e.global_position
             FROM (SELECT tx_id, global_position FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())
                   ORDER BY tx_id DESC, global_position DESC LIMIT 1) e
            WHERE c.name = $1`,
          [projection.name],
        );
      }
      return null;
    }
    const [row] = await this.dataSource.query<{ version: number }[]>('SELECT version FROM projection_checkpoints WHERE name = $1', [projection.name]);
    return row!.version;
  }

  /** Processes batches until the projection has seen everything committed. Returns events applied. */
  async catchUp(projection: ProjectionHandler, onBatch?: (applied: number) => void, batchSize = BATCH_SIZE): Promise<number> {
    return (await this.batches(projection, batchSize, onBatch)).applied;
  }

  /**
   * Read-your-writes for a command that must not answer before an async projection has applied its event: catches
   * up until the checkpoint is at or past `event`. A batch stops short of events held back behind a transaction
   * still open elsewhere (readAfter's fence), so it looks again, backing off, until `deadlineMs` has passed.
   * False then: the workers get there a moment later.
   */
  async catchUpPast(projection: ProjectionHandler, event: Checkpoint, deadlineMs = 5_000): Promise<boolean> {
    const until = Date.now() + deadlineMs;
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      await this.catchUp(projection);
      const [row] = await this.dataSource.query<{ past: boolean }[]>(
        'SELECT (last_tx_id, last_position) >= ($2::xid8, $3::bigint) AS past FROM projection_checkpoints WHERE name = $1',
        [projection.name, event.txId, event.position],
      );
      if (row?.past) return true;
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** One batch in one transaction: lock checkpoint, read after it, apply, move it. Returns events applied. */
  async runBatch(projection: ProjectionHandler, batchSize = BATCH_SIZE): Promise<number> {
    return (await this.batch(projection, batchSize, false)).applied;
  }

  /**
   * catchUp for a catch-up job, which also learns whether committed events of the projection's types wait behind an
   * older transaction still open (readBatchAfter): then nothing else rings for them, and the job must look again later.
   * Events committed after its last read need no second look: their commits rang.
   */
  catchUpAndLook(projection: ProjectionHandler): Promise<{ applied: number; heldBack: boolean }> {
    return this.batches(projection, BATCH_SIZE);
  }

  /**
   * Batches until one is not full: the events applied, and whether the last one found events held back. `backlog`:
   * many events are known to wait (a rebuild), so the first batch reads as the ones after a full batch do.
   */
  private async batches(
    projection: ProjectionHandler,
    batchSize: number,
    onBatch?: (applied: number) => void,
    backlog = false,
  ): Promise<{ applied: number; heldBack: boolean }> {
    let applied = 0;
    for (let behind = backlog; ; ) {
      const batch = await this.batch(projection, batchSize, behind);
      applied += batch.applied;
      if (batch.applied > 0) onBatch?.(batch.applied);
      if (batch.applied < batchSize) return { applied, heldBack: batch.heldBack };
      behind = true;
    }
  }

  /**
   * One batch. A few events waiting (the usual job): the checkpoint is read with the events, once the lock is held,
   * one round trip fewer. Many (`behind`): the checkpoint is read first and handed to the read as values, so that the
   * planner, which cannot see a position read in the same statement, estimates from the log's statistics and walks
   * the index in order for the next `batchSize`: guessing few events left, it fetched every remaining event of the
   * types and sorted them, on every batch (a funnel rebuild at 200,000 events: 430 ms a batch, 17 ms this way).
   */
  private batch(projection: ProjectionHandler, batchSize: number, behind: boolean): Promise<{ applied: number; heldBack: boolean }> {
    return this.transactions.run(async (tx) => {
      const from = behind ? await this.checkpointAt(tx.manager, projection) : { checkpointOf: projection.name };
      const { events, heldBack } = await tx.readBatchAfter(from, { types: projection.handles, limit: batchSize, opens: projection.opens });
      await applyAll(projection, events, { manager: tx.manager, tx });
      const last = events.at(-1);
      // Nothing read (the statement had no row to say it on): whatever of its types is left is held back, or came since.
      if (!last) return { applied: 0, heldBack: await this.hasPending(projection, tx.manager) };
      if (projection.changes) tx.announce(await projection.changes(events, { manager: tx.manager, tx }));
      await tx.closeWith(
        `UPDATE projection_checkpoints SET last_tx_id = ${literalSql(last.txId)}::xid8, last_position = ${literalSql(String(last.globalPosition))}::bigint, updated_at = now()
          WHERE name = ${literalSql(projection.name)}`,
      );
      return { applied: events.length, heldBack: heldBack ?? false };
    }, { opening: projectionLockSql(projection.name) });
  }

  /** The projection's checkpoint as stored (its lock held); the start of the log for one not yet created. */
  private async checkpointAt(manager: EntityManager, projection: ProjectionHandler): Promise<Checkpoint> {
    const [row] = await manager.query<{ tx_id: string; position: string }[]>(
      'SELECT last_tx_id::text AS tx_id, last_position AS position FROM projection_checkpoints WHERE name = $1',
      [projection.name],
    );
    return row ? { txId: row.tx_id, position: String(row.position) } : START_OF_LOG;
  }

  /**
   * Empties the projection's tables and replays the log into them. Inline projections are rebuilt
   * in one transaction holding their tables exclusively, so appends wait instead of interleaving;
   * async projections are reset and then caught up batch by batch.
   */
  async rebuild(projection: ProjectionHandler, onProgress?: (applied: number, total: number) => void): Promise<number> {
    if (projection.kind === 'reactor') throw new Error(`${projection.name} is a reactor: reactors are never replayed`);
    const total = await this.countEvents(projection, START_OF_LOG);
    let done = 0;
    if (projection.kind === 'inline') {
      await this.transactions.run(async (tx) => {
        const manager = tx.manager;
        await lockProjection(manager, projection.name);
        if (projection.tables.length > 0) {
          await manager.query(`LOCK TABLE ${projection.tables.join(', ')} IN EXCLUSIVE MODE`);
          await manager.query(`TRUNCATE ${projection.tables.join(', ')}`);
        }
        let after: Checkpoint = START_OF_LOG;
        // Every append touching these tables has committed or waits for our lock: read without the
        // in-flight-transaction fence, which an unrelated long transaction could otherwise hold back. Each batch is
        // read on another connection while the one before is applied on ours (the database reads and writes at
        // once, and this process opens one batch's personal fields while the database writes the other's rows).
        // A read that fails while the batch before is applied is reported when awaited, not as an unhandled rejection.
        const read = (from: Checkpoint) => {
          const reading = this.transactions.readAfterElsewhere(from, { types: projection.handles, limit: REBUILD_BATCH_SIZE, fenced: false, opens: projection.opens });
          reading.catch(() => undefined);
          return reading;
        };
        let next = read(after);
        try {
          for (;;) {
            const events = await next;
            if (events.length === 0) break;
            const last = events.at(-1)!;
            after = { txId: last.txId, position: last.globalPosition };
            next = events.length < REBUILD_BATCH_SIZE ? Promise.resolve([]) : read(after);
            await applyAll(projection, events, { manager, tx });
            done += events.length;
            onProgress?.(done, total);
          }
        } finally {
          // A failed apply leaves no read behind still running (its failure, if any, unreported: the apply's is).
          await next.catch(() => undefined);
        }
        await manager.query(
          'UPDATE projection_checkpoints SET version = $2, last_tx_id = $3::xid8, last_position = $4, updated_at = now() WHERE name = $1',
          [projection.name, projection.version, after.txId, after.position],
        );
      });
      onProgress?.(done, total);
      await this.analyze(projection);
      return done;
    }
    await this.reset(projection);
    onProgress?.(0, total);
    // Until every event there was has been replayed: a batch stops at events held back behind a transaction
    // still open somewhere in the cluster, so look again (backing off) until it has ended.
    for (let wait = REBUILD_FIRST_WAIT_MS; ; wait = Math.min(wait * 2, REBUILD_LONGEST_WAIT_MS)) {
      let round = 0;
      const caughtUp = await this.batches(
        projection,
        REBUILD_BATCH_SIZE,
        (applied) => {
          round += applied;
          onProgress?.(done + round, total);
        },
        true,
      );
      done += caughtUp.applied;
      // A worker may have taken some batches alongside us: report every event now in the rebuilt
      // tables, whoever applied it, not only the ones this call applied.
      if (!(await this.hasPending(projection))) {
        await this.analyze(projection);
        return Math.max(done, await this.appliedSinceStart(projection));
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * Brings the planner's statistics of a rebuilt projection's tables up to date and marks their pages all-visible.
   * Emptied and refilled, they would otherwise describe the empty tables until autovacuum came by (a salesperson's
   * newest 20 appointments read through the wrong index and a sort of all of them: 3 ms instead of 0.1 ms at a
   * 100,000-event log), and every index-only scan would visit the table too (counting a salesperson's 30,000
   * appointments for the admin's first page read 30,000 heap rows at the 1,000,000-event log).
   */
  private async analyze(projection: ProjectionHandler): Promise<void> {
    const tables = [...projection.tables, ...(projection.keptByTriggers ?? [])];
    if (tables.length > 0) await this.dataSource.query(`VACUUM (ANALYZE) ${tables.join(', ')}`);
  }

  /** Empties an async projection's tables and moves its checkpoint to the start of the log. */
  async reset(projection: ProjectionHandler): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockProjection(manager, projection.name);
      if (projection.tables.length > 0) await manager.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await manager.query(
        "UPDATE projection_checkpoints SET version = $2, last_tx_id = '0'::xid8, last_position = 0, updated_at = now() WHERE name = $1",
        [projection.name, projection.version],
      );
    });
  }

  /** Every event of the projection's types in the log: what a rebuild replays. */
  eventsToReplay(projection: ProjectionHandler): Promise<number> {
    return this.countEvents(projection, START_OF_LOG);
  }

  /** Events of the projection's types not yet applied, up to LAG_COUNT_LIMIT (for inline projections always 0). */
  async lag(projection: ProjectionHandler): Promise<number> {
    return (await this.pending([projection])).get(projection.name)!.lag;
  }

  /**
   * Whether any event of the projection's types is not yet applied: the first of each type after the checkpoint, one
   * step down the (type, tx_id, global_position) index each, however long the backlog (a count would read all of it).
   */
  async hasPending(projection: ProjectionHandler, manager: Pick<EntityManager, 'query'> = this.dataSource): Promise<boolean> {
    if (projection.kind === 'inline') return false;
    const [row] = await manager.query<{ pending: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM ${afterCheckpoint('$1')} k, unnest($4::text[]) t(type),
                      LATERAL (${FIRST_PENDING_OF_TYPE}) f WHERE f.type = t.type) AS pending`,
      [projection.name, START_OF_LOG.txId, START_OF_LOG.position, projection.handles],
    );
    return row?.pending ?? false;
  }

  /**
   * Each projection's events not yet applied, counted up to LAG_COUNT_LIMIT, and how long the first of them has waited
   * since it was recorded: the first of each type in log order (the next the projection applies), found down the
   * index. All of them in one statement (the health probe asks under load, when each round trip may wait for a pooled
   * connection). Inline projections lag by nothing.
   */
  private async pending(projections: readonly ProjectionHandler[]): Promise<Map<string, { lag: number; lagMs: number }>> {
    const result = new Map(projections.map((p) => [p.name, { lag: 0, lagMs: 0 }]));
    const lagging = projections.filter((p) => p.kind !== 'inline');
    if (lagging.length === 0) return result;
    const rows = await this.dataSource.query<{ name: string; count: string; waited_ms: string | null }[]>(
      `SELECT p.name,
              (SELECT count(*) FROM (SELECT 1 FROM events e WHERE (e.tx_id, e.global_position) > (k.tx_id, k.position) AND e.type = ANY(p.types) LIMIT $4) capped) AS count,
              (SELECT extract(epoch FROM clock_timestamp() - min(f.at)) * 1000
                 FROM unnest(p.types) t(type),
                 LATERAL (${FIRST_PENDING_OF_TYPE}) f WHERE f.type = t.type) AS waited_ms
         FROM (SELECT name, string_to_array(types, ',') AS types FROM unnest($1::text[], $5::text[]) AS given(name, types)) p
         CROSS JOIN LATERAL ${afterCheckpoint('p.name')} k`,
      [lagging.map((p) => p.name), START_OF_LOG.txId, START_OF_LOG.position, LAG_COUNT_LIMIT, lagging.map((p) => p.handles.join(','))],
    );
    for (const row of rows) result.set(row.name, { lag: Number(row.count), lagMs: Math.max(0, Math.round(Number(row.waited_ms ?? 0))) });
    return result;
  }

  /** Events of the projection's types up to its checkpoint: what its tables hold. */
  private async appliedSinceStart(projection: ProjectionHandler): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string }[]>(
      `SELECT count(*) AS count
         FROM events e JOIN projection_checkpoints c ON c.name = $1
        WHERE (e.tx_id, e.global_position) <= (c.last_tx_id, c.last_position) AND e.type = ANY($2::text[])`,
      [projection.name, projection.handles],
    );
    return Number(row?.count ?? 0);
  }

  private async countEvents(projection: ProjectionHandler, after: Checkpoint): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string }[]>(
      `SELECT count(*) AS count FROM events WHERE (tx_id, global_position) > ($1::xid8, $2::bigint) AND type = ANY($3::text[])`,
      [after.txId, after.position, projection.handles],
    );
    return Number(row?.count ?? 0);
  }

  logFailure(projection: ProjectionHandler, error: unknown): void {
    this.logger.error(`Projection ${projection.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

/** The checkpoint of the projection named by `name` (an SQL expression) as one row (tx_id, position), the start of the log ($2, $3) for one not yet created. */
const afterCheckpoint = (name: string) => `(SELECT coalesce(c.last_tx_id, $2::xid8) AS tx_id, coalesce(c.last_position, $3::bigint) AS position
                            FROM (VALUES (1)) one LEFT JOIN projection_checkpoints c ON c.name = ${name})`;

/**
 * The first event after checkpoint k in the (type, tx_id, global_position) index from type t.type on: the first pending
 * event of that type if its type is t.type (the caller checks), one step down the index. (Asked as "type = t.type and
 * (tx_id, global_position) past k, in log order", the planner walked the whole log's order and filtered by type,
 * 700 ms at 1,000,000 events; with the type inside the row comparison as well, it read the type's every entry, 90 ms.)
 */
const FIRST_PENDING_OF_TYPE = `SELECT e.type, coalesce(e.recorded_at, e.occurred_at) AS at FROM events e
                                WHERE (e.type, e.tx_id, e.global_position) > (t.type, k.tx_id, k.position)
                                ORDER BY e.type, e.tx_id, e.global_position LIMIT 1`;

/**
 * Takes the projection's lock for this transaction: one batch, rebuild or reset of a projection at a time. It is an
 * advisory lock, not the checkpoint row's (FOR UPDATE): a row lock gives the transaction an id at once, and every
 * reader of the log holds back the events committed after the oldest transaction id still running (readAfter's
 * fence), so each batch of each projection held every other projection's reads back for its whole length (the
 * customer-mails batch while its mails went out): at a steady 100 bookings/s the projections lagged 0.6 to 0.9 s.
 * Taken this way, a batch gets its id at its first write.
 */
export async function lockProjection(manager: Pick<EntityManager, 'query'>, name: string): Promise<void> {
  await manager.query(PROJECTION_LOCK_SQL, [name]);
}

/** The statement that takes projection $1's lock for the transaction (lockProjection). */
export const PROJECTION_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('projection-checkpoint:' || $1, 0))";

/** PROJECTION_LOCK_SQL with the name as a literal: a batch's opening, sent with its BEGIN (TransactionOptions). */
export const projectionLockSql = (name: string): string => PROJECTION_LOCK_SQL.replace('$1', literalSql(name));
