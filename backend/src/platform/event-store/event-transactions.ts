// The one commit path. Every write — a command, a projection batch, a reactor's reaction — runs in
// `EventTransactions.run`: one database transaction in which each append also runs the inline
// projections of what it appended (so a failed command leaves neither events nor rows), and after
// which the doorbell rings for the async projections and reactors. Nothing else appends.
import { Injectable } from '@nestjs/common';
import { escapeLiteral } from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { DataSource, type EntityManager, QueryFailedError, type QueryRunner } from 'typeorm';
import type { Decider, DomainEvent } from '../decider.js';
import { ProjectionQueue } from '../projections/projection-queue.js';
import { ProjectionRegistry } from '../projections/projection-registry.js';
import { Metrics } from '../metrics/metrics.js';
import { PersonalData } from '../personal-data/personal-data.js';
import { LiveBus } from '../live/live-bus.js';
import type { LiveChange } from '../live/live-change.js';
import {
  appendOneEach,
  appendToStream,
  type ReadFrom,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  readAfter,
  readStream,
  readBatchAfter,
  READ_STREAMS_SQL,
  readStreams,
  type StoredEvent,
  streamsFromRows,
  streamVersion,
} from './event-store.js';

/** A stream's events folded into a decider's state; the version is what the next append expects. */
export function fold<S, E extends DomainEvent>(events: readonly StoredEvent[], decider: Pick<Decider<S, never, E, never>, 'evolve' | 'initialState'>): { state: S; version: number } {
  const state = events.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as E), decider.initialState);
  return { state, version: events.length };
}

/** A stored event with the data as given (its personal fields open) when the log got them sealed: the i-th given. */
const asGiven = (event: StoredEvent, sealed: readonly NewEvent[], given: readonly NewEvent[], i: number): StoredEvent =>
  sealed[i] === given[i] ? event : { ...event, data: given[i]!.data };

/**
 * `opening`: the statements a transaction starts with (the locks a command or a batch takes first, and what it reads
 * under them: each one's rows are in `openingResults`, the last one's in `openingRows`), sent with its BEGIN in one round trip, as its last statement (closeWith) is sent with its COMMIT. Such statements go several to a simple
 * query, which takes no parameters: literals only (literalSql quotes what they hold). Each round trip to PostgreSQL is
 * a write to a socket, and on two shared cores those writes were a third of the worker's time.
 */
export type TransactionOptions = { opening?: string };

/** A string as an SQL literal, for an opening (TransactionOptions) and a closing statement (closeWith). */
export const literalSql = (value: string): string => escapeLiteral(value);

/** A string as an SQL literal, for long ones (a batch's rows as JSON): one pass of a regular expression a quote. */
const longLiteral = (value: string): string =>
  value.includes('\\') ? ` E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${value.replace(/'/g, "''")}'`;

/**
 * A parameterized statement as one of literals, each parameter written as the driver would have sent it (its text
 * form, which PostgreSQL reads in the parameter's place as it reads the parameter: an untyped literal, typed by where
 * it stands or by its cast).
 */
export function withLiterals(sql: string, parameters: readonly unknown[] = []): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const prepared: unknown = pgUtils.prepareValue(parameters[Number(n) - 1]);
    if (prepared === null || prepared === undefined) return 'NULL';
    if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
    return longLiteral(String(prepared));
  });
}

/** The read of several streams as a statement of literals, for an opening; EventTransaction.streamsFromOpening takes its rows. */
export const readStreamsSql = (streamIds: readonly string[]): string => withLiterals(READ_STREAMS_SQL, [streamIds]);

/** What a command sees inside `EventTransactions.run`: appends that commit or roll back together. */
export class EventTransaction {
  readonly appended: StoredEvent[] = [];
  /** What the rows written in this transaction change for live screens: published once it commits. */
  readonly liveChanges: LiveChange[] = [];
  /** The statement of literals sent with the COMMIT (closeWith). */
  closing: string | undefined;
  /** Writes made through `writes`, not yet sent (as literals). */
  private deferred: string[] = [];

  /**
   * Writes whose answer nobody reads (an inline projection's new rows): in a transaction begun with an opening they
   * are not sent at once but with the transaction's next statement, or with its COMMIT when none follows, several to
   * a round trip. A booking's four inline rows were four round trips inside its salesperson's turn. A failed write
   * fails the statement it went with, and nothing commits. In other transactions they are sent at once.
   */
  readonly writes: Pick<EntityManager, 'query'>;

  constructor(
    readonly manager: EntityManager,
    private readonly registry: ProjectionRegistry,
    private readonly personalData: PersonalData,
    /** Whether run() sends `closing` with the COMMIT (a transaction begun with an opening). */
    private readonly closesWithCommit = false,
    /** The rows of each of the opening's statements (TransactionOptions): what a command reads under the locks it took. */
    readonly openingResults: readonly (readonly Record<string, unknown>[])[] = [],
  ) {
    const runner = manager.queryRunner;
    if (!closesWithCommit || !runner) {
      this.writes = manager;
      return;
    }
    this.writes = {
      query: <T>(sql: string, parameters?: unknown[]): Promise<T> => {
        this.deferred.push(withLiterals(sql, parameters));
        return Promise.resolve([] as T);
      },
    };
    // Every statement of this transaction takes the writes waiting before it: whatever it reads, it sees them.
    const query = runner.query.bind(runner);
    runner.query = (async (sql: string, parameters?: unknown[], ...rest: unknown[]) => {
      const waiting = this.takeDeferred();
      // A rollback (to a savepoint, or of it all) undoes the writes made since the last statement sent: not sent.
      if (waiting && !/^\s*ROLLBACK\b/i.test(sql)) await query(waiting);
      return (query as (...args: unknown[]) => Promise<unknown>)(sql, parameters, ...rest);
    }) as typeof runner.query;
  }

  /** The writes not yet sent, as one string of statements (undefined when none): for the COMMIT to take along. */
  takeDeferred(): string | undefined {
    if (this.deferred.length === 0) return undefined;
    const statements = this.deferred.join(';\n');
    this.deferred = [];
    return statements;
  }

  /** The rows of the opening's last statement. */
  get openingRows(): readonly Record<string, unknown>[] {
    return this.openingResults.at(-1) ?? [];
  }

  streamVersion(streamId: string): Promise<number> {
    return streamVersion(this.manager, streamId);
  }

  /** A stream with its personal fields opened. */
  async readStream(streamId: string): Promise<StoredEvent[]> {
    return this.personalData.open(this.manager, await readStream(this.manager, streamId));
  }

  /**
   * The catch-up read (event-store.ts) with its personal fields opened: what projections and reactors apply. With
   * `opens`, only the events of those types are opened; the others stay as the log keeps them (ProjectionHandler.opens).
   */
  async readAfter(from: ReadFrom, options: Parameters<typeof readAfter>[2] & { opens?: readonly string[] }): Promise<StoredEvent[]> {
    return this.personalData.open(this.manager, await readAfter(this.manager, from, options), options.opens);
  }

  /** readAfter, saying too whether events wait behind the fence (readBatchAfter). */
  async readBatchAfter(from: ReadFrom, options: Parameters<typeof readAfter>[2] & { opens?: readonly string[] }): Promise<{ events: StoredEvent[]; heldBack: boolean | null }> {
    const batch = await readBatchAfter(this.manager, from, options);
    return { events: await this.personalData.open(this.manager, batch.events, options.opens), heldBack: batch.heldBack };
  }

  /**
   * Appends at an expected version and applies the inline projections of the new events. The log gets the
   * personal fields sealed (personal-data.ts); the inline projections and the caller get them as given.
   */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    const sealed = await this.personalData.seal(this.manager, events);
    const appended = await appendToStream(this.manager, streamId, expectedVersion, sealed, metadata);
    // The i-th event given is the one at the i-th version appended (whatever order the rows come back in).
    const first = Math.min(...appended.map((event) => event.streamVersion));
    return this.applyInline(appended.map((event) => asGiven(event, sealed, events, event.streamVersion - first)));
  }

  /** Folds a stream into the decider's state; the version is what the next append expects. */
  async load<S, E extends DomainEvent>(streamId: string, decider: Pick<Decider<S, never, E, never>, 'evolve' | 'initialState'>): Promise<{ state: S; version: number }> {
    return fold(await this.readStream(streamId), decider);
  }

  /** Several streams in one read, their personal fields opened: fold each with `fold`. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, StoredEvent[]>> {
    return this.openStreams(await readStreams(this.manager, streamIds));
  }

  /** readStreams for streams read by the opening (READ_STREAMS_SQL as literals, readStreamsSql): its rows as streams. */
  streamsFromOpening(streamIds: readonly string[], rows: readonly Record<string, unknown>[]): Promise<Map<string, StoredEvent[]>> {
    return this.openStreams(streamsFromRows(streamIds, rows));
  }

  private async openStreams(streams: Map<string, StoredEvent[]>): Promise<Map<string, StoredEvent[]>> {
    const opened = await this.personalData.open(this.manager, [...streams.values()].flat());
    let next = 0;
    for (const [id, events] of streams) streams.set(id, opened.slice(next, (next += events.length)));
    return streams;
  }

  /**
   * A command's decisions on several streams, appended in order with their inline projections. When each is one
   * event at a known version (a booking: the appointment and the slot's claim) they go in as one statement; a
   * ConcurrencyError then must end the transaction (appendOneEach), as it does when a command lets it through.
   */
  async appendEach(appends: readonly { streamId: string; expectedVersion: number; events: readonly NewEvent[]; metadata: EventMetadata }[]): Promise<StoredEvent[][]> {
    if (appends.length < 2 || appends.some((a) => a.events.length !== 1)) {
      const stored: StoredEvent[][] = [];
      for (const a of appends) stored.push(await this.append(a.streamId, a.expectedVersion, a.events, a.metadata));
      return stored;
    }
    const given = appends.map((a) => a.events[0]!);
    const sealed = await this.personalData.seal(this.manager, given);
    const appended = await appendOneEach(
      this.manager,
      appends.map((a, i) => ({ streamId: a.streamId, expectedVersion: a.expectedVersion, event: sealed[i]!, metadata: a.metadata })),
    );
    return (await this.applyInline(appended.map((event, i) => asGiven(event, sealed, given, i)))).map((event) => [event]);
  }

  /** Runs the inline projections of events just appended, in order, and keeps them for the doorbell. */
  private async applyInline(stored: StoredEvent[]): Promise<StoredEvent[]> {
    for (const event of stored) {
      for (const projection of this.registry.inlineFor(event.type)) {
        await projection.apply(event, { manager: this.manager, tx: this });
        if (projection.changes) this.announce(await projection.changes([event], { manager: this.manager, tx: this }));
      }
    }
    this.appended.push(...stored);
    return stored;
  }

  /**
   * A command on one stream: load, decide, append at the version read, stamped with the decision's
   * clock. Returns the state after the new events and the stored events (none when nothing changes).
   */
  async decide<S, C, E extends DomainEvent, Ctx extends { now: Date }>(
    streamId: string,
    decider: Decider<S, C, E, Ctx>,
    command: C,
    context: Ctx,
    metadata: EventMetadata,
  ): Promise<{ state: S; events: StoredEvent[] }> {
    const { state, version } = await this.load(streamId, decider);
    const decided = decider.decide(command, state, context);
    const events = await this.append(
      streamId,
      version,
      decided.map((event) => ({ type: event.type, data: event.data as Record<string, unknown>, occurredAt: context.now })),
      metadata,
    );
    return { state: decided.reduce(decider.evolve, state), events };
  }

  /**
   * The transaction's last statement, of literals only (literalSql), sent with its COMMIT in one round trip (for a
   * transaction begun with an opening; otherwise it is run here). If it fails, nothing commits.
   */
  async closeWith(statement: string): Promise<void> {
    if (this.closesWithCommit) this.closing = statement;
    else await this.manager.query(statement);
  }

  /** Live changes (issue 20) to publish once this transaction has committed (and never if it rolls back). */
  announce(changes: readonly LiveChange[]): void {
    this.liveChanges.push(...changes);
  }

  /** True when an event with this id is already in the log (reactors use it to stay idempotent). */
  async exists(eventId: string): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>('SELECT 1 FROM events WHERE event_id = $1', [eventId]);
    return rows.length > 0;
  }
}

@Injectable()
export class EventTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly queue: ProjectionQueue,
    private readonly metrics: Metrics,
    private readonly personalData: PersonalData,
    private readonly live: LiveBus,
  ) {}

  /**
   * Runs `work` in one database transaction; once it commits, its events are counted, the doorbell rings for them and
   * the live streams hear what its rows changed.
   */
  async run<T>(work: (tx: EventTransaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    let tx: EventTransaction | undefined;
    const result = options.opening
      ? await this.opened(options.opening, async (manager, openingResults) => {
          tx = new EventTransaction(manager, this.registry, this.personalData, true, openingResults);
          const result = await work(tx);
          return { result, closing: [tx.takeDeferred(), tx.closing].filter(Boolean).join(';\n') || undefined };
        })
      : await this.dataSource.transaction(async (manager) => {
          tx = new EventTransaction(manager, this.registry, this.personalData);
          return work(tx);
        });
    const committed = tx?.appended ?? [];
    this.metrics.countCommitted(committed);
    this.queue.ring(committed);
    if (tx) this.live.publish(tx.liveChanges);
    return result;
  }

  /**
   * dataSource.transaction with the opening statement sent with START TRANSACTION, and the closing one with COMMIT, in
   * one round trip each (a simple query of several statements: hence literals only). The query runner is told its
   * transaction is under way, so a savepoint inside (appendToStream's) nests in it as it does in dataSource.transaction.
   */
  private async opened<T>(
    opening: string,
    work: (manager: EntityManager, openingResults: readonly (readonly Record<string, unknown>[])[]) => Promise<{ result: T; closing: string | undefined }>,
  ): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      markTransaction(runner, true);
      try {
        // Sent on the connection itself: TypeORM's query keeps only a single statement's rows. One result per
        // statement, START TRANSACTION's first; a failure as TypeORM reports one.
        const sql = `START TRANSACTION; ${opening}`;
        const client = (await runner.connect()) as { query(sql: string): Promise<{ rows: Record<string, unknown>[] }[]> };
        const results = await client.query(sql).catch((error: unknown) => {
          throw new QueryFailedError(sql, [], error as Error);
        });
        const { result, closing } = await work(runner.manager, results.slice(1).map((statement) => statement.rows));
        await runner.query(closing ? `${closing}; COMMIT` : 'COMMIT');
        markTransaction(runner, false);
        return result;
      } catch (error) {
        await runner.query('ROLLBACK').catch(() => undefined);
        markTransaction(runner, false);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * EventTransaction.readAfter on a pooled connection of its own, outside any transaction: an inline projection's
   * rebuild reads its next batch so while it applies the one before (its locks make every append that could add to
   * what it reads wait for it, so that connection sees the same events its own would).
   */
  async readAfterElsewhere(from: ReadFrom, options: Parameters<typeof readAfter>[2] & { opens?: readonly string[] }): Promise<StoredEvent[]> {
    const manager = this.dataSource.manager;
    return this.personalData.open(manager, await readAfter(manager, from, options), options.opens);
  }

  /** One append in a transaction of its own. */
  append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    return this.run((tx) => tx.append(streamId, expectedVersion, events, metadata));
  }
}

/**
 * Tells TypeORM's query runner whether a transaction is under way, as its startTransaction and commitTransaction
 * would (its state is `isTransactionActive` and a nesting depth: a nested manager.transaction makes a savepoint at
 * depth 1 or more, a transaction of its own at 0).
 */
function markTransaction(runner: QueryRunner, active: boolean): void {
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  state.isTransactionActive = active;
  state.transactionDepth = active ? 1 : 0;
}
