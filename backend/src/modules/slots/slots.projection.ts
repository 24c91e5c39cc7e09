// Inline projection `slots`: what holds each slot — one row per booking's claim and per reservation's
// hold — written in the command's transaction, so the next availability read sees it. A Reset for
// Rollout frees every booked place (the slot streams count bookings per generation); holds stay.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { SlotEvent } from './slot.js';

type Data<T extends SlotEvent['type']> = Extract<SlotEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class SlotsProjection implements ProjectionHandler {
  readonly name = 'slots';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['SlotClaimed', 'SlotReserved', 'SlotReleased', 'AppointmentsReset'];
  readonly tables = ['slots_claims'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const claim = (id: string, kind: 'booking' | 'reservation', d: { slotDate: string; slotTime: string }) =>
      manager.query('INSERT INTO slots_claims (claim_id, kind, slot_date, slot_time) VALUES ($1, $2, $3, $4) ON CONFLICT (claim_id) DO NOTHING', [
        id,
        kind,
        d.slotDate,
        d.slotTime,
      ]);
    switch (event.type) {
      case 'SlotClaimed': {
        const d = event.data as Data<'SlotClaimed'>;
        await claim(d.appointmentId, 'booking', d);
        return;
      }
      case 'SlotReserved': {
        const d = event.data as Data<'SlotReserved'>;
        await claim(d.reservationId, 'reservation', d);
        return;
      }
      case 'SlotReleased':
        await manager.query('DELETE FROM slots_claims WHERE claim_id = $1', [(event.data as Data<'SlotReleased'>).reservationId]);
        return;
      case 'AppointmentsReset':
        await manager.query("DELETE FROM slots_claims WHERE kind = 'booking'");
        return;
    }
  }
}
