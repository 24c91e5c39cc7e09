// Rebuilds asked for by an operator (the System page) run as jobs on a queue of their own, `maintenance`: any
// process that runs workers takes them, one at a time, and their progress and outcome live in the job, so every
// API replica can show them and the queue dashboard lists them beside the doorbell's jobs. The rebuild itself is
// the one `npm run projections:rebuild` runs (ProjectionRunner.rebuild).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Job, type JobState, UnrecoverableError } from 'bullmq';
import type { ProjectionRebuild } from '@tint/libs/api-types';
import { PROJECTION_NOT_FOUND, PROJECTION_NOT_REPLAYABLE, REBUILD_ALREADY_RUNNING } from '@tint/libs/validation-messages';
import { ConflictError, NotFoundError } from '../errors.js';
import { type AnyQueue, type AnyWorker, QueueTransport } from '../queue/queue-transport.js';
import type { ProjectionHandler } from './projection.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ProjectionRunner } from './projection-runner.js';
import { RUN_WORKERS } from './projection-workers.js';

export const MAINTENANCE_QUEUE = 'maintenance';
const REBUILD_JOB = 'rebuild';
/** Finished rebuilds kept for the System page and the queue dashboard. */
const KEEP_FINISHED = 50;
/** Progress is written at most this often (a rebuild of a large log reports thousands of batches). */
const PROGRESS_EVERY_MS = 250;

type RebuildJob = { projection: string };
type RebuildProgress = { done: number; total: number };

const QUEUED_STATES: readonly JobState[] = ['waiting', 'delayed', 'prioritized', 'waiting-children'];

@Injectable()
export class RebuildJobs implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RebuildJobs.name);
  private queue: AnyQueue | undefined;
  private worker: AnyWorker | undefined;

  constructor(
    private readonly transport: QueueTransport,
    private readonly registry: ProjectionRegistry,
    private readonly runner: ProjectionRunner,
    @Inject(RUN_WORKERS) private readonly runWorkers: boolean,
  ) {}

  onModuleInit(): void {
    this.queue = this.transport.createQueue(MAINTENANCE_QUEUE);
    // Reported where it matters: a request fails with the queue's error, the System page shows the queue down.
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    if (!this.runWorkers) return;
    // One rebuild at a time in a process: each replays the whole log.
    this.worker = this.transport.createWorker(MAINTENANCE_QUEUE, (job: Job<RebuildJob>) => this.process(job), { concurrency: 1 });
    this.worker.on('failed', (job, error) => this.logger.warn(`Rebuild of ${job?.data.projection ?? '?'} failed: ${error.message}`));
    this.worker.on('error', () => undefined);
  }

  /** Before the queue's connections close: a rebuild cut short rolls back (inline) or is taken up again by the next worker. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close(true).catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }

  /** Queues a rebuild of the named projection: 404 for a name no projection has, 409 for a reactor or one already queued or running. */
  async request(name: string): Promise<ProjectionRebuild> {
    const projection = this.registry.list().find((p) => p.name === name);
    if (!projection) throw new NotFoundError(PROJECTION_NOT_FOUND);
    if (projection.kind === 'reactor') throw new ConflictError(PROJECTION_NOT_REPLAYABLE);
    const queue = this.started();
    const latest = (await this.latest()).get(name);
    if (latest && (latest.state === 'queued' || latest.state === 'running')) throw new ConflictError(REBUILD_ALREADY_RUNNING);
    const id = `rebuild-${name}-${randomUUID()}`;
    // Two operators clicking at once: the second add finds the first's deduplication id and adds nothing.
    const job = (await queue.add(REBUILD_JOB, { projection: name }, {
      jobId: id,
      deduplication: { id: `rebuild:${name}` },
      removeOnComplete: { count: KEEP_FINISHED },
      removeOnFail: { count: KEEP_FINISHED },
    })) as Job<RebuildJob>;
    if (job.id !== id) throw new ConflictError(REBUILD_ALREADY_RUNNING);
    return toRebuild(job, 'waiting', await this.runner.eventsToReplay(projection));
  }

  /** The latest rebuild of each projection that had one (kept ones only). */
  async latest(): Promise<Map<string, ProjectionRebuild>> {
    const jobs = (await this.started().getJobs(['active', ...QUEUED_STATES, 'completed', 'failed'], 0, KEEP_FINISHED * 2)) as (Job<RebuildJob> | undefined)[];
    const newest = new Map<string, Job<RebuildJob>>();
    for (const job of jobs) {
      if (!job?.id || job.name !== REBUILD_JOB) continue;
      const seen = newest.get(job.data.projection);
      if (!seen || job.timestamp > seen.timestamp) newest.set(job.data.projection, job);
    }
    const latest = new Map<string, ProjectionRebuild>();
    await Promise.all(
      [...newest].map(async ([name, job]) => {
        const state = await job.getState();
        latest.set(name, toRebuild(job, state, 0));
      }),
    );
    return latest;
  }

  private async process(job: Job<RebuildJob>): Promise<RebuildProgress> {
    const projection = this.replayable(job.data.projection);
    let written = 0;
    const done = await this.runner.rebuild(projection, (applied, total) => {
      const now = Date.now();
      if (now - written < PROGRESS_EVERY_MS && applied < total) return;
      written = now;
      void job.updateProgress({ done: applied, total }).catch(() => undefined);
    });
    return { done, total: done };
  }

  private replayable(name: string): ProjectionHandler {
    const projection = this.registry.list().find((p) => p.name === name && p.kind !== 'reactor');
    // A projection this release no longer has (the job outlived an upgrade): nothing to retry.
    if (!projection) throw new UnrecoverableError(PROJECTION_NOT_FOUND);
    return projection;
  }

  private started(): AnyQueue {
    if (!this.queue) throw new Error('RebuildJobs used before the module started');
    return this.queue;
  }
}

const isProgress = (value: unknown): value is RebuildProgress =>
  typeof value === 'object' && value !== null && typeof (value as RebuildProgress).done === 'number' && typeof (value as RebuildProgress).total === 'number';

function toRebuild(job: Job<RebuildJob>, state: JobState | 'unknown', total: number): ProjectionRebuild {
  const result: unknown = job.returnvalue;
  const progress = isProgress(result) ? result : isProgress(job.progress) ? job.progress : { done: 0, total };
  const finished = state === 'completed' || state === 'failed';
  return {
    id: job.id!,
    state: state === 'active' ? 'running' : state === 'completed' ? 'done' : state === 'failed' ? 'failed' : 'queued',
    done: progress.done,
    total: progress.total,
    requestedAt: new Date(job.timestamp).toISOString(),
    finishedAt: finished && job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    error: state === 'failed' ? (job.failedReason ?? null) : null,
  };
}
