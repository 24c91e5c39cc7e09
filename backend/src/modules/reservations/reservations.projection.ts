// Inline projection `reservations`: the team's reservations, visible right after the admin's write.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { insertRows, recordset, recordsetColumns } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
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

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the admins' Reservations tab. */
  changes(): LiveChange[] {
    return forAdmins(LIVE_KEYS.adminReservations);
  }

  /** A batch's reservations in one insert, then its cancellations in one update (a reservation is cancelled only after it was made). */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    const created: object[] = [];
    const cancelled: object[] = [];
    for (const event of events) {
      if (event.type === 'ReservationCreated') {
        const d = event.data as Data<'ReservationCreated'>;
        created.push({ id: d.reservationId, reservation_date: d.reservationDate, reservation_time: d.reservationTime, customer_name: d.customerName, notes: d.notes, reserved_by: d.reservedBy, created_at: event.occurredAt });
      } else if (event.type === 'ReservationCancelled') {
        cancelled.push({ id: (event.data as Data<'ReservationCancelled'>).reservationId, cancelled_at: event.occurredAt });
      }
    }
    await insertRows(tx.writes, 'reservations_list', CREATED, created, { conflict: '(id)', fixed: { status: "'active'" } });
    if (cancelled.length > 0) {
      await manager.query(
        `UPDATE reservations_list l SET status = 'cancelled', cancelled_at = c.cancelled_at
           FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, cancelled_at timestamptz) WHERE l.id = c.id`,
        [recordset(cancelled)],
      );
    }
  }
}

const CREATED = recordsetColumns({
  id: 'uuid',
  reservation_date: 'date',
  reservation_time: 'text',
  customer_name: 'text',
  notes: 'text',
  reserved_by: 'uuid',
  created_at: 'timestamptz',
});
