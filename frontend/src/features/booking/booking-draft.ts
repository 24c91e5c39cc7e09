// The booking form in progress, kept in sessionStorage (lib/session-drafts.ts) so that a refresh mid-booking
// finds it filled in as it was (issue 14). It holds a customer's details: it goes when the booking succeeds and
// at logout. A stored draft of the wrong shape is logged and ignored (booking-draft-stored.ts); the server
// re-checks every value anyway.
import type { TintPackage } from '@tint/libs/prices';
import dayjs from 'dayjs';
import { toDateString } from '@/lib/date-picking';
import { BOOKING_DRAFT_KEY, writeDraft } from '@/lib/session-drafts';
import type { BookingFormValues } from './booking-form';
import { readStoredBookingDraft, type StoredBookingDraft, TEXT_FIELDS, TICKS } from './booking-draft-stored';

export type BookingDraft = { values: BookingFormValues; selectedPackage: TintPackage | null };

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

/** The stored form in progress as the form's values, or null (none, or one of the wrong shape). */
export function readBookingDraft(): BookingDraft | null {
  const stored = readStoredBookingDraft();
  if (!stored) return null;
  const { appointmentDate, selectedPackage, ...rest } = stored;
  const values: BookingFormValues = { ...rest, appointmentDate: appointmentDate === undefined ? undefined : dayjs(appointmentDate) };
  return { values, selectedPackage: selectedPackage ?? null };
}
