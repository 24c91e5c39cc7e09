// BookAppointment: the appointment stream's AppointmentBooked and the slot stream's claim in one
// transaction. Two bookers racing for the last place: the slot stream's expected version lets one
// through; the other retries, finds the slot full and gets 409.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import { SLOT_TAKEN } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError, ConflictError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import { slotDecider, slotStream } from '../slots/slot.js';
import { appointmentDecider, type AppointmentBooked, appointmentStream, type Booking } from './appointment.js';
import { toAppointment } from './appointments.queries.js';
import { currentGeneration } from './reset-generation.js';

export class BookAppointmentCommand {
  constructor(
    readonly booking: Booking,
    readonly idempotency: { scope: string; key: string } | undefined,
    readonly metadata: EventMetadata,
    readonly now?: Date,
  ) {}
}

const ATTEMPTS = 3;

@CommandHandler(BookAppointmentCommand)
export class BookAppointmentHandler implements ICommandHandler<BookAppointmentCommand, Appointment> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly contexts: DecisionContexts,
  ) {}

  async execute(command: BookAppointmentCommand): Promise<Appointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(command);
      } catch (error) {
        // Another booking took the slot stream's next version first: look again at the slot.
        if (error instanceof ConcurrencyError && attempt < ATTEMPTS) continue;
        if (error instanceof ConcurrencyError) throw new ConflictError(SLOT_TAKEN);
        throw error;
      }
    }
  }

  private attempt({ booking, idempotency, metadata, now }: BookAppointmentCommand): Promise<Appointment> {
    return this.transactions.run(async (tx) => {
      if (idempotency) {
        const stored = await this.idempotencyKeys.claim<Appointment>(tx.manager, idempotency.scope, idempotency.key, booking);
        if (stored.replayed) return stored.body;
      }
      const context = this.contexts.at(now);
      const generation = await currentGeneration(tx);
      const appointmentId = randomUUID();
      const { events } = await tx.decide(appointmentStream(appointmentId), appointmentDecider, { type: 'BookAppointment', data: { appointmentId, generation, booking } }, context, metadata);
      const booked = events[0]!;
      const claim = { appointmentId, slotDate: booking.appointmentDate, slotTime: booking.appointmentTime, generation };
      await tx.decide(slotStream(claim.slotDate, claim.slotTime), slotDecider, { type: 'ClaimSlot', data: claim }, context, { ...metadata, causationId: booked.eventId });

      const answer = toAppointment(booked.data as AppointmentBooked['data'], booked.occurredAt);
      if (idempotency) await this.idempotencyKeys.remember(tx.manager, idempotency.scope, idempotency.key, 201, answer);
      return answer;
    });
  }
}
