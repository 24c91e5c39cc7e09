// Live screens (issue 20): the event stream route and the admins' tickets for it. What goes down a stream comes from
// the projections (ProjectionHandler.changes) through platform/live.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { TvModule } from '../tv/tv.module.js';
import { LiveController } from './live.controller.js';
import { LiveTickets } from './live-tickets.js';

@Module({
  imports: [AuthModule, TvModule],
  controllers: [LiveController],
  providers: [LiveTickets],
})
export class LiveModule {}
