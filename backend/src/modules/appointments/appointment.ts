// The appointment aggregate (stream `appointment-<id>`) and the slot aggregate (stream
// `slot-<date>-<time>`), the capacity guard shared by bookings and (later) reservations. Pure.
import type { AppointmentStatus, PayoutMethod, PayoutStatus } from '@tint/libs/constants';
import {
  APPOINTMENT_NOT_FOUND,
  DATE_NOT_BOOKABLE,
  PAYOUT_ALREADY_FULFILLED,
  PAYOUT_REQUIRES_SERVICE,
  SLOT_TAKEN,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { isBookableDate, type DateString, type SlotTime } from '@tint/libs/slots';
import type { TintPackage, VehicleSize, WindowOption } from '@tint/libs/prices';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

export type AppointmentBooked = {
  type: 'AppointmentBooked';
  data: {
    appointmentId: string;
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

export type AppointmentEvent =
  | AppointmentBooked
  | AppointmentConfirmed
  | AppointmentUnconfirmed
  | AppointmentServiced
  | AppointmentServiceReverted
  | PayoutFulfilled
  | PayoutReverted;

export type AppointmentState =
  | { booked: false }
  | {
      booked: true;
      /** The reset generation it was booked in; a later Reset for Rollout makes it disappear. */
      generation: number;
      salespersonId: string | null;
      commissionCents: number;
      status: AppointmentStatus;
      payoutStatus: PayoutStatus;
      isConfirmed: boolean;
    };
export type BookedAppointment = Extract<AppointmentState, { booked: true }>;

export const notBooked: AppointmentState = { booked: false };

export const appointmentStream = (id: string) => `appointment-${id}`;

export function evolveAppointment(state: AppointmentState, event: AppointmentEvent): AppointmentState {
  if (event.type === 'AppointmentBooked') {
    const d = event.data;
    return {
      booked: true,
      generation: d.generation ?? 0,
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
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decideBook(command: AppointmentBooked['data'], state: AppointmentState, now: Date, timeZone: string): AppointmentEvent[] {
  if (state.booked) throw new ConflictError('This appointment already exists.');
  if (!isBookableDate(command.appointmentDate, now, timeZone)) throw new BadRequestError(DATE_NOT_BOOKABLE);
  return [{ type: 'AppointmentBooked', data: command }];
}

/** The appointment as the admin may act on it: booked, and not wiped by a later Reset for Rollout. */
export function currentAppointment(state: AppointmentState, generation: number): BookedAppointment {
  if (!state.booked || state.generation !== generation) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return state;
}

export type AppointmentChange = { status?: AppointmentStatus; payoutStatus?: PayoutStatus; isConfirmed?: boolean };

/**
 * PATCH /api/admin/appointments/{id}: one event per field that actually changes (none when nothing
 * does). Within one request a payout is reverted before the service and fulfilled after it, so
 * {status: 'completed', payoutStatus: 'fulfilled'} and the reverse both work in one call.
 */
export function decideChange(change: AppointmentChange, appointment: BookedAppointment, appointmentId: string, adminId: string): AppointmentEvent[] {
  const events: AppointmentEvent[] = [];
  let state: AppointmentState = appointment;
  const emit = (event: AppointmentEvent) => {
    events.push(event);
    state = evolveAppointment(state, event);
  };
  const current = () => state as BookedAppointment;
  const money = (): Money => ({ appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents });

  if (change.isConfirmed !== undefined && change.isConfirmed !== current().isConfirmed) {
    emit({ type: change.isConfirmed ? 'AppointmentConfirmed' : 'AppointmentUnconfirmed', data: { appointmentId } });
  }
  if (change.payoutStatus === 'pending' && current().payoutStatus === 'fulfilled') {
    emit({ type: 'PayoutReverted', data: { ...money(), revertedBy: adminId } });
  }
  if (change.status !== undefined && change.status !== current().status) {
    if (change.status === 'scheduled') {
      if (current().payoutStatus === 'fulfilled') throw new ConflictError(UNMARK_PAYOUT_FIRST);
      emit({ type: 'AppointmentServiceReverted', data: money() });
    } else {
      emit({ type: 'AppointmentServiced', data: money() });
    }
  }
  if (change.payoutStatus === 'fulfilled' && current().payoutStatus === 'pending') {
    if (current().status !== 'completed') throw new ConflictError(PAYOUT_REQUIRES_SERVICE);
    emit({ type: 'PayoutFulfilled', data: { ...money(), payoutMethod: null, notes: null, fulfilledBy: adminId } });
  }
  return events;
}

/** POST /api/admin/fulfill-payout/{id}: only a completed appointment, and only once. */
export function decideFulfill(
  payout: { payoutMethod: PayoutMethod; notes: string | null },
  appointment: BookedAppointment,
  appointmentId: string,
  adminId: string,
): AppointmentEvent[] {
  if (appointment.status !== 'completed') throw new ConflictError(PAYOUT_REQUIRES_SERVICE);
  if (appointment.payoutStatus === 'fulfilled') throw new ConflictError(PAYOUT_ALREADY_FULFILLED);
  return [
    {
      type: 'PayoutFulfilled',
      data: { appointmentId, salespersonId: appointment.salespersonId, commissionCents: appointment.commissionCents, ...payout, fulfilledBy: adminId },
    },
  ];
}

// ---- The slot ----

type SlotRef = { slotDate: DateString; slotTime: SlotTime };
export type SlotEvent =
  | { type: 'SlotClaimed'; data: SlotRef & { appointmentId: string; generation?: number } }
  | { type: 'SlotReserved'; data: SlotRef & { reservationId: string } }
  | { type: 'SlotReleased'; data: SlotRef & { reservationId: string } };
/** Bookings are counted per reset generation: a Reset for Rollout frees every slot at once. */
export type SlotState = { bookingsByGeneration: Readonly<Record<number, number>>; reservations: readonly string[] };
export const emptySlot: SlotState = { bookingsByGeneration: {}, reservations: [] };
const bookingsIn = (state: SlotState, generation: number) => state.bookingsByGeneration[generation] ?? 0;

export const SLOT_ALREADY_RESERVED = 'That time slot is already reserved.';

export const slotStream = (date: DateString, time: SlotTime) => `slot-${date}-${time.replace(/[^0-9APM]/g, '')}`;

export function evolveSlot(state: SlotState, event: SlotEvent): SlotState {
  switch (event.type) {
    case 'SlotClaimed': {
      const generation = event.data.generation ?? 0;
      return { ...state, bookingsByGeneration: { ...state.bookingsByGeneration, [generation]: bookingsIn(state, generation) + 1 } };
    }
    case 'SlotReserved':
      return { ...state, reservations: [...state.reservations, event.data.reservationId] };
    case 'SlotReleased':
      return { ...state, reservations: state.reservations.filter((id) => id !== event.data.reservationId) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A booking: refused when the bookings reach capacity or a reservation holds the slot. */
export function decideClaim(command: SlotRef & { appointmentId: string; generation: number }, state: SlotState, capacity: number): SlotEvent[] {
  if (bookingsIn(state, command.generation) >= capacity || state.reservations.length > 0) throw new ConflictError(SLOT_TAKEN);
  return [{ type: 'SlotClaimed', data: command }];
}

/** An admin's reservation: refused when another holds the slot or bookings already fill it. */
export function decideReserve(command: SlotRef & { reservationId: string }, state: SlotState, capacity: number, generation: number): SlotEvent[] {
  if (state.reservations.length > 0) throw new ConflictError(SLOT_ALREADY_RESERVED);
  if (bookingsIn(state, generation) >= capacity) throw new ConflictError(SLOT_TAKEN);
  return [{ type: 'SlotReserved', data: command }];
}

export function decideRelease(command: SlotRef & { reservationId: string }, state: SlotState): SlotEvent[] {
  return state.reservations.includes(command.reservationId) ? [{ type: 'SlotReleased', data: command }] : [];
}
