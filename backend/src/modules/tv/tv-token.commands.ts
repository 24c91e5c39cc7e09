// IssueTvToken and RevokeTvToken: an admin makes a showroom screen's token (random; only its hash is appended) and
// revokes it. The inline projection (tv-tokens.projection.ts) lists the screens in the same transaction, so the
// screen's page opens the moment the admin has its link, and closes the moment it is revoked.
import { randomBytes, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { tvTokenDecider, tvTokenStream } from './tv-token.js';
import { tvTokenHash } from './tv-tokens.queries.js';

export class IssueTvTokenCommand {
  constructor(
    readonly name: string,
    readonly issuedBy: string,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(IssueTvTokenCommand)
export class IssueTvTokenHandler implements ICommandHandler<IssueTvTokenCommand, { id: string; token: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ name, issuedBy, metadata }: IssueTvTokenCommand): Promise<{ id: string; token: string }> {
    const tokenId = randomUUID();
    // 32 random bytes: 43 URL-safe characters, as unguessable as a session.
    const token = randomBytes(32).toString('base64url');
    const context = this.contexts.at();
    await this.transactions.run((tx) =>
      tx.decide(tvTokenStream(tokenId), tvTokenDecider, { type: 'IssueTvToken', data: { tokenId, name, tokenHash: tvTokenHash(token), issuedBy } }, context, metadata),
    );
    return { id: tokenId, token };
  }
}

export class RevokeTvTokenCommand {
  constructor(
    readonly tokenId: string,
    readonly revokedBy: string,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(RevokeTvTokenCommand)
export class RevokeTvTokenHandler implements ICommandHandler<RevokeTvTokenCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ tokenId, revokedBy, metadata }: RevokeTvTokenCommand): Promise<void> {
    const context = this.contexts.at();
    await this.transactions.run((tx) => tx.decide(tvTokenStream(tokenId), tvTokenDecider, { type: 'RevokeTvToken', data: { tokenId, revokedBy } }, context, metadata));
  }
}
