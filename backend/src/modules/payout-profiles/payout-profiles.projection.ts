// Inline projection `payout_profiles`: each salesperson's payout settings, written in their own transaction so the
// dialog shows what was saved at once. The fields arrive opened (the platform opens sealed fields as it reads); a
// salesperson's erasure deletes their row, so no copy of their handle or legal name outlives their key.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { PayoutProfileData } from './payout-profile.js';

@Projection()
@Injectable()
export class PayoutProfilesProjection implements ProjectionHandler {
  readonly name = 'payout_profiles';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['PayoutProfileSet', 'SubjectErased'];
  readonly tables = ['payout_profiles'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    if (event.type === 'SubjectErased') {
      const { subjectType, subjectId } = event.data as SubjectErased['data'];
      if (subjectType === 'salesperson') await manager.query('DELETE FROM payout_profiles WHERE salesperson_id = $1', [subjectId]);
      return;
    }
    const d = event.data as PayoutProfileData;
    // Events come in log order (inline, and on a rebuild): the latest setting is the one left.
    await manager.query(
      `INSERT INTO payout_profiles (salesperson_id, payout_method, handle, legal_name, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (salesperson_id) DO UPDATE SET payout_method = excluded.payout_method, handle = excluded.handle, legal_name = excluded.legal_name, updated_at = excluded.updated_at`,
      [d.salespersonId, d.payoutMethod, d.handle, d.legalName, event.occurredAt],
    );
  }
}
