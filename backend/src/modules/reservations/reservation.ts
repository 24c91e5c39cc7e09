// The reservation aggregate (stream `reservation-<id>`): a slot the team holds, from a weekday of today
// on, until it is cancelled. The slot itself is guarded by the slot aggregate (slots/slot.ts).
import { bookingDateProblem, type DateString, type SlotTime } from '@tint/libs/slots';
import { DATE_NOT_BOOKABLE, dateBeyondHorizon, RESERVATION_EXISTS, RESERVATION_NOT_FOUND } from '@tint/libs/validation-messages';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

type Details = { reservationDate: DateString; reservationTime: SlotTime; customerName: string | null; notes: string | null; reservedBy: string };

export type ReservationEvent =
  | { type: 'ReservationCreated'; data: Details & { reservationId: string } }
  | { type: 'ReservationCancelled'; data: { reservationId: string; cancelledBy: string } };

export type ReservationCommand =
  | { type: 'CreateReservation'; data: Details & { reservationId: string } }
  | { type: 'CancelReservation'; data: { reservationId: string; cancelledBy: string } };

export type ReservationState = { status: 'none' } | { status: 'active' | 'cancelled'; reservationDate: DateString; reservationTime: SlotTime };

export const reservationStream = (id: string) => `reservation-${id}`;

/** A reservation's customer name and notes are sealed with a key of the reservation's own. */
export const RESERVATION_PERSONAL_DATA: PersonalDataPolicies = {
  ReservationCreated: {
    subject: (data) => subjectOf('reservation', data.reservationId as string),
    fields: ['customerName', 'notes'],
    erased: () => ({ customerName: null, notes: null }),
  },
};

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent, DecisionContext> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ReservationCreated':
        return { status: 'active', reservationDate: event.data.reservationDate, reservationTime: event.data.reservationTime };
      case 'ReservationCancelled':
        return state.status === 'none' ? state : { ...state, status: 'cancelled' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, { now, timeZone, config }) {
    switch (command.type) {
      case 'CreateReservation':
        if (state.status !== 'none') throw new ConflictError(RESERVATION_EXISTS);
        switch (bookingDateProblem(command.data.reservationDate, now, timeZone, config.bookingHorizonDays)) {
          case 'weekend-or-past':
            throw new BadRequestError(DATE_NOT_BOOKABLE);
          case 'beyond-horizon':
            throw new BadRequestError(dateBeyondHorizon(config.bookingHorizonDays));
        }
        return [{ type: 'ReservationCreated', data: command.data }];
      case 'CancelReservation':
        // Cancelling it again changes nothing.
        if (state.status === 'none') throw new NotFoundError(RESERVATION_NOT_FOUND);
        return state.status === 'active' ? [{ type: 'ReservationCancelled', data: command.data }] : [];
    }
  },
};
