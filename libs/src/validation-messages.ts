/**
 * Every user-facing message of the spec (validation rules of SPEC 5, the error catalogue of SPEC 8,
 * toasts, empty states) and the texts RULES adds, so the server's errors and the browser's copy
 * never drift apart. Copied word for word; where the spec gives no text, the constant says so.
 */
import { ANALYTICS_EVENT_DATA_MAX_BYTES, APPOINTMENTS_LIMIT_MAX, CLOSURE_MAX_DAYS, CLOSURE_REASON_MAX, MAX_JSON_DEPTH, NAME_MAX, NOTES_MAX, PAYOUT_METHODS, PHONE_MAX, PRODUCT_NAME, RESERVATION_NAME_MAX, VEHICLE_TEXT_MAX } from './constants.js';
import { formatMoney } from './money.js';
import {
  AUDIT_ACTION_KINDS,
  AUDIT_MAX_DAYS,
  AUDIT_PAGE_MAX,
  EARNINGS_YEAR_MAX,
  EARNINGS_YEAR_MIN,
  LEGAL_NAME_MAX,
  PAYOUT_HANDLE_MAX,
  PAYOUT_REFERENCE_MAX,
  PAYOUT_RUN_MAX_APPOINTMENTS,
} from './constants.js';
import { VEHICLE_SIZES } from './prices.js';
import { SLOT_TIMES } from './slot-times.js';
import type { BookingDateProblem } from './slots.js';

// ---- SPEC 5: login ----
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';

// ---- SPEC 5: signup ----
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const COMPANY_REQUIRED = 'Company is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
/** Straight apostrophe, as in the spec. */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const DISCLAIMERS_REQUIRED = 'All disclaimers must be accepted';
export const DISCLAIMERS_HINT = 'Please accept all disclaimers to continue';
/** Our wording: the spec has no message for PASSWORD_MAX (a limit RULES' hashing needs). */
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters';

// ---- SPEC 5: booking form ----
export const CUSTOMER_FIRST_NAME_REQUIRED = FIRST_NAME_REQUIRED;
export const CUSTOMER_LAST_NAME_REQUIRED = LAST_NAME_REQUIRED;
export const CUSTOMER_EMAIL_INVALID = 'Valid email is required';
export const CUSTOMER_PHONE_INVALID = 'Valid phone number is required';
export const YEAR_REQUIRED = 'Year is required';
export const MAKE_REQUIRED = 'Make is required';
export const MODEL_REQUIRED = 'Model is required';
export const INVALID_TINT_PACKAGE = 'Invalid tint package';
export const DATE_REQUIRED = 'Date is required';
export const TIME_REQUIRED = 'Time is required';
export const ACK_CONTACT_REQUIRED = 'You must acknowledge the contact information';
export const ACK_SERVICE_AREA_REQUIRED = 'You must acknowledge the service area';
export const ACK_DISCOUNT_REQUIRED = 'You must acknowledge the discount policy';

// ---- Texts the spec does not give (our wording, used by server validation) ----
/** Admin login: the spec only says both fields are required. */
export const EMAIL_REQUIRED = 'Email is required';
/** Reservation and booking times must be one of the three slots. */
export const INVALID_SLOT_TIME = `Time must be one of ${SLOT_TIMES.join(', ')}`;
/** A malformed date in a path or body (400). */
export const INVALID_DATE = 'Date must be a valid date in YYYY-MM-DD format';
/** Booking a weekend or past date. */
export const DATE_NOT_BOOKABLE = 'Appointments can only be booked on weekdays from today on';
/** A date beyond BOOKING_HORIZON_DAYS (RULES). */
export function dateBeyondHorizon(horizonDays: number): string {
  return `Appointments can be booked at most ${String(horizonDays)} days ahead`;
}
/** Why a date was refused (400), as the server and the date fields word it. */
export function bookingDateMessage(problem: BookingDateProblem, horizonDays: number): string {
  return problem === 'beyond-horizon' ? dateBeyondHorizon(horizonDays) : DATE_NOT_BOOKABLE;
}
/** An appointment marked serviced before its date in the business time zone (RULES, 409). */
export const SERVICED_BEFORE_DATE = 'An appointment cannot be marked as serviced before its date';
/** A payout marked fulfilled while the appointment is not completed (409). */
export const PAYOUT_REQUIRES_SERVICE = 'Mark the appointment as serviced before marking the payout as paid';
/** PATCH /api/admin/appointments/{id} with a field other than the three allowed (400). */
export const ONLY_STATUS_FIELDS = 'Only status, payoutStatus and isConfirmed can be changed';
/** ?email= or x-user-email naming someone else (403). */
export const NOT_YOUR_APPOINTMENTS = 'You can only view your own appointments';
export const APPOINTMENTS_LIMIT_INVALID = `limit must be a whole number from 1 to ${String(APPOINTMENTS_LIMIT_MAX)}`;
export const APPOINTMENTS_BEFORE_INVALID = 'before must be the id of an appointment, with limit';
/** Forgot password answers the same whether or not the account exists. */
export const RESET_EMAIL_NEUTRAL = 'If an account exists for that email, we have sent a password reset link.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
/** /api/login without OIDC configured sends the visitor back to the landing page with this. */
/** Why the outside identity provider sent the visitor back to the landing page (`/?authError=<code>`). */
export const SSO_UNAVAILABLE_TEXT = 'Single sign-on is not available right now. Please sign in with your email and password.';
export const SSO_FAILED_TEXT = 'Single sign-on did not complete. Please try again or sign in with your email and password.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
export const FIRST_NAME_TOO_LONG = `First name must be at most ${String(NAME_MAX)} characters`;
export const LAST_NAME_TOO_LONG = `Last name must be at most ${String(NAME_MAX)} characters`;
export const PHONE_TOO_LONG = `Phone number must be at most ${String(PHONE_MAX)} characters`;
export const COMPANY_NOT_IN_LIST = 'Please choose your dealership from the list';
export const YEAR_FORMAT = 'Year must be 4 digits, like 2024';
export const VEHICLE_TOO_LONG = `Make and model must be at most ${String(VEHICLE_TEXT_MAX)} characters`;
export const CUSTOMER_PHONE_TOO_LONG = `Phone number must be at most ${String(PHONE_MAX)} characters`;
/** A salesperson route without a live session (401). */
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
/** An admin route without a live admin token (401). */
export const ADMIN_SIGN_IN_REQUIRED = 'Admin access required. Please sign in as an admin.';
/** A route that declares no access level (denied by default) (403). */
export const NO_ACCESS = 'You do not have access to this.';
/** /metrics without the METRICS_TOKEN bearer where one is required (401). */
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required.';
export const NOT_FOUND = 'Not found.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

// ---- RULES ----
export const SLOT_TAKEN = 'That time slot is no longer available. Please choose another time.';
export const UNMARK_PAYOUT_FIRST = 'Unmark the payout before marking the appointment as not serviced';
/** A paid appointment keeps its payout until an admin reverts it (issue 18). */
export const REVERT_PAYOUT_BEFORE_CANCEL = 'Revert the payout before cancelling or marking a no-show on this appointment';
export const NO_SHOW_BEFORE_DATE = 'An appointment can be marked as a no-show only on or after its date';
export const APPOINTMENT_CANCELLED_FINAL = 'This appointment was cancelled and can no longer be changed';
// Fraud review (issue 19).
export const COMMISSION_ON_HOLD = 'This commission is on hold for review: clear it before paying it';
export const COMMISSION_REJECTED = 'This commission was rejected in review and cannot be paid';
export const COMMISSION_NOT_HELD = 'This commission is not on hold';
export const INVALID_REVIEW_DECISION = 'decision must be clear or reject';
export const REVIEW_NOTE_NOT_TEXT = 'Note must be text';
export const REVIEW_NOTE_TOO_LONG = `Note must be at most ${String(NOTES_MAX)} characters`;
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const SALESPERSON_NOT_FOUND = 'Salesperson not found';
export const PAYOUT_ALREADY_FULFILLED = 'This payout has already been marked as paid';
export const INVALID_PAYOUT_METHOD = `Payment method must be one of ${PAYOUT_METHODS.join(', ')}`;
/** Payout and reservation notes. */
export const PAYOUT_NOTES_TOO_LONG = `Notes must be at most ${String(NOTES_MAX)} characters`;
export const INVALID_APPOINTMENT_STATUS = 'status must be scheduled, completed, cancelled or no_show';
export const INVALID_PAYOUT_STATUS = 'payoutStatus must be pending or fulfilled';
export const INVALID_IS_CONFIRMED = 'isConfirmed must be true or false';
export const INVALID_PAYOUT_PERIOD = 'period must be MTD or YTD';
export const UNKNOWN_ANALYTICS_EVENT = 'Unknown analytics event type';
export const INVALID_ANALYTICS_SESSION = 'sessionId must be 8 to 100 letters, digits, dashes or underscores';
export const INVALID_ANALYTICS_EVENT_DATA = `eventData must be an object of at most ${String(ANALYTICS_EVENT_DATA_MAX_BYTES)} bytes`;
export const NOTHING_TO_UPDATE = 'Send at least one of status, payoutStatus or isConfirmed';
export const SLOT_ALREADY_RESERVED = 'That time slot is already reserved.';
export const RESERVATION_NOT_FOUND = 'Reservation not found.';
export const RESERVATION_NAME_TOO_LONG = `Customer or reason must be at most ${String(RESERVATION_NAME_MAX)} characters`;
export const RESERVATION_NAME_NOT_TEXT = 'Customer or reason must be text';
export const NOTES_NOT_TEXT = 'Notes must be text';
export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const DUPLICATE_ADMIN_EMAIL = 'An admin with this email already exists.';
export const ACCOUNT_NOT_FOUND = 'Account not found.';
// Operations (issue 16).
export const PROJECTION_NOT_FOUND = 'Projection not found.';
export const PROJECTION_NOT_REPLAYABLE = 'A reactor appends events of its own and is never replayed.';
export const REBUILD_ALREADY_RUNNING = 'A rebuild of this projection is already queued or running.';
export const APPOINTMENT_EXISTS = 'This appointment already exists.';
export const ADMIN_EXISTS = 'This admin already exists.';
export const RESERVATION_EXISTS = 'This reservation already exists.';
export const ESTIMATE_INVALID = 'estimatedPrice and commission must be amounts like 25.00';
export const INVALID_WINDOW_OPTION = 'windowOption must be full or front';
export const INVALID_VEHICLE_SIZE = `vehicleSize must be one of ${VEHICLE_SIZES.join(', ')}`;
export const TEST_BOOKINGS_OFF = 'Test bookings are turned off.';
export const IDEMPOTENCY_KEY_INVALID = 'The Idempotency-Key header must be 1 to 200 letters, digits, dashes or underscores.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const CONCURRENT_CHANGE = 'This record was changed by someone else at the same time. Please reload and try again.';

// ---- Answers of the HTTP edge (any route) ----
export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';
export const BODY_NOT_JSON = 'The request body is not valid JSON.';
export const BODY_TOO_LARGE = 'The request body is too large.';
export const BODY_UNREADABLE = 'The request body could not be read.';
export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${String(MAX_JSON_DEPTH)} levels).`;
/** What text the product accepts, anywhere in a request: no NUL, no control characters or escape sequences, no unpaired surrogates. */
export const TEXT_NOT_ACCEPTED = 'Text may not contain NUL bytes, control characters, escape sequences or unpaired surrogates.';
export const KEY_NOT_ACCEPTED = 'The request body may not use the keys __proto__, constructor or prototype.';
/** Names and email addresses hold no tab or line break (notes may keep line breaks). */
export const SINGLE_LINE_REQUIRED = 'Names and email addresses must be on one line, without tabs or line breaks.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
/** A database blip (restart, failover): 503 with Retry-After; nothing of the request was written. */
export const SERVICE_BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

// ---- SPEC 8: toasts and errors ----
export const ERROR_TITLE = 'Error';
export const SUCCESS_TITLE = 'Success';

export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_FAILED_DEFAULT = 'Invalid email or password.';
export const LOGIN_SUCCESS_TITLE = 'Login Successful!';
export const LOGIN_SUCCESS_TEXT = `Welcome back to the ${PRODUCT_NAME}!`;

export const SIGNUP_FAILED_TITLE = 'Registration Failed';
export const SIGNUP_FAILED_DEFAULT = 'Failed to create account. Please try again.';
export const SIGNUP_SUCCESS_TITLE = 'Registration Successful!';
export const SIGNUP_SUCCESS_TEXT = 'Your account has been created. You can now log in.';

export const RESET_FAILED_TITLE = 'Reset Failed';
export const RESET_FAILED_DEFAULT = 'Failed to send reset email. Please try again.';
export const RESET_SENT_TITLE = 'Reset Email Sent!';
export const RESET_SENT_TEXT = 'Check your email for password reset instructions.';
export const CHECK_YOUR_EMAIL_TITLE = 'Check Your Email';

export const ADMIN_LOGIN_FAILED_TITLE = 'Login failed';
export const ADMIN_LOGIN_FAILED_TEXT = 'Invalid admin credentials. Please try again.';
export const ADMIN_LOGIN_SUCCESS_TITLE = 'Welcome back!';
export const ADMIN_LOGIN_SUCCESS_TEXT = 'Successfully logged into admin dashboard.';
export const ADMIN_LOGGED_OUT_TITLE = 'Logged out';
export const ADMIN_LOGGED_OUT_TEXT = 'Successfully logged out of admin dashboard.';

export const RESERVATIONS_LOAD_FAILED = 'Failed to load reservations.';
export const RESERVATION_CREATE_FAILED = 'Failed to create reservation.';
export const RESERVATION_CREATED = 'Time slot reserved successfully.';
export const RESERVATION_CANCEL_FAILED = 'Failed to cancel reservation.';
export const RESERVATION_CANCELLED = 'Reservation cancelled successfully.';

export const FULFILL_PAYOUT_FAILED = 'Failed to fulfill payout. Please try again.';
export const PAYOUT_FULFILLED_TITLE = 'Payout Fulfilled';
/** 'Commission of $25.00 marked as paid.' */
export function payoutFulfilledText(commissionCents: number): string {
  return `Commission of ${formatMoney(commissionCents)} marked as paid.`;
}

export const STATUS_UPDATE_FAILED = 'Failed to update appointment status';
export const STATUS_UPDATED_TEXT = 'Status updated! Commission amounts will refresh shortly.';

export const NO_ADMIN_TOKEN = 'No admin token found';

export const RESET_CONFIRM = 'This will permanently delete ALL appointments. Continue?';
export const RESET_SUCCESS = 'All appointments cleared successfully';
export const RESET_APPOINTMENTS_FAILED = 'Failed to clear appointments';

/**
 * SPEC 8, general: a non-OK response becomes "<status>: <body text>", or the status text when the
 * body is empty.
 */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${String(status)}: ${bodyText || statusText}`;
}

// ---- Empty and loading states (SPEC 2.3, 2.4) ----
export const NO_LEADERBOARD_DATA = 'No leaderboard data available';
export const NO_REWARDS_DATA = 'No rewards data available';
export const NO_COMPLETED_SERVICES = 'No completed services yet';
export const NO_PENDING_APPOINTMENTS = 'No pending appointments';
/** The Scheduled list's own empty text (issue 14: it said 'No pending appointments'). */
export const NO_SCHEDULED_APPOINTMENTS = 'No scheduled appointments';
export const NO_NOTIFICATIONS = 'No notifications yet';
export const NO_PENDING_PAYOUTS = 'No pending payouts. All commissions are up to date!';
export const NO_USERS_TITLE = 'No Users Found';
export const NO_USERS_TEXT = 'No salespeople have signed up yet.';
export const NO_APPOINTMENTS_FOUND = 'No appointments found';
export const LOADING_APPOINTMENTS = 'Loading appointments...';
export const NO_ANALYTICS_DATA = 'No analytics data available';
export const LOADING = 'Loading...';
export const MARK_SERVICED_FIRST_HINT = '* Mark as serviced first before marking as paid';

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_BODY = 'Did you forget to add the page to the router?';

// ---- Dashboard activity (SPEC 4) and hard-coded placeholders (SPEC 2.3) ----
export const ACTIVITY_COMPLETED = 'Appointment completed';
export const ACTIVITY_IN_PROGRESS = 'Appointment in progress';
export const ACTIVITY_NEW_BOOKING = 'New booking confirmed';
export const ACTIVITY_SCHEDULED = 'Scheduled';
export const PLACEHOLDER_MONTH_TREND = '+12% from last month';
export const PLACEHOLDER_NEXT_TIER = '2 more to next tier';

// ---- Closures (issue 18): days the shop is closed ----
export const CLOSURE_START_INVALID = 'Start date must be a valid date in YYYY-MM-DD format';
export const CLOSURE_END_INVALID = 'End date must be a valid date in YYYY-MM-DD format';
export const CLOSURE_END_BEFORE_START = 'End date must be on or after the start date';
export const CLOSURE_TOO_LONG = `A closure can cover at most ${String(CLOSURE_MAX_DAYS)} days`;
/** A closure whose last day is already past (nothing left to close). */
export const CLOSURE_IN_PAST = 'A closure cannot end before today';
export const CLOSURE_REASON_NOT_TEXT = 'Reason must be text';
export const CLOSURE_REASON_TOO_LONG = `Reason must be at most ${String(CLOSURE_REASON_MAX)} characters`;
export const CLOSURE_NOT_FOUND = 'Closure not found.';
export const CLOSURE_EXISTS = 'This closure already exists.';
/** GET /api/closures?from=&to= (400). */
export const CLOSED_DATES_RANGE_INVALID = `from and to must be dates in YYYY-MM-DD format, to on or after from, at most ${String(CLOSURE_MAX_DAYS)} days apart`;

/** Erasure (issue 17). */
export const INVALID_ERASURE_SUBJECT_TYPE = "subjectType must be 'customer' or 'salesperson'";
export const INVALID_ERASURE_SUBJECT_ID = 'subjectId must be a UUID';
export const ALREADY_ERASED = "This person's data has already been erased.";

// ---- Payout profile and year-end earnings (issue 20) ----
export const PAYOUT_HANDLE_NOT_TEXT = 'Handle or address must be text';
export const PAYOUT_HANDLE_TOO_LONG = `Handle or address must be at most ${String(PAYOUT_HANDLE_MAX)} characters`;
export const LEGAL_NAME_NOT_TEXT = 'Legal name must be text';
export const LEGAL_NAME_TOO_LONG = `Legal name must be at most ${String(LEGAL_NAME_MAX)} characters`;
export const EARNINGS_YEAR_INVALID = `year must be a whole number from ${String(EARNINGS_YEAR_MIN)} to ${String(EARNINGS_YEAR_MAX)}`;

/** Payout runs and CSV exports (issue 19, parts 1 and 2). */
export const RUN_APPOINTMENTS_REQUIRED = `appointmentIds must be a list of 1 to ${String(PAYOUT_RUN_MAX_APPOINTMENTS)} appointment ids`;
export const RUN_APPOINTMENT_ID_INVALID = 'Each appointment id must be a UUID';
export const RUN_APPOINTMENTS_DUPLICATED = 'appointmentIds must not list an appointment twice';
export const PAYOUT_REFERENCE_NOT_TEXT = 'Reference must be text';
export const PAYOUT_REFERENCE_TOO_LONG = `Reference must be at most ${String(PAYOUT_REFERENCE_MAX)} characters`;
export const IDEMPOTENCY_KEY_REQUIRED = 'An Idempotency-Key header is required.';
export const PAYOUT_RUN_NOT_FOUND = 'Payout run not found.';
/** A run's appointment the aggregate refuses (409): which one, and why (the refusal's own message). */
export const runAppointmentRefused = (customerName: string, date: string, reason: string) => `${customerName}'s appointment on ${date} cannot be paid: ${reason}`;
/** The same for an id the appointment list does not know (a stale screen after a reset). */
export const runUnknownAppointmentRefused = (appointmentId: string, reason: string) => `Appointment ${appointmentId} cannot be paid: ${reason}`;

// ---- The admin audit log (issue 19, part 6): GET /api/admin/audit and /audit.csv (400) ----
export const AUDIT_WINDOW_INVALID = `from and to must be dates in YYYY-MM-DD format, to on or after from, at most ${String(AUDIT_MAX_DAYS)} days apart`;
export const AUDIT_TYPE_INVALID = `type must be one of: ${AUDIT_ACTION_KINDS.join(', ')}`;
export const AUDIT_LIMIT_INVALID = `limit must be a whole number from 1 to ${String(AUDIT_PAGE_MAX)}`;
export const AUDIT_CURSOR_INVALID = 'before must be a cursor from a previous page';
