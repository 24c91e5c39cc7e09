// The operators' view of the platform (the admin's System page): each projection's mode, checkpoint, lag and
// rate, the queue backend's health and job counts, the log's last day by event type, and the latest rebuild of
// each projection. Every probe has a deadline, so a datastore that hangs shows as down instead of hanging the page.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProjectionRebuild, QueueJobCounts, SystemProjection, SystemQueue, SystemStatus } from '@tint/libs/api-types';
import { Clock } from '../clock.js';
import { withDeadline } from '../deadline.js';
import type { ProjectionHandler } from '../projections/projection.js';
import { ProjectionQueue } from '../projections/projection-queue.js';
import { ProjectionRegistry } from '../projections/projection-registry.js';
import { ProjectionRunner, type ProjectionStatus } from '../projections/projection-runner.js';
import { RebuildJobs } from '../projections/rebuild-jobs.js';
import { QueueTransport } from '../queue/queue-transport.js';

/** How long each probe of the page may take. */
export const SYSTEM_PROBE_MS = 2_000;
const RATE_WINDOW_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class SystemStatusQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly runner: ProjectionRunner,
    private readonly projectionQueue: ProjectionQueue,
    private readonly transport: QueueTransport,
    private readonly rebuilds: RebuildJobs,
    private readonly clock: Clock,
  ) {}

  async read(): Promise<SystemStatus> {
    const now = this.clock.now();
    const [database, queue] = await Promise.all([this.databaseUp(), this.queue()]);
    const [projections, eventsLast24h] = database
      ? await Promise.all([this.projections(now, queue.status === 'up'), this.eventsSince(new Date(now.getTime() - DAY_MS))])
      : [[], []];
    return { checkedAt: now.toISOString(), database: { status: database ? 'up' : 'down' }, queue, projections, eventsLast24h };
  }

  private databaseUp(): Promise<boolean> {
    return withDeadline(this.dataSource.query('SELECT 1'), SYSTEM_PROBE_MS, 'The database').then(
      () => true,
      () => false,
    );
  }

  private async queue(): Promise<SystemStatus['queue']> {
    const backend = this.transport.kind;
    try {
      await withDeadline(this.projectionQueue.ping(), SYSTEM_PROBE_MS, 'The queue');
      const queues = await withDeadline(Promise.all(this.transport.queues().map(async (q): Promise<SystemQueue> => ({ name: q.name, counts: jobCounts(await q.getJobCounts()) }))), SYSTEM_PROBE_MS, 'The queue');
      return { backend, status: 'up', queues };
    } catch (error) {
      return { backend, status: 'down', error: error instanceof Error ? error.message : String(error), queues: [] };
    }
  }

  private async projections(now: Date, queueUp: boolean): Promise<SystemProjection[]> {
    const [statuses, checkpoints, rebuilds] = await Promise.all([
      withDeadline(this.runner.statuses(), SYSTEM_PROBE_MS, 'The projections'),
      this.runner.checkpoints(),
      // Rebuilds are jobs: while the queue is down nothing is known of them.
      queueUp ? withDeadline(this.rebuilds.latest(), SYSTEM_PROBE_MS, 'The rebuilds').catch(() => new Map<string, ProjectionRebuild>()) : new Map<string, ProjectionRebuild>(),
    ]);
    return Promise.all(
      this.registry.list().map(async (projection): Promise<SystemProjection> => {
        const checkpoint = checkpoints.get(projection.name);
        const status = statuses.find((s) => s.name === projection.name);
        return {
          name: projection.name,
          mode: projection.kind,
          version: checkpoint?.version ?? projection.version,
          checkpoint: projection.kind === 'inline' || !checkpoint ? null : { position: checkpoint.position, updatedAt: checkpoint.updatedAt.toISOString() },
          ...lagOf(status),
          eventsPerSecond: (await this.appliedSince(projection, new Date(now.getTime() - RATE_WINDOW_MS))) / (RATE_WINDOW_MS / 1000),
          rebuildable: projection.kind !== 'reactor',
          rebuild: rebuilds.get(projection.name) ?? null,
        };
      }),
    );
  }

  /** Events of the projection's types since `since` that it has applied (an inline projection applies each with its append). */
  private async appliedSince(projection: ProjectionHandler, since: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM events e
        WHERE e.occurred_at > $1 AND e.type = ANY($2::text[])
          AND ($3::boolean OR (e.tx_id, e.global_position) <= (SELECT c.last_tx_id, c.last_position FROM projection_checkpoints c WHERE c.name = $4))`,
      [since, projection.handles, projection.kind === 'inline', projection.name],
    );
    return row?.count ?? 0;
  }

  private eventsSince(since: Date): Promise<SystemStatus['eventsLast24h']> {
    return this.dataSource.query<SystemStatus['eventsLast24h']>(
      'SELECT type, count(*)::int AS count FROM events WHERE occurred_at > $1 GROUP BY type ORDER BY count DESC, type',
      [since],
    );
  }
}

const lagOf = (status: ProjectionStatus | undefined) => ({ lag: status?.lag ?? 0, lagMs: status?.lagMs ?? 0 });

/** BullMQ's counts by state, the queued states together (a prioritized job waits too). */
function jobCounts(counts: Record<string, number>): QueueJobCounts {
  const of = (state: string) => counts[state] ?? 0;
  return { waiting: of('waiting') + of('prioritized') + of('waiting-children') + of('paused'), active: of('active'), delayed: of('delayed'), completed: of('completed'), failed: of('failed') };
}
