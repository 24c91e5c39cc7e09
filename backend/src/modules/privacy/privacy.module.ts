// Personal data (issue 17): what the portal gives a person back about themselves.
import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { ExportController } from './export.controller.js';

@Module({
  imports: [AppointmentsModule, GamificationModule, PayoutsModule],
  controllers: [ExportController],
})
export class PrivacyModule {}
