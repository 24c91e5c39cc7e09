// BookAppointment: the appointment stream's AppointmentBooked and the slot stream's claim in one
// transaction. Price and commission are decided here, never taken from the client. Two bookers
// racing for the last place: the slot stream's expected version lets one through; the other retries,
// finds the slot full and gets 409.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Appointment } from '@tint/libs/api-types';
import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '@tint/libs/constants';
import { bookingPriceCents } from '@tint/libs/prices';
import { SLOT_TAKEN } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ConcurrencyError, ConflictError } from '../../platform/errors.js';
import { type EventMetadata, EventStore, loadAggregate, stamped } from '../../platform/event-store/event-store.js';
import { IdempotencyKeys } from '../../platform/idempotency/idempotency-keys.js';
import {
  type AppointmentBooked,
  type AppointmentEvent,
  type AppointmentState,
  appointmentStream,
  decideBook,
  decideClaim,
  emptySlot,
  evolveAppointment,
  evolveSlot,
  notBooked,
  type SlotEvent,
  type SlotState,
  slotStream,
} from './appointment.js';
import { toAppointment } from './appointments.queries.js';
import { appointmentGeneration } from './reset-appointments.command.js';

export type Booking = Omit<AppointmentBooked['data'], 'appointmentId' | 'estimatedPriceCents' | 'commissionCents'>;

export class BookAppointmentCommand {
  constructor(
    readonly booking: Booking,
    readonly idempotency: { scope: string; key: string } | undefined,
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {}
}

const ATTEMPTS = 3;

@CommandHandler(BookAppointmentCommand)
export class BookAppointmentHandler implements ICommandHandler<BookAppointmentCommand, Appointment> {
  constructor(
    private readonly events: EventStore,
    private readonly idempotencyKeys: IdempotencyKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    return this.events.transaction(async (tx) => {
      if (idempotency) {
        const stored = await this.idempotencyKeys.claim<Appointment>(tx.manager, idempotency.scope, idempotency.key, booking);
        if (stored.replayed) return stored.body;
      }
      const generation = await appointmentGeneration(tx);
      const appointmentId = randomUUID();
      const data: AppointmentBooked['data'] = {
        ...booking,
        appointmentId,
        generation,
        estimatedPriceCents: booking.isTest ? TEST_BOOKING_PRICE_CENTS : bookingPriceCents(booking),
        commissionCents: booking.isTest ? TEST_BOOKING_COMMISSION_CENTS : this.config.commissionCents,
      };
      const appointment = await loadAggregate<AppointmentState, AppointmentEvent>(tx, appointmentStream(appointmentId), evolveAppointment, notBooked);
      const booked = await tx.append(appointmentStream(appointmentId), appointment.version, stamped(decideBook(data, appointment.state, now, this.config.businessTimeZone), now), metadata);

      const slotId = slotStream(booking.appointmentDate, booking.appointmentTime);
      const slot = await loadAggregate<SlotState, SlotEvent>(tx, slotId, evolveSlot, emptySlot);
      const claim = { appointmentId, slotDate: booking.appointmentDate, slotTime: booking.appointmentTime, generation };
      await tx.append(slotId, slot.version, stamped(decideClaim(claim, slot.state, this.config.slotCapacity), now), { ...metadata, causationId: booked[0]!.eventId });

      const answer = toAppointment(data, booked[0]!.occurredAt);
      if (idempotency) await this.idempotencyKeys.remember(tx.manager, idempotency.scope, idempotency.key, 201, answer);
      return answer;
    });
  }
}
