// Payout profiles (issue 20): how each salesperson wants to be paid. Owns the payout-profile streams and their read
// model; the payouts module reads it for the pending payouts and the year-end earnings.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PayoutProfilesController } from './payout-profiles.controller.js';
import { PayoutProfilesProjection } from './payout-profiles.projection.js';
import { PayoutProfilesQueries } from './payout-profiles.queries.js';
import { SetPayoutProfileHandler } from './set-payout-profile.command.js';

@Module({
  imports: [AuthModule],
  controllers: [PayoutProfilesController],
  providers: [PayoutProfilesProjection, PayoutProfilesQueries, SetPayoutProfileHandler],
  exports: [PayoutProfilesQueries],
})
export class PayoutProfilesModule {}
