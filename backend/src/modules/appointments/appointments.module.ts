// Appointments: booking (by salespeople and the test page), the appointment list and metrics, and the
// lifecycle an admin drives (confirm, service, the paid tick, the history, Reset for Rollout).
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { AuthModule } from '../auth/auth.module.js';
import { SlotsModule } from '../slots/slots.module.js';
import { AppointmentHistoryQueries } from './appointment-history.queries.js';
import { AppointmentsAdminController } from './appointments-admin.controller.js';
import { AppointmentsController, TestAppointmentsController } from './appointments.controller.js';
import { AppointmentsProjection } from './appointments.projection.js';
import { AppointmentsQueries } from './appointments.queries.js';
import { BookAppointmentHandler } from './book-appointment.command.js';
import { ReviewAppointmentHandler } from './review-appointment.command.js';
import { ChangeAppointmentHandler } from './change-appointment.command.js';
import { ResetAppointmentsHandler } from './reset-appointments.command.js';

@Module({
  imports: [AuthModule, SlotsModule],
  controllers: [AppointmentsController, TestAppointmentsController, AppointmentsAdminController],
  providers: [
    AppointmentsProjection,
    AppointmentsQueries,
    AppointmentHistoryQueries,
    BookAppointmentHandler,
    ChangeAppointmentHandler,
    ReviewAppointmentHandler,
    ResetAppointmentsHandler,
    IdempotencyKeys,
  ],
  exports: [AppointmentsQueries],
})
export class AppointmentsModule {}
