// Owns the event log in Postgres: the append with an expected stream version, stream reads, and the
// catch-up read that never skips an event committed out of order. Nothing here knows projections:
// the commit path (event-transactions.ts) runs them around these primitives.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError } from '../errors.js';
import { preparedQueryIn } from '../database/prepared-query.js';
import { PersonalData } from '../personal-data/personal-data.js';

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

/**
 * Appends events to one stream inside the caller's transaction. Two appends racing on the same expected
 * version: the unique (stream_id, stream_version) index lets exactly one commit; the other gets a
 * ConcurrencyError. Commands append through EventTransaction (event-transactions.ts), which also runs
 * the inline projections; this is the bare write.
 */
export async function appendToStream(
  manager: EntityManager,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  if (expectedVersion !== 'any' && events.length === 1) return appendOne(manager, streamId, expectedVersion, events[0]!, metadata);
  const current = await streamVersion(manager, streamId);
  if (expectedVersion !== 'any' && expectedVersion !== current) {
    throw new ConcurrencyError(streamId, expectedVersion, current);
  }
  const values: unknown[] = [];
  const tuples = events.map((event, i) => {
    values.push(streamId, current + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata), event.eventId ?? randomUUID(), event.occurredAt ?? null);
    const p = i * 7;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb, $${p + 6}::uuid, coalesce($${p + 7}::timestamptz, now()))`;
  });
  try {
    // A savepoint keeps a lost race from aborting the caller's whole transaction, so a command
    // may retry once when the conflict is harmless.
    const rows = await manager.transaction((sp) =>
      sp.query<EventRow[]>(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
         VALUES ${tuples.join(', ')}
         RETURNING ${EVENT_COLUMNS}`,
        values,
      ),
    );
    return rows.map(toStoredEvent);
  } catch (error) {
    if (isUniqueViolation(error, 'events_stream_version_key')) throw new ConcurrencyError(streamId, expectedVersion, undefined);
    throw error;
  }
}

/**
 * One event on each of several streams (a command deciding on more than one), each at the version after the one
 * its command decided on, in one statement: appendOne's rule row by row (no gap, the unique key decides a race,
 * a lost one answers no row). Unlike appendOne, a conflict leaves the other rows in: the ConcurrencyError must
 * end the caller's transaction (EventTransactions.run rolls it back), never be retried inside it.
 */
export async function appendOneEach(
  manager: EntityManager,
  appends: readonly { streamId: string; expectedVersion: number; event: NewEvent; metadata: EventMetadata }[],
): Promise<StoredEvent[]> {
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendOneEach takes one event per stream');
  const values: unknown[] = [];
  const tuples = appends.map(({ streamId, expectedVersion, event, metadata }, i) => {
    values.push(streamId, expectedVersion + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata), event.eventId ?? randomUUID(), event.occurredAt ?? null);
    const p = i * 7;
    return `($${p + 1}, $${p + 2}::int, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb, $${p + 6}::uuid, $${p + 7}::timestamptz, ${i})`;
  });
  const rows = await manager.query<EventRow[]>(
    `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
     SELECT v.stream_id, v.stream_version, v.type, v.data, v.metadata, v.event_id, coalesce(v.occurred_at, now())
       FROM (VALUES ${tuples.join(', ')}) AS v(stream_id, stream_version, type, data, metadata, event_id, occurred_at, n)
      WHERE v.stream_version = 1 OR EXISTS (SELECT 1 FROM events e WHERE e.stream_id = v.stream_id AND e.stream_version = v.stream_version - 1)
      ORDER BY v.n
     ON CONFLICT (stream_id, stream_version) DO NOTHING
     RETURNING ${EVENT_COLUMNS}`,
    values,
  );
  const byStream = new Map(rows.map((row) => [row.stream_id, toStoredEvent(row)]));
  const missing = appends.find((a) => !byStream.has(a.streamId));
  if (missing) throw new ConcurrencyError(missing.streamId, missing.expectedVersion, await streamVersion(manager, missing.streamId));
  return appends.map((a) => byStream.get(a.streamId)!);
}

/**
 * The common case, a command's one event at the version after the one it decided on, in one statement instead of
 * four (the stream's version, a savepoint, the insert, its release). The row goes in only when the version before
 * it is there (no gap: the expected version is not ahead of the stream), and the unique (stream_id, stream_version)
 * key decides a race, ON CONFLICT answering a lost one with no row instead of an error: the caller's transaction
 * stays usable without a savepoint (a command may retry once). No row: the stream is elsewhere, told in the error.
 */
async function appendOne(manager: EntityManager, streamId: string, expectedVersion: number, event: NewEvent, metadata: EventMetadata): Promise<StoredEvent[]> {
  const rows = await manager.query<EventRow[]>(
    `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
     SELECT $1, $2, $3, $4::jsonb, $5::jsonb, $6::uuid, coalesce($7::timestamptz, now())
      WHERE $2 = 1 OR EXISTS (SELECT 1 FROM events WHERE stream_id = $1 AND stream_version = $2 - 1)
     ON CONFLICT (stream_id, stream_version) DO NOTHING
     RETURNING ${EVENT_COLUMNS}`,
    [streamId, expectedVersion + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata), event.eventId ?? randomUUID(), event.occurredAt ?? null],
  );
  if (rows.length === 0) throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(manager, streamId));
  return rows.map(toStoredEvent);
}

export async function streamVersion(manager: EntityManager, streamId: string): Promise<number> {
  const [row] = await manager.query<{ version: number | null }[]>('SELECT max(stream_version) AS version FROM events WHERE stream_id = $1', [streamId]);
  return row?.version ?? 0;
}

/** Reads of the log outside any command: a stream (the admin's history) and the catch-up read, personal fields opened. */
@Injectable()
export class EventStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly personalData: PersonalData,
  ) {}

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return this.personalData.open(this.dataSource.manager, await readStream(this.dataSource.manager, streamId));
  }

  /**
   * Events after `from`, in commit-safe order. Only transactions older than every transaction still
   * in flight in this database are read (COMMIT_FENCE), so an event whose transaction commits late can
   * never be overtaken by a later checkpoint.
   */
  async readAfter(from: ReadFrom, options: { types?: readonly string[]; limit: number }): Promise<StoredEvent[]> {
    return this.personalData.open(this.dataSource.manager, await readAfter(this.dataSource.manager, from, options));
  }
}

/** The read of several streams ($1: their ids), as readStreams sends it; its rows go to streamsFromRows. */
export const READ_STREAMS_SQL = `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version`;

/** Several streams in one read: each stream's events in version order (an empty list for a stream not there). */
export async function readStreams(manager: EntityManager, streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
  return streamsFromRows(streamIds, await manager.query<Record<string, unknown>[]>(READ_STREAMS_SQL, [streamIds]));
}

/** The rows of READ_STREAMS_SQL as each stream's events. */
export function streamsFromRows(streamIds: readonly string[], rows: readonly Record<string, unknown>[]): Map<string, StoredEvent[]> {
  const streams = new Map(streamIds.map((id): [string, StoredEvent[]] => [id, []]));
  for (const row of rows as readonly EventRow[]) streams.get(row.stream_id)!.push(toStoredEvent(row));
  return streams;
}

export async function readStream(manager: EntityManager, streamId: string): Promise<StoredEvent[]> {
  const rows = await manager.query<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  );
  return rows.map(toStoredEvent);
}

/**
 * The transaction id below which every event is commit-safe: the oldest transaction still in flight that could
 * append to this database's log (the statement's snapshot lists them), or the snapshot's horizon when none is.
 * A transaction of another database on the same server never appends here, so it does not hold the log back:
 * with the whole snapshot's xmin, a `pg_dump` or a long report in any database stalled every read model and
 * reactor for its whole length (a 12 s transaction in another database held a booking's rewards back 11 s).
 * Another database's transactions are known by their session (`pg_stat_activity`, which shows the xid's low
 * 32 bits) or as prepared transactions; one whose session is not visible (another role without the right to
 * read it) or has ended since the snapshot stays in the fence, as before. The reader's own transaction id, once
 * it has one, is a bound too, as it was in the xmin.
 */
const COMMIT_FENCE = `(
  SELECT least(coalesce(min(running.xid), pg_snapshot_xmax(pg_current_snapshot())), pg_current_xact_id_if_assigned())
    FROM pg_snapshot_xip(pg_current_snapshot()) AS running(xid)
   WHERE (running.xid::text::bigint % 4294967296) NOT IN (
           SELECT other.backend_xid::text::bigint FROM pg_stat_activity other
            WHERE other.backend_xid IS NOT NULL
              AND other.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
           UNION ALL
           SELECT prepared.transaction::text::bigint FROM pg_prepared_xacts prepared
            WHERE prepared.database <> current_database()))`;

/** COMMIT_FENCE as the catch-up read's statement has it, once (its WITH fence). */
const FENCE = '(SELECT fence.tx_id FROM fence)';

/** Where a catch-up read starts: after a position, or after a projection's checkpoint as stored (read in the same statement). */
export type ReadFrom = Checkpoint | { checkpointOf: string };

export async function readAfter(
  manager: EntityManager,
  from: ReadFrom,
  options: { types?: readonly string[]; limit: number; fenced?: boolean },
): Promise<StoredEvent[]> {
  return (await readBatchAfter(manager, from, options)).events;
}

/**
 * readAfter that also says whether committed events of these types wait behind the fence, as the same statement saw
 * them: a catch-up must look again later for those (nothing else will ring for them), not for events committed after
 * its read (their own commit rings). `heldBack` is null when no event came back (the statement had no row to say it on).
 */
export async function readBatchAfter(
  manager: EntityManager,
  from: ReadFrom,
  options: { types?: readonly string[]; limit: number; fenced?: boolean },
): Promise<{ events: StoredEvent[]; heldBack: boolean | null }> {
  const params: unknown[] = [options.limit];
  let after: string;
  if ('checkpointOf' in from) {
    params.push(from.checkpointOf);
    after = '(SELECT c.last_tx_id, c.last_position FROM projection_checkpoints c WHERE c.name = $2)';
  } else {
    params.push(from.txId, from.position);
    after = '($2::xid8, $3::bigint)';
  }
  // The fence may be dropped only by a reader that holds locks making every relevant append finish first.
  const fenced = options.fenced !== false;
  // The types as one array for the fence's question (heldBack), when it is asked.
  if (options.types && fenced) params.push(options.types);
  // Past the fence is past where any reader got to: the fence never moves back (a transaction that takes an id later
  // takes a larger one), and every position read was below it. So it is enough to ask whether the newest event of
  // each type is past the fence: one step down the (type, tx_id, position) index for each. (Asked as "is any event
  // past the fence", the planner scanned the whole log when none was: 400 ms a batch at 1,000,000 events.)
  const heldBack = !fenced
    ? 'false'
    : options.types
      ? `(SELECT EXISTS (SELECT 1 FROM (SELECT DISTINCT type FROM unnest($${String(params.length)}::text[]) AS given(type)) AS wanted
                           CROSS JOIN LATERAL (SELECT held.tx_id FROM events held WHERE held.type = wanted.type
                                                ORDER BY held.tx_id DESC, held.global_position DESC LIMIT 1) AS newest
                          WHERE newest.tx_id >= ${FENCE}))`
      : `(SELECT EXISTS (SELECT 1 FROM (SELECT held.tx_id FROM events held ORDER BY held.tx_id DESC, held.global_position DESC LIMIT 1) AS newest
                          WHERE newest.tx_id >= ${FENCE}))`;
  const range = `(tx_id, global_position) > ${after} ${fenced ? `AND tx_id < ${FENCE}` : ''}`;
  // With types, the events of each type in log order (the index on type, tx_id and position hands each one out in
  // that order), merged as they come (a Merge Append): only about `limit` events are read, however many types. The
  // planner, left to find every remaining event of the types and sort them (which it did when it thought them few),
  // read the rest of the log on every batch of a rebuild; the next `limit` events of each type, sorted together, read
  // up to `limit` for each type (a rebuild of the appointment list read four times the events it kept: a batch of
  // 2,000 took 108 ms in psql, 42 ms this way). One branch per type, each with its LIMIT, so that each is planned as
  // the ordered index scan it is (PostgreSQL merges no index scans of a flattened UNION ALL).
  const branches = [...new Set(options.types ?? [])].map((type) => {
    params.push(type);
    return `(SELECT events.tx_id AS log_tx_id, ${EVENT_COLUMNS} FROM events
              WHERE events.type = $${String(params.length)}::text AND ${range}
              ORDER BY events.tx_id, events.global_position
              LIMIT $1)`;
  });
  // The fence worked out once for the statement, however many branches use it: written out in each, its view of
  // the server's sessions made planning a read of fifteen types 50 ms, as long as running it.
  const withFence = fenced ? `WITH fence AS MATERIALIZED (SELECT ${COMMIT_FENCE} AS tx_id) ` : '';
  // A worker's catch-up (from its checkpoint, fenced) sends the same statement in every transaction: prepared, it is
  // planned once per connection (its fifteen types took 8 to 16 ms to plan, twice as long as to run).
  type Row = EventRow & { held_back: boolean };
  const prepared = 'checkpointOf' in from && fenced && manager.queryRunner !== undefined;
  const send = (text: string, values: unknown[]) => (prepared ? preparedQueryIn<Row>(manager, text, values) : manager.query<Row[]>(text, values));
  const rows = await send(
    withFence +
    (options.types
      ? `SELECT e.*, ${heldBack} AS held_back
           FROM (${branches.length > 0 ? branches.join(' UNION ALL ') : `SELECT events.tx_id AS log_tx_id, ${EVENT_COLUMNS} FROM events WHERE false`}) e
          ORDER BY e.log_tx_id, e.global_position
          LIMIT $1`
      : `SELECT ${EVENT_COLUMNS}, ${heldBack} AS held_back FROM events
          WHERE ${range}
          ORDER BY events.tx_id, events.global_position
          LIMIT $1`),
    params,
  );
  return { events: rows.map(toStoredEvent), heldBack: rows[0]?.held_back ?? null };
}

export const newCorrelationId = (): string => randomUUID();

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
}
