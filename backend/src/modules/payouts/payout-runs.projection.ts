// Inline projection `payout-runs`: the admin's list of payout runs (who, when, how, reference, count, total),
// written in the run's own transaction so the list shows it at once. A Reset for Rollout empties it, as it does
// the payout ledger (the event log keeps everything).
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { PayoutRunRecorded } from './payout-run.js';

@Projection()
@Injectable()
export class PayoutRunsProjection implements ProjectionHandler {
  readonly name = 'payout-runs';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['PayoutRunRecorded', 'AppointmentsReset'];
  readonly tables = ['payout_runs'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    if (event.type === 'AppointmentsReset') {
      await manager.query('DELETE FROM payout_runs');
      return;
    }
    const d = event.data as PayoutRunRecorded['data'];
    await manager.query(
      `INSERT INTO payout_runs (id, recorded_at, recorded_by, payout_method, reference, notes, appointment_ids, count, total_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9) ON CONFLICT (id) DO NOTHING`,
      [d.runId, event.occurredAt, d.recordedBy, d.payoutMethod, d.reference, d.notes, d.appointmentIds, d.count, d.totalCents],
    );
  }
}
