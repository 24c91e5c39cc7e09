// Owns the projections' life: discovers them, applies inline ones inside each append's transaction,
// rings the BullMQ doorbell after each commit (one deduplicated `catch-up` job per projection, no
// data in it), runs the workers that answer it (which look again at events held back behind an
// older open transaction), and a repeating safety-net job for lost nudges.
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EventStore, StoredEvent } from '../event-store/event-store.js';
import { type AnyQueue, type AnyWorker, QueueTransport } from '../queue/queue-transport.js';
import { Projection, ProjectionHandler } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

export const PROJECTIONS_QUEUE = 'projections';
const SAFETY_NET = 'safety-net';
const WORKER_CONCURRENCY = 4;
/** First and longest wait before looking again at events held back behind an older transaction. */
const HELD_BACK_FIRST_MS = 25;
const HELD_BACK_MAX_MS = 2_000;

export type ProjectionStatus = { name: string; mode: 'inline' | 'async'; kind: 'projection' | 'reactor'; lag: number };

/** Whether this process consumes the queue (the API in `npm start`, the worker entry in production). */
export const RUN_WORKERS = Symbol('RUN_WORKERS');

@Injectable()
export class ProjectionEngine implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionEngine.name);
  private projections: ProjectionHandler[] = [];
  private queue: AnyQueue | undefined;
  private worker: AnyWorker | undefined;
  /** Ctrl-C reaches the embedded PostgreSQL too: its dropped connections are expected then. */
  private closing = false;
  /** Pending second looks at held-back events, and how many times each projection waited in a row. */
  private readonly heldBack = new Map<string, { timer: NodeJS.Timeout | undefined; waits: number }>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly transport: QueueTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly runWorkers: boolean,
  ) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: Projection.KEY })
      .map((wrapper) => wrapper.instance as ProjectionHandler)
      .filter(Boolean);
    const names = new Set<string>();
    for (const projection of found) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.projections = found;
    this.eventStore.installHooks({
      applyInline: (events, manager) => this.applyInline(events, manager),
      afterCommit: (types) => this.nudge(this.asyncProjections().filter((p) => p.handles.some((t) => types.has(t)))),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.queue = this.transport.createQueue(PROJECTIONS_QUEUE);
    this.queue.on('error', (error: Error) => this.reportConnectionError('Queue', error));
    for (const projection of this.projections) {
      const storedVersion = await this.runner.ensureCheckpoint(projection);
      if (storedVersion !== projection.version && projection.kind === 'projection') {
        this.logger.log(`Projection ${projection.name} changed from version ${storedVersion} to ${projection.version}: rebuilding`);
        if (projection.mode === 'inline') await this.runner.rebuild(projection);
        else await this.runner.reset(projection); // the workers replay it
      }
    }
    if (this.runWorkers) await this.startWorkers();
    this.nudge(this.asyncProjections());
  }

  /** Runs before the database closes: running batches finish (or roll back) first. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    for (const { timer } of this.heldBack.values()) clearTimeout(timer);
    await this.worker?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
    await this.transport.close();
  }

  list(): readonly ProjectionHandler[] {
    return this.projections;
  }

  get(name: string): ProjectionHandler {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`No projection named ${name}`);
    return projection;
  }

  async statuses(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.projections.map(async (p) => ({ name: p.name, mode: p.mode, kind: p.kind, lag: await this.runner.lag(p) })),
    );
  }

  /** Round trip to the queue backend, for the health check. */
  async pingQueue(): Promise<void> {
    if (!this.queue) throw new Error('queue not started');
    await this.transport.ping(this.queue);
  }

  get queueBackend(): QueueTransport['kind'] {
    return this.transport.kind;
  }

  /** Enqueues one catch-up per projection; a job already waiting for it absorbs the nudge. */
  nudge(projections: readonly ProjectionHandler[]): void {
    const queue = this.queue;
    if (!queue) return;
    for (const projection of projections) {
      queue
        .add(
          projection.name,
          { projection: projection.name },
          {
            // At most one running and one waiting job per projection; a nudge during a run queues
            // exactly one more, so an event committed mid-run is never left for the safety net.
            deduplication: { id: `catch-up:${projection.name}`, keepLastIfActive: true },
            removeOnComplete: true,
            removeOnFail: 1000,
          },
        )
        .catch((error: unknown) =>
          // The safety net re-runs every projection with lag, so a lost nudge only delays it.
          this.logger.warn(`Could not nudge ${projection.name}: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
  }

  private reportConnectionError(source: string, error: Error): void {
    if (!this.closing) this.logger.warn(`${source} error: ${error.message}`);
  }

  private asyncProjections(): ProjectionHandler[] {
    return this.projections.filter((p) => p.mode === 'async');
  }

  private async applyInline(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const tx = this.eventStore.within(manager);
    for (const event of events) {
      for (const projection of this.projections) {
        if (projection.mode === 'inline' && projection.handles.includes(event.type)) {
          await projection.apply(event, { manager, tx });
        }
      }
    }
    // Reactions appended by inline projections commit with the caller's transaction.
    this.eventStore.notifyCommitted(tx.appended);
  }

  private async startWorkers(): Promise<void> {
    this.worker = this.transport.createWorker(PROJECTIONS_QUEUE, (job: Job) => this.process(job), {
      concurrency: WORKER_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.name ?? '?'} failed: ${error.message}`));
    this.worker.on('error', (error: Error) => this.reportConnectionError('Worker', error));
    await this.queue!.upsertJobScheduler(SAFETY_NET, { every: this.config.projectionSafetyNetMs }, { name: SAFETY_NET });
  }

  private async process(job: Job): Promise<number> {
    if (job.name === SAFETY_NET) {
      const lagging = [];
      for (const projection of this.asyncProjections()) {
        if ((await this.runner.lag(projection)) > 0) lagging.push(projection);
      }
      this.nudge(lagging);
      return lagging.length;
    }
    const projection = this.get(job.name);
    try {
      const applied = await this.runner.catchUp(projection);
      await this.lookAgainIfHeldBack(projection);
      return applied;
    } catch (error) {
      this.runner.logFailure(projection, error);
      throw error;
    }
  }

  /**
   * A batch reads only events below the oldest transaction still open in the cluster (one that
   * started earlier may yet commit before them). Events committed behind such a transaction got
   * their nudge too early and no other is coming: look again shortly, backing off while it lasts,
   * rather than leave them to the safety net.
   */
  private async lookAgainIfHeldBack(projection: ProjectionHandler): Promise<void> {
    const state = this.heldBack.get(projection.name) ?? { timer: undefined, waits: 0 };
    if (this.closing || (await this.runner.lag(projection)) === 0) {
      state.waits = 0;
      this.heldBack.set(projection.name, state);
      return;
    }
    if (state.timer) return;
    const delay = Math.min(HELD_BACK_FIRST_MS * 2 ** state.waits, HELD_BACK_MAX_MS);
    state.waits += 1;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (!this.closing) this.nudge([projection]);
    }, delay);
    state.timer.unref();
    this.heldBack.set(projection.name, state);
  }
}
