// Appointments: booking (by salespeople and the test page), the appointment list, metrics and
// slot availability.
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { AppointmentsController, TestAppointmentsController } from './appointments.controller.js';
import { AppointmentsProjection } from './appointments.projection.js';
import { AppointmentsQueries } from './appointments.queries.js';
import { BookAppointmentHandler } from './book-appointment.command.js';

@Module({
  controllers: [AppointmentsController, TestAppointmentsController],
  providers: [AppointmentsProjection, AppointmentsQueries, BookAppointmentHandler, IdempotencyKeys],
})
export class AppointmentsModule {}
