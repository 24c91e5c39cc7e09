// Health for load balancers and operators; every probe answers within PROBE_DEADLINE_MS, whatever hangs.
//   GET /api/health/live   the process answers (liveness: restart it if not)
//   GET /api/health/ready  200 while the database answers and the process is not draining: a Redis outage
//                          keeps the API in rotation, since every route but the doorbell keeps serving
//   GET /api/health        the summary: 200 when the database and the queue are up, 503 naming which is
//                          down; an admin's token adds the error texts and each projection's lag
import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { withDeadline } from '../deadline.js';
import { Access, PRINCIPALS, type Principals } from '../http/access.js';
import { WireType } from '../http/api-docs.js';
import { NoRateLimit } from '../http/rate-limits.js';
import { ProjectionQueue } from '../projections/projection-queue.js';
import { ProjectionRunner, type ProjectionStatus } from '../projections/projection-runner.js';
import { Drain } from '../shutdown.js';

export const PROBE_DEADLINE_MS = 1_000;

type Check = { status: 'up' | 'down'; error?: string };
type QueueCheck = Check & { backend: 'redis' | 'postgres' };

export type HealthReport = {
  status: 'ok' | 'unavailable';
  database: Check;
  queue: QueueCheck;
  /** Admins only. */
  projections?: ProjectionStatus[];
};

@WireType()
class HealthCheckSchema implements Check {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ required: false, description: 'Admins only: what failed.' })
  error?: string;
}

@WireType()
class QueueCheckSchema extends HealthCheckSchema implements QueueCheck {
  @ApiProperty({ enum: ['redis', 'postgres'] })
  backend: 'redis' | 'postgres';
}

@WireType()
class ProjectionStatusSchema implements ProjectionStatus {
  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ['inline', 'async', 'reactor'] })
  kind: ProjectionStatus['kind'];

  @ApiProperty({ description: 'Events not yet applied.' })
  lag: number;

  @ApiProperty({ description: 'How long the oldest of them has waited.' })
  lagMs: number;
}

@WireType()
class HealthReportSchema implements HealthReport {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiProperty({ type: () => HealthCheckSchema })
  database: HealthCheckSchema;

  @ApiProperty({ type: () => QueueCheckSchema })
  queue: QueueCheckSchema;

  @ApiProperty({ type: [ProjectionStatusSchema], required: false, description: 'Admins only.' })
  projections?: ProjectionStatusSchema[];
}

const statusSchema = (...values: string[]) => ({ type: 'object', required: ['status'], properties: { status: { type: 'string', enum: values } } });

const probe = (work: Promise<unknown>, what: string): Promise<Check> =>
  withDeadline(work, PROBE_DEADLINE_MS, what).then(
    () => ({ status: 'up' as const }),
    (error: unknown) => ({ status: 'down' as const, error: error instanceof Error ? error.message : String(error) }),
  );

@Controller('api/health')
@Access('public')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ProjectionQueue,
    private readonly runner: ProjectionRunner,
    private readonly drain: Drain,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get('live')
  @NoRateLimit()
  @ApiOkResponse({ schema: statusSchema('alive') })
  live(): { status: 'alive' } {
    return { status: 'alive' };
  }

  @Get('ready')
  @NoRateLimit()
  @ApiOkResponse({ schema: statusSchema('ready'), description: 'The database answers and the process is not stopping.' })
  @ApiServiceUnavailableResponse({ schema: statusSchema('draining', 'unavailable') })
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<{ status: 'ready' | 'draining' | 'unavailable' }> {
    if (this.drain.active) {
      void res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining' };
    }
    const database = await probe(this.dataSource.query('SELECT 1'), 'The database');
    void res.status(database.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database.status === 'up' ? 'ready' : 'unavailable' };
  }

  @Get()
  @ApiOkResponse({ type: HealthReportSchema, description: 'The database and the queue are up; an admin token adds error texts and projection lags.' })
  @ApiServiceUnavailableResponse({ type: HealthReportSchema, description: 'The database or the queue is down.' })
  async health(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<HealthReport> {
    const [database, queue, admin] = await Promise.all([
      probe(this.dataSource.query('SELECT 1'), 'The database'),
      probe(this.queue.ping(), 'The queue'),
      this.isAdmin(req),
    ]);
    const ok = database.status === 'up' && queue.status === 'up';
    void res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    const report: HealthReport = { status: ok ? 'ok' : 'unavailable', database, queue: { ...queue, backend: this.queue.backend } };
    if (!admin) return { ...report, database: { status: database.status }, queue: { status: queue.status, backend: this.queue.backend } };
    if (database.status === 'up') {
      report.projections = await withDeadline(this.runner.statuses(), PROBE_DEADLINE_MS, 'The projections').catch(() => undefined);
    }
    return report;
  }

  /** Whether the caller holds a live admin token (the summary's details are for operators). */
  private async isAdmin(req: FastifyRequest): Promise<boolean> {
    if (!req.headers.authorization) return false;
    const principals = this.moduleRef.get<Principals>(PRINCIPALS, { strict: false });
    return withDeadline(principals.admin(req), PROBE_DEADLINE_MS, 'The admin token check').then(Boolean, () => false);
  }
}
