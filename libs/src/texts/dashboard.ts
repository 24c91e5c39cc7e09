/**
 * Dashboard texts (SPEC 2.3) that '../validation-messages.js' does not hold: that file has the activity
 * states and the two hard-coded placeholders.
 */

// ---- SPEC 2.3 ----
export const ENHANCE_PROFILE = 'Enhance Profile';
export const METRIC_COMPLETED_SERVICES = 'Completed Services';

// ---- Our wording ----
export const METRIC_TOTAL_REFERRALS = 'Total Referrals';
export const METRIC_SUCCESS_RATE = 'Success Rate';
export const METRIC_THIS_MONTH = 'This Month';
export const THIS_MONTH_NOTE = 'Referrals booked this month';
export const VIEW_PAYOUTS_HINT = 'View payout details';

export const WELCOME_BACK = (firstName: string) => (firstName ? `Welcome back, ${firstName}!` : 'Welcome back!');

export const RECENT_ACTIVITY_TITLE = 'Recent Activity';
export const NO_APPOINTMENTS_YET = 'No appointments yet';
export const NO_APPOINTMENTS_HINT = "Book a customer's tint appointment and it will show up here.";

export const METRICS_LOAD_FAILED = 'Could not load your metrics.';
export const APPOINTMENTS_LOAD_FAILED = 'Could not load your appointments.';

// Messages the server sends and this feature's screens show: here, not in validation-messages, so that the
// landing page (which imports that module) does not carry them.
/** On a booking whose commission is held: the salesperson sees this, never the reasons. */
export const ACTIVITY_UNDER_REVIEW = 'Under review';
export const ACTIVITY_COMMISSION_VOID = 'Commission void';
export const ACTIVITY_CANCELLED = 'Appointment cancelled';
export const ACTIVITY_NO_SHOW = 'No-show';
