import { SLOT_ALREADY_RESERVED, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { configured, deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { ConflictError } from '../../platform/errors.js';
import { isSlotFree, slotDecider, type SlotEvent, slotStream } from './slot.js';

const spec = deciderSpec(slotDecider, MONDAY_MORNING);
const twoBays = configured({ slotCapacity: 2 });

const slot = { slotDate: '2026-11-04', slotTime: '8:30 AM' } as const;
const claimed = (appointmentId: string, generation = 0): SlotEvent => ({ type: 'SlotClaimed', data: { ...slot, appointmentId, generation } });
const reserved = (reservationId: string): SlotEvent => ({ type: 'SlotReserved', data: { ...slot, reservationId } });
const released = (reservationId: string): SlotEvent => ({ type: 'SlotReleased', data: { ...slot, reservationId } });
const claim = (appointmentId: string, generation = 0) => ({ type: 'ClaimSlot' as const, data: { ...slot, appointmentId, generation } });
const reserve = (reservationId: string, generation = 0) => ({ type: 'ReserveSlot' as const, data: { ...slot, reservationId, generation } });
const release = (reservationId: string) => ({ type: 'ReleaseSlot' as const, data: { ...slot, reservationId } });

describe('the slot decider', () => {
  it('lets bookings claim places up to the capacity, then refuses with the spec message', () => {
    spec.given([]).when(claim('a')).then([claimed('a')]);
    spec.given([claimed('a')]).when(claim('b')).thenThrows(ConflictError, SLOT_TAKEN);
    spec.given([claimed('a')]).when(claim('b'), twoBays).then([claimed('b')]);
    spec.given([claimed('a'), claimed('b')]).when(claim('c'), twoBays).thenThrows(ConflictError, SLOT_TAKEN);
  });

  it('frees every booked place with a new reset generation, and counts early claims as generation 0', () => {
    spec.given([claimed('a')]).when(claim('b', 1)).then([claimed('b', 1)]);
    spec.given([{ type: 'SlotClaimed', data: { ...slot, appointmentId: 'a' } }]).when(claim('b')).thenThrows(ConflictError, SLOT_TAKEN);
  });

  it('gives a cancelled booking\'s place back once, to the generation it was claimed in', () => {
    const releasedClaim = (appointmentId: string, generation = 0): SlotEvent => ({ type: 'SlotClaimReleased', data: { ...slot, appointmentId, generation } });
    const releaseClaim = (appointmentId: string, generation = 0) => ({ type: 'ReleaseClaim' as const, data: { ...slot, appointmentId, generation } });
    spec.given([claimed('a')]).when(releaseClaim('a')).then([releasedClaim('a')]);
    spec.given([claimed('a'), releasedClaim('a')]).when(claim('b')).then([claimed('b')]);
    // Released already, or never held here: nothing to give back.
    spec.given([claimed('a'), releasedClaim('a')]).when(releaseClaim('a')).then([]);
    spec.given([claimed('a')]).when(releaseClaim('b')).then([]);
    spec.given([claimed('a'), claimed('b'), releasedClaim('a')]).when(claim('c'), twoBays).then([claimed('c')]);
  });

  it('refuses bookings while a reservation holds the slot, and takes them again once it is released', () => {
    spec.given([reserved('r')]).when(claim('a'), twoBays).thenThrows(ConflictError, SLOT_TAKEN);
    spec.given([reserved('r'), released('r')]).when(claim('a')).then([claimed('a')]);
  });

  it('reserves a free slot, but not one already reserved or already full of bookings', () => {
    spec.given([]).when(reserve('r')).then([reserved('r')]);
    spec.given([reserved('r')]).when(reserve('s')).thenThrows(ConflictError, SLOT_ALREADY_RESERVED);
    spec.given([claimed('a')]).when(reserve('r')).thenThrows(ConflictError, SLOT_TAKEN);
    spec.given([claimed('a')]).when(reserve('r'), twoBays).then([reserved('r')]);
    spec.given([claimed('a')]).when(reserve('r', 1)).then([reserved('r')]);
  });

  it('releases only a reservation that holds the slot', () => {
    spec.given([reserved('r')]).when(release('r')).then([released('r')]);
    spec.given([reserved('r'), released('r')]).when(release('r')).then([]);
    spec.given([]).when(release('r')).then([]);
  });

  it('shares its availability rule with the screens: below capacity and not reserved', () => {
    expect(isSlotFree({ bookings: 0, reservations: 0 }, 1)).toBe(true);
    expect(isSlotFree({ bookings: 1, reservations: 0 }, 1)).toBe(false);
    expect(isSlotFree({ bookings: 1, reservations: 0 }, 2)).toBe(true);
    expect(isSlotFree({ bookings: 0, reservations: 1 }, 2)).toBe(false);
  });

  it('names its stream by date and time', () => {
    expect(slotStream('2026-11-04', '8:30 AM')).toBe('slot-2026-11-04-830AM');
    expect(slotStream('2026-11-04', '12:30 PM')).toBe('slot-2026-11-04-1230PM');
  });
});
