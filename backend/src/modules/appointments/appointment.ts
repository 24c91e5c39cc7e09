// The appointment aggregate (stream `appointment-<id>`): booked by a salesperson (or the test page),
// then confirmed, serviced and paid by an admin. Price and commission are decided here from the booking
// and the configuration, never taken from the client. The capacity of the slot is the slot aggregate's
// business (slots/slot.ts); the generation a command sees comes from the reset aggregate (reset.ts).
import {
  TEST_BOOKING_COMMISSION_CENTS,
  TEST_BOOKING_PRICE_CENTS,
  type AppointmentStatus,
  type CancelledBy,
  type PayoutMethod,
  type PayoutStatus,
} from '@tint/libs/constants';
import { bookingPriceCents, type TintPackage, type VehicleSize, type WindowOption } from '@tint/libs/prices';
import { bookingDateProblem, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import {
  APPOINTMENT_CANCELLED_FINAL,
  APPOINTMENT_EXISTS,
  APPOINTMENT_NOT_FOUND,
  DATE_NOT_BOOKABLE,
  dateBeyondHorizon,
  NO_SHOW_BEFORE_DATE,
  PAYOUT_ALREADY_FULFILLED,
  PAYOUT_REQUIRES_SERVICE,
  REVERT_PAYOUT_BEFORE_CANCEL,
  SERVICED_BEFORE_DATE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { ERASED_CUSTOMER_NAME, placeholderNameParts } from '@tint/libs/texts/privacy';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

/** What a booking says about the customer and the car; the price and commission are decided from it. */
export type Booking = {
  /** null for a test booking. */
  salespersonId: string | null;
  isTest: boolean;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string | null;
  customerPhone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  tintPackageId: TintPackage;
  windowOption: WindowOption | null;
  vehicleSize: VehicleSize | null;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
};

export type AppointmentBooked = {
  type: 'AppointmentBooked';
  data: Booking & {
    appointmentId: string;
    estimatedPriceCents: number;
    commissionCents: number;
    /** The reset generation (number of Reset for Rollout events before it); absent on early events = 0. */
    generation?: number;
  };
};

type Ref = { appointmentId: string };
/** Who is paid for it and how much: carried on every money event so read models need no lookup. */
type Money = Ref & { salespersonId: string | null; commissionCents: number };

export type AppointmentConfirmed = { type: 'AppointmentConfirmed'; data: Ref };
export type AppointmentUnconfirmed = { type: 'AppointmentUnconfirmed'; data: Ref };
export type AppointmentServiced = { type: 'AppointmentServiced'; data: Money };
export type AppointmentServiceReverted = { type: 'AppointmentServiceReverted'; data: Money };
export type PayoutFulfilled = {
  type: 'PayoutFulfilled';
  /** payoutMethod is null when the admin ticked 'Salesperson Paid' instead of using the Fulfill Payout dialog. */
  data: Money & { payoutMethod: PayoutMethod | null; notes: string | null; fulfilledBy: string };
};
export type PayoutReverted = { type: 'PayoutReverted'; data: Money & { revertedBy: string } };
/**
 * The appointment will not happen: it earns nothing and its place in the slot is free again (the command releases the
 * slot stream's claim in the same transaction). It carries the slot, so a reader needs no lookup.
 * `cancelledById`: the admin's id, or null when the customer cancelled through their manage link.
 */
export type AppointmentCancelled = {
  type: 'AppointmentCancelled';
  data: Money & { cancelledBy: CancelledBy; cancelledById: string | null; appointmentDate: DateString; appointmentTime: SlotTime; generation: number };
};
/** The customer did not come (an admin, on or after the day): it earns nothing; the slot's time has passed. */
export type AppointmentMarkedNoShow = { type: 'AppointmentMarkedNoShow'; data: Money & { markedBy: string } };
/** An admin's no-show taken back: the appointment is scheduled again. */
export type AppointmentNoShowReverted = { type: 'AppointmentNoShowReverted'; data: Money & { revertedBy: string } };

export type AppointmentEvent =
  | AppointmentBooked
  | AppointmentConfirmed
  | AppointmentUnconfirmed
  | AppointmentServiced
  | AppointmentServiceReverted
  | PayoutFulfilled
  | PayoutReverted
  | AppointmentCancelled
  | AppointmentMarkedNoShow
  | AppointmentNoShowReverted;

export type AppointmentChange = { status?: AppointmentStatus; payoutStatus?: PayoutStatus; isConfirmed?: boolean };

/** `generation`: the current reset generation; an appointment of an older one is gone (404). */
export type AppointmentCommand =
  | { type: 'BookAppointment'; data: { appointmentId: string; generation: number; booking: Booking } }
  /** PATCH /api/admin/appointments/{id}: the details dialog's three checkboxes. */
  | { type: 'ChangeAppointment'; data: { appointmentId: string; generation: number; change: AppointmentChange; adminId: string } }
  /** The Payouts tab's Fulfill Payout dialog. */
  | { type: 'FulfillPayout'; data: { appointmentId: string; generation: number; payoutMethod: PayoutMethod; notes: string | null; adminId: string } };

export type AppointmentState =
  | { booked: false }
  | {
      booked: true;
      /** The reset generation it was booked in; a later Reset for Rollout makes it disappear. */
      generation: number;
      appointmentDate: DateString;
      appointmentTime: SlotTime;
      salespersonId: string | null;
      commissionCents: number;
      status: AppointmentStatus;
      payoutStatus: PayoutStatus;
      isConfirmed: boolean;
    };
type BookedAppointment = Extract<AppointmentState, { booked: true }>;

export const appointmentStream = (id: string) => `appointment-${id}`;

/** The customer of an appointment, as a subject of crypto-shredding: erased by the appointment's id. */
export const customerSubject = (appointmentId: string) => subjectOf('customer', appointmentId);

const erasedCustomer = placeholderNameParts(ERASED_CUSTOMER_NAME);

/**
 * The personal fields of the appointment's events: the customer's name and contacts (the car, the package, the dates
 * and the money stay readable), and the payout's free-text notes, which may name anyone: the salesperson's.
 */
export const APPOINTMENT_PERSONAL_DATA: PersonalDataPolicies = {
  AppointmentBooked: {
    subject: (data) => customerSubject(data.appointmentId as string),
    fields: ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone'],
    erased: () => ({ customerFirstName: erasedCustomer.firstName, customerLastName: erasedCustomer.lastName, customerEmail: null, customerPhone: '' }),
  },
  PayoutFulfilled: {
    subject: (data) =>
      typeof data.salespersonId === 'string' ? subjectOf('salesperson', data.salespersonId) : customerSubject(data.appointmentId as string),
    fields: ['notes'],
    erased: () => ({ notes: null }),
  },
};

function evolve(state: AppointmentState, event: AppointmentEvent): AppointmentState {
  if (event.type === 'AppointmentBooked') {
    const d = event.data;
    return {
      booked: true,
      generation: d.generation ?? 0,
      appointmentDate: d.appointmentDate,
      appointmentTime: d.appointmentTime,
      salespersonId: d.salespersonId,
      commissionCents: d.commissionCents,
      status: 'scheduled',
      payoutStatus: 'pending',
      isConfirmed: false,
    };
  }
  if (!state.booked) return state;
  switch (event.type) {
    case 'AppointmentConfirmed':
      return { ...state, isConfirmed: true };
    case 'AppointmentUnconfirmed':
      return { ...state, isConfirmed: false };
    case 'AppointmentServiced':
      return { ...state, status: 'completed' };
    case 'AppointmentServiceReverted':
      return { ...state, status: 'scheduled' };
    case 'PayoutFulfilled':
      return { ...state, payoutStatus: 'fulfilled' };
    case 'PayoutReverted':
      return { ...state, payoutStatus: 'pending' };
    case 'AppointmentCancelled':
      return { ...state, status: 'cancelled' };
    case 'AppointmentMarkedNoShow':
      return { ...state, status: 'no_show' };
    case 'AppointmentNoShowReverted':
      return { ...state, status: 'scheduled' };
    default:
      return unknownEvent(event, state);
  }
}

/** The appointment as an admin may act on it: booked, and not wiped by a later Reset for Rollout. */
function current(state: AppointmentState, generation: number): BookedAppointment {
  if (!state.booked || state.generation !== generation) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return state;
}

/** RULES, money: a test booking is 600.00 with 25 commission; otherwise the price table and COMMISSION_PER_APPOINTMENT. */
function book({ appointmentId, generation, booking }: Extract<AppointmentCommand, { type: 'BookAppointment' }>['data'], state: AppointmentState, context: DecisionContext): AppointmentEvent[] {
  if (state.booked) throw new ConflictError(APPOINTMENT_EXISTS);
  const problem = bookingDateProblem(booking.appointmentDate, context.now, context.timeZone, context.config.bookingHorizonDays);
  if (problem === 'weekend-or-past') throw new BadRequestError(DATE_NOT_BOOKABLE);
  if (problem === 'beyond-horizon') throw new BadRequestError(dateBeyondHorizon(context.config.bookingHorizonDays));
  const estimatedPriceCents = booking.isTest ? TEST_BOOKING_PRICE_CENTS : bookingPriceCents(booking);
  const commissionCents = booking.isTest ? TEST_BOOKING_COMMISSION_CENTS : context.config.commissionCents;
  return [{ type: 'AppointmentBooked', data: { ...booking, appointmentId, generation, estimatedPriceCents, commissionCents } }];
}

/**
 * One event per field that actually changes (none when nothing does). Within one request a payout is
 * reverted before the service and fulfilled after it, so {status: 'completed', payoutStatus: 'fulfilled'}
 * and the reverse both work in one call.
 */
function change(
  { appointmentId, generation, change, adminId }: Extract<AppointmentCommand, { type: 'ChangeAppointment' }>['data'],
  state: AppointmentState,
  context: DecisionContext,
): AppointmentEvent[] {
  const appointment = current(state, generation);
  if (appointment.status === 'cancelled') {
    // Its place in the slot is gone: nothing about it changes any more (asking for what it already is changes nothing).
    const changes =
      (change.status !== undefined && change.status !== 'cancelled') ||
      (change.isConfirmed !== undefined && change.isConfirmed !== appointment.isConfirmed) ||
      (change.payoutStatus !== undefined && change.payoutStatus !== appointment.payoutStatus);
    if (changes) throw new ConflictError(APPOINTMENT_CANCELLED_FINAL);
    return [];
  }
  const money: Money = { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents };
  const events: AppointmentEvent[] = [];
  let latest = appointment;
  const emit = (event: AppointmentEvent) => {
    events.push(event);
    latest = evolve(latest, event) as BookedAppointment;
  };
  if (change.isConfirmed !== undefined && change.isConfirmed !== latest.isConfirmed) {
    emit({ type: change.isConfirmed ? 'AppointmentConfirmed' : 'AppointmentUnconfirmed', data: { appointmentId } });
  }
  if (change.payoutStatus === 'pending' && latest.payoutStatus === 'fulfilled') {
    emit({ type: 'PayoutReverted', data: { ...money, revertedBy: adminId } });
  }
  if (change.status !== undefined && change.status !== latest.status) {
    const today = todayInZone(context.now, context.timeZone);
    // Back to scheduled first: every other status is reached from there, each step its own event.
    const toScheduled = () => {
      if (latest.status === 'completed') {
        if (latest.payoutStatus === 'fulfilled') throw new ConflictError(change.status === 'scheduled' ? UNMARK_PAYOUT_FIRST : REVERT_PAYOUT_BEFORE_CANCEL);
        emit({ type: 'AppointmentServiceReverted', data: money });
      } else if (latest.status === 'no_show') {
        emit({ type: 'AppointmentNoShowReverted', data: { ...money, revertedBy: adminId } });
      }
    };
    switch (change.status) {
      case 'scheduled':
        toScheduled();
        break;
      case 'completed':
        // The work comes before the money: not serviced before its day (in the business time zone).
        if (latest.appointmentDate > today) throw new ConflictError(SERVICED_BEFORE_DATE);
        toScheduled();
        emit({ type: 'AppointmentServiced', data: money });
        break;
      case 'no_show':
        if (latest.appointmentDate > today) throw new ConflictError(NO_SHOW_BEFORE_DATE);
        toScheduled();
        emit({ type: 'AppointmentMarkedNoShow', data: { ...money, markedBy: adminId } });
        break;
      case 'cancelled':
        toScheduled();
        emit(cancellation(latest, money, 'admin', adminId));
        break;
    }
  }
  if (change.payoutStatus === 'fulfilled' && latest.payoutStatus === 'pending') {
    if (latest.status !== 'completed') throw new ConflictError(PAYOUT_REQUIRES_SERVICE);
    emit({ type: 'PayoutFulfilled', data: { ...money, payoutMethod: null, notes: null, fulfilledBy: adminId } });
  }
  return events;
}

/** The cancellation of a scheduled appointment, with the slot it frees. */
function cancellation(appointment: BookedAppointment, money: Money, cancelledBy: CancelledBy, cancelledById: string | null): AppointmentCancelled {
  return {
    type: 'AppointmentCancelled',
    data: { ...money, cancelledBy, cancelledById, appointmentDate: appointment.appointmentDate, appointmentTime: appointment.appointmentTime, generation: appointment.generation },
  };
}

/** Only a completed appointment, and only once. */
function fulfill({ appointmentId, generation, payoutMethod, notes, adminId }: Extract<AppointmentCommand, { type: 'FulfillPayout' }>['data'], state: AppointmentState): AppointmentEvent[] {
  const appointment = current(state, generation);
  if (appointment.status !== 'completed') throw new ConflictError(PAYOUT_REQUIRES_SERVICE);
  if (appointment.payoutStatus === 'fulfilled') throw new ConflictError(PAYOUT_ALREADY_FULFILLED);
  const money: Money = { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents };
  return [{ type: 'PayoutFulfilled', data: { ...money, payoutMethod, notes, fulfilledBy: adminId } }];
}

export const appointmentDecider: Decider<AppointmentState, AppointmentCommand, AppointmentEvent, DecisionContext> = {
  initialState: { booked: false },
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case 'BookAppointment':
        return book(command.data, state, context);
      case 'ChangeAppointment':
        return change(command.data, state, context);
      case 'FulfillPayout':
        return fulfill(command.data, state);
    }
  },
};
