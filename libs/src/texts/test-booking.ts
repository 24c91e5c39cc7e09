/** Texts of the /test-booking page (SPEC 2.4). */
import { TEST_BOOKING_COMMISSION_CENTS, TEST_BOOKING_PRICE_CENTS } from '../constants.js';
import { formatMoney } from '../money.js';

// ---- SPEC 2.4 ----
export const TEST_BOOKING_SUBMIT = 'Test Appointment Creation';
export const TEST_BOOKING_SUBMITTING = 'Creating Appointment...';
export const TEST_BOOKING_INTRO = 'This page tests appointment creation without authentication.';

// ---- Our wording ----
export const TEST_BOOKING_TITLE = 'Test Booking';
export const TEST_BOOKING_NOTE = `It sends the form to POST /api/test-appointments with an estimated price of ${formatMoney(TEST_BOOKING_PRICE_CENTS)} and a $${String(TEST_BOOKING_COMMISSION_CENTS / 100)} commission, and shows the answer exactly as it arrives.`;
export const EMAIL_OPTIONAL_LABEL = 'Email (optional)';
export const VEHICLE_YEAR_LABEL = 'Vehicle year';
export const PHONE_REQUIRED = 'Phone is required';
export const PACKAGE_REQUIRED = 'Package is required';
export const SUCCESS_HEADING = 'Appointment created';
export const ERROR_HEADING = 'Appointment creation failed';
export const NETWORK_ERROR_HEADING = 'Network error';
/** The answer's status beside the heading: 'HTTP 201'. */
export const httpStatusTag = (status: number) => `HTTP ${String(status)}`;

/** SPEC 2.4: "Sample default values are prefilled." */
export const TEST_BOOKING_SAMPLE = {
  customerFirstName: 'Test',
  customerLastName: 'Customer',
  customerPhone: '(808) 555-0100',
  customerEmail: 'test.customer@example.com',
  vehicleYear: '2024',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
} as const;
