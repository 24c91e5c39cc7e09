// Reserve and cancel: the reservation's own stream and the slot stream change together, at the slot
// stream's expected version, so a reservation and a booking can never both take the last place.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isBookableDate, type DateString, type SlotTime } from '@tint/libs/slots';
import { DATE_NOT_BOOKABLE, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BadRequestError, ConcurrencyError, ConflictError } from '../../platform/errors.js';
import { type EventMetadata, EventStore, loadAggregate } from '../../platform/event-store/event-store.js';
import { decideRelease, decideReserve, emptySlot, evolveSlot, type SlotEvent, type SlotState, slotStream } from '../appointments/appointment.js';
import { appointmentGeneration } from '../appointments/reset-appointments.command.js';
import { decideCancel, evolveReservation, type ReservationEvent, type ReservationState, reservationStream } from './reservation.js';

const ATTEMPTS = 3;

async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < ATTEMPTS) continue;
      if (error instanceof ConcurrencyError) throw new ConflictError(SLOT_TAKEN);
      throw error;
    }
  }
}

export class CreateReservationCommand {
  constructor(
    readonly reservation: { reservationDate: DateString; reservationTime: SlotTime; customerName: string | null; notes: string | null; reservedBy: string },
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {}
}

@CommandHandler(CreateReservationCommand)
export class CreateReservationHandler implements ICommandHandler<CreateReservationCommand, { id: string }> {
  constructor(
    private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ reservation, metadata, now }: CreateReservationCommand): Promise<{ id: string }> {
    if (!isBookableDate(reservation.reservationDate, now, this.config.businessTimeZone)) throw new BadRequestError(DATE_NOT_BOOKABLE);
    return retryOnConflict(() =>
      this.events.transaction(async (tx) => {
        const generation = await appointmentGeneration(tx);
        const reservationId = randomUUID();
        const created = await tx.append(reservationStream(reservationId), 0, [{ type: 'ReservationCreated', data: { reservationId, ...reservation } }], metadata);
        const slotId = slotStream(reservation.reservationDate, reservation.reservationTime);
        const slot = await loadAggregate<SlotState, SlotEvent>(tx, slotId, evolveSlot, emptySlot);
        const claim = { reservationId, slotDate: reservation.reservationDate, slotTime: reservation.reservationTime };
        await tx.append(slotId, slot.version, decideReserve(claim, slot.state, this.config.slotCapacity, generation), { ...metadata, causationId: created[0]!.eventId });
        return { id: reservationId };
      }),
    );
  }
}

export class CancelReservationCommand {
  constructor(
    readonly reservationId: string,
    readonly cancelledBy: string,
    readonly metadata: EventMetadata,
  ) {}
}

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand, void> {
  constructor(private readonly events: EventStore) {}

  execute({ reservationId, cancelledBy, metadata }: CancelReservationCommand): Promise<void> {
    return retryOnConflict(() =>
      this.events.transaction(async (tx) => {
        const stream = reservationStream(reservationId);
        const { state, version } = await loadAggregate<ReservationState, ReservationEvent>(tx, stream, evolveReservation, { status: 'none' });
        const cancelled = await tx.append(stream, version, decideCancel(reservationId, cancelledBy, state), metadata);
        if (cancelled.length === 0 || state.status === 'none') return;
        const slotId = slotStream(state.reservationDate, state.reservationTime);
        const slot = await loadAggregate<SlotState, SlotEvent>(tx, slotId, evolveSlot, emptySlot);
        const release = decideRelease({ reservationId, slotDate: state.reservationDate, slotTime: state.reservationTime }, slot.state);
        await tx.append(slotId, slot.version, release, { ...metadata, causationId: cancelled[0]!.eventId });
      }),
    );
  }
}
