// Payouts: the payout ledger (inline), fulfilment of a commission, the admin's pending payouts and the
// salesperson's payout details.
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { PayoutProfilesModule } from '../payout-profiles/payout-profiles.module.js';
import { EarningsController } from './earnings.controller.js';
import { EarningsProjection } from './earnings.projection.js';
import { EarningsQueries } from './earnings.queries.js';
import { FulfillPayoutHandler } from './fulfill-payout.command.js';
import { PayoutRunsController } from './payout-runs.controller.js';
import { PayoutRunsProjection } from './payout-runs.projection.js';
import { PayoutRunsQueries } from './payout-runs.queries.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsProjection } from './payouts.projection.js';
import { PayoutsQueries } from './payouts.queries.js';
import { RecordPayoutRunHandler } from './record-payout-run.command.js';

@Module({
  imports: [AppointmentsModule, AuthModule, PayoutProfilesModule],
  controllers: [PayoutsController, EarningsController, PayoutRunsController],
  providers: [PayoutsProjection, PayoutsQueries, EarningsQueries, EarningsProjection, FulfillPayoutHandler, IdempotencyKeys, PayoutRunsProjection, PayoutRunsQueries, RecordPayoutRunHandler],
  exports: [PayoutsQueries],
})
export class PayoutsModule {}
