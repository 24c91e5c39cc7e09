// SetPayoutProfile: the salesperson saves their Payout Settings. Decided on their profile's stream; the inline
// projection writes the row in the same transaction, and the answer is read back from it.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PayoutProfile } from '@tint/libs/api-types';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { type PayoutProfileData, payoutProfileDecider, payoutProfileStream } from './payout-profile.js';

export class SetPayoutProfileCommand {
  constructor(
    readonly profile: PayoutProfileData,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(SetPayoutProfileCommand)
export class SetPayoutProfileHandler implements ICommandHandler<SetPayoutProfileCommand, PayoutProfile> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ profile, metadata }: SetPayoutProfileCommand): Promise<PayoutProfile> {
    const context = this.contexts.at();
    const { state } = await this.transactions.run((tx) =>
      tx.decide(payoutProfileStream(profile.salespersonId), payoutProfileDecider, { type: 'SetPayoutProfile', data: profile }, context, metadata),
    );
    const { payoutMethod, handle, legalName } = state.profile!;
    return { payoutMethod, handle, legalName };
  }
}
