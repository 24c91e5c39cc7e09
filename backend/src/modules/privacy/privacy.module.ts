// Personal data (issue 17): what the portal gives a person back about themselves, and their erasure.
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { PayoutProfilesModule } from '../payout-profiles/payout-profiles.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EraseSubjectHandler } from './erase-subject.command.js';
import { ErasureController } from './erasure.controller.js';
import { ExportController } from './export.controller.js';

@Module({
  imports: [AppointmentsModule, AuthModule, GamificationModule, PayoutsModule, PayoutProfilesModule],
  controllers: [ExportController, ErasureController],
  providers: [EraseSubjectHandler, IdempotencyKeys, Mailer],
})
export class PrivacyModule {}
