// Texts of the Book Appointment section that neither the spec nor libs gives. Validation messages come
// from '@tint/libs/validation-messages'; the booking terms' numbers from '@tint/libs/constants'.
import {
  CONTACT_WITHIN_HOURS,
  DISCOUNT_PERCENT,
  RESCHEDULE_NOTICE_HOURS,
  SERVICE_DURATION_HOURS,
} from '@tint/libs/constants';

export const BOOKING_INTRO = "Pick a date and time, then enter your customer's details.";

export const ACK_CONTACT_LABEL = `The customer's contact details are correct and they agreed to be contacted. Our team will reach out within ${String(CONTACT_WITHIN_HOURS)} hours.`;
export const ACK_SERVICE_AREA_LABEL =
  'The vehicle will be at the dealership on Maui for the appointment. We only install within our Maui service area.';
export const ACK_DISCOUNT_LABEL = `The customer knows the ${String(DISCOUNT_PERCENT)}% discount is void if the appointment is missed. It is honoured with a reschedule when we are notified ${String(RESCHEDULE_NOTICE_HOURS)} hours or more ahead.`;

export const LOCATION_TITLE = 'Dealership Location';
export const LOCATION_TEXT =
  'We install at the dealership on Maui, so the customer does not have to go anywhere else. Please have the vehicle parked on site and ready at the appointment time.';

export const SERVICE_DURATION_TEXT = `Service takes about ${String(SERVICE_DURATION_HOURS)} hours.`;
export const CONTACT_TEXT = `Our team contacts the customer within ${String(CONTACT_WITHIN_HOURS)} hours to confirm.`;
export const NO_PACKAGE_TEXT = 'No package chosen yet. Take the Tint Match quiz, or pick a package in the form.';
export const FALLBACK_PRICE_NOTE = 'Estimate for this vehicle. Our team confirms the final price.';
export const SELECTION_PRICE_NOTE = `Tint Match price with ${String(DISCOUNT_PERCENT)}% off.`;

/** The server's wording for a year that is not 4 digits (it is not in libs). */
export { YEAR_FORMAT } from '@tint/libs/validation-messages';

export const WEEKDAYS_ONLY_HINT = 'Monday to Friday only.';
export const SLOTS_TAKEN_HINT = 'Greyed-out times are already taken.';
export const NO_SLOTS_LEFT = 'No times are left on this date. Please choose another day.';

export const CONFIRMED_TEXT = `Our team will contact the customer within ${String(CONTACT_WITHIN_HOURS)} hours to confirm the appointment.`;

/** 'Monday, June 3, 2030' for '2030-06-03' (a calendar date: no time zone shifts it). */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}
