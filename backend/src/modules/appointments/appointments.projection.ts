// Inline projection `appointments`: the appointment list, written in the booking's own transaction
// so the booker sees it at once; slot occupancy is counted from it.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentBooked } from './appointment.js';

@Projection()
@Injectable()
export class AppointmentsProjection implements ProjectionHandler {
  readonly name = 'appointments';
  readonly version = 1;
  readonly mode = 'inline' as const;
  readonly kind = 'projection' as const;
  readonly handles = ['AppointmentBooked'];
  readonly tables = ['appointments_list'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    if (event.type === 'AppointmentBooked') {
      const d = event.data as AppointmentBooked['data'];
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
    }
  }
}
