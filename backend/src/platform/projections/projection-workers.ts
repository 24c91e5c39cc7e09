// Owns the consuming side of the projections: at start-up it rebuilds projections whose version
// changed; where this process runs workers it answers `catch-up` jobs with a batch run (and a delayed
// second look while events stay held back), catches every async projection up at once when it starts
// (a worker that died mid-batch leaves nothing behind but a rolled-back transaction), and keeps a
// safety net in the process itself: every PROJECTION_SAFETY_NET_MS it catches up any projection that
// lags, reading PostgreSQL directly. The safety net lives here, not in the queue's datastore, so a Redis
// outage, a flush or a failover to an empty replica cannot lose it, and projections stay fresh while
// the doorbell is down.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type AnyWorker, QueueTransport } from '../queue/queue-transport.js';
import type { ProjectionHandler } from './projection.js';
import { type CatchUpJob, PROJECTIONS_QUEUE, ProjectionQueue } from './projection-queue.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ProjectionRunner } from './projection-runner.js';

/**
 * Catch-up jobs a worker runs at once: more than there are async projections and reactors (5), so that none waits
 * for a slow one (the customers' mails) to end, with room for second looks. Each batch mostly waits for PostgreSQL.
 * At 4, a steady 60 bookings/s on two cores lagged 780 ms at the median and 1.5 s at p99 on the Redis queue (the
 * mails' jobs queued behind the others); at 8, 200–280 ms and 470–770 ms (16 measured the same).
 */
const WORKER_CONCURRENCY = 8;
/** Rounds of one safety-net pass at most (each catches every lagging projection up once). */
const MAX_ROUNDS = 5;
/**
 * A job's lock lasts this long unless its worker renews it; a worker that dies holding one lets its job
 * (and the deduplication id that job holds) go within about LOCK_MS + STALLED_CHECK_MS, not BullMQ's
 * default of a minute.
 */
const LOCK_MS = 10_000;
const STALLED_CHECK_MS = 5_000;

/** Whether this process consumes the queue (the API in `npm start`, the worker entry in production). */
export const RUN_WORKERS = Symbol('RUN_WORKERS');

@Injectable()
export class ProjectionWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ProjectionWorkers.name);
  private worker: AnyWorker | undefined;
  private safetyNet: NodeJS.Timeout | undefined;
  /** Catch-ups this process runs outside the queue, one at a time per projection. */
  private readonly running = new Map<string, Promise<number>>();
  private closing = false;

  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly runner: ProjectionRunner,
    private readonly queue: ProjectionQueue,
    private readonly transport: QueueTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly runWorkers: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const projection of this.registry.list()) {
      const storedVersion = await this.runner.ensureCheckpoint(projection);
      if (storedVersion === null) {
        // New to this database beside events it should already have seen (an upgrade).
        if (projection.kind === 'inline' && (await this.runner.eventsToReplay(projection)) > 0) await this.runner.rebuild(projection);
        continue;
      }
      if (storedVersion === projection.version || projection.kind === 'reactor') continue;
      this.logger.log(`Projection ${projection.name} changed from version ${storedVersion} to ${projection.version}: rebuilding`);
      if (projection.kind === 'inline') await this.runner.rebuild(projection);
      else await this.runner.reset(projection); // the workers replay it
    }
    if (!this.runWorkers) return;
    this.worker = this.transport.createWorker(PROJECTIONS_QUEUE, (job: Job<CatchUpJob>) => this.process(job), {
      concurrency: WORKER_CONCURRENCY,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.name ?? '?'} failed: ${error.message}`));
    this.worker.on('error', (error: Error) => this.queue.reportConnectionError(error));
    await this.queue.removeLegacySafetyNet();
    // A worker that died holding a job keeps its deduplication id until BullMQ finds the job stalled;
    // freeing the ids lets nudges through at once (a spare job is harmless: batches lock their checkpoint).
    await this.queue.releaseDeduplication(this.registry.async());
    this.safetyNet = setInterval(() => void this.catchUpLagging(), this.config.projectionSafetyNetMs);
    this.safetyNet.unref();
    void this.catchUpLagging();
  }

  /** Runs before the database closes: running batches finish (or roll back) first. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.safetyNet);
    await this.worker?.close();
    await Promise.allSettled(this.running.values());
  }

  /**
   * The safety net: every async projection or reactor that lags is caught up, here and now, round after
   * round while a round applied anything (a reactor's reactions make its readers lag in turn).
   */
  private async catchUpLagging(): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS && !this.closing; round++) {
      const applied = await Promise.all(
        this.registry.async().map(async (projection) => {
          if (this.closing || this.running.has(projection.name)) return 0;
          const run = this.catchUpOutsideTheQueue(projection).finally(() => this.running.delete(projection.name));
          this.running.set(projection.name, run);
          return run;
        }),
      );
      if (applied.every((n) => n === 0)) return;
    }
  }

  private async catchUpOutsideTheQueue(projection: ProjectionHandler): Promise<number> {
    try {
      return (await this.runner.hasPending(projection)) ? await this.runner.catchUp(projection) : 0;
    } catch (error) {
      // The database may be restarting; the next tick tries again.
      if (!this.closing) this.runner.logFailure(projection, error);
      return 0;
    }
  }

  private async process(job: Job<CatchUpJob>): Promise<number> {
    // A job of an older release (its repeating safety net lived in the queue): nothing to do.
    const projection = this.registry.async().find((p) => p.name === job.name);
    if (!projection) return 0;
    try {
      // Nothing to apply (a ring answered by the batch before it, half the jobs under a steady load): one statement,
      // not a batch's transaction.
      if (!(await this.runner.hasPending(projection))) return 0;
      const { applied, heldBack } = await this.runner.catchUpAndLook(projection);
      // Events wait behind an older open transaction: nothing will ring for them when it ends.
      if (heldBack) this.queue.lookAgainLater(projection, job.data.waits ?? 0);
      return applied;
    } catch (error) {
      this.runner.logFailure(projection, error);
      throw error;
    }
  }
}
