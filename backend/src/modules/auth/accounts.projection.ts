// Inline projection `accounts`: salesperson and admin accounts, visible in the same transaction as
// the registration (the unique email index turns a duplicate sign-up into a 409 there).
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AdminEvent } from './admin-account.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { SALESPERSON_PERSONAL_DATA, type SalespersonEvent } from './salesperson.js';

type Data<E extends { type: string; data: unknown }, T extends E['type']> = Extract<E, { type: T }>['data'];

@Projection()
@Injectable()
export class AccountsProjection implements ProjectionHandler {
  readonly name = 'accounts';
  readonly version = 2;
  readonly kind = 'inline' as const;
  // A password change is no business of the accounts' read model: the hash is in `credentials` (credentials.ts).
  readonly handles = ['SalespersonRegistered', 'SalespersonIdentityLinked', 'AdminCreated', 'SubjectErased'];
  readonly tables = ['accounts_salespeople', 'admins_accounts'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const id = event.streamId.replace(/^(salesperson|admin)-/, '');
    switch (event.type) {
      case 'SubjectErased': {
        const { subjectType, subjectId } = event.data as SubjectErased['data'];
        if (subjectType !== 'salesperson') return;
        // The account stays (its referrals and payouts point at it) under the placeholders, linked to no outside identity.
        const erased = SALESPERSON_PERSONAL_DATA.SalespersonRegistered!.erased({ salespersonId: subjectId });
        await manager.query(
          'UPDATE accounts_salespeople SET first_name = $2, last_name = $3, email = $4, phone_number = $5, oidc_issuer = NULL, oidc_subject = NULL WHERE id = $1',
          [subjectId, erased.firstName, erased.lastName, erased.email, erased.phoneNumber],
        );
        return;
      }
      case 'SalespersonRegistered': {
        const d = event.data as Data<SalespersonEvent, 'SalespersonRegistered'>;
        await manager.query(
          `INSERT INTO accounts_salespeople (id, first_name, last_name, email, phone_number, company, oidc_issuer, oidc_subject, registered_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [id, d.firstName, d.lastName, d.email, d.phoneNumber, d.company, d.identity?.issuer ?? null, d.identity?.subject ?? null, event.occurredAt],
        );
        return;
      }
      case 'SalespersonIdentityLinked': {
        const d = event.data as Data<SalespersonEvent, 'SalespersonIdentityLinked'>;
        await manager.query('UPDATE accounts_salespeople SET oidc_issuer = $2, oidc_subject = $3 WHERE id = $1', [id, d.issuer, d.subject]);
        return;
      }
      case 'AdminCreated': {
        const d = event.data as Data<AdminEvent, 'AdminCreated'>;
        await manager.query(
          `INSERT INTO admins_accounts (id, first_name, last_name, email, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
          [id, d.firstName, d.lastName, d.email, event.occurredAt],
        );
        return;
      }
    }
  }
}
