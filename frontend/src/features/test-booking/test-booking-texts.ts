// Texts of the /test-booking page that neither the spec nor libs gives.
export const TEST_BOOKING_TITLE = 'Test Booking';
export const TEST_BOOKING_INTRO = 'This page tests appointment creation without authentication.';
export const TEST_BOOKING_NOTE =
  'It sends the form to POST /api/test-appointments with an estimated price of $600.00 and a $25 commission, and shows the answer exactly as it arrives.';
export const PHONE_REQUIRED = 'Phone is required';
export const PACKAGE_REQUIRED = 'Package is required';
export const SUCCESS_HEADING = 'Appointment created';
export const ERROR_HEADING = 'Appointment creation failed';
export const NETWORK_ERROR_HEADING = 'Network error';
