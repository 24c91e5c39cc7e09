// BookAppointment: the appointment stream's AppointmentBooked and the slot stream's claim in one
// transaction (one statement). Two bookers racing for the last place: the slot stream's expected version lets one
// through; the other retries, finds the slot full and gets 409.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { Appointment } from '@tint/libs/api-types';
import { SLOT_TAKEN } from '@tint/libs/validation-messages';
import { DecisionContexts } from '../../platform/decision-contexts.js';
import { ConcurrencyError, ConflictError } from '../../platform/errors.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { EventTransactions, fold, readStreamsSql } from '../../platform/event-store/event-transactions.js';
import { IdempotencyKeys, isKeyRecordedMeanwhile } from '../../platform/idempotency/idempotency-keys.js';
import { Turns } from '../../platform/turns.js';
import { refuseClosed } from '../closures/closed-dates.js';
import { slotDecider, slotStream } from '../slots/slot.js';
import { appointmentDecider, type AppointmentBooked, type AppointmentFlagged, appointmentStream, type Booking } from './appointment.js';
import { bookingChecksFrom, bookingChecksSql, bookingTurnSql } from './fraud-checks.js';
import { toAppointment } from './appointments.queries.js';
import { generationOf, generationStreams } from './reset-generation.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A salesperson's bookings in this process, one at a time (their turn's lock is the deployment's). */
  private readonly turns = new Turns();

  /**
   * A salesperson's bookings take turns (bookingTurnSql): the ones behind wait here, not each on a pooled connection
   * waiting for the lock, so a burst of one person's bookings cannot take the pool from everybody else's requests.
   */
  execute(command: BookAppointmentCommand): Promise<Appointment> {
    const { booking } = command;
    return booking.isTest || booking.salespersonId === null ? this.attempts(command) : this.turns.run(booking.salespersonId, () => this.attempts(command));
  }

  private async attempts(command: BookAppointmentCommand): Promise<Appointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(command);
      } catch (error) {
        // A duplicate of this booking (the same Idempotency-Key) stored its answer first: the next attempt replays it.
        if (isKeyRecordedMeanwhile(error)) continue;
        // Another booking took the slot stream's next version first: look again at the slot.
        if (error instanceof ConcurrencyError && attempt < ATTEMPTS) continue;
        if (error instanceof ConcurrencyError) throw new ConflictError(SLOT_TAKEN);
        throw error;
      }
    }
  }

  private attempt({ booking, idempotency, metadata, now }: BookAppointmentCommand): Promise<Appointment> {
    const context = this.contexts.at(now);
    const slotId = slotStream(booking.appointmentDate, booking.appointmentTime);
    // The generation and the slot; the appointment's stream is new (its id made here), so not read.
    const streamIds = generationStreams([slotId]);
    // Nothing is written before the events (the first write gives the transaction its id, and every read model's
    // reader waits for the oldest transaction with one). All sent with the BEGIN, in one round trip: the turn and the
    // generation's lock first (bookingTurnSql); under them the streams, whether the shop is closed that day and fraud
    // review's questions (issue 19); then an answer kept for this Idempotency-Key, looked for without claiming the key,
    // which is stored with the answer at the end.
    const opening = [bookingTurnSql(booking), readStreamsSql(streamIds), bookingChecksSql(booking, context.now)];
    if (idempotency) opening.push(this.idempotencyKeys.replaySql(idempotency.scope, idempotency.key));
    return this.transactions.run(async (tx) => {
      if (idempotency) {
        const stored = this.idempotencyKeys.replayed<Appointment>(tx.openingRows, booking);
        if (stored.replayed) return stored.body;
      }
      // Each element of the opening is one statement but the turn, which may take a few: counted from the end.
      const turn = tx.openingResults.length - opening.length;
      const { generation, streams } = generationOf(await tx.streamsFromOpening(streamIds, tx.openingResults[turn + 1]!));
      const { closed, reasons } = bookingChecksFrom(tx.openingResults[turn + 2]!, this.config.velocityMaxBookings);
      refuseClosed(closed);
      const appointmentId = randomUUID();
      const booked = appointmentDecider.decide({ type: 'BookAppointment', data: { appointmentId, generation, booking } }, appointmentDecider.initialState, context);
      // A booking that looks wrong books all the same (the customer is served), its commission held.
      if (reasons.length > 0) {
        const d = booked[0]!.data as AppointmentBooked['data'];
        const flagged: AppointmentFlagged = { type: 'AppointmentFlagged', data: { appointmentId, salespersonId: d.salespersonId, commissionCents: d.commissionCents, reasons } };
        booked.push(flagged);
      }
      const bookedEventId = randomUUID();
      const slot = fold(streams.get(slotId)!, slotDecider);
      const claim = { appointmentId, slotDate: booking.appointmentDate, slotTime: booking.appointmentTime, generation };
      const claimed = slotDecider.decide({ type: 'ClaimSlot', data: claim }, slot.state, context);
      const stamped = (events: readonly { type: string; data: object }[], firstEventId?: string) =>
        events.map((event, i) => ({ type: event.type, data: event.data as Record<string, unknown>, occurredAt: context.now, ...(i === 0 && firstEventId ? { eventId: firstEventId } : {}) }));
      // Both in one statement; a lost race for the slot ends this attempt (the next one reads the slot again).
      const [[bookedEvent]] = await tx.appendEach([
        { streamId: appointmentStream(appointmentId), expectedVersion: 0, events: stamped(booked, bookedEventId), metadata },
        { streamId: slotId, expectedVersion: slot.version, events: stamped(claimed), metadata: { ...metadata, causationId: bookedEventId } },
      ]);

      const answer = toAppointment(bookedEvent!.data as AppointmentBooked['data'], bookedEvent!.occurredAt, reasons.length > 0);
      if (idempotency) await this.idempotencyKeys.record(tx, idempotency.scope, idempotency.key, booking, 201, answer);
      return answer;
    }, { opening: opening.join('; ') });
  }
}
