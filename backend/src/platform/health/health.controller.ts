// GET /api/health: the database, the queue backend and each projection's lag in events.
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Access } from '../http/access.js';
import { ProjectionEngine, ProjectionStatus } from '../projections/projection-engine.js';

type Check = { status: 'up' | 'down'; error?: string };

export type HealthReport = {
  status: 'ok' | 'unavailable';
  database: Check;
  queue: Check & { backend: 'redis' | 'postgres' };
  projections: ProjectionStatus[];
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

@Controller('api/health')
@Access('public')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: ProjectionEngine,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const database: Check = await this.dataSource.query('SELECT 1').then(
      () => ({ status: 'up' as const }),
      (error: unknown) => ({ status: 'down' as const, error: describe(error) }),
    );
    const queue: Check = await this.engine.pingQueue().then(
      () => ({ status: 'up' as const }),
      (error: unknown) => ({ status: 'down' as const, error: describe(error) }),
    );
    const projections = database.status === 'up' ? await this.engine.statuses() : [];
    const ok = database.status === 'up' && queue.status === 'up';
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'unavailable', database, queue: { ...queue, backend: this.engine.queueBackend }, projections };
  }
}
