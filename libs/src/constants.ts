/**
 * Business constants shared by the backend and the frontend (RULES.md: "nothing here is hard-coded
 * twice"). Defaults that the server may override through its environment are named DEFAULT_*.
 * Money is in integer cents, durations in milliseconds.
 */

// ---- Time ----
/** The dealerships are on Maui; every calendar rule runs in this zone unless BUSINESS_TIMEZONE says otherwise. */
export const DEFAULT_BUSINESS_TIMEZONE = 'Pacific/Honolulu';
/** date-fns weekStartsOn value: weeks start on Monday. */
export const WEEK_STARTS_ON = 1;

// ---- Booking and money ----
/** COMMISSION_PER_APPOINTMENT default: 25.00, fixed at booking time. */
export const DEFAULT_COMMISSION_CENTS = 2500;
/** BOOKING_HORIZON_DAYS default (RULES): dates further ahead have no slots and are refused. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 180;
/** SLOT_CAPACITY default: one installation bay. */
export const DEFAULT_SLOT_CAPACITY = 1;
/** POST /api/test-appointments fixes the price at 600.00 ... */
export const TEST_BOOKING_PRICE_CENTS = 60000;
/** ... and the commission at 25. */
export const TEST_BOOKING_COMMISSION_CENTS = 2500;
/** Booking terms (SPEC 9). */
export const CONTACT_WITHIN_HOURS = 24;
export const SERVICE_DURATION_HOURS = 2;
export const RESCHEDULE_NOTICE_HOURS = 48;
/** The customer's reminder goes this many hours before the appointment (REMINDER_HOURS overrides it; issue 18). */
export const DEFAULT_REMINDER_HOURS = 24;
export const DISCOUNT_PERCENT = 10;

/**
 * Beyond the spec's two (issue 18): 'cancelled' (by the customer's manage link or an admin; the slot is free again)
 * and 'no_show' (set by an admin on or after the appointment's date). Neither earns commission nor counts toward
 * rewards, badges or the leaderboard.
 */
export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses that take an appointment out of every count and every payout: it did not happen. */
export const VOID_APPOINTMENT_STATUSES = ['cancelled', 'no_show'] as const satisfies readonly AppointmentStatus[];
export const isVoidStatus = (status: AppointmentStatus): boolean => (VOID_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(status);

/**
 * Fraud review (issue 19): why a booking's commission is held at booking time. self_referral: the customer's email
 * or phone is the salesperson's own; shared_phone: the customer's phone was booked by another salesperson within
 * SHARED_PHONE_DAYS; velocity: more than VELOCITY_MAX_BOOKINGS bookings by one salesperson within an hour.
 */
export const FRAUD_REASONS = ['self_referral', 'shared_phone', 'velocity'] as const;
export type FraudReason = (typeof FRAUD_REASONS)[number];
export const SHARED_PHONE_DAYS = 90;
export const DEFAULT_VELOCITY_MAX_BOOKINGS = 5;
/** A held commission's review: held until an admin clears it (payable) or rejects it (void). */
export const REVIEW_STATUSES = ['held', 'cleared', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ['clear', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Who cancelled an appointment: the customer through their manage link, or an admin. */
export const CANCELLED_BY = ['customer', 'admin'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const PAYOUT_STATUSES = ['pending', 'fulfilled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const RESERVATION_STATUSES = ['active', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

// ---- Payouts ----
export const PAYOUT_METHODS = ['venmo', 'paypal', 'zelle', 'cash', 'check', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const DEFAULT_PAYOUT_METHOD: PayoutMethod = 'venmo';
export const PAYOUT_METHOD_LABELS: Readonly<Record<PayoutMethod, string>> = {
  venmo: 'Venmo',
  paypal: 'PayPal',
  zelle: 'Zelle',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

export function isPayoutMethod(value: unknown): value is PayoutMethod {
  return typeof value === 'string' && (PAYOUT_METHODS as readonly string[]).includes(value);
}

export const PAYOUT_FREQUENCY = 'weekly';
export const PAYOUT_SCHEDULE_TEXT = 'Payouts are sent weekly, on Fridays by 6 pm.';

export const PAYOUT_PERIODS = ['MTD', 'YTD'] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];

/** Accepts "MTD"/"YTD" in any letter case (query string or path segment); null otherwise. */
export function parsePayoutPeriod(value: unknown): PayoutPeriod | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return (PAYOUT_PERIODS as readonly string[]).includes(upper) ? (upper as PayoutPeriod) : null;
}

/** How many items of each Payout Details list are shown. */
export const PAYOUT_LIST_LIMITS = { completed: 5, pending: 3, scheduled: 2 } as const;

// ---- Polling, windows and lists ----
export const BADGE_POLL_MS = 30_000;
export const ANALYTICS_REFRESH_MS = 30_000;
/** The admin's System page (issue 16): every 5 s, and every second while a rebuild it shows is queued or running. */
export const SYSTEM_REFRESH_MS = 5000;
export const SYSTEM_REBUILD_REFRESH_MS = 1000;
/**
 * A projection's lag is counted up to this many events (the health answer, the System page, the metrics): past it the
 * count says "at least", so that asking stays cheap however far behind a projection is (a rebuild, a worker down for
 * a day) and the operators' polling never piles up counts over the whole log.
 */
export const LAG_COUNT_LIMIT = 100_000;
export const ANALYTICS_WINDOW_DAYS = 30;
export const RECENT_SESSIONS_LIMIT = 20;
/** The dashboard's Recent Activity shows the first 3 appointments. */
export const RECENT_ACTIVITY_LIMIT = 3;

// ---- UI behaviour ----
export const TOUR_DELAY_MS = 1500;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** The profile form simulates a save with this delay (it is stored locally only). */
export const PROFILE_SAVE_DELAY_MS = 1000;
/** The bell shows '9+' above this. */
export const UNREAD_COUNT_CAP = 9;

export function formatUnreadCount(count: number): string {
  return count > UNREAD_COUNT_CAP ? `${String(UNREAD_COUNT_CAP)}+` : String(count);
}

// ---- Form limits ----
export const PASSWORD_MIN = 8;
/** Not in the spec: caps the work a memory-hard hash does on hostile input. */
export const PASSWORD_MAX = 128;
export const PHONE_MIN = 10;
/** Upper bounds the server enforces on sign-up fields (no spec value; generous, and bounded). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
/** Vehicle make and model, on both booking forms. */
export const VEHICLE_TEXT_MAX = 60;
/** Payout and reservation notes. */
export const NOTES_MAX = 1000;
/** A reservation's customer or reason. */
export const RESERVATION_NAME_MAX = 200;
/** A closure's reason (issue 18): required, trimmed, at most this long. */
export const CLOSURE_REASON_MAX = 200;
/** The longest closure, and the longest range GET /api/closures answers for, in days (both ends counted). */
export const CLOSURE_MAX_DAYS = 366;
export const YEAR_MIN = 4;
/** A vehicle year has exactly this many digits: YEAR_PATTERN on the server, the input's length in the forms. */
export const YEAR_LENGTH = 4;
/** Digits and the usual phone punctuation: what a customer phone may hold. */
export const PHONE_PATTERN = /^[0-9+().\-\s]+$/;
/** A vehicle year: YEAR_LENGTH digits. */
export const YEAR_PATTERN = new RegExp(`^\\d{${String(YEAR_LENGTH)}}$`);
/** How deeply a request body's JSON may nest: every body of this product is a flat object or close to it. */
export const MAX_JSON_DEPTH = 16;
/** A money amount as typed or configured: up to 6 whole digits and 2 decimals ("25", "25.00"). */
export const AMOUNT_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const DISCLAIMER_COUNT = 10;
/** Forgot-password links are single-use and expire after 1 hour (RULES, accounts and security). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

// ---- Leaderboard ----
export const SUCCESS_RATE_GREEN_MIN = 80;
export const SUCCESS_RATE_YELLOW_MIN = 60;
export type SuccessRateColor = 'green' | 'yellow' | 'red';

/** At least 80 green, at least 60 yellow, else red. */
export function successRateColor(successRate: number): SuccessRateColor {
  if (successRate >= SUCCESS_RATE_GREEN_MIN) return 'green';
  if (successRate >= SUCCESS_RATE_YELLOW_MIN) return 'yellow';
  return 'red';
}

// ---- Notifications (built in the browser) ----
export const NOTIFICATION_TYPES = ['bonus', 'achievement', 'leaderboard', 'appointment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Hint about the next cash bonus when this many referrals or fewer remain. */
export const BONUS_HINT_MAX_REMAINING = 3;
/** Hint about the next gift card when this many referrals or fewer remain. */
export const GIFT_CARD_HINT_MAX_REMAINING = 2;
/** Appointment notices cover bookings of the last 7 days, at most 2 of them. */
export const APPOINTMENT_NOTICE_DAYS = 7;
export const APPOINTMENT_NOTICE_MAX = 2;
/** Status notices (confirmed, serviced, paid, cancelled, no-show: issue 18) for this many appointments at most, the latest first. */
export const APPOINTMENT_STATUS_NOTICE_MAX = 5;
/**
 * GET /api/appointments?limit=N: the most a caller may ask for at once (no parameter: the whole list,
 * as the spec describes it). The dashboard asks for what it shows: Recent Activity's rows and the bell's
 * notices, both taken from the newest.
 */
export const APPOINTMENTS_LIMIT_MAX = 1000;
/** The admin's Appointment Details list a page at a time (a long-serving salesperson has thousands). */
export const ADMIN_APPOINTMENTS_PAGE = 20;
/** The header a paged list's total count travels in (the body stays the spec's array). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const DASHBOARD_APPOINTMENTS_LIMIT = Math.max(RECENT_ACTIVITY_LIMIT, APPOINTMENT_NOTICE_MAX);

// ---- Product ----
export const PRODUCT_NAME = 'Salesperson Referral Portal';

/** The largest analytics eventData accepted, as JSON (here, not in analytics.ts, so its message needs no date maths). */
export const ANALYTICS_EVENT_DATA_MAX_BYTES = 2048;

// ---- Served paths ----
/**
 * Paths the server answers itself, never with the app page: the API (`/api/login` and `/api/logout` are
 * browser navigations), the Prometheus metrics and the server-rendered queue board. The server's app-page
 * fallback (backend web-app.ts) and the service worker's navigation fallback (frontend pwa.config.ts) both
 * leave them to the network.
 */
export const SERVER_ROUTES = ['/api', '/metrics', '/admin/queues'] as const;

// The admin's pages (SPEC 2.1, and RULES for the operators' pages): the browser's router, the server's redirects.
export const ADMIN_DASHBOARD_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_SYSTEM_PATH = '/admin/system';
/** The queue dashboard (Bull Board), drawn by the server: one of SERVER_ROUTES. */
export const QUEUE_DASHBOARD_PATH = SERVER_ROUTES[2];

/**
 * The guided tour's completed flag (SPEC 4, "Tour"): one per user in the browser's local storage, under this prefix
 * and the user's id. The browser tests and the first-load measurement (scripts/perf-web.mjs) pre-set it.
 */
export const TOUR_COMPLETED_KEY_PREFIX = 'tint-tour-completed:';
export const TOUR_COMPLETED_VALUE = 'true';

/**
 * What draws a signed-in salesperson's dashboard on the server: the frontend's build writes it beside frontend/dist,
 * never served (frontend/scripts/prerender-landing.ts: its src/prerender.tsx built for Node, and the page it fills),
 * and the server loads it from there (backend platform/http/web-app.ts).
 */
export const SERVER_DRAWING = { folder: 'dist-server', module: 'prerender.js', page: 'dashboard.html' } as const;

/** A salesperson's own data as a JSON download (issue 17): GET, with the session cookie. */
export const MY_DATA_EXPORT_PATH = '/api/me/export';
/** The downloaded file's name, with the day it was made (YYYY-MM-DD). */
export const myDataFileName = (day: string): string => `tint-portal-my-data-${day}.json`;

/** Erasure by crypto-shredding (issue 17): an admin erases a customer (by appointment id) or a salesperson (by account id). */
export const ERASURE_SUBJECT_TYPES = ['customer', 'salesperson'] as const;
export type ErasureSubjectType = (typeof ERASURE_SUBJECT_TYPES)[number];
export const ADMIN_ERASURES_PATH = '/api/admin/erasures';
/** A salesperson erases their own account and data (POST, with the session cookie). */
export const MY_ERASURE_PATH = '/api/me/erasure';

// ---- Limits of issue 19's routes (here, with no imports, so a module of messages that names them does not bring the
// date maths of their own modules into the landing page's code; those modules re-export them) ----
/** The kinds of admin action, in the order the filter lists them. */
export const AUDIT_ACTION_KINDS = [
  'sign_in',
  'confirm',
  'service',
  'pay',
  'revert',
  'payout_run',
  'review',
  'status',
  'reservation',
  'closure',
  'challenge',
  'reset',
  'erasure',
  'tv_screen',
] as const;
export const AUDIT_PAGE_MAX = 500;
/** The widest window one read (or one CSV) may cover, in days, both ends counted. */
export const AUDIT_MAX_DAYS = 366;
/** The most appointments one run may pay (a request body of 500 UUIDs is about 20 kB). */
export const PAYOUT_RUN_MAX_APPOINTMENTS = 500;
/** A run's reference (a bank or Venmo transaction id, a check number). */
export const PAYOUT_REFERENCE_MAX = 200;
export const PAYOUT_HANDLE_MAX = 200;
export const LEGAL_NAME_MAX = 120;
/** The years GET /api/admin/earnings answers for. */
export const EARNINGS_YEAR_MIN = 2000;
export const EARNINGS_YEAR_MAX = 2100;
