// The booking form in progress, kept in sessionStorage (lib/session-drafts.ts) so that a refresh mid-booking
// finds it filled in as it was (issue 14). It holds a customer's details: it goes when the booking succeeds and
// at logout. A stored draft of the wrong shape is logged and ignored; the server re-checks every value anyway.
import type { TintPackage } from '@tint/libs/prices';
import { isTintPackage } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { isSlotTime, isValidDateString } from '@tint/libs/slots';
import dayjs from 'dayjs';
import { toDateString } from '@/lib/date-picking';
import { BOOKING_DRAFT_KEY, readValidDraft, writeDraft } from '@/lib/session-drafts';
import type { BookingFormValues } from './booking-form';

const TEXT_FIELDS = ['customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone', 'vehicleYear', 'vehicleMake', 'vehicleModel'] as const;
const TICKS = ['acknowledgeContact', 'acknowledgeServiceArea', 'acknowledgeDiscountPolicy'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type Tick = (typeof TICKS)[number];

/** What is stored: the form's values with the date as 'YYYY-MM-DD', and the Tint Match package it started from. */
type StoredBookingDraft = Partial<Record<TextField, string>> &
  Partial<Record<Tick, boolean>> & {
    appointmentDate?: string;
    appointmentTime?: SlotTime;
    tintPackageId?: TintPackage;
    /** The stored Tint Match selection's package when the form was filled: a newer selection wins over the form's. */
    selectedPackage?: TintPackage | null;
  };

export type BookingDraft = { values: BookingFormValues; selectedPackage: TintPackage | null };

/** Whether the person has put anything into the form: the package the quiz prefills does not count. */
export function isHalfFilled(values: BookingFormValues): boolean {
  return (
    TEXT_FIELDS.some((field) => (values[field] ?? '').trim() !== '') ||
    Boolean(values.appointmentDate) ||
    values.appointmentTime !== undefined ||
    TICKS.some((tick) => values[tick] === true)
  );
}

export function saveBookingDraft(values: BookingFormValues, selectedPackage: TintPackage | null): void {
  const stored: StoredBookingDraft = {
    appointmentDate: toDateString(values.appointmentDate) ?? undefined,
    appointmentTime: values.appointmentTime,
    tintPackageId: values.tintPackageId,
    selectedPackage,
  };
  for (const field of TEXT_FIELDS) stored[field] = values[field];
  for (const tick of TICKS) stored[tick] = values[tick];
  writeDraft(BOOKING_DRAFT_KEY, stored);
}

function fromStored(value: unknown): BookingDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const values: BookingFormValues = {};
  for (const field of TEXT_FIELDS) {
    const text = stored[field];
    if (text !== undefined && typeof text !== 'string') return null;
    values[field] = text;
  }
  for (const tick of TICKS) {
    const ticked = stored[tick];
    if (ticked !== undefined && typeof ticked !== 'boolean') return null;
    values[tick] = ticked;
  }
  const { appointmentDate, appointmentTime, tintPackageId, selectedPackage } = stored;
  if (appointmentDate !== undefined && !(typeof appointmentDate === 'string' && isValidDateString(appointmentDate))) return null;
  if (appointmentTime !== undefined && !isSlotTime(appointmentTime)) return null;
  if (tintPackageId !== undefined && !isTintPackage(tintPackageId)) return null;
  if (selectedPackage !== undefined && selectedPackage !== null && !isTintPackage(selectedPackage)) return null;
  values.appointmentDate = appointmentDate === undefined ? undefined : dayjs(appointmentDate);
  values.appointmentTime = appointmentTime;
  values.tintPackageId = tintPackageId;
  return { values, selectedPackage: selectedPackage ?? null };
}

/** The stored form in progress, or null (none, or one of the wrong shape). */
export function readBookingDraft(): BookingDraft | null {
  return readValidDraft(BOOKING_DRAFT_KEY, fromStored, 'a stored booking form of the wrong shape');
}

/** At the moment the page is left: is a half-filled booking stored? */
export function hasHalfFilledBooking(): boolean {
  const draft = readBookingDraft();
  return draft !== null && isHalfFilled(draft.values);
}
