// Reservations: time slots the team holds, guarded by the same slot streams as bookings.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CancelReservationHandler, CreateReservationHandler } from './reservation.commands.js';
import { ReservationsController } from './reservations.controller.js';
import { ReservationsProjection } from './reservations.projection.js';
import { ReservationsQueries } from './reservations.queries.js';

@Module({
  imports: [AuthModule],
  controllers: [ReservationsController],
  providers: [ReservationsProjection, ReservationsQueries, CreateReservationHandler, CancelReservationHandler],
})
export class ReservationsModule {}
