// The slot aggregate (stream `slot-<date>-<time>`): the capacity guard that bookings and the team's
// reservations share. A booking claims a place, a reservation holds the whole slot until released.
// Bookings are counted per reset generation, so a Reset for Rollout frees every slot at once.
import type { DateString, SlotTime } from '@tint/libs/slots';
import { SLOT_ALREADY_RESERVED, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { ConflictError } from '../../platform/errors.js';

type SlotRef = { slotDate: DateString; slotTime: SlotTime };

export type SlotEvent =
  /** `generation` is absent on events written before resets existed: generation 0. */
  | { type: 'SlotClaimed'; data: SlotRef & { appointmentId: string; generation?: number } }
  | { type: 'SlotReserved'; data: SlotRef & { reservationId: string } }
  | { type: 'SlotReleased'; data: SlotRef & { reservationId: string } }
  /** A booking's place given back (the appointment was cancelled or moved): one place fewer in its generation. */
  | { type: 'SlotClaimReleased'; data: SlotRef & { appointmentId: string; generation: number } };

export type SlotCommand =
  | { type: 'ClaimSlot'; data: SlotRef & { appointmentId: string; generation: number } }
  | { type: 'ReserveSlot'; data: SlotRef & { reservationId: string; generation: number } }
  | { type: 'ReleaseSlot'; data: SlotRef & { reservationId: string } }
  | { type: 'ReleaseClaim'; data: SlotRef & { appointmentId: string; generation: number } };

/** `claims`: the appointments holding a place, so that a place is given back once, by the appointment that holds it. */
export type SlotState = { bookingsByGeneration: Readonly<Record<number, number>>; reservations: readonly string[]; claims: readonly string[] };

/** How full a slot is, as a decision or a screen sees it. */
export type SlotOccupancy = { bookings: number; reservations: number };

/** THE availability rule (RULES): active bookings below capacity and no active reservation holding it. */
export const isSlotFree = ({ bookings, reservations }: SlotOccupancy, capacity: number): boolean => bookings < capacity && reservations === 0;

export const slotStream = (date: DateString, time: SlotTime) => `slot-${date}-${time.replace(/[^0-9APM]/g, '')}`;

const occupancy = (state: SlotState, generation: number): SlotOccupancy => ({
  bookings: state.bookingsByGeneration[generation] ?? 0,
  reservations: state.reservations.length,
});

export const slotDecider: Decider<SlotState, SlotCommand, SlotEvent, DecisionContext> = {
  initialState: { bookingsByGeneration: {}, reservations: [], claims: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'SlotClaimed': {
        const generation = event.data.generation ?? 0;
        return {
          ...state,
          bookingsByGeneration: { ...state.bookingsByGeneration, [generation]: occupancy(state, generation).bookings + 1 },
          claims: [...state.claims, event.data.appointmentId],
        };
      }
      case 'SlotClaimReleased': {
        const generation = event.data.generation;
        return {
          ...state,
          bookingsByGeneration: { ...state.bookingsByGeneration, [generation]: Math.max(0, occupancy(state, generation).bookings - 1) },
          claims: state.claims.filter((id) => id !== event.data.appointmentId),
        };
      }
      case 'SlotReserved':
        return { ...state, reservations: [...state.reservations, event.data.reservationId] };
      case 'SlotReleased':
        return { ...state, reservations: state.reservations.filter((id) => id !== event.data.reservationId) };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, { config }) {
    switch (command.type) {
      case 'ClaimSlot': {
        const { generation, ...claim } = command.data;
        if (!isSlotFree(occupancy(state, generation), config.slotCapacity)) throw new ConflictError(SLOT_TAKEN);
        return [{ type: 'SlotClaimed', data: { ...claim, generation } }];
      }
      case 'ReserveSlot': {
        const { generation, ...hold } = command.data;
        const current = occupancy(state, generation);
        if (current.reservations > 0) throw new ConflictError(SLOT_ALREADY_RESERVED);
        if (!isSlotFree(current, config.slotCapacity)) throw new ConflictError(SLOT_TAKEN);
        return [{ type: 'SlotReserved', data: hold }];
      }
      case 'ReleaseSlot':
        return state.reservations.includes(command.data.reservationId) ? [{ type: 'SlotReleased', data: command.data }] : [];
      case 'ReleaseClaim':
        return state.claims.includes(command.data.appointmentId) ? [{ type: 'SlotClaimReleased', data: command.data }] : [];
    }
  },
};
