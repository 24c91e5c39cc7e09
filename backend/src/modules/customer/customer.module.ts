// The customer's side (issue 18): their manage page's API, the confirmation and notice mails (a reactor on the
// event log), the manage links' and reminders' read model, and the reminder sweep.
import { Module } from '@nestjs/common';
import { Mailer } from '../../platform/mail/mailer.js';
import { SlotsModule } from '../slots/slots.module.js';
import { CustomerAppointments } from './customer-appointments.js';
import { CustomerAppointmentsController } from './customer-appointments.controller.js';
import { CustomerLinksProjection } from './customer-links.projection.js';
import { CustomerMailsReactor } from './customer-mails.reactor.js';
import { ReminderSweep } from './reminder-sweep.js';

@Module({
  imports: [SlotsModule],
  controllers: [CustomerAppointmentsController],
  providers: [CustomerAppointments, CustomerLinksProjection, CustomerMailsReactor, ReminderSweep, Mailer],
  exports: [ReminderSweep],
})
export class CustomerModule {}
