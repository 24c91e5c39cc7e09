// CreateReservation and CancelReservation: the reservation's own stream and the slot stream change
// together, at the slot stream's expected version, so a reservation and a booking can never both take
// the last place.
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DateString, SlotTime } from '@tint/libs/slots';
import { SLOT_TAKEN } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError, ConflictError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions } from '../../platform/event-store/event-transactions.js';
import { currentGeneration } from '../appointments/reset-generation.js';
import { assertOpen } from '../closures/closed-dates.js';
import { slotDecider, slotStream } from '../slots/slot.js';
import { reservationDecider, reservationStream } from './reservation.js';

const ATTEMPTS = 3;

/** Another command took the slot stream's next version first: decide again on what is there now. */
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
    readonly now?: Date,
  ) {}
}

@CommandHandler(CreateReservationCommand)
export class CreateReservationHandler implements ICommandHandler<CreateReservationCommand, { id: string }> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ reservation, metadata, now }: CreateReservationCommand): Promise<{ id: string }> {
    const context = this.contexts.at(now);
    return retryOnConflict(() =>
      this.transactions.run(async (tx) => {
        const generation = await currentGeneration(tx);
        await assertOpen(tx.manager, reservation.reservationDate);
        const reservationId = randomUUID();
        const created = await tx.decide(reservationStream(reservationId), reservationDecider, { type: 'CreateReservation', data: { reservationId, ...reservation } }, context, metadata);
        const hold = { reservationId, slotDate: reservation.reservationDate, slotTime: reservation.reservationTime, generation };
        await tx.decide(slotStream(hold.slotDate, hold.slotTime), slotDecider, { type: 'ReserveSlot', data: hold }, context, { ...metadata, causationId: created.events[0]!.eventId });
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
    readonly now?: Date,
  ) {}
}

@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand, void> {
  constructor(
    private readonly transactions: EventTransactions,
    private readonly contexts: DecisionContexts,
  ) {}

  execute({ reservationId, cancelledBy, metadata, now }: CancelReservationCommand): Promise<void> {
    const context = this.contexts.at(now);
    return retryOnConflict(() =>
      this.transactions.run(async (tx) => {
        const cancelled = await tx.decide(reservationStream(reservationId), reservationDecider, { type: 'CancelReservation', data: { reservationId, cancelledBy } }, context, metadata);
        const { state, events } = cancelled;
        if (events.length === 0 || state.status === 'none') return;
        const release = { reservationId, slotDate: state.reservationDate, slotTime: state.reservationTime };
        await tx.decide(slotStream(release.slotDate, release.slotTime), slotDecider, { type: 'ReleaseSlot', data: release }, context, { ...metadata, causationId: events[0]!.eventId });
      }),
    );
  }
}
