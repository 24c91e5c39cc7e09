// Inline projection `reservations`: the team's reservations, visible right after the admin's write.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { ReservationEvent } from './reservation.js';

type Data<T extends ReservationEvent['type']> = Extract<ReservationEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class ReservationsProjection implements ProjectionHandler {
  readonly name = 'reservations';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['ReservationCreated', 'ReservationCancelled'];
  readonly tables = ['reservations_list'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    if (event.type === 'ReservationCreated') {
      const d = event.data as Data<'ReservationCreated'>;
      await manager.query(
        `INSERT INTO reservations_list (id, reservation_date, reservation_time, customer_name, notes, status, reserved_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 'active', $6, $7) ON CONFLICT (id) DO NOTHING`,
        [d.reservationId, d.reservationDate, d.reservationTime, d.customerName, d.notes, d.reservedBy, event.occurredAt],
      );
    } else if (event.type === 'ReservationCancelled') {
      const d = event.data as Data<'ReservationCancelled'>;
      await manager.query("UPDATE reservations_list SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [d.reservationId, event.occurredAt]);
    }
  }
}
