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

  /**
   * A rebuild's batch, set-based: each appointment's last word in the batch decides (paid: its row as paid then;
   * reverted: no row), written in one DELETE and one INSERT. Event by event, a rebuild applied 5,700 events/s.
   * A batch of one event is applied as an append applies it (apply), in one statement.
   */
  async applyBatch(events: readonly StoredEvent[], context: ProjectionContext): Promise<void> {
    if (events.length === 1) return this.apply(events[0]!, context);
    const last = new Map<string, { paid: PayoutFulfilled['data']; at: Date } | null>();
    for (const event of events) {
      if (event.type === 'PayoutReverted') last.set((event.data as PayoutReverted['data']).appointmentId, null);
      else {
        const d = event.data as PayoutFulfilled['data'];
        if (d.salespersonId !== null) last.set(d.appointmentId, { paid: d, at: event.occurredAt });
      }
    }
    const reverted = [...last].filter(([, paid]) => paid === null).map(([id]) => id);
    const paid = [...last.values()].filter((p) => p !== null);
    if (reverted.length > 0) await context.manager.query('DELETE FROM earnings_payments WHERE appointment_id = ANY($1::uuid[])', [reverted]);
    if (paid.length > 0) {
      await context.manager.query(
        `INSERT INTO earnings_payments (appointment_id, salesperson_id, commission_cents, paid_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[])
         ON CONFLICT (appointment_id) DO UPDATE SET salesperson_id = excluded.salesperson_id, commission_cents = excluded.commission_cents, paid_at = excluded.paid_at`,
        [paid.map((p) => p.paid.appointmentId), paid.map((p) => p.paid.salespersonId), paid.map((p) => p.paid.commissionCents), paid.map((p) => p.at)],
      );
    }
  }

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
