// ReviewAppointment (issue 19): an admin's decision on a commission held for fraud review, decided on the
// appointment's stream at the version it read: cleared (payable) or rejected (void). Only a held one, once.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import type { ReviewDecision } from '@tint/libs/constants';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { appointmentDecider, appointmentStream } from './appointment.js';
import { currentAppointment } from './appointments.queries.js';
import { currentGeneration } from './reset-generation.js';

export class ReviewAppointmentCommand {
  constructor(
    readonly appointmentId: string,
    readonly review: { decision: ReviewDecision; note: string | null },
    readonly adminId: string,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(ReviewAppointmentCommand)
export class ReviewAppointmentHandler implements ICommandHandler<ReviewAppointmentCommand, Appointment> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ appointmentId, review, adminId, metadata }: ReviewAppointmentCommand): Promise<Appointment> {
    return this.transactions.run(async (tx) => {
      const generation = await currentGeneration(tx);
      const command = { type: 'ReviewAppointment' as const, data: { appointmentId, generation, ...review, adminId } };
      await tx.decide(appointmentStream(appointmentId), appointmentDecider, command, this.contexts.at(), metadata);
      return currentAppointment(tx.manager, appointmentId);
    });
  }
}
