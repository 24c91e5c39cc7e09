/**
 * Texts of the Book Appointment section (SPEC 2.3). Validation messages are in
 * '../validation-messages.js'; the booking terms' numbers (SPEC 9) come from '../constants.js'.
 */
import { CONTACT_WITHIN_HOURS, DISCOUNT_PERCENT, RESCHEDULE_NOTICE_HOURS, SERVICE_DURATION_HOURS } from '../constants.js';
import { lightTransmissionText } from './tint-match.js';

// ---- SPEC 2.3 ----
export const BOOK_APPOINTMENT_BUTTON = 'Book Appointment';
export const BOOKING_IN_PROGRESS = 'Booking...';
export const BOOKING_CONFIRMED_TITLE = 'Booking Confirmed!';
export const RETURN_TO_DASHBOARD = 'Return to Dashboard';
export const BOOK_ANOTHER = 'Book Another Appointment';

// ---- Our wording ----
export const BOOKING_INTRO = "Pick a date and time, then enter your customer's details.";

export const DATE_TIME_TITLE = 'Date & Time';
export const SERVICE_INFO_TITLE = 'Service Information';
export const CUSTOMER_INFO_TITLE = 'Customer Information';
export const ACKNOWLEDGEMENTS_TITLE = 'Acknowledgements';

export const YEAR_LABEL = 'Year';
export const TINT_PACKAGE_LABEL = 'Tint package';
export const CUSTOMER_EMAIL_PLACEHOLDER = 'customer@example.com';
export const YEAR_PLACEHOLDER = '2024';
export const MAKE_PLACEHOLDER = 'Toyota';
export const MODEL_PLACEHOLDER = 'Camry';
export const PACKAGE_PLACEHOLDER = 'Choose a package';
export const CHECKING_AVAILABILITY = 'Checking availability';

export const ACK_CONTACT_LABEL = `The customer's contact details are correct and they agreed to be contacted. Our team will reach out within ${String(CONTACT_WITHIN_HOURS)} hours.`;
export const ACK_SERVICE_AREA_LABEL =
  'The vehicle will be at the dealership on Maui for the appointment. We only install within our Maui service area.';
export const ACK_DISCOUNT_LABEL = `The customer knows the ${String(DISCOUNT_PERCENT)}% discount is void if the appointment is missed. It is honoured with a reschedule when we are notified ${String(RESCHEDULE_NOTICE_HOURS)} hours or more ahead.`;

export const LOCATION_TITLE = 'Dealership Location';
export const LOCATION_TEXT =
  'We install at the dealership on Maui, so the customer does not have to go anywhere else. Please have the vehicle parked on site and ready at the appointment time.';

export const SELECTED_PACKAGE = 'Selected package';
export const TAKE_TINT_MATCH = 'Take Tint Match';
export const FILM_TIERS_TITLE = 'Film tiers';
/** After the film's name: '35% or 20% light transmission'. */
export function filmTierText(percents: readonly number[]): string {
  return `${lightTransmissionText(percents)} light transmission`;
}
export const SERVICE_DURATION_TEXT = `Service takes about ${String(SERVICE_DURATION_HOURS)} hours.`;
export const CONTACT_TEXT = `Our team contacts the customer within ${String(CONTACT_WITHIN_HOURS)} hours to confirm.`;
export const NO_PACKAGE_TEXT = 'No package chosen yet. Take the Tint Match quiz, or pick a package in the form.';
export const FALLBACK_PRICE_NOTE = 'Estimate for this vehicle. Our team confirms the final price.';
export const SELECTION_PRICE_NOTE = `Tint Match price with ${String(DISCOUNT_PERCENT)}% off.`;

export const WEEKDAYS_ONLY_HINT = 'Monday to Friday only.';
export const SLOTS_TAKEN_HINT = 'Greyed-out times are already taken.';
export const NO_SLOTS_LEFT = 'No times are left on this date. Please choose another day.';

export const CONFIRMED_TEXT = `Our team will contact the customer within ${String(CONTACT_WITHIN_HOURS)} hours to confirm the appointment.`;
export const ESTIMATED_PRICE_LABEL = 'Estimated price';
