// Payouts: the payout ledger (inline), fulfilment of a commission, the admin's pending payouts and the
// salesperson's payout details.
import { Module } from '@nestjs/common';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { FulfillPayoutHandler } from './fulfill-payout.command.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsProjection } from './payouts.projection.js';
import { PayoutsQueries } from './payouts.queries.js';

@Module({
  imports: [AppointmentsModule, AuthModule],
  controllers: [PayoutsController],
  providers: [PayoutsProjection, PayoutsQueries, FulfillPayoutHandler, IdempotencyKeys],
  exports: [PayoutsQueries],
})
export class PayoutsModule {}
