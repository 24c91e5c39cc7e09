import { DATE_NOT_BOOKABLE, dateBeyondHorizon, RESERVATION_EXISTS, RESERVATION_NOT_FOUND } from '@tint/libs/validation-messages';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { reservationDecider, type ReservationEvent } from './reservation.js';

const spec = deciderSpec(reservationDecider, MONDAY_MORNING);

const reservationId = '00000000-0000-4000-8000-000000000010';
const leilani = '00000000-0000-4000-8000-0000000000ad';
const details: Extract<ReservationEvent, { type: 'ReservationCreated' }>['data'] = {
  reservationId,
  reservationDate: '2026-11-04',
  reservationTime: '12:30 PM',
  customerName: 'Fleet: Maui Toyota',
  notes: null,
  reservedBy: leilani,
};
const created: ReservationEvent = { type: 'ReservationCreated', data: details };
const cancelled: ReservationEvent = { type: 'ReservationCancelled', data: { reservationId, cancelledBy: leilani } };
const create = (overrides: Partial<typeof details> = {}) => ({ type: 'CreateReservation' as const, data: { ...details, ...overrides } });
const cancel = { type: 'CancelReservation' as const, data: { reservationId, cancelledBy: leilani } };

describe('the reservation decider', () => {
  it('creates a reservation on a weekday from today on', () => {
    spec.given([]).when(create()).then([created]);
    spec.given([]).when(create({ reservationDate: '2026-11-02' })).then([{ type: 'ReservationCreated', data: { ...details, reservationDate: '2026-11-02' } }]);
  });

  it('refuses a date beyond the booking horizon, as bookings do', () => {
    spec.given([]).when(create({ reservationDate: '2027-05-03' })).thenThrows(BadRequestError, dateBeyondHorizon(180));
  });

  it('refuses a weekend, a past date and a second creation', () => {
    spec.given([]).when(create({ reservationDate: '2026-11-08' })).thenThrows(BadRequestError, DATE_NOT_BOOKABLE);
    spec.given([]).when(create({ reservationDate: '2026-10-30' })).thenThrows(BadRequestError, DATE_NOT_BOOKABLE);
    spec.given([created]).when(create()).thenThrows(ConflictError, RESERVATION_EXISTS);
  });

  it('cancels an active reservation once; cancelling again changes nothing', () => {
    spec.given([created]).when(cancel).then([cancelled]);
    spec.given([created, cancelled]).when(cancel).then([]);
  });

  it('knows no reservation that was never made', () => {
    spec.given([]).when(cancel).thenThrows(NotFoundError, RESERVATION_NOT_FOUND);
  });

  it('keeps the date and time of a cancelled reservation, so its slot can be released', () => {
    const state = [created, cancelled].reduce(reservationDecider.evolve, reservationDecider.initialState);
    expect(state).toEqual({ status: 'cancelled', reservationDate: '2026-11-04', reservationTime: '12:30 PM' });
  });
});
