/**
 * Texts of the admin login and the admin dashboard (SPEC 2.4). The spec's toasts, empty states and the
 * reset question are in '../validation-messages.js'; field labels shared with other screens in
 * './common.js'.
 */
import { CANCEL, LOADING_LABEL } from './common.js';

// ---- Admin login ----
export const ADMIN_LOGIN_TITLE = 'Admin Login';
export const ADMIN_LOGIN_SUBTITLE = 'Sign in to the management portal.';
export const BACK_TO_PORTAL = 'Back to the referral portal';

// ---- Header (SPEC 2.4) ----
export const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';
export const ADMIN_DASHBOARD_SUBTITLE = 'Management Portal';
/** The second logout control: it ends the session on the server too. */
export const ADMIN_SERVER_LOGOUT_LABEL = 'Sign out of the portal';
export const ADMIN_ME_LOAD_FAILED = 'Could not load your admin account. Please try again.';

// ---- Summary cards (SPEC 2.4) ----
export const SUMMARY_PENDING_PAYOUTS = 'Pending Payouts';
export const SUMMARY_PENDING_PAYOUTS_NOTE = 'Salespeople awaiting payment';
export const SUMMARY_ACTIVE_RESERVATIONS = 'Active Reservations';
export const SUMMARY_ACTIVE_RESERVATIONS_NOTE = 'Time slots reserved for team';
export const SUMMARY_TOTAL_PENDING = 'Total Amount Pending';
export const SUMMARY_TOTAL_PENDING_NOTE = 'Ready to be paid out';
export const SUMMARY_APPOINTMENT_STATUS = 'Appointment Status';
export const TOTAL_BOOKED = 'Total Booked';
export const CONFIRMED = 'Confirmed';
export const UNCONFIRMED = 'Unconfirmed';
export const RESET_BUTTON = 'Reset for Rollout';
// Our wording.
export const SUMMARY_REGION = 'Summary';
export const METRICS_LOAD_FAILED = 'Could not load the appointment figures.';
export const RESET_OK = 'Delete all';

// ---- Tabs (SPEC 2.4) ----
export const TAB_RESERVATIONS = 'Reservations';
export const TAB_PAYOUTS = 'Payouts';
export const TAB_USERS = 'Users';
export const TAB_ANALYTICS = 'Analytics';

// ---- Reservations ----
export const RESERVATIONS_TITLE = 'Reservation Management';
// Our wording.
export const RESERVATIONS_INTRO = 'Hold a time slot for the team, so salespeople cannot book it.';
export const NEW_RESERVATION_TITLE = 'Reserve a Time Slot';
export const RESERVATION_TIME_PLACEHOLDER = 'Select a time';
export const RESERVATION_NAME_LABEL = 'Customer / reason';
export const RESERVATION_NAME_PLACEHOLDER = 'Optional, e.g. Fleet vehicle or Team training';
export const NOTES_LABEL = 'Notes';
export const RESERVATION_NOTES_PLACEHOLDER = 'Optional';
export const RESERVE_BUTTON = 'Reserve Slot';
export const RESERVING = 'Reserving...';
/** A time an active reservation already holds, in the time list: '10:30 AM (reserved)'. */
export const reservedTimeLabel = (slot: string) => `${slot} (reserved)`;
export const NO_RESERVATIONS = 'No reservations yet';
export const RESERVATION_STATUS_LABELS: Readonly<Record<string, string>> = { active: 'Active', cancelled: 'Cancelled' };
/** The Cancel button's accessible name: 'Cancel Jan 6, 2026 10:30 AM'. */
export const cancelReservationLabel = (date: string, time: string) => `${CANCEL} ${date} ${time}`;
export const CANCEL_RESERVATION_CONFIRM = 'Cancel this reservation? The slot becomes bookable again.';
export const CANCEL_RESERVATION_OK = 'Cancel reservation';
export const KEEP_RESERVATION = 'Keep it';
export const COLUMN_STATUS = 'Status';
export const COLUMN_RESERVED_BY = 'Reserved by';
export const COLUMN_CREATED = 'Created';
export const COLUMN_ACTIONS = 'Actions';

// ---- Payouts (SPEC 2.4) ----
export const PAYOUTS_TITLE = 'Payout Management';
export const PENDING_BADGE = 'Pending';
export const MARK_AS_PAID = 'Mark as Paid';
export const PROCESSING = 'Processing...';
export const FULFILL_TITLE = 'Fulfill Payout';
export const FULFILL_TEXT = 'Mark this commission as paid and record payment details.';
export const PAYOUT_NOTES_PLACEHOLDER = 'Transaction ID, receipt number, etc.';
// Our wording.
export const PAYOUTS_INTRO = 'Commissions of serviced appointments that are not paid yet.';
export const TOTAL_PENDING_LABEL = 'Total pending';
export const pendingPayoutsCount = (count: number) => `${String(count)} ${count === 1 ? 'payout' : 'payouts'} awaiting payment`;
export const PAYOUTS_LOAD_FAILED = 'Could not load the pending payouts.';
export const appointmentWhen = (date: string, time: string) => `${date} at ${time}`;
export const PAYMENT_METHOD_LABEL = 'Payment Method';
export const PAYOUT_NOTES_LABEL = 'Notes (optional)';
export const SALESPERSON = 'Salesperson';
export const SERVICE_TOTAL = 'Service total';

// ---- Users (SPEC 2.4) ----
export const JOINED = 'Joined';
export const TILE_SERVICED = 'Serviced';
export const TILE_MTD_COMMISSION = 'MTD Comm.';
export const TILE_YTD_COMMISSION = 'YTD Comm.';
export const VIEW_DETAILS = 'View Details';
// Our wording.
export const USERS_TITLE = 'Salespeople';
export const USERS_INTRO = 'This month’s bookings and commissions of every salesperson.';
export const USERS_LOAD_FAILED = 'Could not load the salespeople.';

// ---- Appointment details dialog (SPEC 2.4) ----
export const DETAILS_TITLE = 'Appointment Details';
export const DETAILS_SUBTITLE = 'Manage service and payment status for all appointments';
export const allAppointmentsHeading = (count: number) => `All Appointments (${String(count)})`;
// Our wording: the list comes a page at a time.
export const SHOW_MORE_APPOINTMENTS = 'Show more';
/** '20 of 48 shown'. */
export const appointmentsShown = (shown: number, total: number) => `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} shown`;
export const CONFIRMED_BOX = 'Appointment Confirmed';
export const SERVICED_BOX = 'Customer Serviced';
export const PAID_BOX = 'Salesperson Paid';
/** Beside the serviced box of an appointment dated after today (RULES: not serviced before its date). */
export const SERVICE_FROM_DATE_HINT = '* Can be marked as serviced from its appointment date';
// Issue 18: cancelling and no-shows, from the same card. Our wording.
export const CANCEL_APPOINTMENT = 'Cancel Appointment';
export const CANCEL_APPOINTMENT_CONFIRM = 'Cancel this appointment? Its time becomes free for other bookings, and it earns no commission.';
export const KEEP_APPOINTMENT = 'Keep it';
export const MARK_NO_SHOW = 'Mark No-Show';
export const UNDO_NO_SHOW = 'Undo No-Show';
/** Beside 'Mark No-Show' of an appointment dated after today (the server refuses it before the day). */
export const NO_SHOW_FROM_DATE_HINT = '* Can be marked as a no-show from its appointment date';
export const CANCELLED_APPOINTMENT_HINT = 'Cancelled: its time is free again, and it earns no commission.';
export const NO_SHOW_APPOINTMENT_HINT = 'No-show: it earns no commission.';
/** Beside the cancel and no-show buttons of a paid appointment. */
export const REVERT_PAYOUT_FIRST_HINT = '* Unmark the payout first to cancel or mark a no-show';
// Fraud review (issue 19). Our wording.
export const ON_HOLD = 'On hold';
export const COMMISSION_CLEARED = 'Cleared';
export const COMMISSION_REJECTED_TAG = 'Rejected';
export const FRAUD_REASON_LABELS: Readonly<Record<string, string>> = {
  self_referral: "Customer's email or phone is the salesperson's own",
  shared_phone: 'Phone booked by another salesperson within 90 days',
  velocity: 'More than 5 bookings within an hour',
};
export const HELD_HINT = 'Held for review: not payable until cleared, and left out of the pending totals.';
export const CLEAR_COMMISSION = 'Clear';
export const REJECT_COMMISSION = 'Reject';
export const REVIEW_TITLE = 'Review commission';
export const REVIEW_NOTE_LABEL = 'Note (optional)';
export const reviewConfirm = (decision: 'clear' | 'reject') =>
  decision === 'clear' ? 'Clear this commission? It becomes payable.' : 'Reject this commission? It earns nothing and counts toward nothing.';
export const REVIEW_DONE = 'Review recorded.';
// Our wording.
export const MTD_COMMISSION = 'MTD Commission';
export const YTD_COMMISSION = 'YTD Commission';
/** What the program owes since the last Reset for Rollout (RULES, counting: rewards). */
export const CASH_BONUSES_EARNED = 'Cash bonuses';
export const GIFT_CARDS_EARNED = 'Gift cards';
/** The cash bonuses and what they come to: '1 ($250.00)'. */
export const cashBonusesEarnedValue = (count: number, total: string) => `${String(count)} (${total})`;
export const APPOINTMENTS_LOAD_FAILED = 'Could not load the appointments.';
export const PRICE = 'Price';
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<string, string>> = { scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled', no_show: 'No-show' };
export const PAYOUT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Payout Pending',
  fulfilled: 'Payout Fulfilled',
};

// ---- History timeline (our wording) ----
export const HISTORY_TOGGLE = 'History';
export const HISTORY_LOAD_FAILED = 'Could not load the history.';
export const LOADING_HISTORY = 'Loading history...';
export const NO_HISTORY = 'No history recorded';
export const historyActor = (name: string, role: 'admin' | 'salesperson' | null) =>
  role === 'salesperson' ? `by ${name} (salesperson)` : `by ${name}`;
/** A test booking: nobody was signed in. */
export const HISTORY_NO_ACTOR = 'without a sign-in';
export const HISTORY_METHOD = 'Method';

// ---- Analytics tab (SPEC 2.4) ----
export const ANALYTICS_TITLE = 'Customer Analytics';
export const ANALYTICS_SUBTITLE = 'Conversion metrics and user behavior tracking (Last 30 days)';
export const ANALYTICS_LIVE = 'Live Data';
export const ANALYTICS_CARD_LABELS = {
  tint_match_started: 'Questionnaires Started',
  tint_match_completed: 'Questionnaires Completed',
  pricing_viewed: 'Pricing Viewed',
  booking_completed: 'Bookings Completed',
} as const;
export const ANALYTICS_OVERALL_RATE = 'Overall Conversion Rate';
export const ANALYTICS_PRICING_RATE = 'Pricing to Booking Rate';
export const ANALYTICS_DROP_OFFS = 'Top Drop-off Points';
export const ANALYTICS_RECENT = 'Recent User Sessions';
export const ANALYTICS_COMPLETED = 'Completed';
export const ANALYTICS_IN_PROGRESS = 'In Progress';
// Our wording.
export const ANALYTICS_LOADING = `${LOADING_LABEL} analytics`;
export const ANALYTICS_CHART_TITLE = 'Funnel';
export const ANALYTICS_LOAD_FAILED = 'Could not load the analytics.';
/** 'Session #1' for the newest. */
export const analyticsSessionLabel = (index: number): string => `Session #${String(index + 1)}`;
/** The chips' accessible name: 'Session #1 events'. */
export const sessionEventsLabel = (index: number): string => `${analyticsSessionLabel(index)} events`;
/** '3 users' / '1 user'. */
export const dropOffUsers = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`;
/** A figure's accessible name: 'Pricing Viewed: 12'. */
export const figureLabel = (label: string, value: string) => `${label}: ${value}`;
