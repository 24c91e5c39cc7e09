// The appointment aggregate (stream `appointment-<id>`) and the slot aggregate (stream
// `slot-<date>-<time>`), the capacity guard shared by bookings and (later) reservations. Pure.
import { DATE_NOT_BOOKABLE, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { isBookableDate, type DateString, type SlotTime } from '@tint/libs/slots';
import type { TintPackage, VehicleSize, WindowOption } from '@tint/libs/prices';
import { BadRequestError, ConflictError } from '../../platform/errors.js';

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
  };
};

export type AppointmentEvent = AppointmentBooked;
export type AppointmentState = { booked: boolean };

export const appointmentStream = (id: string) => `appointment-${id}`;

export function evolveAppointment(_state: AppointmentState, event: AppointmentEvent): AppointmentState {
  switch (event.type) {
    case 'AppointmentBooked':
      return { booked: true };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export function decideBook(command: AppointmentBooked['data'], state: AppointmentState, now: Date, timeZone: string): AppointmentEvent[] {
  if (state.booked) throw new ConflictError('This appointment already exists.');
  if (!isBookableDate(command.appointmentDate, now, timeZone)) throw new BadRequestError(DATE_NOT_BOOKABLE);
  return [{ type: 'AppointmentBooked', data: command }];
}

// ---- The slot ----

type SlotRef = { slotDate: DateString; slotTime: SlotTime };
export type SlotEvent =
  | { type: 'SlotClaimed'; data: SlotRef & { appointmentId: string } }
  | { type: 'SlotReserved'; data: SlotRef & { reservationId: string } }
  | { type: 'SlotReleased'; data: SlotRef & { reservationId: string } };
export type SlotState = { bookings: number; reservations: readonly string[] };
export const emptySlot: SlotState = { bookings: 0, reservations: [] };

export const SLOT_ALREADY_RESERVED = 'That time slot is already reserved.';

export const slotStream = (date: DateString, time: SlotTime) => `slot-${date}-${time.replace(/[^0-9APM]/g, '')}`;

export function evolveSlot(state: SlotState, event: SlotEvent): SlotState {
  switch (event.type) {
    case 'SlotClaimed':
      return { ...state, bookings: state.bookings + 1 };
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
export function decideClaim(command: SlotRef & { appointmentId: string }, state: SlotState, capacity: number): SlotEvent[] {
  if (state.bookings >= capacity || state.reservations.length > 0) throw new ConflictError(SLOT_TAKEN);
  return [{ type: 'SlotClaimed', data: command }];
}

/** An admin's reservation: refused when another holds the slot or bookings already fill it. */
export function decideReserve(command: SlotRef & { reservationId: string }, state: SlotState, capacity: number): SlotEvent[] {
  if (state.reservations.length > 0) throw new ConflictError(SLOT_ALREADY_RESERVED);
  if (state.bookings >= capacity) throw new ConflictError(SLOT_TAKEN);
  return [{ type: 'SlotReserved', data: command }];
}

export function decideRelease(command: SlotRef & { reservationId: string }, state: SlotState): SlotEvent[] {
  return state.reservations.includes(command.reservationId) ? [{ type: 'SlotReleased', data: command }] : [];
}
