// Appointments: booking (by salespeople and the test page), the appointment list, metrics, slot
// availability, and the lifecycle an admin drives (confirm, service, payout, Reset for Rollout).
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { ChangeAppointmentHandler, FulfillPayoutHandler } from './appointment-lifecycle.commands.js';
import { AppointmentsController, TestAppointmentsController } from './appointments.controller.js';
import { AppointmentsProjection } from './appointments.projection.js';
import { AppointmentsQueries } from './appointments.queries.js';
import { BookAppointmentHandler } from './book-appointment.command.js';
import { ResetAppointmentsHandler } from './reset-appointments.command.js';

@Module({
  controllers: [AppointmentsController, TestAppointmentsController],
  providers: [
    AppointmentsProjection,
    AppointmentsQueries,
    BookAppointmentHandler,
    ChangeAppointmentHandler,
    FulfillPayoutHandler,
    ResetAppointmentsHandler,
    IdempotencyKeys,
  ],
  exports: [AppointmentsQueries],
})
export class AppointmentsModule {}
