// Inline projection `earnings` (issue 20): each commission paid, with its salesperson, amount and instant, for the
// year-end earnings. A reverted payout was not paid after all and goes; a Reset for Rollout changes nothing here (the
// payments before it were made all the same), nor does an erasure (nothing personal is kept).
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { PayoutFulfilled, PayoutReverted } from '../appointments/appointment.js';

@Projection()
@Injectable()
export class EarningsProjection implements ProjectionHandler {
  readonly name = 'earnings';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['PayoutFulfilled', 'PayoutReverted'];
  readonly tables = ['earnings_payments'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    if (event.type === 'PayoutReverted') {
      await manager.query('DELETE FROM earnings_payments WHERE appointment_id = $1', [(event.data as PayoutReverted['data']).appointmentId]);
      return;
    }
    const d = event.data as PayoutFulfilled['data'];
    // A test booking is nobody's commission.
    if (d.salespersonId === null) return;
    await manager.query(
      `INSERT INTO earnings_payments (appointment_id, salesperson_id, commission_cents, paid_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (appointment_id) DO UPDATE SET salesperson_id = excluded.salesperson_id, commission_cents = excluded.commission_cents, paid_at = excluded.paid_at`,
      [d.appointmentId, d.salespersonId, d.commissionCents, event.occurredAt],
    );
  }
}
