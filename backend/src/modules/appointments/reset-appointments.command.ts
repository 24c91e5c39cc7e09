// Reset for Rollout: one AppointmentsReset on the `system` stream starts a new generation of
// appointments (see reset.ts). It waits for every command in flight that read the generation.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetAppointmentsResponse } from '@tint/libs/api-types';
import { RESET_SUCCESS } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { lockOutGenerationReaders } from './reset-generation.js';
import { resetDecider, SYSTEM_STREAM } from './reset.js';

export class ResetAppointmentsCommand {
  constructor(
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(ResetAppointmentsCommand)
export class ResetAppointmentsHandler implements ICommandHandler<ResetAppointmentsCommand, ResetAppointmentsResponse> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ adminId, metadata, now }: ResetAppointmentsCommand): Promise<ResetAppointmentsResponse> {
    return this.transactions.run(async (tx) => {
      await lockOutGenerationReaders(tx);
      const command = { type: 'ResetAppointments' as const, data: { resetId: randomUUID(), resetBy: adminId } };
      const { events } = await tx.decide(SYSTEM_STREAM, resetDecider, command, this.contexts.at(now), metadata);
      return { message: RESET_SUCCESS, resetAt: events[0]!.occurredAt.toISOString() };
    });
  }
}
