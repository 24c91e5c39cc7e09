// Owns the event log in Postgres: appends with an expected stream version (inline projections
// applied in the same transaction, async projections nudged after commit), stream reads, and the
// catch-up read that never skips an event committed out of order.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError } from '../errors.js';

export type Actor =
  | { type: 'salesperson'; id: string }
  | { type: 'admin'; id: string }
  | { type: 'system'; id?: string }
  | { type: 'anonymous'; id?: string };

export type EventMetadata = {
  actor: Actor;
  /** One id for everything a single request or job caused. */
  correlationId: string;
  /** The event (or request) that directly caused this one. */
  causationId?: string;
};

export type NewEvent = {
  type: string;
  data: Record<string, unknown>;
  /** Given by reactors so that appending the same reaction twice is detectable. */
  eventId?: string;
  /** When it happened, if not now: a command given its own clock (demo history, tests). */
  occurredAt?: Date;
};

export type StoredEvent<D = Record<string, unknown>> = {
  globalPosition: string;
  txId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: D;
  metadata: EventMetadata;
  eventId: string;
  occurredAt: Date;
};

/** `n`: the stream must be at version n (0 = must not exist yet); 'any': no check. */
export type ExpectedVersion = number | 'any';

/** A position in the log as catch-up readers see it: (transaction id, global position). */
export type Checkpoint = { txId: string; position: string };
export const START_OF_LOG: Checkpoint = { txId: '0', position: '0' };

type EventRow = {
  global_position: string;
  tx_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  event_id: string;
  occurred_at: Date;
};

export const EVENT_COLUMNS =
  'global_position, tx_id::text AS tx_id, stream_id, stream_version, type, data, metadata, event_id, occurred_at';

export const toStoredEvent = (row: EventRow): StoredEvent => ({
  globalPosition: String(row.global_position),
  txId: row.tx_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  eventId: row.event_id,
  occurredAt: row.occurred_at,
});

/** Hooks the projection engine installs: inline projections and the after-commit doorbell. */
export type AppendHooks = {
  applyInline(events: StoredEvent[], manager: EntityManager): Promise<void>;
  afterCommit(eventTypes: ReadonlySet<string>): void;
};

/** What a command sees inside `EventStore.transaction`: appends that commit or roll back together. */
export class EventTransaction {
  readonly appended: StoredEvent[] = [];

  constructor(
    readonly manager: EntityManager,
    private readonly hooks: AppendHooks | undefined,
  ) {}

  async streamVersion(streamId: string): Promise<number> {
    const [row] = await this.manager.query<{ version: number | null }[]>(
      'SELECT max(stream_version) AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    return row?.version ?? 0;
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return readStream(this.manager, streamId);
  }

  /**
   * Appends events to one stream. Two appends racing on the same expected version: the unique
   * (stream_id, stream_version) index lets exactly one commit; the other gets a ConcurrencyError.
   */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    const current = await this.streamVersion(streamId);
    if (expectedVersion !== 'any' && expectedVersion !== current) {
      throw new ConcurrencyError(streamId, expectedVersion, current);
    }
    const values: unknown[] = [];
    const tuples = events.map((event, i) => {
      values.push(streamId, current + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata), event.eventId ?? randomUUID(), event.occurredAt ?? null);
      const p = i * 7;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb, $${p + 6}::uuid, coalesce($${p + 7}::timestamptz, now()))`;
    });
    let rows: EventRow[];
    try {
      // A savepoint keeps a lost race from aborting the caller's whole transaction, so a command
      // may retry once when the conflict is harmless.
      rows = await this.manager.transaction((sp) =>
        sp.query<EventRow[]>(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
           VALUES ${tuples.join(', ')}
           RETURNING ${EVENT_COLUMNS}`,
          values,
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_key')) {
        throw new ConcurrencyError(streamId, expectedVersion, undefined);
      }
      throw error;
    }
    const stored = rows.map(toStoredEvent);
    await this.hooks?.applyInline(stored, this.manager);
    this.appended.push(...stored);
    return stored;
  }

  /** True when an event with this id is already in the log (reactors use it to stay idempotent). */
  async exists(eventId: string): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT 1 FROM events WHERE event_id = $1', [eventId]);
    return rows.length > 0;
  }
}

@Injectable()
export class EventStore {
  private hooks: AppendHooks | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** Called once by the projection engine. */
  installHooks(hooks: AppendHooks): void {
    this.hooks = hooks;
  }

  /** Runs `work` in one database transaction; the async projections are nudged after it commits. */
  async transaction<T>(work: (tx: EventTransaction) => Promise<T>): Promise<T> {
    let tx: EventTransaction | undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      tx = new EventTransaction(manager, this.hooks);
      return work(tx);
    });
    this.notifyCommitted(tx?.appended ?? []);
    return result;
  }

  /** Joins a transaction the caller already runs (projection batches); the caller rings the doorbell. */
  within(manager: EntityManager): EventTransaction {
    return new EventTransaction(manager, this.hooks);
  }

  notifyCommitted(events: StoredEvent[]): void {
    if (events.length > 0) this.hooks?.afterCommit(new Set(events.map((e) => e.type)));
  }

  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    return this.transaction((tx) => tx.append(streamId, expectedVersion, events, metadata));
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return readStream(this.dataSource.manager, streamId);
  }

  /**
   * Events after `from`, in commit-safe order. Only transactions older than every transaction still
   * in flight are read (`tx_id < pg_snapshot_xmin(...)`), so an event whose transaction commits
   * late can never be overtaken by a later checkpoint.
   */
  readAfter(from: Checkpoint, options: { types?: readonly string[]; limit: number }, manager: EntityManager = this.dataSource.manager): Promise<StoredEvent[]> {
    return readAfter(manager, from, options);
  }
}

export async function readStream(manager: EntityManager, streamId: string): Promise<StoredEvent[]> {
  const rows = await manager.query<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  );
  return rows.map(toStoredEvent);
}

export async function readAfter(
  manager: EntityManager,
  from: Checkpoint,
  options: { types?: readonly string[]; limit: number; fenced?: boolean },
): Promise<StoredEvent[]> {
  const params: unknown[] = [from.txId, from.position, options.limit];
  // The fence may be dropped only by a reader that holds locks making every relevant append finish first.
  const fence = options.fenced === false ? '' : 'AND tx_id < pg_snapshot_xmin(pg_current_snapshot())';
  const typeFilter = options.types ? `AND type = ANY($4::text[])` : '';
  if (options.types) params.push(options.types);
  const rows = await manager.query<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
       ${fence}
       ${typeFilter}
     ORDER BY events.tx_id, events.global_position
     LIMIT $3`,
    params,
  );
  return rows.map(toStoredEvent);
}

export const newCorrelationId = (): string => randomUUID();

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** Folds a stream into an aggregate's state; the version is what the next append expects. */
export async function loadAggregate<S, E extends { type: string; data: unknown }>(
  tx: EventTransaction,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initial: S,
): Promise<{ state: S; version: number }> {
  const events = await tx.readStream(streamId);
  return { state: events.reduce((state, event) => evolve(state, { type: event.type, data: event.data } as E), initial), version: events.length };
}

/** The events as having happened at `occurredAt` (a command's own clock). */
export function stamped<E extends NewEvent>(events: E[], occurredAt: Date): E[] {
  return events.map((event) => ({ ...event, occurredAt }));
}
