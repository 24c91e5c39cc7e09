// The admin dashboard's API: payouts, appointment statuses, salespeople, metrics, history, reset.
// The commands live with the appointment aggregate (AppointmentsModule); this module is the door.
import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { AdminController } from './admin.controller.js';
import { AdminQueries } from './admin.queries.js';

@Module({
  imports: [AppointmentsModule],
  controllers: [AdminController],
  providers: [AdminQueries],
})
export class AdminModule {}
