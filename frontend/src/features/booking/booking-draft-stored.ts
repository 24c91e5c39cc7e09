// The stored booking draft as it sits in sessionStorage (booking-draft.ts turns it into the form's values), read
// without the form's date library: the app shell's leave warning asks, on every page leave, whether a half-filled
// booking is stored, and must not bring the calendar code into the first load for that.
import type { TintPackage } from '@tint/libs/prices';
import { isTintPackage } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { isSlotTime, isValidDateString } from '@tint/libs/slots';
import { BOOKING_DRAFT_KEY, readValidDraft } from '@/lib/session-drafts';

export const TEXT_FIELDS = ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone', 'vehicleYear', 'vehicleMake', 'vehicleModel'] as const;
export const TICKS = ['acknowledgeContact', 'acknowledgeServiceArea', 'acknowledgeDiscountPolicy'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type Tick = (typeof TICKS)[number];

/** What is stored: the form's values with the date as 'YYYY-MM-DD', and the Tint Match package it started from. */
export type StoredBookingDraft = Partial<Record<TextField, string>> &
  Partial<Record<Tick, boolean>> & {
    appointmentDate?: string;
    appointmentTime?: SlotTime;
    tintPackageId?: TintPackage;
    /** The stored Tint Match selection's package when the form was filled: a newer selection wins over the form's. */
    selectedPackage?: TintPackage | null;
  };

/** A stored value of the draft's shape, or null (an outdated or tampered one). */
function parseStored(value: unknown): StoredBookingDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const draft: StoredBookingDraft = {};
  for (const field of TEXT_FIELDS) {
    const text = stored[field];
    if (text !== undefined && typeof text !== 'string') return null;
    draft[field] = text;
  }
  for (const tick of TICKS) {
    const ticked = stored[tick];
    if (ticked !== undefined && typeof ticked !== 'boolean') return null;
    draft[tick] = ticked;
  }
  const { appointmentDate, appointmentTime, tintPackageId, selectedPackage } = stored;
  if (appointmentDate !== undefined && !(typeof appointmentDate === 'string' && isValidDateString(appointmentDate))) return null;
  if (appointmentTime !== undefined && !isSlotTime(appointmentTime)) return null;
  if (tintPackageId !== undefined && !isTintPackage(tintPackageId)) return null;
  if (selectedPackage !== undefined && selectedPackage !== null && !isTintPackage(selectedPackage)) return null;
  return { ...draft, appointmentDate, appointmentTime, tintPackageId, selectedPackage };
}

/** The stored form in progress, or null (none, or one of the wrong shape). */
export function readStoredBookingDraft(): StoredBookingDraft | null {
  return readValidDraft(BOOKING_DRAFT_KEY, parseStored, 'a stored booking form of the wrong shape');
}

/** Whether the person has put anything into the form: the package the quiz prefills does not count. */
export function isHalfFilled(draft: StoredBookingDraft): boolean {
  return (
    TEXT_FIELDS.some((field) => (draft[field] ?? '').trim() !== '') ||
    Boolean(draft.appointmentDate) ||
    draft.appointmentTime !== undefined ||
    TICKS.some((tick) => draft[tick] === true)
  );
}

/** At the moment the page is left: is a half-filled booking stored? */
export function hasHalfFilledBooking(): boolean {
  const draft = readStoredBookingDraft();
  return draft !== null && isHalfFilled(draft);
}
