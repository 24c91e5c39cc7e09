// Inline projection `tv-screens`: the showroom screens whose tokens stand, written in the admin's transaction, so a
// new screen's page opens at once and a revoked one's stops at once.
import { Injectable } from '@nestjs/common';
import { LIVE_KEYS } from '@tint/libs/live';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { forAdmins, type LiveChange } from '../../platform/live/live-change.js';
import { insertRows, recordsetColumns } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { TvTokenEvent } from './tv-token.js';

type Data<T extends TvTokenEvent['type']> = Extract<TvTokenEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class TvScreensProjection implements ProjectionHandler {
  readonly name = 'tv-screens';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['TvTokenIssued', 'TvTokenRevoked'];
  readonly tables = ['tv_screens'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens: the admins' Showroom screens card. */
  changes(): LiveChange[] {
    return forAdmins(LIVE_KEYS.adminTvScreens);
  }

  /** Issued screens in one insert, then revocations in one delete: a token is revoked only after its issue, ids never reused. */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    const issued: object[] = [];
    const revoked: string[] = [];
    for (const event of events) {
      if (event.type === 'TvTokenIssued') {
        const d = event.data as Data<'TvTokenIssued'>;
        issued.push({ id: d.tokenId, name: d.name, token_hash: d.tokenHash, created_by: d.issuedBy, created_at: event.occurredAt });
      } else if (event.type === 'TvTokenRevoked') {
        revoked.push((event.data as Data<'TvTokenRevoked'>).tokenId);
      }
    }
    await insertRows(tx.writes, 'tv_screens', ISSUED, issued, { conflict: '(id)' });
    if (revoked.length > 0) await manager.query('DELETE FROM tv_screens WHERE id = ANY($1::uuid[])', [revoked]);
  }
}

const ISSUED = recordsetColumns({ id: 'uuid', name: 'text', token_hash: 'text', created_by: 'uuid', created_at: 'timestamptz' });
