// CreateClosure and RemoveClosure. Creating takes the lock bookings and reservations hold shared while they check
// the date (closed-dates.ts): those in flight commit first, so the admin's list of what is booked on the closed
// dates is complete, and none taken after the closure lands on a closed date.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DateString } from '@tint/libs/slots';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { lockOutGenerationReaders } from '../appointments/reset-generation.js';
import { closureDecider, closureStream } from './closure.js';

export class CreateClosureCommand {
  constructor(
    readonly closure: { startDate: DateString; endDate: DateString; reason: string; createdBy: string },
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(CreateClosureCommand)
export class CreateClosureHandler implements ICommandHandler<CreateClosureCommand, { id: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ closure, metadata, now }: CreateClosureCommand): Promise<{ id: string }> {
    return this.transactions.run(async (tx) => {
      await lockOutGenerationReaders(tx);
      // The clock is read once the lock is held: "today" is the day the closure lands.
      const context = this.contexts.at(now);
      const closureId = randomUUID();
      await tx.decide(closureStream(closureId), closureDecider, { type: 'CreateClosure', data: { closureId, ...closure } }, context, metadata);
      return { id: closureId };
    });
  }
}

export class RemoveClosureCommand {
  constructor(
    readonly closureId: string,
    readonly removedBy: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(RemoveClosureCommand)
export class RemoveClosureHandler implements ICommandHandler<RemoveClosureCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ closureId, removedBy, metadata, now }: RemoveClosureCommand): Promise<void> {
    const context = this.contexts.at(now);
    await this.transactions.run((tx) => tx.decide(closureStream(closureId), closureDecider, { type: 'RemoveClosure', data: { closureId, removedBy } }, context, metadata));
  }
}
