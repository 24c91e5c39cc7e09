// FulfillPayout: the Payouts tab's dialog records a commission as paid, with the method and notes.
// Decided by the appointment aggregate (a payout needs a completed appointment, and happens once) at the
// version it read; an Idempotency-Key makes a double click pay once.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import type { PayoutMethod } from '@tint/libs/constants';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { appointmentDecider, appointmentStream } from '../appointments/appointment.js';
import { currentAppointment } from '../appointments/appointments.queries.js';
import { currentGeneration } from '../appointments/reset-generation.js';

export class FulfillPayoutCommand {
  constructor(
    readonly appointmentId: string,
    readonly payout: { payoutMethod: PayoutMethod; notes: string | null },
    readonly adminId: string,
    readonly idempotencyKey: string | undefined,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(FulfillPayoutCommand)
export class FulfillPayoutHandler implements ICommandHandler<FulfillPayoutCommand, Appointment> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute(command: FulfillPayoutCommand): Promise<Appointment> {
    try {
      return await this.attempt(command);
    } catch (error) {
      // Someone changed the appointment meanwhile: decide again on what is there now, which gives
      // the precise refusal ("already marked as paid", "mark as serviced first") or goes through.
      if (error instanceof ConcurrencyError) return this.attempt(command);
      throw error;
    }
  }

  private attempt({ appointmentId, payout, adminId, idempotencyKey, metadata, now }: FulfillPayoutCommand): Promise<Appointment> {
    return this.transactions.run(async (tx) => {
      const scope = `admin:${adminId}:fulfill-payout`;
      if (idempotencyKey) {
        const stored = await this.idempotencyKeys.claim<Appointment>(tx.manager, scope, idempotencyKey, { appointmentId, ...payout });
        if (stored.replayed) return stored.body;
      }
      const generation = await currentGeneration(tx);
      const command = { type: 'FulfillPayout' as const, data: { appointmentId, generation, ...payout, adminId } };
      await tx.decide(appointmentStream(appointmentId), appointmentDecider, command, this.contexts.at(now), metadata);
      const answer = await currentAppointment(tx.manager, appointmentId);
      if (idempotencyKey) await this.idempotencyKeys.remember(tx.manager, scope, idempotencyKey, 200, answer);
      return answer;
    });
  }
}
