// Funnel analytics: the browser's tracking call (anyone, rate-limited) and the admin's summary.
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminAnalytics } from '@tint/libs/api-types';
import { EventStore } from '../../platform/event-store/event-store.js';
import { Access } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../auth/request-metadata.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';
import { TrackEventDto } from './analytics.dto.js';
import { type FunnelStepRecorded, funnelStream } from './funnel.js';
import { FunnelQueries } from './funnel.queries.js';

@Controller('api')
export class AnalyticsController {
  constructor(
    private readonly events: EventStore,
    private readonly sessions: Sessions,
    private readonly funnel: FunnelQueries,
  ) {}

  /** Recorded as an event; a signed-in caller's salesperson id comes from the session, never the body. */
  @Post('analytics/track')
  @HttpCode(204)
  @Access('public')
  @RateLimit('tracking')
  async track(@Body() body: TrackEventDto, @Req() request: Request): Promise<void> {
    const salesperson = await this.sessions.resolve((request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
    const event: FunnelStepRecorded = {
      type: 'FunnelStepRecorded',
      data: { sessionId: body.sessionId, eventType: body.eventType, eventData: body.eventData, salespersonId: salesperson?.id ?? null },
    };
    await this.events.append(funnelStream(body.sessionId), 'any', [event], requestMetadata(request, salesperson ? { type: 'salesperson', id: salesperson.id } : { type: 'anonymous' }));
  }

  @Get('admin/analytics')
  @Access('admin')
  analytics(): Promise<AdminAnalytics> {
    return this.funnel.summary(new Date());
  }
}
