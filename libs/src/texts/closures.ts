/**
 * Texts of the admin's Closures card in the Reservations tab (issue 18, part 6): days the shop is closed. The
 * server's messages (SHOP_CLOSED, the validation texts, the load and save failures) are in
 * '../validation-messages.js'.
 */

export const CLOSURES_TITLE = 'Closures';
export const CLOSURES_INTRO = 'Close whole days or date ranges (holidays, training days): no times are offered and no bookings are taken on them.';
export const CLOSURE_DATES_LABEL = 'Dates';
export const CLOSURE_START_PLACEHOLDER = 'First day';
export const CLOSURE_END_PLACEHOLDER = 'Last day';
export const CLOSURE_REASON_LABEL = 'Reason';
export const CLOSURE_REASON_PLACEHOLDER = 'e.g. Holiday or Team training';
export const CLOSE_DATES_BUTTON = 'Close dates';
export const CLOSING_DATES = 'Closing...';
export const CLOSURE_DATES_REQUIRED = 'Choose the first and the last day to close';
export const NO_CLOSURES = 'No closures yet';
export const COLUMN_CLOSED_DATES = 'Closed';
export const COLUMN_BOOKED = 'Booked on them';
export const COLUMN_CLOSED_BY = 'Closed by';
export const REMOVE_CLOSURE = 'Remove';
export const REMOVE_CLOSURE_CONFIRM = 'Remove this closure? Its dates can be booked again.';
export const REMOVE_CLOSURE_OK = 'Remove closure';
export const KEEP_CLOSURE = 'Keep it';
export const TEST_BOOKING_OWNER = 'Test booking';

/** 'Jan 6, 2026' for one day, 'Dec 24, 2026 – Jan 1, 2027' for a range (dates already formatted). */
export const closedRangeLabel = (start: string, end: string) => (start === end ? start : `${start} – ${end}`);
/** The Remove button's accessible name: 'Remove closure Dec 24, 2026 – Jan 1, 2027'. */
export const removeClosureLabel = (range: string) => `${REMOVE_CLOSURE_OK} ${range}`;
/** '2 appointments' / '1 appointment' / 'None'. */
export const bookedCount = (count: number) => (count === 0 ? 'None' : `${String(count)} ${count === 1 ? 'appointment' : 'appointments'}`);

/** After closing: the success notice, and what still needs the admin's attention. */
export const closedDatesText = (range: string) => `Closed ${range}.`;
export const BOOKED_ON_CLOSED_TITLE = 'Already booked on these dates';
export const bookedOnClosedText = (count: number) =>
  `${String(count)} ${count === 1 ? 'appointment is' : 'appointments are'} already booked on the closed dates. They stay booked: contact the customers to move them.`;
export const NOTHING_BOOKED_ON_CLOSED = 'Nothing was booked on these dates.';
/** One booked appointment: 'Jan 6, 2026 · 8:30 AM · Lani Kealoha (Kai Tester)'. */
export const bookedAppointmentLine = (date: string, time: string, customer: string, owner: string) => `${date} · ${time} · ${customer} (${owner})`;
export const DISMISS_NOTICE = 'Dismiss';

// Messages the server sends and this feature's screens show: here, not in validation-messages, so that the
// landing page (which imports that module) does not carry them.
/** Booking, reserving or rescheduling on a closed date (409). */
export const SHOP_CLOSED = 'The shop is closed on that date.';
export const CLOSURE_REASON_REQUIRED = 'Reason is required';
export const CLOSURES_LOAD_FAILED = 'Failed to load closures.';
export const CLOSURE_CREATE_FAILED = 'Failed to close the dates.';
export const CLOSURE_REMOVE_FAILED = 'Failed to remove the closure.';
export const CLOSURE_REMOVED = 'Closure removed. The dates can be booked again.';
