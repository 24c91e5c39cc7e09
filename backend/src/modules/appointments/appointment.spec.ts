import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '@tint/libs/constants';
import { discounted, FALLBACK_PRICES_CENTS, FRONT_WINDOWS_PRICES_CENTS, FULL_VEHICLE_PRICES_CENTS } from '@tint/libs/prices';
import {
  APPOINTMENT_CANCELLED_FINAL,
  APPOINTMENT_EXISTS,
  COMMISSION_NOT_HELD,
  COMMISSION_ON_HOLD,
  COMMISSION_REJECTED,
  APPOINTMENT_NOT_FOUND,
  DATE_NOT_BOOKABLE,
  PAYOUT_ALREADY_FULFILLED,
  dateBeyondHorizon,
  NO_SHOW_BEFORE_DATE,
  PAYOUT_REQUIRES_SERVICE,
  REVERT_PAYOUT_BEFORE_CANCEL,
  SERVICED_BEFORE_DATE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { configured, deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { type AppointmentBooked, type AppointmentEvent, appointmentDecider, type Booking } from './appointment.js';

const spec = deciderSpec(appointmentDecider, MONDAY_MORNING);

const id = '00000000-0000-4000-8000-000000000001';
const kai = '00000000-0000-4000-8000-0000000000aa';
const leilani = '00000000-0000-4000-8000-0000000000ad';

const booking: Booking = {
  salespersonId: kai,
  isTest: false,
  customerFirstName: 'Malia',
  customerLastName: 'Kahale',
  customerEmail: 'malia@example.com',
  customerPhone: '8085550101',
  vehicleYear: '2022',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  tintPackageId: 'ceramic',
  windowOption: 'full',
  vehicleSize: 'sedan',
  appointmentDate: '2026-11-04',
  appointmentTime: '10:30 AM',
};

const booked = (overrides: Partial<AppointmentBooked['data']> = {}): AppointmentEvent => ({
  type: 'AppointmentBooked',
  data: { ...booking, appointmentId: id, generation: 0, estimatedPriceCents: discounted(FULL_VEHICLE_PRICES_CENTS.ceramic.sedan), commissionCents: 2500, ...overrides },
});
const money = { appointmentId: id, salespersonId: kai, commissionCents: 2500 };
const serviced: AppointmentEvent = { type: 'AppointmentServiced', data: money };
const cancelled: AppointmentEvent = {
  type: 'AppointmentCancelled',
  data: { ...money, cancelledBy: 'admin', cancelledById: leilani, appointmentDate: '2026-11-04', appointmentTime: '10:30 AM', generation: 0 },
};
const noShow: AppointmentEvent = { type: 'AppointmentMarkedNoShow', data: { ...money, markedBy: leilani } };
const noShowReverted: AppointmentEvent = { type: 'AppointmentNoShowReverted', data: { ...money, revertedBy: leilani } };
const paid: AppointmentEvent = { type: 'PayoutFulfilled', data: { ...money, payoutMethod: 'venmo', notes: null, fulfilledBy: leilani } };

const book = (overrides: Partial<Booking> = {}, generation = 0) => ({ type: 'BookAppointment' as const, data: { appointmentId: id, generation, booking: { ...booking, ...overrides } } });
const change = (change: object, generation = 0) => ({ type: 'ChangeAppointment' as const, data: { appointmentId: id, generation, change, adminId: leilani } });
/** Wednesday 4 November 2026, 15:00 in Honolulu: the appointment's day, when it may be serviced. */
const ON_THE_DAY = { now: new Date('2026-11-05T01:00:00Z') };
const fulfil = (generation = 0) => ({ type: 'FulfillPayout' as const, data: { appointmentId: id, generation, payoutMethod: 'zelle' as const, notes: 'Ref 42', adminId: leilani } });

describe('the appointment decider', () => {
  describe('booking', () => {
    it('prices a Tint Match selection at its 10%-off price and fixes the configured commission', () => {
      spec.given([]).when(book()).then([booked()]);
      spec.given([]).when(book({ windowOption: 'front', vehicleSize: null })).then([booked({ windowOption: 'front', vehicleSize: null, estimatedPriceCents: discounted(FRONT_WINDOWS_PRICES_CENTS.ceramic) })]);
      spec
        .given([])
        .when(book(), configured({ commissionCents: 3000 }))
        .then([booked({ commissionCents: 3000 })]);
    });

    it('prices a direct booking by the fallback table: luxury make, SUV model, or sedan', () => {
      const direct = { windowOption: null, vehicleSize: null };
      spec.given([]).when(book({ ...direct, vehicleMake: 'BMW', vehicleModel: '330i' })).then([booked({ ...direct, vehicleMake: 'BMW', vehicleModel: '330i', estimatedPriceCents: FALLBACK_PRICES_CENTS.ceramic.luxury })]);
      spec.given([]).when(book({ ...direct, vehicleModel: 'RAV4 SUV' })).then([booked({ ...direct, vehicleModel: 'RAV4 SUV', estimatedPriceCents: FALLBACK_PRICES_CENTS.ceramic.suv })]);
      spec.given([]).when(book(direct)).then([booked({ ...direct, estimatedPriceCents: FALLBACK_PRICES_CENTS.ceramic.sedan })]);
    });

    it('fixes a test booking at 600.00 with 25.00 commission, whatever the configuration', () => {
      spec
        .given([])
        .when(book({ salespersonId: null, isTest: true }), configured({ commissionCents: 9900 }))
        .then([booked({ salespersonId: null, isTest: true, estimatedPriceCents: TEST_BOOKING_PRICE_CENTS, commissionCents: TEST_BOOKING_COMMISSION_CENTS })]);
    });

    it('records the reset generation it was booked in', () => {
      spec.given([]).when(book({}, 3)).then([booked({ generation: 3 })]);
    });

    it('refuses a date beyond the booking horizon, counted in days from today in the business time zone', () => {
      spec.given([]).when(book({ appointmentDate: '2027-04-30' })).then([booked({ appointmentDate: '2027-04-30' })]); // today + 179 days
      spec.given([]).when(book({ appointmentDate: '2027-05-03' })).thenThrows(BadRequestError, dateBeyondHorizon(180)); // today + 182 days
      spec.given([]).when(book({ appointmentDate: '2027-05-03' }), configured({ bookingHorizonDays: 181 })).thenThrows(BadRequestError, dateBeyondHorizon(181));
      spec.given([]).when(book({ appointmentDate: '2027-05-03' }), configured({ bookingHorizonDays: 182 })).then([booked({ appointmentDate: '2027-05-03' })]);
      spec.given([]).when(book({ appointmentDate: '9999-12-31' })).thenThrows(BadRequestError, dateBeyondHorizon(180));
    });

    it('refuses a weekend, a past date, and a second booking of the same appointment', () => {
      spec.given([]).when(book({ appointmentDate: '2026-11-07' })).thenThrows(BadRequestError, DATE_NOT_BOOKABLE);
      spec.given([]).when(book({ appointmentDate: '2026-10-30' })).thenThrows(BadRequestError, DATE_NOT_BOOKABLE);
      spec.given([booked()]).when(book()).thenThrows(ConflictError, APPOINTMENT_EXISTS);
    });

    it('takes "today" in the business time zone: late Sunday in Honolulu is already Monday in UTC', () => {
      const sundayNight = new Date('2026-11-02T08:00:00Z'); // Sunday 1 November, 22:00 in Honolulu
      spec.given([]).when(book({ appointmentDate: '2026-11-02' }), { now: sundayNight }).then([booked({ appointmentDate: '2026-11-02' })]);
      spec.given([]).when(book({ appointmentDate: '2026-11-01' }), { now: sundayNight }).thenThrows(BadRequestError, DATE_NOT_BOOKABLE);
    });
  });

  describe("the admin's changes", () => {
    it('appends one event per field that changes, and none for what is already so', () => {
      spec.given([booked()]).when(change({ isConfirmed: true })).then([{ type: 'AppointmentConfirmed', data: { appointmentId: id } }]);
      spec.given([booked()]).when(change({ isConfirmed: false, status: 'scheduled', payoutStatus: 'pending' })).then([]);
      spec.given([booked(), { type: 'AppointmentConfirmed', data: { appointmentId: id } }]).when(change({ isConfirmed: false })).then([{ type: 'AppointmentUnconfirmed', data: { appointmentId: id } }]);
    });

    it('services then pays in one request, and unpays then unservices in one request', () => {
      spec
        .given([booked()])
        .when(change({ status: 'completed', payoutStatus: 'fulfilled' }), ON_THE_DAY)
        .then([serviced, { type: 'PayoutFulfilled', data: { ...money, payoutMethod: null, notes: null, fulfilledBy: leilani } }]);
      spec
        .given([booked(), serviced, paid])
        .when(change({ status: 'scheduled', payoutStatus: 'pending' }))
        .then([{ type: 'PayoutReverted', data: { ...money, revertedBy: leilani } }, { type: 'AppointmentServiceReverted', data: money }]);
    });

    it('refuses to mark an appointment serviced before its day in the business time zone', () => {
      spec.given([booked()]).when(change({ status: 'completed' })).thenThrows(ConflictError, SERVICED_BEFORE_DATE);
      // Tuesday 23:00 in Honolulu is already Wednesday in UTC: still the day before.
      spec.given([booked()]).when(change({ status: 'completed' }), { now: new Date('2026-11-04T09:00:00Z') }).thenThrows(ConflictError, SERVICED_BEFORE_DATE);
      spec.given([booked()]).when(change({ status: 'completed' }), { now: new Date('2026-11-04T10:00:00Z') }).then([serviced]);
      spec.given([booked()]).when(change({ status: 'completed' }), { now: new Date('2026-11-20T19:00:00Z') }).then([serviced]);
    });

    it('refuses a payout before the service, and unservicing a paid appointment', () => {
      spec.given([booked()]).when(change({ payoutStatus: 'fulfilled' })).thenThrows(ConflictError, PAYOUT_REQUIRES_SERVICE);
      spec.given([booked(), serviced, paid]).when(change({ status: 'scheduled' })).thenThrows(ConflictError, UNMARK_PAYOUT_FIRST);
    });

    it('cancels a scheduled appointment, naming the admin and the slot it gives back', () => {
      spec.given([booked()]).when(change({ status: 'cancelled' })).then([cancelled]);
    });

    it('cancels a serviced but unpaid one by taking the service back first, and refuses a paid one', () => {
      spec.given([booked(), serviced]).when(change({ status: 'cancelled' })).then([{ type: 'AppointmentServiceReverted', data: money }, cancelled]);
      spec.given([booked(), serviced, paid]).when(change({ status: 'cancelled' })).thenThrows(ConflictError, REVERT_PAYOUT_BEFORE_CANCEL);
      spec.given([booked(), serviced, paid]).when(change({ status: 'no_show' }), ON_THE_DAY).thenThrows(ConflictError, REVERT_PAYOUT_BEFORE_CANCEL);
      // Reverting the payout in the same request lets the cancellation through, in that order.
      spec
        .given([booked(), serviced, paid])
        .when(change({ status: 'cancelled', payoutStatus: 'pending' }))
        .then([{ type: 'PayoutReverted', data: { ...money, revertedBy: leilani } }, { type: 'AppointmentServiceReverted', data: money }, cancelled]);
    });

    it('changes nothing more about a cancelled appointment', () => {
      spec.given([booked(), cancelled]).when(change({ status: 'cancelled' })).then([]);
      spec.given([booked(), cancelled]).when(change({ status: 'scheduled' })).thenThrows(ConflictError, APPOINTMENT_CANCELLED_FINAL);
      spec.given([booked(), cancelled]).when(change({ isConfirmed: true })).thenThrows(ConflictError, APPOINTMENT_CANCELLED_FINAL);
      spec.given([booked(), cancelled]).when(change({ payoutStatus: 'fulfilled' })).thenThrows(ConflictError, APPOINTMENT_CANCELLED_FINAL);
      spec.given([booked(), cancelled]).when(fulfil()).thenThrows(ConflictError, PAYOUT_REQUIRES_SERVICE);
    });

    it('marks a no-show only from the appointment\'s day in the business time zone, and takes it back', () => {
      spec.given([booked()]).when(change({ status: 'no_show' })).thenThrows(ConflictError, NO_SHOW_BEFORE_DATE);
      // Tuesday 23:00 in Honolulu is already Wednesday in UTC: still the day before.
      spec.given([booked()]).when(change({ status: 'no_show' }), { now: new Date('2026-11-04T09:00:00Z') }).thenThrows(ConflictError, NO_SHOW_BEFORE_DATE);
      spec.given([booked()]).when(change({ status: 'no_show' }), ON_THE_DAY).then([noShow]);
      spec.given([booked(), serviced]).when(change({ status: 'no_show' }), ON_THE_DAY).then([{ type: 'AppointmentServiceReverted', data: money }, noShow]);
      spec.given([booked(), noShow]).when(change({ status: 'scheduled' }), ON_THE_DAY).then([noShowReverted]);
      spec.given([booked(), noShow]).when(change({ status: 'completed' }), ON_THE_DAY).then([noShowReverted, serviced]);
      spec.given([booked(), noShow]).when(change({ payoutStatus: 'fulfilled' }), ON_THE_DAY).thenThrows(ConflictError, PAYOUT_REQUIRES_SERVICE);
    });

    it('knows no appointment that was never booked or that a Reset for Rollout wiped', () => {
      spec.given([]).when(change({ isConfirmed: true })).thenThrows(NotFoundError, APPOINTMENT_NOT_FOUND);
      spec.given([booked()]).when(change({ isConfirmed: true }, 1)).thenThrows(NotFoundError, APPOINTMENT_NOT_FOUND);
      spec.given([booked({ generation: 1 })]).when(change({ isConfirmed: true }, 1)).then([{ type: 'AppointmentConfirmed', data: { appointmentId: id } }]);
    });

    it('reads an early AppointmentBooked without a generation as generation 0', () => {
      const early = booked();
      delete (early.data as { generation?: number }).generation;
      spec.given([early]).when(change({ isConfirmed: true })).then([{ type: 'AppointmentConfirmed', data: { appointmentId: id } }]);
    });
  });

  describe('fraud review (issue 19)', () => {
    const flagged: AppointmentEvent = { type: 'AppointmentFlagged', data: { ...money, reasons: ['velocity'] } };
    const reviewed = (decision: 'clear' | 'reject'): AppointmentEvent => ({ type: 'AppointmentReviewed', data: { ...money, decision, note: null, reviewedBy: leilani } });
    const review = (decision: 'clear' | 'reject', note: string | null = null) => ({ type: 'ReviewAppointment' as const, data: { appointmentId: id, generation: 0, decision, note, adminId: leilani } });

    it('pays a held commission neither singly nor by the box until cleared, and a rejected one never', () => {
      spec.given([booked(), flagged, serviced]).when(fulfil()).thenThrows(ConflictError, COMMISSION_ON_HOLD);
      spec.given([booked(), flagged, serviced]).when(change({ payoutStatus: 'fulfilled' })).thenThrows(ConflictError, COMMISSION_ON_HOLD);
      spec.given([booked(), flagged, serviced, reviewed('reject')]).when(fulfil()).thenThrows(ConflictError, COMMISSION_REJECTED);
      spec.given([booked(), flagged, serviced, reviewed('clear')]).when(fulfil()).then([{ type: 'PayoutFulfilled', data: { ...money, payoutMethod: 'zelle', notes: 'Ref 42', fulfilledBy: leilani } }]);
    });

    it('reviews only a held commission, once, with the note', () => {
      spec.given([booked(), flagged]).when(review('clear', 'Checked')).then([{ type: 'AppointmentReviewed', data: { ...money, decision: 'clear', note: 'Checked', reviewedBy: leilani } }]);
      spec.given([booked()]).when(review('reject')).thenThrows(ConflictError, COMMISSION_NOT_HELD);
      spec.given([booked(), flagged, reviewed('reject')]).when(review('clear')).thenThrows(ConflictError, COMMISSION_NOT_HELD);
    });
  });

  describe('fulfilling a payout', () => {
    it('pays a completed appointment once, with the method, the notes and who paid', () => {
      spec.given([booked(), serviced]).when(fulfil()).then([{ type: 'PayoutFulfilled', data: { ...money, payoutMethod: 'zelle', notes: 'Ref 42', fulfilledBy: leilani } }]);
    });

    it('refuses an appointment not yet serviced, one already paid, and one a reset wiped', () => {
      spec.given([booked()]).when(fulfil()).thenThrows(ConflictError, PAYOUT_REQUIRES_SERVICE);
      spec.given([booked(), serviced, paid]).when(fulfil()).thenThrows(ConflictError, PAYOUT_ALREADY_FULFILLED);
      spec.given([booked(), serviced]).when(fulfil(1)).thenThrows(NotFoundError, APPOINTMENT_NOT_FOUND);
    });

    it('pays again after a payout was reverted', () => {
      spec
        .given([booked(), serviced, paid, { type: 'PayoutReverted', data: { ...money, revertedBy: leilani } }])
        .when(fulfil())
        .then([{ type: 'PayoutFulfilled', data: { ...money, payoutMethod: 'zelle', notes: 'Ref 42', fulfilledBy: leilani } }]);
    });
  });
});
