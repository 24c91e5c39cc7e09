// ChangeAppointment: what an admin ticks in the details dialog (confirmed, serviced, paid), decided
// on the appointment's stream at the version it was read: two admins changing the same appointment at
// once → one wins, the other gets 409 and reloads.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { type AppointmentChange, appointmentDecider, appointmentStream } from './appointment.js';
import { currentAppointment } from './appointments.queries.js';
import { currentGeneration } from './reset-generation.js';

export class ChangeAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly change: AppointmentChange,
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(ChangeAppointmentCommand)
export class ChangeAppointmentHandler implements ICommandHandler<ChangeAppointmentCommand, Appointment> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ appointmentId, change, adminId, metadata, now }: ChangeAppointmentCommand): Promise<Appointment> {
    return this.transactions.run(async (tx) => {
      const generation = await currentGeneration(tx);
      const command = { type: 'ChangeAppointment' as const, data: { appointmentId, generation, change, adminId } };
      await tx.decide(appointmentStream(appointmentId), appointmentDecider, command, this.contexts.at(now), metadata);
      return currentAppointment(tx.manager, appointmentId);
    });
  }
}
