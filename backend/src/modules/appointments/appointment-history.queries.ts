// An appointment's history for the admin, straight from the event log (which keeps everything): each
// event of its stream, oldest first, with who caused it and, for a payout, how it was paid.
import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_HISTORY_EVENT_TYPES,
  APPOINTMENT_HISTORY_LABELS,
  type AppointmentHistoryEntry,
  type AppointmentHistoryEventType,
  CUSTOMER_CANCELLED_LABEL,
} from '@tint/libs/api-types';
import { APPOINTMENT_NOT_FOUND } from '@tint/libs/validation-messages';
import { NotFoundError } from '../../platform/errors.js';
import { EventStore } from '../../platform/event-store/event-store.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { type AppointmentCancelled, appointmentStream, type PayoutFulfilled } from './appointment.js';

const isHistoryType = (type: string): type is AppointmentHistoryEventType => (APPOINTMENT_HISTORY_EVENT_TYPES as readonly string[]).includes(type);

@Injectable()
export class AppointmentHistoryQueries {
  constructor(
    private readonly events: EventStore,
    private readonly accounts: AccountsQueries,
  ) {}

  async history(appointmentId: string): Promise<AppointmentHistoryEntry[]> {
    const events = (await this.events.readStream(appointmentStream(appointmentId))).filter((event) => isHistoryType(event.type));
    if (events.length === 0) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const actorIds = (type: 'admin' | 'salesperson') => events.flatMap((e) => (e.metadata.actor.type === type && e.metadata.actor.id ? [e.metadata.actor.id] : []));
    const names = { admin: await this.accounts.names('admin', actorIds('admin')), salesperson: await this.accounts.names('salesperson', actorIds('salesperson')) };
    return events.map((event) => {
      const type = event.type as AppointmentHistoryEventType;
      const actor = event.metadata.actor;
      const actorRole = actor.type === 'admin' || actor.type === 'salesperson' ? actor.type : null;
      const entry: AppointmentHistoryEntry = {
        id: event.eventId,
        type,
        label: APPOINTMENT_HISTORY_LABELS[type],
        occurredAt: event.occurredAt.toISOString(),
        actorRole,
        actorName: actorRole && actor.id ? (names[actorRole].get(actor.id) ?? null) : null,
      };
      // The customer cancelled through their manage link: nobody signed in, so the label says who.
      if (type === 'AppointmentCancelled' && (event.data as AppointmentCancelled['data']).cancelledBy === 'customer') entry.label = CUSTOMER_CANCELLED_LABEL;
      if (type === 'PayoutFulfilled') {
        const data = event.data as PayoutFulfilled['data'];
        entry.payoutMethod = data.payoutMethod;
        entry.notes = data.notes;
      }
      return entry;
    });
  }
}
