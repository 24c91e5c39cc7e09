// Async projection `gamification` (BullMQ worker): the salespeople, their appointments since the
// last reset, and their badges. The leaderboard, rewards, payout details and the admin's user tiles
// are read from these tables; the UI says "will refresh shortly" and refetches.
import { Injectable } from '@nestjs/common';
import { APPOINTMENT_HISTORY_EVENT_TYPES } from '@tint/libs/api-types';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset-appointments.command.js';
import type { SalespersonEvent } from '../auth/salesperson.js';
import type { BadgeEarned } from './gamification.events.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
type Registered = Extract<SalespersonEvent, { type: 'SalespersonRegistered' }>['data'];

@Projection()
@Injectable()
export class GamificationProjection implements ProjectionHandler {
  readonly name = 'gamification';
  readonly version = 1;
  readonly mode = 'async' as const;
  readonly kind = 'projection' as const;
  readonly handles = ['SalespersonRegistered', ...APPOINTMENT_HISTORY_EVENT_TYPES, 'AppointmentsReset', 'BadgeEarned'];
  readonly tables = ['gamification_salespeople', 'gamification_appointments', 'gamification_badges', 'gamification_state'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const id = (event.data as { appointmentId?: string }).appointmentId;
    const update = (assignments: string, ...values: unknown[]) =>
      manager.query(`UPDATE gamification_appointments SET ${assignments} WHERE id = $1`, [id, ...values]);
    switch (event.type) {
      case 'SalespersonRegistered': {
        const d = event.data as Registered;
        await manager.query(
          `INSERT INTO gamification_salespeople (id, first_name, last_name, email, company, registered_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [d.salespersonId, d.firstName, d.lastName, d.email, d.company, event.occurredAt],
        );
        return;
      }
      case 'AppointmentBooked': {
        const d = event.data as Data<'AppointmentBooked'>;
        if (d.isTest || d.salespersonId === null) return; // a test booking is nobody's referral
        await manager.query(
          `INSERT INTO gamification_appointments (id, salesperson_id, customer_first_name, customer_last_name, customer_email, customer_phone,
             vehicle_year, vehicle_make, vehicle_model, tint_package_id, appointment_date, appointment_time, estimated_price_cents,
             commission_cents, status, payout_status, is_confirmed, booked_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'scheduled', 'pending', false, $15)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.appointmentId, d.salespersonId, d.customerFirstName, d.customerLastName, d.customerEmail, d.customerPhone, d.vehicleYear,
            d.vehicleMake, d.vehicleModel, d.tintPackageId, d.appointmentDate, d.appointmentTime, d.estimatedPriceCents, d.commissionCents,
            event.occurredAt,
          ],
        );
        return;
      }
      case 'AppointmentConfirmed':
        await update('is_confirmed = true');
        return;
      case 'AppointmentUnconfirmed':
        await update('is_confirmed = false');
        return;
      case 'AppointmentServiced':
        await update("status = 'completed', completed_at = $2", event.occurredAt);
        return;
      case 'AppointmentServiceReverted':
        await update("status = 'scheduled', completed_at = NULL");
        return;
      case 'PayoutFulfilled':
        await update("payout_status = 'fulfilled', paid_at = $2", event.occurredAt);
        return;
      case 'PayoutReverted':
        await update("payout_status = 'pending', paid_at = NULL");
        return;
      case 'AppointmentsReset': {
        const d = event.data as AppointmentsReset['data'];
        await manager.query('DELETE FROM gamification_appointments');
        await manager.query('DELETE FROM gamification_badges');
        await manager.query(
          'INSERT INTO gamification_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(gamification_state.generation, $1)',
          [d.generation],
        );
        return;
      }
      case 'BadgeEarned': {
        const d = event.data as BadgeEarned['data'];
        // Earned before a reset that this projection has already applied: not shown.
        const [state] = await manager.query<{ generation: number }[]>('SELECT generation FROM gamification_state WHERE id = 1');
        if (d.generation < (state?.generation ?? 0)) return;
        await manager.query(
          `INSERT INTO gamification_badges (salesperson_id, badge_type, event_id, log_position, badge_name, description, icon_emoji, metadata, earned_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) ON CONFLICT (salesperson_id, badge_type) DO NOTHING`,
          [d.salespersonId, d.badgeType, event.eventId, event.globalPosition, d.badgeName, d.description, d.iconEmoji, JSON.stringify(d.metadata), event.occurredAt],
        );
        return;
      }
    }
  }
}
