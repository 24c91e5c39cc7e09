// Inline projection `payouts`: the payout ledger, one row per referral (test bookings have nobody to
// pay), written in the command's own transaction so the admin's Payouts tab and the salesperson's
// Payout Details show a change at once. A Reset for Rollout empties it (the event log keeps everything).
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from '../appointments/appointment.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class PayoutsProjection implements ProjectionHandler {
  readonly name = 'payouts';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['AppointmentBooked', 'AppointmentServiced', 'AppointmentServiceReverted', 'PayoutFulfilled', 'PayoutReverted', 'AppointmentsReset'];
  readonly tables = ['payouts_ledger'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const update = (assignments: string, ...values: unknown[]) =>
      manager.query(`UPDATE payouts_ledger SET ${assignments} WHERE appointment_id = $1`, [(event.data as { appointmentId: string }).appointmentId, ...values]);
    switch (event.type) {
      case 'AppointmentBooked': {
        const d = event.data as Data<'AppointmentBooked'>;
        if (d.isTest || d.salespersonId === null) return; // a test booking is nobody's referral
        await manager.query(
          `INSERT INTO payouts_ledger (appointment_id, salesperson_id, appointment_date, appointment_time, commission_cents, status, payout_status)
           VALUES ($1, $2, $3, $4, $5, 'scheduled', 'pending') ON CONFLICT (appointment_id) DO NOTHING`,
          [d.appointmentId, d.salespersonId, d.appointmentDate, d.appointmentTime, d.commissionCents],
        );
        return;
      }
      case 'AppointmentServiced':
        await update("status = 'completed', completed_at = $2", event.occurredAt);
        return;
      case 'AppointmentServiceReverted':
        await update("status = 'scheduled', completed_at = NULL");
        return;
      case 'PayoutFulfilled': {
        const d = event.data as Data<'PayoutFulfilled'>;
        await update("payout_status = 'fulfilled', paid_at = $2, paid_by = $3, payout_method = $4, payout_notes = $5", event.occurredAt, d.fulfilledBy, d.payoutMethod, d.notes);
        return;
      }
      case 'PayoutReverted':
        await update("payout_status = 'pending', paid_at = NULL, paid_by = NULL, payout_method = NULL, payout_notes = NULL");
        return;
      case 'AppointmentsReset':
        await manager.query('DELETE FROM payouts_ledger');
        return;
    }
  }
}
