// Funnel analytics: the browser's tracking call (anyone, rate-limited) and the admin's summary.
import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminAnalytics } from '@tint/libs/api-types';
import { ANALYTICS_WINDOW_DAYS } from '@tint/libs/constants';
import { Clock } from '../../platform/clock.js';
import { Access, PRINCIPALS, type Principals } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { TrackEventDto } from './analytics.dto.js';
import { AdminAnalyticsSchema } from './analytics.schemas.js';
import { FunnelQueries } from './funnel.queries.js';
import { RecordFunnelStepCommand } from './record-funnel-step.command.js';

@Controller('api')
export class AnalyticsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PRINCIPALS) private readonly principals: Principals,
    private readonly funnel: FunnelQueries,
    private readonly clock: Clock,
  ) {}

  /** Recorded as an event; a signed-in caller's salesperson id comes from the session, never the body. */
  @Post('analytics/track')
  @HttpCode(204)
  @Access('public')
  @RateLimit('tracking')
  @ApiNoContentResponse({ description: 'Recorded.' })
  async track(@Body() body: TrackEventDto, @Req() request: FastifyRequest): Promise<void> {
    const salesperson = await this.principals.salesperson(request);
    await this.commands.execute(
      new RecordFunnelStepCommand(
        { sessionId: body.sessionId, eventType: body.eventType, eventData: body.eventData, salespersonId: salesperson?.id ?? null },
        requestMetadata(request, salesperson ? { type: 'salesperson', id: salesperson.id } : { type: 'anonymous' }),
      ),
    );
  }

  @Get('admin/analytics')
  @Access('admin')
  @ApiOkResponse({ type: AdminAnalyticsSchema, description: `The funnel over the last ${String(ANALYTICS_WINDOW_DAYS)} days.` })
  analytics(): Promise<AdminAnalytics> {
    return this.funnel.summary(this.clock.now());
  }
}
