// The admin's System page (issue 16): the platform's status, and a rebuild per projection.
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse } from '@nestjs/swagger';
import type { ProjectionRebuild, SystemStatus } from '@tint/libs/api-types';
import { PROJECTION_NOT_FOUND, PROJECTION_NOT_REPLAYABLE, REBUILD_ALREADY_RUNNING } from '@tint/libs/validation-messages';
import { Access } from '../http/access.js';
import { ApiErrors } from '../http/api-docs.js';
import { RebuildJobs } from '../projections/rebuild-jobs.js';
import { SystemStatusQuery } from './system-status.js';
import { ProjectionRebuildSchema, SystemStatusSchema } from './system.schemas.js';

@Controller('api/admin/system')
@Access('admin')
export class SystemController {
  constructor(
    private readonly status: SystemStatusQuery,
    private readonly rebuilds: RebuildJobs,
  ) {}

  @Get()
  @ApiOkResponse({ type: SystemStatusSchema })
  read(): Promise<SystemStatus> {
    return this.status.read();
  }

  /** Queued on the maintenance queue: the answer is the queued job; its progress shows in the status. */
  @Post('projections/:name/rebuild')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ProjectionRebuildSchema, description: 'Queued: its progress shows in GET /api/admin/system.' })
  @ApiErrors(404, PROJECTION_NOT_FOUND)
  @ApiErrors(409, PROJECTION_NOT_REPLAYABLE, REBUILD_ALREADY_RUNNING)
  rebuild(@Param('name') name: string): Promise<ProjectionRebuild> {
    return this.rebuilds.request(name);
  }
}
