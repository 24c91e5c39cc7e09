// GET /metrics: the Prometheus scrape of this API process (metrics-access.ts says who may read it). Outside
// /api, so neither the API's documentation nor its rate limits concern it: Prometheus polls it every few seconds.
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Access } from '../http/access.js';
import { NoRateLimit } from '../http/rate-limits.js';
import { metricsAccess, metricsRefusal } from './metrics-access.js';
import { MetricsScrape } from './metrics-scrape.js';

@Controller('metrics')
@Access('public')
@ApiExcludeController()
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scrape: MetricsScrape,
  ) {}

  @Get()
  @NoRateLimit()
  async metrics(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const refusal = metricsRefusal(metricsAccess(this.config, { remoteAddress: req.raw.socket.remoteAddress, authorization: req.headers.authorization }));
    if (refusal) throw refusal;
    void res.header('Content-Type', this.scrape.contentType);
    return this.scrape.render();
  }
}
