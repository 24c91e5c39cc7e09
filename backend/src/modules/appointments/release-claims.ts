// The slot's side of a cancellation: the place the appointment held is given back on the slot's stream, in the
// transaction that cancels it, so the next availability read offers the time again.
import type { DecisionContext } from '../../platform/decider.js';
import type { EventMetadata, StoredEvent } from '../../platform/event-store/event-store.js';
import type { EventTransaction } from '../../platform/event-store/event-transactions.js';
import { slotDecider, slotStream } from '../slots/slot.js';
import type { AppointmentCancelled } from './appointment.js';

/** Releases the slot claim of each AppointmentCancelled among `events` (caused by it). */
export async function releaseClaimsOf(tx: EventTransaction, events: readonly StoredEvent[], context: DecisionContext, metadata: EventMetadata): Promise<void> {
  for (const event of events) {
    if (event.type !== 'AppointmentCancelled') continue;
    const d = event.data as AppointmentCancelled['data'];
    const release = { type: 'ReleaseClaim' as const, data: { slotDate: d.appointmentDate, slotTime: d.appointmentTime, appointmentId: d.appointmentId, generation: d.generation } };
    await tx.decide(slotStream(d.appointmentDate, d.appointmentTime), slotDecider, release, context, { ...metadata, causationId: event.eventId });
  }
}
