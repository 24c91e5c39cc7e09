// Runs projections over the log: one catch-up batch = one transaction that locks the projection's
// checkpoint row, applies the events after it and moves it, so a batch is all-or-nothing and only
// one consumer at a time works on a projection. Also rebuilds and measures lag.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Checkpoint, EventStore, readAfter, START_OF_LOG, StoredEvent } from '../event-store/event-store.js';
import { applyAll, type ProjectionHandler } from './projection.js';

export const BATCH_SIZE = 500;

@Injectable()
export class ProjectionRunner {
  private readonly logger = new Logger(ProjectionRunner.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
  ) {}

  /** Creates the checkpoint row if missing; returns the version it was built with. */
  async ensureCheckpoint(projection: ProjectionHandler): Promise<number> {
    await this.dataSource.query(
      'INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [projection.name, projection.version],
    );
    const [row] = await this.dataSource.query<{ version: number }[]>('SELECT version FROM projection_checkpoints WHERE name = $1', [projection.name]);
    return row!.version;
  }

  /** Processes batches until the projection has seen everything committed. Returns events applied. */
  async catchUp(projection: ProjectionHandler, onBatch?: (applied: number) => void): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await this.runBatch(projection);
      total += applied;
      if (applied > 0) onBatch?.(applied);
      if (applied < BATCH_SIZE) return total;
    }
  }

  /** One batch in one transaction: lock checkpoint, read after it, apply, move it. */
  async runBatch(projection: ProjectionHandler, batchSize = BATCH_SIZE): Promise<number> {
    let events: StoredEvent[] = [];
    const tx = await this.dataSource.transaction(async (manager) => {
      const checkpoint = await lockCheckpoint(manager, projection.name);
      events = await readAfter(manager, checkpoint, { types: projection.handles, limit: batchSize });
      const eventTx = this.eventStore.within(manager);
      await applyAll(projection, events, { manager, tx: eventTx });
      const last = events.at(-1);
      if (last) {
        await manager.query(
          'UPDATE projection_checkpoints SET last_tx_id = $2::xid8, last_position = $3, updated_at = now() WHERE name = $1',
          [projection.name, last.txId, last.globalPosition],
        );
      }
      return eventTx;
    });
    this.eventStore.notifyCommitted(tx.appended);
    return events.length;
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
    if (projection.mode === 'inline') {
      await this.dataSource.transaction(async (manager) => {
        await lockCheckpoint(manager, projection.name);
        if (projection.tables.length > 0) {
          await manager.query(`LOCK TABLE ${projection.tables.join(', ')} IN EXCLUSIVE MODE`);
          await manager.query(`TRUNCATE ${projection.tables.join(', ')}`);
        }
        const eventTx = this.eventStore.within(manager);
        let after: Checkpoint = START_OF_LOG;
        for (;;) {
          // Every append touching these tables has committed or waits for our lock: read without the
          // in-flight-transaction fence, which an unrelated long transaction could otherwise hold back.
          const events = await readAfter(manager, after, { types: projection.handles, limit: BATCH_SIZE, fenced: false });
          if (events.length === 0) break;
          await applyAll(projection, events, { manager, tx: eventTx });
          const last = events.at(-1)!;
          after = { txId: last.txId, position: last.globalPosition };
          done += events.length;
          onProgress?.(done, total);
        }
        await manager.query(
          'UPDATE projection_checkpoints SET version = $2, last_tx_id = $3::xid8, last_position = $4, updated_at = now() WHERE name = $1',
          [projection.name, projection.version, after.txId, after.position],
        );
      });
      onProgress?.(done, total);
      return done;
    }
    await this.reset(projection);
    onProgress?.(0, total);
    return this.catchUp(projection, (applied) => {
      done += applied;
      onProgress?.(done, total);
    });
  }

  /** Empties an async projection's tables and moves its checkpoint to the start of the log. */
  async reset(projection: ProjectionHandler): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockCheckpoint(manager, projection.name);
      if (projection.tables.length > 0) await manager.query(`TRUNCATE ${projection.tables.join(', ')}`);
      await manager.query(
        "UPDATE projection_checkpoints SET version = $2, last_tx_id = '0'::xid8, last_position = 0, updated_at = now() WHERE name = $1",
        [projection.name, projection.version],
      );
    });
  }

  /** Events of the projection's types not yet applied (for inline projections always 0). */
  async lag(projection: ProjectionHandler): Promise<number> {
    if (projection.mode === 'inline') return 0;
    const [row] = await this.dataSource.query<{ last_tx_id: string; last_position: string }[]>(
      'SELECT last_tx_id::text AS last_tx_id, last_position FROM projection_checkpoints WHERE name = $1',
      [projection.name],
    );
    return this.countEvents(projection, row ? { txId: row.last_tx_id, position: String(row.last_position) } : START_OF_LOG);
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

async function lockCheckpoint(manager: EntityManager, name: string): Promise<Checkpoint> {
  const [row] = await manager.query<{ last_tx_id: string; last_position: string }[]>(
    'SELECT last_tx_id::text AS last_tx_id, last_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [name],
  );
  if (!row) throw new Error(`Projection ${name} has no checkpoint row`);
  return { txId: row.last_tx_id, position: String(row.last_position) };
}
