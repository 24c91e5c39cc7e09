// The account commands: register a salesperson, change a password, create an admin. Each loads its
// stream, decides with the pure aggregate, and appends at the version it read.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignupRequest } from '@tint/libs/api-types';
import { RESET_LINK_INVALID } from '@tint/libs/validation-messages';
import { BadRequestError, ConflictError } from '../../platform/errors.js';
import { type EventMetadata, EventStore, isUniqueViolation, loadAggregate } from '../../platform/event-store/event-store.js';
import { adminStream, decideCreateAdmin, evolveAdmin, type AdminEvent } from './admin-account.js';
import { hashPassword, normalizeEmail } from './passwords.js';
import { sha256 } from './sessions.js';
import {
  decideChangePassword,
  decideLinkIdentity,
  decideRegister,
  evolveSalesperson,
  initialSalespersonState,
  type OidcIdentity,
  salespersonStream,
  type SalespersonEvent,
} from './salesperson.js';

export const DUPLICATE_EMAIL = 'An account with this email already exists.';

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
  constructor(private readonly events: EventStore) {}

  async execute({ salesperson: s, metadata }: RegisterSalespersonCommand): Promise<{ id: string }> {
    const id = randomUUID();
    const passwordHash = s.password === null ? null : await hashPassword(s.password);
    try {
      await this.events.transaction(async (tx) => {
        const stream = salespersonStream(id);
        const { state, version } = await loadAggregate(tx, stream, evolveSalesperson, initialSalespersonState);
        const events = decideRegister(
          {
            salespersonId: id,
            firstName: s.firstName.trim(),
            lastName: s.lastName.trim(),
            email: normalizeEmail(s.email),
            phoneNumber: s.phoneNumber.trim(),
            company: s.company,
            passwordHash,
            identity: s.identity ?? null,
          },
          state,
        );
        await tx.append(stream, version, events, metadata);
      });
    } catch (error) {
      // The accounts projection runs in this transaction: its unique email index refuses a duplicate.
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
  constructor(private readonly events: EventStore) {}

  async execute({ token, password, metadata }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.events.transaction(async (tx) => {
      // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
      const [[row]] = await tx.manager.query<[{ salesperson_id: string }[], number]>(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING salesperson_id`,
        [sha256(token)],
      );
      if (!row) throw new BadRequestError(RESET_LINK_INVALID);
      const stream = salespersonStream(row.salesperson_id);
      const { state, version } = await loadAggregate<ReturnType<typeof evolveSalesperson>, SalespersonEvent>(tx, stream, evolveSalesperson, initialSalespersonState);
      await tx.append(stream, version, decideChangePassword(passwordHash, state), metadata);
      await tx.manager.query('UPDATE sessions SET revoked_at = now() WHERE salesperson_id = $1 AND revoked_at IS NULL', [row.salesperson_id]);
    });
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
  constructor(private readonly events: EventStore) {}

  async execute({ salespersonId, identity, metadata }: LinkSalespersonIdentityCommand): Promise<void> {
    await this.events.transaction(async (tx) => {
      const stream = salespersonStream(salespersonId);
      const { state, version } = await loadAggregate(tx, stream, evolveSalesperson, initialSalespersonState);
      await tx.append(stream, version, decideLinkIdentity(identity, state), metadata);
    });
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
  constructor(private readonly events: EventStore) {}

  async execute({ admin, metadata }: CreateAdminCommand): Promise<{ id: string }> {
    const id = randomUUID();
    const passwordHash = await hashPassword(admin.password);
    try {
      await this.events.transaction(async (tx) => {
        const stream = adminStream(id);
        const { state, version } = await loadAggregate<{ created: boolean }, AdminEvent>(tx, stream, evolveAdmin, { created: false });
        const data = { adminId: id, firstName: admin.firstName.trim(), lastName: admin.lastName.trim(), email: normalizeEmail(admin.email), passwordHash };
        await tx.append(stream, version, decideCreateAdmin(data, state), metadata);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'admins_accounts_email_key')) throw new ConflictError('An admin with this email already exists.');
      throw error;
    }
    return { id };
  }
}
