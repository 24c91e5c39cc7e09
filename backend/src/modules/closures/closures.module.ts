// Closures: days the shop is closed (holidays, training days). Owns the closure streams, their read model and the
// check bookings and reservations make inside their transactions (closed-dates.ts).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreateClosureHandler, RemoveClosureHandler } from './closure.commands.js';
import { ClosedDatesController, ClosuresAdminController } from './closures.controller.js';
import { ClosuresProjection } from './closures.projection.js';
import { ClosuresQueries } from './closures.queries.js';

@Module({
  imports: [AuthModule],
  controllers: [ClosuresAdminController, ClosedDatesController],
  providers: [ClosuresProjection, ClosuresQueries, CreateClosureHandler, RemoveClosureHandler],
})
export class ClosuresModule {}
