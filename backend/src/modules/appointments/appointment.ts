// The appointment aggregate (stream `appointment-<id>`): booked by a salesperson (or the test page),
// then confirmed, serviced and paid by an admin. Price and commission are decided here from the booking
// and the configuration, never taken from the client. The capacity of the slot is the slot aggregate's
// business (slots/slot.ts); the generation a command sees comes from the reset aggregate (reset.ts).
import {
  TEST_BOOKING_COMMISSION_CENTS,
  TEST_BOOKING_PRICE_CENTS,
  type AppointmentStatus,
  type CancelledBy,
  type FraudReason,
  type PayoutMethod,
  type ReviewDecision,
  type ReviewStatus,
  type PayoutStatus,
} from '@tint/libs/constants';
import { bookingPriceCents, regularBookingPriceCents, type TintPackage, type VehicleSize, type WindowOption } from '@tint/libs/prices';
import { bookingDateProblem, changeKeepsDiscount, slotStartInZone, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { APPOINTMENT_NOT_CHANGEABLE, SAME_TIME_CHOSEN } from '@tint/libs/texts/customer';
import {
  APPOINTMENT_CANCELLED_FINAL,
  APPOINTMENT_EXISTS,
  COMMISSION_NOT_HELD,
  COMMISSION_ON_HOLD,
  COMMISSION_REJECTED,
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
  /**
   * payoutMethod is null when the admin ticked 'Salesperson Paid' instead of using the Fulfill Payout dialog.
   * runId and reference: the payout run that paid it (issue 19), absent for a single payment.
   */
  data: Money & { payoutMethod: PayoutMethod | null; notes: string | null; fulfilledBy: string; runId?: string; reference?: string | null };
};
export type PayoutReverted = { type: 'PayoutReverted'; data: Money & { revertedBy: string } };
/**
 * The appointment will not happen: it earns nothing and its place in the slot is free again (the command releases the
 * slot stream's claim in the same transaction). It carries the slot, so a reader needs no lookup.
 * `cancelledById`: the admin's id, or null when the customer cancelled through their manage link.
 */
export type AppointmentCancelled = {
  type: 'AppointmentCancelled';
  data: Money & {
    cancelledBy: CancelledBy;
    cancelledById: string | null;
    appointmentDate: DateString;
    appointmentTime: SlotTime;
    generation: number;
    /** A customer's cancellation less than 48 hours ahead voids the discount (absent on an admin's). */
    discountKept?: boolean;
  };
};
/**
 * The customer moved their appointment through their manage link (issue 18): the old slot's place is given back and
 * the new one claimed in the same transaction. Less than 48 hours before the old time the discount is void: the
 * price becomes the regular one (a fallback-table price has no discount and stays).
 */
export type AppointmentRescheduled = {
  type: 'AppointmentRescheduled';
  data: Money & {
    previousDate: DateString;
    previousTime: SlotTime;
    appointmentDate: DateString;
    appointmentTime: SlotTime;
    generation: number;
    estimatedPriceCents: number;
    discountKept: boolean;
    rescheduledBy: CancelledBy;
    rescheduledById: string | null;
  };
};
/**
 * Fraud review (issue 19): the booking looked like one of FRAUD_REASONS, so its commission is held (the customer is
 * served as usual). Appended with the booking, in its transaction.
 */
export type AppointmentFlagged = { type: 'AppointmentFlagged'; data: Money & { reasons: FraudReason[] } };
/** An admin's decision on a held commission: cleared (payable) or rejected (void: it earns and counts nothing). */
export type AppointmentReviewed = { type: 'AppointmentReviewed'; data: Money & { decision: ReviewDecision; note: string | null; reviewedBy: string } };
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
  | AppointmentNoShowReverted
  | AppointmentRescheduled
  | AppointmentFlagged
  | AppointmentReviewed;

export type AppointmentChange = { status?: AppointmentStatus; payoutStatus?: PayoutStatus; isConfirmed?: boolean };

/** `generation`: the current reset generation; an appointment of an older one is gone (404). */
export type AppointmentCommand =
  | { type: 'BookAppointment'; data: { appointmentId: string; generation: number; booking: Booking } }
  /** PATCH /api/admin/appointments/{id}: the details dialog's three checkboxes. */
  | { type: 'ChangeAppointment'; data: { appointmentId: string; generation: number; change: AppointmentChange; adminId: string } }
  /** The Payouts tab's Fulfill Payout dialog. */
  | {
      type: 'FulfillPayout';
      data: { appointmentId: string; generation: number; payoutMethod: PayoutMethod; notes: string | null; adminId: string; runId?: string; reference?: string | null };
    }
  /** The customer's manage page (issue 18). */
  | { type: 'RescheduleAppointment'; data: { appointmentId: string; generation: number; appointmentDate: DateString; appointmentTime: SlotTime } }
  | { type: 'CancelByCustomer'; data: { appointmentId: string; generation: number } }
  /** POST /api/admin/appointments/{id}/review (issue 19). */
  | { type: 'ReviewAppointment'; data: { appointmentId: string; generation: number; decision: ReviewDecision; note: string | null; adminId: string } };

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
      estimatedPriceCents: number;
      /** The price without the discount; null for a fallback-table price (no discount to lose). */
      regularPriceCents: number | null;
      /** False once a customer's change came less than 48 hours ahead. */
      discountKept: boolean;
      /** Fraud review of the commission: null when nothing was flagged. */
      review: ReviewStatus | null;
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
  AppointmentReviewed: {
    subject: (data) =>
      typeof data.salespersonId === 'string' ? subjectOf('salesperson', data.salespersonId) : customerSubject(data.appointmentId as string),
    fields: ['note'],
    erased: () => ({ note: null }),
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
      estimatedPriceCents: d.estimatedPriceCents,
      regularPriceCents: d.isTest ? null : regularBookingPriceCents(d),
      discountKept: true,
      review: null,
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
      return { ...state, status: 'cancelled', discountKept: state.discountKept && event.data.discountKept !== false };
    case 'AppointmentFlagged':
      return { ...state, review: 'held' };
    case 'AppointmentReviewed':
      return { ...state, review: event.data.decision === 'clear' ? 'cleared' : 'rejected' };
    case 'AppointmentRescheduled':
      return {
        ...state,
        appointmentDate: event.data.appointmentDate,
        appointmentTime: event.data.appointmentTime,
        estimatedPriceCents: event.data.estimatedPriceCents,
        discountKept: event.data.discountKept,
      };
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
    refuseUnreviewed(latest);
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
function fulfill(
  { appointmentId, generation, payoutMethod, notes, adminId, runId, reference }: Extract<AppointmentCommand, { type: 'FulfillPayout' }>['data'],
  state: AppointmentState,
): AppointmentEvent[] {
  const appointment = current(state, generation);
  if (appointment.status !== 'completed') throw new ConflictError(PAYOUT_REQUIRES_SERVICE);
  if (appointment.payoutStatus === 'fulfilled') throw new ConflictError(PAYOUT_ALREADY_FULFILLED);
  refuseUnreviewed(appointment);
  const money: Money = { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents };
  const run = runId ? { runId, reference: reference ?? null } : {};
  return [{ type: 'PayoutFulfilled', data: { ...money, payoutMethod, notes, fulfilledBy: adminId, ...run } }];
}

/** A held commission is paid only once cleared; a rejected one never (issue 19). */
function refuseUnreviewed(appointment: BookedAppointment): void {
  if (appointment.review === 'held') throw new ConflictError(COMMISSION_ON_HOLD);
  if (appointment.review === 'rejected') throw new ConflictError(COMMISSION_REJECTED);
}

/** Only a held commission is reviewed, once. */
function review(
  { appointmentId, generation, decision, note, adminId }: Extract<AppointmentCommand, { type: 'ReviewAppointment' }>['data'],
  state: AppointmentState,
): AppointmentEvent[] {
  const appointment = current(state, generation);
  if (appointment.review !== 'held') throw new ConflictError(COMMISSION_NOT_HELD);
  return [{ type: 'AppointmentReviewed', data: { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents, decision, note, reviewedBy: adminId } }];
}

/** A customer's change: of a scheduled appointment whose time has not come (their link expires then too). */
function changeable(state: AppointmentState, generation: number, context: DecisionContext): BookedAppointment {
  const appointment = current(state, generation);
  if (appointment.status === 'cancelled') throw new ConflictError(APPOINTMENT_CANCELLED_FINAL);
  if (appointment.status !== 'scheduled') throw new ConflictError(APPOINTMENT_NOT_CHANGEABLE);
  if (slotStartInZone(appointment.appointmentDate, appointment.appointmentTime, context.timeZone) <= context.now) throw new ConflictError(APPOINTMENT_NOT_CHANGEABLE);
  return appointment;
}

/** Whether the customer's change made now keeps the discount: 48 hours or more before the current slot, and not lost before. */
const keepsDiscount = (appointment: BookedAppointment, context: DecisionContext): boolean =>
  appointment.discountKept && changeKeepsDiscount(appointment.appointmentDate, appointment.appointmentTime, context.now, context.timeZone);

function reschedule(
  { appointmentId, generation, appointmentDate, appointmentTime }: Extract<AppointmentCommand, { type: 'RescheduleAppointment' }>['data'],
  state: AppointmentState,
  context: DecisionContext,
): AppointmentEvent[] {
  const appointment = changeable(state, generation, context);
  if (appointment.appointmentDate === appointmentDate && appointment.appointmentTime === appointmentTime) throw new BadRequestError(SAME_TIME_CHOSEN);
  const problem = bookingDateProblem(appointmentDate, context.now, context.timeZone, context.config.bookingHorizonDays);
  if (problem === 'weekend-or-past') throw new BadRequestError(DATE_NOT_BOOKABLE);
  if (problem === 'beyond-horizon') throw new BadRequestError(dateBeyondHorizon(context.config.bookingHorizonDays));
  const discountKept = keepsDiscount(appointment, context);
  // The server decides the price: the discount stays, or the regular price (a fallback-table price stays as it is).
  const estimatedPriceCents = discountKept ? appointment.estimatedPriceCents : (appointment.regularPriceCents ?? appointment.estimatedPriceCents);
  return [
    {
      type: 'AppointmentRescheduled',
      data: {
        appointmentId,
        salespersonId: appointment.salespersonId,
        commissionCents: appointment.commissionCents,
        previousDate: appointment.appointmentDate,
        previousTime: appointment.appointmentTime,
        appointmentDate,
        appointmentTime,
        generation: appointment.generation,
        estimatedPriceCents,
        discountKept,
        rescheduledBy: 'customer',
        rescheduledById: null,
      },
    },
  ];
}

function cancelByCustomer({ appointmentId, generation }: Extract<AppointmentCommand, { type: 'CancelByCustomer' }>['data'], state: AppointmentState, context: DecisionContext): AppointmentEvent[] {
  const appointment = changeable(state, generation, context);
  const money: Money = { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents };
  const event = cancellation(appointment, money, 'customer', null);
  return [{ ...event, data: { ...event.data, discountKept: keepsDiscount(appointment, context) } }];
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
      case 'RescheduleAppointment':
        return reschedule(command.data, state, context);
      case 'CancelByCustomer':
        return cancelByCustomer(command.data, state, context);
      case 'ReviewAppointment':
        return review(command.data, state);
    }
  },
};
