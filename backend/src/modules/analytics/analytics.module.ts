// Funnel analytics: tracking from the browser, the funnel read model, the admin's summary.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { FunnelProjection } from './funnel.projection.js';
import { FunnelRetention } from './funnel-retention.js';
import { FunnelQueries } from './funnel.queries.js';
import { RecordFunnelStepHandler } from './record-funnel-step.command.js';

@Module({
  imports: [AuthModule],
  controllers: [AnalyticsController],
  providers: [FunnelProjection, FunnelQueries, FunnelRetention, RecordFunnelStepHandler],
  exports: [FunnelQueries],
})
export class AnalyticsModule {}
