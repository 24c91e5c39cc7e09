// ChangeAppointment: what an admin sets in the details dialog (confirmed; scheduled, serviced, cancelled or no-show;
// paid), decided on the appointment's stream at the version it was read: two admins changing the same appointment at
// once → one wins, the other gets 409 and reloads. A cancellation gives the slot's place back in the same transaction.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { type AppointmentChange, appointmentDecider, appointmentStream } from './appointment.js';
import { currentAppointment } from './appointments.queries.js';
import { currentGeneration } from './reset-generation.js';
import { releaseClaimsOf } from './release-claims.js';

export class ChangeAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly change: AppointmentChange,
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

const ATTEMPTS = 3;

@CommandHandler(ChangeAppointmentCommand)
export class ChangeAppointmentHandler implements ICommandHandler<ChangeAppointmentCommand, Appointment> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute(command: ChangeAppointmentCommand): Promise<Appointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(command);
      } catch (error) {
        // A booking took the slot stream's next version while this cancellation gave a place back: look again. Two
        // changes of the appointment itself stay a conflict for the admin who came second.
        if (error instanceof ConcurrencyError && error.streamId.startsWith('slot-') && attempt < ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private attempt({ appointmentId, change, adminId, metadata, now }: ChangeAppointmentCommand): Promise<Appointment> {
    return this.transactions.run(async (tx) => {
      const generation = await currentGeneration(tx);
      const command = { type: 'ChangeAppointment' as const, data: { appointmentId, generation, change, adminId } };
      const context = this.contexts.at(now);
      const { events } = await tx.decide(appointmentStream(appointmentId), appointmentDecider, command, context, metadata);
      await releaseClaimsOf(tx, events, context, metadata);
      return currentAppointment(tx.manager, appointmentId);
    });
  }
}
