// Reservations: time slots the team holds, guarded by the same slot streams as bookings.
import { Module } from '@nestjs/common';
import { CancelReservationHandler, CreateReservationHandler } from './reservation.commands.js';
import { ReservationsController } from './reservations.controller.js';
import { ReservationsProjection } from './reservations.projection.js';

@Module({
  controllers: [ReservationsController],
  providers: [ReservationsProjection, CreateReservationHandler, CancelReservationHandler],
})
export class ReservationsModule {}
