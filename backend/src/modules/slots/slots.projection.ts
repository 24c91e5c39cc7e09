// Inline projection `slots`: what holds each slot — one row per booking's claim and per reservation's
// hold — written in the command's transaction, so the next availability read sees it. A Reset for
// Rollout frees every booked place (the slot streams count bookings per generation); holds stay.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { insertRows, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forSalespeople, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { SlotEvent } from './slot.js';

type Data<T extends SlotEvent['type']> = Extract<SlotEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class SlotsProjection implements ProjectionHandler {
  readonly name = 'slots';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['SlotClaimed', 'SlotReserved', 'SlotReleased', 'SlotClaimReleased', 'AppointmentsReset'];
  readonly tables = ['slots_claims'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): a place taken or freed changes the times every salesperson's calendar offers. */
  changes(): LiveChange[] {
    return forSalespeople(LIVE_KEYS.availableTimes);
  }

  /**
   * A run's claims in one insert, then its releases in one delete (a hold is released only after it was made, and
   * claim ids are never reused, so the order within a run does not change the rows); a reset in its place.
   */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    // A booking's released claim is a barrier too: a moved appointment gives back its old place and claims a new one
    // under the same id, so the release must land between the two, in the log's order.
    for (const part of splitAtBarriers(events, (e) => e.type === 'AppointmentsReset' || e.type === 'SlotClaimReleased')) {
      if (part.barrier?.type === 'SlotClaimReleased') {
        const d = part.barrier.data as Data<'SlotClaimReleased'>;
        await manager.query("DELETE FROM slots_claims WHERE claim_id = $1 AND kind = 'booking' AND slot_date = $2 AND slot_time = $3", [d.appointmentId, d.slotDate, d.slotTime]);
        continue;
      }
      if (part.barrier) {
        await manager.query("DELETE FROM slots_claims WHERE kind = 'booking'");
        continue;
      }
      const claims: object[] = [];
      const released: string[] = [];
      for (const event of part.run) {
        if (event.type === 'SlotClaimed') {
          const d = event.data as Data<'SlotClaimed'>;
          claims.push({ claim_id: d.appointmentId, kind: 'booking', slot_date: d.slotDate, slot_time: d.slotTime });
        } else if (event.type === 'SlotReserved') {
          const d = event.data as Data<'SlotReserved'>;
          claims.push({ claim_id: d.reservationId, kind: 'reservation', slot_date: d.slotDate, slot_time: d.slotTime });
        } else if (event.type === 'SlotReleased') {
          released.push((event.data as Data<'SlotReleased'>).reservationId);
        }
      }
      await insertRows(tx.writes, 'slots_claims', CLAIM, claims, { conflict: '(claim_id)' });
      if (released.length > 0) await manager.query('DELETE FROM slots_claims WHERE claim_id = ANY($1::uuid[])', [released]);
    }
  }
}

const CLAIM = recordsetColumns({ claim_id: 'uuid', kind: 'text', slot_date: 'date', slot_time: 'text' });
