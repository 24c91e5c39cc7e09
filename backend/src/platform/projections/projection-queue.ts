// Owns the projections' BullMQ queue, the doorbell: after each commit one deduplicated `catch-up` job
// per async projection that handles what was appended (no data in it but the projection's name), and a
// delayed second look when a batch found events held back behind an older open transaction. A lost ring
// (Redis down, flushed, failed over) only delays a projection: the workers' safety net finds the lag.
// Every job is removed once done, so the queue's datastore stays bounded.
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { StoredEvent } from '../event-store/event-store.js';
import { OutageLog } from '../outage-log.js';
import { type AnyQueue, QueueTransport } from '../queue/queue-transport.js';
import type { ProjectionHandler } from './projection.js';
import { ProjectionRegistry } from './projection-registry.js';

export const PROJECTIONS_QUEUE = 'projections';
/** First and longest wait before looking again at events held back behind an older transaction. */
const HELD_BACK_FIRST_MS = 25;
const HELD_BACK_MAX_MS = 2_000;
/** How long a ring's add may be on its way before the rings after it stop waiting for it. */
export const RING_ADD_DEADLINE_MS = 1_000;

/** A job's data: the projection, and for a second look how many it follows in a row. */
export type CatchUpJob = { projection: string; waits?: number };

/** Every job is removed once done, so the queue's datastore stays bounded. */
const REMOVED_WHEN_DONE = { removeOnComplete: true, removeOnFail: 100 } as const;

export const heldBackDelay = (waits: number): number => Math.min(HELD_BACK_FIRST_MS * 2 ** waits, HELD_BACK_MAX_MS);

@Injectable()
export class ProjectionQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly outage = new OutageLog(new Logger(ProjectionQueue.name), 'The projections queue (projections catch up on the safety net meanwhile)');
  private queue: AnyQueue | undefined;
  /** Ctrl-C reaches the embedded PostgreSQL too: its dropped connections are expected then. */
  private closing = false;
  /** Whether a ring's add is on its way. */
  private adding = false;
  /** Projections rung since the last add started: the next add's. */
  private readonly rung = new Set<string>();

  constructor(
    private readonly transport: QueueTransport,
    private readonly registry: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.queue = this.transport.createQueue(PROJECTIONS_QUEUE);
    this.queue.on('error', (error: Error) => this.reportConnectionError(error));
    // Recovery is logged when Redis is back, not at the next successful nudge (none may come).
    this.transport.onRedisReady(this.queue, () => this.outage.recovered());
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.queue?.close();
    await this.transport.close();
  }

  get backend(): QueueTransport['kind'] {
    return this.transport.kind;
  }

  /** Rings for what a transaction committed: the async projections and reactors that handle it. */
  ring(committed: readonly StoredEvent[]): void {
    if (committed.length > 0) this.nudge(this.registry.asyncFor(new Set(committed.map((e) => e.type))));
  }

  /**
   * Enqueues one catch-up per projection; a job already waiting for it absorbs the nudge. In this process one add is
   * on its way at a time, for every projection rung since the one before (one statement or one Redis round trip for
   * all of them, BullMQ's addBulk): the rings that come meanwhile are answered by one more add once it has landed, so
   * an event committed while an add was on its way still gets a job made after its commit. Under a burst every commit
   * rang for every projection, and the adds queued up in the queue's connections: on the PostgreSQL backend a nudge
   * (and the health check's ping) waited more than a second behind them; one add per projection at a time still
   * made about three adds a booking at a steady load.
   */
  nudge(projections: readonly ProjectionHandler[]): void {
    for (const projection of projections) this.rung.add(projection.name);
    if (!this.adding) this.addRung();
  }

  private addRung(): void {
    if (this.rung.size === 0) return;
    const names = [...this.rung];
    this.rung.clear();
    this.adding = true;
    const added = this.addAll(
      names.map((name) => ({
        name,
        data: { projection: name },
        // At most one running and one waiting job per projection; a nudge during a run queues
        // exactly one more, so an event committed mid-run is never left for the safety net.
        deduplication: { id: `catch-up:${name}`, keepLastIfActive: true },
      })),
    );
    // An add that hangs (a connection stalled, not yet failed) must not swallow the rings after it: past the
    // deadline the next rings make an add of their own.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, RING_ADD_DEADLINE_MS);
      timer.unref();
    });
    void Promise.race([added, deadline]).then(() => {
      clearTimeout(timer);
      this.adding = false;
      this.addRung();
    });
  }

  /**
   * A batch reads only events below the oldest transaction still open in the cluster (one that started
   * earlier may yet commit before them). Events committed behind such a transaction got their nudge too
   * early and no other is coming: look again shortly, as a delayed job, backing off while it lasts. The
   * count of looks in a row travels in the job, so no process keeps timers, and each look has an id of its
   * own (the running look cannot absorb the next one).
   */
  lookAgainLater(projection: ProjectionHandler, waits: number): void {
    void this.add(projection.name, { projection: projection.name, waits: waits + 1 }, {
      delay: heldBackDelay(waits),
      deduplication: { id: `look-again:${projection.name}:${String(waits)}` },
    });
  }

  /** Frees the projections' catch-up deduplication ids (a worker starting after one died holding them). */
  async releaseDeduplication(projections: readonly ProjectionHandler[]): Promise<void> {
    const queue = this.started();
    await Promise.all(projections.map((p) => queue.removeDeduplicationKey(`catch-up:${p.name}`))).catch((error: unknown) =>
      this.reportConnectionError(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Releases before this one kept the safety net as a repeating job in the queue; it lives in the workers now. */
  async removeLegacySafetyNet(): Promise<void> {
    await this.started()
      .removeJobScheduler('safety-net')
      .catch((error: unknown) => this.reportConnectionError(error instanceof Error ? error : new Error(String(error))));
  }

  /** The second looks waiting for their delay: which projection, and how many looks in a row. */
  async lookingAgain(): Promise<CatchUpJob[]> {
    const delayed = await this.started().getDelayed();
    return delayed.flatMap((job) => ((job.data as CatchUpJob).waits ? [job.data as CatchUpJob] : []));
  }

  /** Round trip to the queue's datastore, for the health check. */
  async ping(): Promise<void> {
    await this.transport.ping(this.started());
  }

  /** A connection error of the queue or its workers: logged once per outage. */
  reportConnectionError(error: Error): void {
    if (!this.closing) this.outage.failed(error);
  }

  private started(): AnyQueue {
    if (!this.queue) throw new Error('The projections queue is not started');
    return this.queue;
  }

  /** Resolves once the add has landed or failed (a failure is logged, never thrown). */
  private add(name: string, data: CatchUpJob, options: { delay?: number; deduplication: { id: string } }): Promise<void> {
    if (!this.queue || this.closing) return Promise.resolve();
    return this.landed(this.queue.add(name, data, { ...options, ...REMOVED_WHEN_DONE }));
  }

  /** Several adds in one (addBulk); resolves as add does. */
  private addAll(jobs: readonly { name: string; data: CatchUpJob; deduplication: { id: string; keepLastIfActive?: boolean } }[]): Promise<void> {
    if (!this.queue || this.closing) return Promise.resolve();
    return this.landed(this.queue.addBulk(jobs.map(({ name, data, deduplication }) => ({ name, data, opts: { deduplication, ...REMOVED_WHEN_DONE } }))));
  }

  private landed(adding: Promise<unknown>): Promise<void> {
    return adding.then(
      () => this.outage.recovered(),
      // The safety net catches up every projection with lag, so a lost nudge only delays it.
      (error: unknown) => this.reportConnectionError(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
