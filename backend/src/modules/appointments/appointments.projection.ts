// Inline projection `appointments`: the appointment list, written in the command's own transaction
// so the booker and the admin see their change at once. A Reset for Rollout empties it (the event log
// keeps everything).
import { Injectable } from '@nestjs/common';
import { APPOINTMENT_HISTORY_EVENT_TYPES } from '@tint/libs/api-types';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from './appointment.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class AppointmentsProjection implements ProjectionHandler {
  readonly name = 'appointments';
  readonly version = 3;
  readonly kind = 'inline' as const;
  /** Every event of an appointment's stream (what its history lists), and the reset. */
  readonly handles = [...APPOINTMENT_HISTORY_EVENT_TYPES, 'AppointmentsReset'];
  readonly tables = ['appointments_list'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const id = (event.data as { appointmentId?: string }).appointmentId;
    switch (event.type) {
      case 'AppointmentBooked': {
        const d = event.data as Data<'AppointmentBooked'>;
        await manager.query(
          `INSERT INTO appointments_list (id, salesperson_id, is_test, customer_first_name, customer_last_name, customer_email, customer_phone,
             vehicle_year, vehicle_make, vehicle_model, tint_package_id, window_option, vehicle_size, appointment_date, appointment_time,
             estimated_price_cents, commission_cents, status, payout_status, is_confirmed, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'scheduled', 'pending', false, $18)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.appointmentId, d.salespersonId, d.isTest, d.customerFirstName, d.customerLastName, d.customerEmail, d.customerPhone,
            d.vehicleYear, d.vehicleMake, d.vehicleModel, d.tintPackageId, d.windowOption, d.vehicleSize, d.appointmentDate,
            d.appointmentTime, d.estimatedPriceCents, d.commissionCents, event.occurredAt,
          ],
        );
        return;
      }
      case 'AppointmentConfirmed':
        await manager.query('UPDATE appointments_list SET is_confirmed = true, confirmed_at = $2 WHERE id = $1', [id, event.occurredAt]);
        return;
      case 'AppointmentUnconfirmed':
        await manager.query('UPDATE appointments_list SET is_confirmed = false, confirmed_at = NULL WHERE id = $1', [id]);
        return;
      case 'AppointmentServiced':
        await manager.query("UPDATE appointments_list SET status = 'completed', completed_at = $2 WHERE id = $1", [id, event.occurredAt]);
        return;
      case 'AppointmentServiceReverted':
        await manager.query("UPDATE appointments_list SET status = 'scheduled', completed_at = NULL WHERE id = $1", [id]);
        return;
      case 'PayoutFulfilled':
        await manager.query("UPDATE appointments_list SET payout_status = 'fulfilled' WHERE id = $1", [id]);
        return;
      case 'PayoutReverted':
        await manager.query("UPDATE appointments_list SET payout_status = 'pending' WHERE id = $1", [id]);
        return;
      case 'AppointmentsReset':
        await manager.query('DELETE FROM appointments_list');
        return;
    }
  }
}
