// CreateChallenge, EditChallenge, EndChallenge and DeleteChallenge: load the challenge's stream, decide, append (the
// inline `challenges` projection writes its row in the same transaction; the reactor sees the event after the commit).
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChallengeDefinition } from '@tint/libs/challenges';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { challengeDecider, type ChallengeCommand, challengeStream } from './challenge.js';

export class CreateChallengeCommand {
  constructor(
    readonly definition: ChallengeDefinition,
    readonly createdBy: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(CreateChallengeCommand)
export class CreateChallengeHandler implements ICommandHandler<CreateChallengeCommand, { id: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ definition, createdBy, metadata, now }: CreateChallengeCommand): Promise<{ id: string }> {
    const challengeId = randomUUID();
    const context = this.contexts.at(now);
    await this.transactions.run((tx) =>
      tx.decide(challengeStream(challengeId), challengeDecider, { type: 'CreateChallenge', data: { challengeId, definition, createdBy } }, context, metadata),
    );
    return { id: challengeId };
  }
}

/** An edit (the fields to change), an early end, or a deletion of one challenge. */
export type ChallengeChange =
  | { type: 'edit'; changes: Partial<ChallengeDefinition> }
  | { type: 'end' }
  | { type: 'delete' };

export class ChangeChallengeCommand {
  constructor(
    readonly challengeId: string,
    readonly change: ChallengeChange,
    readonly adminId: string,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

@CommandHandler(ChangeChallengeCommand)
export class ChangeChallengeHandler implements ICommandHandler<ChangeChallengeCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ challengeId, change, adminId, metadata, now }: ChangeChallengeCommand): Promise<void> {
    const command: ChallengeCommand =
      change.type === 'edit'
        ? { type: 'EditChallenge', data: { challengeId, changes: change.changes, editedBy: adminId } }
        : change.type === 'end'
          ? { type: 'EndChallenge', data: { challengeId, endedBy: adminId } }
          : { type: 'DeleteChallenge', data: { challengeId, deletedBy: adminId } };
    const context = this.contexts.at(now);
    await this.transactions.run((tx) => tx.decide(challengeStream(challengeId), challengeDecider, command, context, metadata));
  }
}
