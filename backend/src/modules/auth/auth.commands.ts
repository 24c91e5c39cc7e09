// The account commands: register a salesperson, reset a password, link an outside identity, create an
// admin. Each hashes what must be hashed, then decides with the account's aggregate and appends at the
// version it read; the accounts projection (inline) refuses a second account with the same email. A password's
// hash goes to `credentials` in the same transaction, never into an event (credentials.ts).
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignupRequest } from '@tint/libs/api-types';
import { DUPLICATE_ADMIN_EMAIL, DUPLICATE_EMAIL, RESET_LINK_INVALID } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { BadRequestError, ConflictError } from '../../platform/errors.js';
import { type EventMetadata, isUniqueViolation } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { adminDecider, adminStream } from './admin-account.js';
import { setPasswordHash } from './credentials.js';
import { hashPassword, normalizeEmail } from './passwords.js';
import { type OidcIdentity, salespersonDecider, salespersonStream } from './salesperson.js';
import { Sessions, sha256 } from './sessions.js';

/** A sign-up; accounts from the outside provider have no password but an identity. */
export type NewSalesperson = Omit<SignupRequest, 'password'> & { password: string | null; identity?: OidcIdentity };

export class RegisterSalespersonCommand {
  constructor(
    readonly salesperson: NewSalesperson,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(RegisterSalespersonCommand)
export class RegisterSalespersonHandler implements ICommandHandler<RegisterSalespersonCommand, { id: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ salesperson: s, metadata }: RegisterSalespersonCommand): Promise<{ id: string }> {
    const id = randomUUID();
    const registration = {
      salespersonId: id,
      firstName: s.firstName.trim(),
      lastName: s.lastName.trim(),
      email: normalizeEmail(s.email),
      phoneNumber: s.phoneNumber.trim(),
      company: s.company,
      hasPassword: s.password !== null,
      identity: s.identity ?? null,
    };
    const passwordHash = s.password === null ? null : await hashPassword(s.password);
    try {
      await this.transactions.run(async (tx) => {
        await tx.decide(salespersonStream(id), salespersonDecider, { type: 'RegisterSalesperson', data: registration }, this.contexts.at(), metadata);
        if (passwordHash !== null) await setPasswordHash(tx.manager, id, passwordHash);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'accounts_salespeople_email_key')) throw new ConflictError(DUPLICATE_EMAIL);
      throw error;
    }
    return { id };
  }
}

export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly metadata: EventMetadata,
  ) {}
}

/** Uses a reset token (once), changes the password and ends every session of the account, atomically. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
    private readonly sessions: Sessions,
  ) {}

  async execute({ token, password, metadata }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    const salespersonId = await this.transactions.run(async (tx) => {
      // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
      const [[row]] = await tx.manager.query<[{ salesperson_id: string }[], number]>(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING salesperson_id`,
        [sha256(token)],
      );
      if (!row) throw new BadRequestError(RESET_LINK_INVALID);
      await tx.decide(salespersonStream(row.salesperson_id), salespersonDecider, { type: 'ChangePassword', data: {} }, this.contexts.at(), metadata);
      await setPasswordHash(tx.manager, row.salesperson_id, passwordHash);
      await tx.manager.query('UPDATE sessions SET revoked_at = now() WHERE salesperson_id = $1 AND revoked_at IS NULL', [row.salesperson_id]);
      return row.salesperson_id;
    });
    this.sessions.forgetAllFor(salespersonId);
  }
}

export class LinkSalespersonIdentityCommand {
  constructor(
    readonly salespersonId: string,
    readonly identity: OidcIdentity,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(LinkSalespersonIdentityCommand)
export class LinkSalespersonIdentityHandler implements ICommandHandler<LinkSalespersonIdentityCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ salespersonId, identity, metadata }: LinkSalespersonIdentityCommand): Promise<void> {
    await this.transactions.run((tx) =>
      tx.decide(salespersonStream(salespersonId), salespersonDecider, { type: 'LinkIdentity', data: identity }, this.contexts.at(), metadata),
    );
  }
}

export class CreateAdminCommand {
  constructor(
    readonly admin: { firstName: string; lastName: string; email: string; password: string },
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand, { id: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute({ admin, metadata }: CreateAdminCommand): Promise<{ id: string }> {
    const id = randomUUID();
    const data = { adminId: id, firstName: admin.firstName.trim(), lastName: admin.lastName.trim(), email: normalizeEmail(admin.email), hasPassword: true as const };
    const passwordHash = await hashPassword(admin.password);
    try {
      await this.transactions.run(async (tx) => {
        await tx.decide(adminStream(id), adminDecider, { type: 'CreateAdmin', data }, this.contexts.at(), metadata);
        await setPasswordHash(tx.manager, id, passwordHash);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'admins_accounts_email_key')) throw new ConflictError(DUPLICATE_ADMIN_EMAIL);
      throw error;
    }
    return { id };
  }
}
