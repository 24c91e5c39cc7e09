// Admin texts that neither the spec nor libs/src/validation-messages.ts gives (our wording). The spec's
// own texts (toasts, empty states, the reset question) come from '@tint/libs/validation-messages'.
export const ADMIN_SERVER_LOGOUT_LABEL = 'Sign out of the portal';
export const ADMIN_ME_LOAD_FAILED = 'Could not load your admin account. Please try again.';
export const RETRY = 'Retry';

// ---- Summary cards ----
export const SUMMARY_REGION = 'Summary';
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
export const METRICS_LOAD_FAILED = 'Could not load the appointment figures.';
/** A figure whose read failed, or an optional field left empty. */
export const UNKNOWN_FIGURE = '—';
export const EMPTY_VALUE = '—';

// ---- Reset for Rollout ----
export const RESET_BUTTON = 'Reset for Rollout';
export const RESET_OK = 'Delete all';
export const CANCEL = 'Cancel';

// ---- Tabs ----
export const TAB_RESERVATIONS = 'Reservations';
export const TAB_PAYOUTS = 'Payouts';
export const TAB_USERS = 'Users';
export const TAB_ANALYTICS = 'Analytics';

// ---- Reservations ----
export const RESERVATIONS_TITLE = 'Reservation Management';
export const RESERVATIONS_INTRO = 'Hold a time slot for the team, so salespeople cannot book it.';
export const NEW_RESERVATION_TITLE = 'Reserve a Time Slot';
export const RESERVATION_LIST_TITLE = 'Reservations';
export const RESERVATION_DATE_LABEL = 'Date';
export const RESERVATION_DATE_PLACEHOLDER = 'Select a weekday';
export const RESERVATION_TIME_LABEL = 'Time';
export const RESERVATION_TIME_PLACEHOLDER = 'Select a time';
export const RESERVATION_NAME_LABEL = 'Customer / reason';
export const RESERVATION_NAME_PLACEHOLDER = 'Optional, e.g. Fleet vehicle or Team training';
export const RESERVATION_NOTES_LABEL = 'Notes';
export const RESERVATION_NOTES_PLACEHOLDER = 'Optional';
export const RESERVE_BUTTON = 'Reserve Slot';
export const RESERVING = 'Reserving...';
export const RESERVED_TIME_SUFFIX = '(reserved)';
export const NO_RESERVATIONS = 'No reservations yet';
export const RESERVATION_STATUS_LABELS: Readonly<Record<string, string>> = { active: 'Active', cancelled: 'Cancelled' };
export const CANCEL_RESERVATION = 'Cancel';
export const CANCEL_RESERVATION_CONFIRM = 'Cancel this reservation? The slot becomes bookable again.';
export const CANCEL_RESERVATION_OK = 'Cancel reservation';
export const KEEP_RESERVATION = 'Keep it';
export const COLUMN_DATE = 'Date';
export const COLUMN_TIME = 'Time';
export const COLUMN_CUSTOMER = 'Customer / reason';
export const COLUMN_NOTES = 'Notes';
export const COLUMN_STATUS = 'Status';
export const COLUMN_RESERVED_BY = 'Reserved by';
export const COLUMN_CREATED = 'Created';
export const COLUMN_ACTIONS = 'Actions';

// ---- Payouts ----
export const PAYOUTS_TITLE = 'Payout Management';
export const PAYOUTS_INTRO = 'Commissions of serviced appointments that are not paid yet.';
export const TOTAL_PENDING_LABEL = 'Total pending';
export const pendingPayoutsCount = (count: number) => `${String(count)} ${count === 1 ? 'payout' : 'payouts'} awaiting payment`;
export const PAYOUTS_LOAD_FAILED = 'Could not load the pending payouts.';
export const PENDING_BADGE = 'Pending';
export const appointmentWhen = (date: string, time: string) => `${date} at ${time}`;
export const MARK_AS_PAID = 'Mark as Paid';
export const PROCESSING = 'Processing...';
export const FULFILL_TITLE = 'Fulfill Payout';
export const FULFILL_TEXT = 'Mark this commission as paid and record payment details.';
export const PAYMENT_METHOD_LABEL = 'Payment Method';
export const PAYOUT_NOTES_LABEL = 'Notes (optional)';
export const PAYOUT_NOTES_PLACEHOLDER = 'Transaction ID, receipt number, etc.';
export const SALESPERSON = 'Salesperson';
export const CUSTOMER = 'Customer';
export const VEHICLE = 'Vehicle';
export const SERVICE_TOTAL = 'Service total';
export const COMMISSION = 'Commission';

// ---- Users ----
export const USERS_TITLE = 'Salespeople';
export const USERS_INTRO = 'This month’s bookings and commissions of every salesperson.';
export const USERS_LOAD_FAILED = 'Could not load the salespeople.';
export const JOINED = 'Joined';
export const TILE_SERVICED = 'Serviced';
export const TILE_MTD_COMMISSION = 'MTD Comm.';
export const TILE_YTD_COMMISSION = 'YTD Comm.';
export const VIEW_DETAILS = 'View Details';

// ---- Appointment details dialog ----
export const DETAILS_TITLE = 'Appointment Details';
export const DETAILS_SUBTITLE = 'Manage service and payment status for all appointments';
export const EMAIL = 'Email';
export const COMPANY = 'Company';
export const MTD_COMMISSION = 'MTD Commission';
export const YTD_COMMISSION = 'YTD Commission';
export const allAppointmentsHeading = (count: number) => `All Appointments (${String(count)})`;
export const APPOINTMENTS_LOAD_FAILED = 'Could not load the appointments.';
export const PACKAGE = 'Package';
export const PHONE = 'Phone';
export const DATE = 'Date';
export const TIME = 'Time';
export const PRICE = 'Price';
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<string, string>> = { scheduled: 'Scheduled', completed: 'Completed' };
export const PAYOUT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Payout Pending',
  fulfilled: 'Payout Fulfilled',
};
export const CONFIRMED_BOX = 'Appointment Confirmed';
export const SERVICED_BOX = 'Customer Serviced';
export const PAID_BOX = 'Salesperson Paid';

// ---- History timeline ----
export const HISTORY_TOGGLE = 'History';
export const HISTORY_LOAD_FAILED = 'Could not load the history.';
export const LOADING_HISTORY = 'Loading history...';
export const NO_HISTORY = 'No history recorded';
export const historyActor = (name: string, role: 'admin' | 'salesperson' | null) =>
  role === 'salesperson' ? `by ${name} (salesperson)` : `by ${name}`;
/** A test booking: nobody was signed in. */
export const HISTORY_NO_ACTOR = 'without a sign-in';
export const HISTORY_METHOD = 'Method';
export const HISTORY_NOTES = 'Notes';

// ---- Analytics (placeholder until the tracking work lands) ----
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
// Our wording (the spec gives none for these).
export const ANALYTICS_CHART_TITLE = 'Funnel';
export const ANALYTICS_LOAD_FAILED = 'Could not load the analytics.';
export const ANALYTICS_RETRY = 'Try again';
/** 'Session #1' for the newest. */
export const analyticsSessionLabel = (index: number): string => `Session #${String(index + 1)}`;
/** '3 users' / '1 user'. */
export const dropOffUsers = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`;
