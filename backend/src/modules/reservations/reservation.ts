// The reservation aggregate (stream `reservation-<id>`): a slot the team holds, until cancelled.
import { NotFoundError } from '../../platform/errors.js';
import type { DateString, SlotTime } from '@tint/libs/slots';

export type ReservationEvent =
  | {
      type: 'ReservationCreated';
      data: { reservationId: string; reservationDate: DateString; reservationTime: SlotTime; customerName: string | null; notes: string | null; reservedBy: string };
    }
  | { type: 'ReservationCancelled'; data: { reservationId: string; cancelledBy: string } };

export type ReservationState = { status: 'none' } | { status: 'active' | 'cancelled'; reservationDate: DateString; reservationTime: SlotTime };

export const reservationStream = (id: string) => `reservation-${id}`;

export function evolveReservation(state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'ReservationCreated':
      return { status: 'active', reservationDate: event.data.reservationDate, reservationTime: event.data.reservationTime };
    case 'ReservationCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const RESERVATION_NOT_FOUND = 'Reservation not found.';

/** Cancelling an active reservation; cancelling it again changes nothing. */
export function decideCancel(reservationId: string, cancelledBy: string, state: ReservationState): ReservationEvent[] {
  if (state.status === 'none') throw new NotFoundError(RESERVATION_NOT_FOUND);
  return state.status === 'active' ? [{ type: 'ReservationCancelled', data: { reservationId, cancelledBy } }] : [];
}
