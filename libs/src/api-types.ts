/**
 * The JSON shapes of the API (SPEC 3 and 7), shared by the backend's controllers and the frontend's
 * api.ts files. Money is a 2-decimal string on the wire (RULES, money) except where the spec makes
 * a field a number (AdminSalesperson.mtdCommission / ytdCommission, Tier amounts in dollars).
 * Instants are ISO-8601 UTC strings; dates are 'YYYY-MM-DD'. Unions come from the modules that own
 * their value lists and are re-exported here so a consumer needs one import for wire types.
 */
import type { FunnelSummary, TrackedEventType } from './analytics.js';
import type { BadgeMetadata, BadgeType } from './badges.js';
import type { AuditActionKind } from './audit.js';
import type { AppointmentStatus, FraudReason, NotificationType, PayoutMethod, PayoutStatus, ReservationStatus, ReviewDecision, ReviewStatus } from './constants.js';
import type { TintPackage, VehicleSize, WindowOption } from './prices.js';
import type { DateString, SlotTime } from './slots.js';
import type { AdminTierName } from './tiers.js';
import type { RewardsData } from './rewards.js';
import type { ChallengeEligibility, ChallengeMetric, ChallengeRewardType, ChallengeStatus } from './challenges.js';

export type { AbandonmentPoint, AnalyticsEventType, ConversionMetrics, RecentSession, RecentSessionEvent, TrackedEventType } from './analytics.js';
export type { BadgeMetadata, BadgeType } from './badges.js';
export type {
  AppointmentStatus,
  NotificationType,
  PayoutMethod,
  PayoutPeriod,
  PayoutStatus,
  ReservationStatus,
} from './constants.js';
export type { TintPackage, TintSelection, VehicleSize, WindowOption } from './prices.js';
export type { QuizAnswerRecord } from './quiz.js';
export type { MonthlyStatus, RewardsData } from './rewards.js';
export type { ChallengeEligibility, ChallengeMetric, ChallengeRewardType, ChallengeStatus } from './challenges.js';
export type { DateString, SlotTime } from './slots.js';
export type { AdminTierName, Tier } from './tiers.js';

/** A money amount with 2 decimals, e.g. "25.00". */
export type DecimalString = string;
/** An ISO-8601 UTC instant, e.g. "2026-11-23T20:00:00.000Z". */
export type IsoDateTime = string;

/** The body of every error answer. */
export interface ErrorResponse {
  statusCode: number;
  message: string;
}

export interface MessageResponse {
  message: string;
}

// ---- Salesperson accounts ----

export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phoneNumber: string;
}

export interface SignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

// ---- Appointments ----

export interface Appointment {
  id: string;
  customerFirstName: string;
  customerLastName: string;
  /** null when a test booking was made without one. */
  customerEmail: string | null;
  customerPhone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  tintPackageId: TintPackage;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  estimatedPrice: DecimalString;
  commission: DecimalString;
  status: AppointmentStatus;
  payoutStatus: PayoutStatus;
  isConfirmed: boolean;
  createdAt: IsoDateTime;
  /**
   * Fraud review of its commission (issue 19): 'held' until an admin clears it (payable) or rejects it (void); null when
   * nothing was flagged. The reasons are the admin's only.
   */
  reviewStatus: ReviewStatus | null;
}

/** POST /api/admin/appointments/{id}/review (issue 19). */
export interface ReviewAppointmentRequest {
  decision: ReviewDecision;
  note?: string;
}

/** POST /api/appointments. estimatedPrice and commission are accepted and ignored (RULES, money). */
export interface BookAppointmentRequest {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  tintPackageId?: TintPackage;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  /** The three acknowledgements of the booking form; the server requires each to be true. */
  acknowledgeContact: boolean;
  acknowledgeServiceArea: boolean;
  acknowledgeDiscountPolicy: boolean;
  /** The stored quiz selection, when there is one; it decides the price. */
  windowOption?: WindowOption;
  vehicleSize?: VehicleSize;
  estimatedPrice?: DecimalString;
  commission?: DecimalString;
}

/** POST /api/test-appointments. */
export interface TestAppointmentRequest {
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string;
  customerEmail?: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  tintPackageId: TintPackage;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  /** The spec's page sends '600.00' and '25'; the server fixes both anyway. */
  estimatedPrice?: DecimalString;
  commission?: DecimalString;
}

/** GET /api/available-times/{date} */
export type AvailableTimesResponse = SlotTime[];

/**
 * GET /api/test-appointments/first-open-slot: the test booking page's prefill, the first slot still free
 * from the next weekday on; null when none is left up to the booking horizon.
 */
export type FirstOpenSlotResponse = { appointmentDate: DateString; appointmentTime: SlotTime } | null;

export interface Metrics {
  totalReferrals: number;
  /** Percent, 0 with no referrals. */
  successRate: number;
  /** Booked this month. */
  thisMonth: number;
  /** Serviced (status completed): the dashboard's Completed Services card, without the whole list. */
  completedServices: number;
}

// ---- Gamification ----

export interface Badge {
  id: string;
  badgeType: BadgeType;
  badgeName: string;
  description: string;
  iconEmoji: string;
  earnedAt: IsoDateTime;
  metadata?: BadgeMetadata;
}

/** POST /api/badges/check */
export interface BadgeCheckResponse {
  count: number;
  newBadges: Badge[];
}

export interface LeaderboardUser {
  id: string;
  firstName: string;
  /** Another salesperson's last name arrives masked to an initial, e.g. 'S.'. */
  lastName: string;
  company: string;
}

export interface LeaderboardEntry {
  user: LeaderboardUser;
  /** Booked this month. */
  monthlyReferrals: number;
  /** Completed this month. */
  completedServices: number;
  /** Lifetime percent. */
  successRate: number;
}

/**
 * GET /api/leaderboard/dealerships (issue 20): one entry per dealership that has salespeople, in rank order
 * (bookings this month, then completed this month, both descending, then the name). No person's name or id.
 */
export interface DealershipStanding {
  /** The dealership's name, as its salespeople chose it at signup. */
  dealership: string;
  /** Booked this month by its salespeople (cancelled, no-show and rejected ones do not count). */
  bookings: number;
  /** Marked serviced this month. */
  completed: number;
  /** How many salespeople it has (erased ones included: their referrals still count). */
  salespeople: number;
  /** Its place in the list, from 1. */
  rank: number;
  /** The caller's own dealership. */
  isMine: boolean;
}

export interface PayoutDetails {
  totalPaidThisMonth: DecimalString;
  totalPaidThisYear: DecimalString;
  pendingThisWeek: DecimalString;
  pendingThisMonth: DecimalString;
  pendingThisYear: DecimalString;
  potentialRemainingMonth: DecimalString;
  potentialRemainingYear: DecimalString;
  completedAppointments: Appointment[];
  pendingAppointments: Appointment[];
  scheduledAppointments: Appointment[];
}

/** Built in the browser, never sent. */
export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  timestamp: IsoDateTime;
  read: boolean;
}

// ---- Analytics ----

export interface AnalyticsEventData {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  timezone: string;
  /** Tracking helpers may add details (quiz result, package chosen). */
  [key: string]: unknown;
}

/** POST /api/analytics/track. A signed-in caller's salespersonId comes from the session instead. */
export interface AnalyticsEvent {
  sessionId: string;
  eventType: TrackedEventType;
  eventData: AnalyticsEventData;
  salespersonId: string | null;
}

/** GET /api/admin/analytics */
export type AdminAnalytics = FunnelSummary;

// ---- Admin ----

export interface AdminUser {
  firstName: string;
  lastName: string;
  email: string;
}

export interface AdminLoginRequest {
  email: string;
  password: string;
}

export interface AdminLoginResponse {
  token: string;
  user: AdminUser;
}

export interface Reservation {
  id: string;
  reservationDate: DateString;
  reservationTime: SlotTime;
  customerName: string | null;
  notes: string | null;
  status: ReservationStatus;
  /** Name of the admin who reserved it. */
  reservedBy: string;
  createdAt: IsoDateTime;
}

export interface CreateReservationRequest {
  reservationDate: DateString;
  reservationTime: SlotTime;
  customerName?: string;
  notes?: string;
}

/** An appointment already booked on a date being closed: the admin sees whom to call (issue 18). */
export interface ClosureAppointment {
  id: string;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  customerName: string;
  /** Null for a test booking. */
  salespersonName: string | null;
}

/** Dates the shop is closed, from `startDate` to `endDate` (both included). */
export interface Closure {
  id: string;
  startDate: DateString;
  endDate: DateString;
  reason: string;
  /** Name of the admin who closed them. */
  createdBy: string;
  createdAt: IsoDateTime;
  /** Scheduled appointments on the closed dates, in date and time order. */
  bookedAppointments: ClosureAppointment[];
}

export interface CreateClosureRequest {
  startDate: DateString;
  endDate: DateString;
  reason: string;
}

/** GET /api/closures?from=&to=: the closed dates in that window, in order (no reasons: those are the team's). */
export type ClosedDatesResponse = DateString[];

/** A held commission's review as the admin sees it (issue 19): why it is held. Never sent to a salesperson. */
export interface PayoutReview {
  status: 'held';
  reasons: FraudReason[];
}

export interface PendingPayoutItem {
  id: string;
  salespersonId: string;
  salespersonName: string;
  /** Held for fraud review (issue 19): listed 'On hold' with its reasons, left out of the counts and totals, not payable. Null otherwise. */
  review: PayoutReview | null;
  /** How the salesperson wants to be paid (issue 20); null when they have not said. */
  payoutProfile: PayoutProfile | null;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  customerFirstName: string;
  customerLastName: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  estimatedPrice: DecimalString;
  commission: DecimalString;
}

/** POST /api/admin/fulfill-payout/{id} */
export interface FulfillPayoutRequest {
  payoutMethod: PayoutMethod;
  notes?: string;
}

/** PATCH /api/admin/appointments/{id}: only these three fields; anything else is a 400. */
export interface UpdateAppointmentRequest {
  status?: AppointmentStatus;
  payoutStatus?: PayoutStatus;
  isConfirmed?: boolean;
}

export const UPDATE_APPOINTMENT_FIELDS = ['status', 'payoutStatus', 'isConfirmed'] as const;

export interface AdminSalesperson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  joinedAt: IsoDateTime;
  tier: AdminTierName;
  /** Booked this month. */
  mtdAppointments: number;
  confirmedAppointments: number;
  servicedAppointments: number;
  /** Dollars as a number, as the spec declares these two. */
  mtdCommission: number;
  ytdCommission: number;
  /** Since the last Reset for Rollout: the $250 cash bonuses (10 completed in a month) and gift cards (15 completed) the program owes. */
  cashBonusesEarned: number;
  giftCardsEarned: number;
}

/** GET /api/client-config: the server's switches the browser mirrors (the server enforces them regardless). */
export interface ClientConfig {
  testBookingEnabled: boolean;
  singleSignOnEnabled: boolean;
  /** Every calendar rule in the browser (today, weekdays) runs in this zone, as on the server. */
  businessTimeZone: string;
  /** Dates further ahead than this many days cannot be booked (BOOKING_HORIZON_DAYS). */
  bookingHorizonDays: number;
}

export interface AppointmentMetrics {
  totalBooked: number;
  totalConfirmed: number;
  unconfirmed: number;
}

/** The appointment events an admin's history timeline lists (GET /api/admin/appointments/{id}/history). */
export const APPOINTMENT_HISTORY_EVENT_TYPES = [
  'AppointmentBooked',
  'AppointmentConfirmed',
  'AppointmentUnconfirmed',
  'AppointmentServiced',
  'AppointmentServiceReverted',
  'PayoutFulfilled',
  'PayoutReverted',
  'AppointmentCancelled',
  'AppointmentMarkedNoShow',
  'AppointmentNoShowReverted',
  'AppointmentRescheduled',
  'AppointmentFlagged',
  'AppointmentReviewed',
] as const;
export type AppointmentHistoryEventType = (typeof APPOINTMENT_HISTORY_EVENT_TYPES)[number];

/** One event of an appointment's stream, oldest first, read from the event store. */
export interface AppointmentHistoryEntry {
  /** The event's id. */
  id: string;
  type: AppointmentHistoryEventType;
  /** 'Booked', 'Confirmed', ... (appointmentHistoryLabel). */
  label: string;
  occurredAt: IsoDateTime;
  /** Who did it: an admin, the salesperson, or nobody signed in (a test booking). */
  actorRole: 'admin' | 'salesperson' | null;
  /** First and last name, or null when nobody was signed in. */
  actorName: string | null;
  /** PayoutFulfilled only: the method (null when ticked in the details dialog) and the notes. */
  payoutMethod?: PayoutMethod | null;
  notes?: string | null;
}

/** DELETE /api/admin/reset-appointments */
export interface ResetAppointmentsResponse {
  message: string;
  /** When the reset took effect. */
  resetAt: IsoDateTime;
}

export const APPOINTMENT_HISTORY_LABELS: Readonly<Record<AppointmentHistoryEventType, string>> = {
  AppointmentBooked: 'Booked',
  AppointmentConfirmed: 'Confirmed',
  AppointmentUnconfirmed: 'Confirmation removed',
  AppointmentServiced: 'Serviced',
  AppointmentServiceReverted: 'Marked not serviced',
  PayoutFulfilled: 'Paid',
  PayoutReverted: 'Payout marked pending',
  AppointmentCancelled: 'Cancelled',
  AppointmentMarkedNoShow: 'Marked no-show',
  AppointmentNoShowReverted: 'No-show removed',
  AppointmentRescheduled: 'Rescheduled by the customer',
  AppointmentFlagged: 'Commission held for review',
  AppointmentReviewed: 'Commission reviewed',
};
/** AppointmentCancelled's label when the customer cancelled through their manage link (issue 18). */
export const CUSTOMER_CANCELLED_LABEL = 'Cancelled by the customer';

// ---- Operations (issue 16): the admin's System page and the queue dashboard ----

/** When a projection runs: with the append (inline), on the workers after it (async), or on the workers appending events of its own (reactor). */
export type ProjectionMode = 'inline' | 'async' | 'reactor';

/** A projection rebuild asked for from the System page, run as a job on the maintenance queue. */
export interface ProjectionRebuild {
  /** The job's id on the maintenance queue. */
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Events replayed so far, of `total`. */
  done: number;
  total: number;
  requestedAt: IsoDateTime;
  finishedAt: IsoDateTime | null;
  /** Why it failed (state 'failed' only). */
  error: string | null;
}

export interface SystemProjection {
  name: string;
  mode: ProjectionMode;
  /** The version its rows were built with. */
  version: number;
  /** The last event applied, by position in the log; null for an inline projection (it is applied with every append). */
  checkpoint: { position: number; updatedAt: IsoDateTime } | null;
  /** Events of its types not yet applied, and how long the oldest of them has waited. */
  lag: number;
  lagMs: number;
  /** Events of its types applied over the last minute, per second. */
  eventsPerSecond: number;
  /** Whether the System page offers a rebuild (reactors append events and are never replayed). */
  rebuildable: boolean;
  /** The latest rebuild asked for, if any. */
  rebuild: ProjectionRebuild | null;
}

/** Jobs of one BullMQ queue by state. */
export interface QueueJobCounts {
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
}

export interface SystemQueue {
  name: string;
  counts: QueueJobCounts;
}

/** GET /api/admin/system (admin). */
export interface SystemStatus {
  checkedAt: IsoDateTime;
  database: { status: 'up' | 'down' };
  /** The queue backend and its health; the counts are empty while it is down. */
  queue: { backend: 'redis' | 'postgres'; status: 'up' | 'down'; error?: string; queues: SystemQueue[] };
  projections: SystemProjection[];
  /** Events appended over the last 24 hours by type, the most frequent first. */
  eventsLast24h: { type: string; count: number }[];
}

/** GET /api/me/export: everything the portal holds about the signed-in salesperson (issue 17). */
export interface PersonalDataExport {
  exportedAt: IsoDateTime;
  account: CurrentUser;
  /** Every appointment they booked, newest first, with the customer details they entered and each payout's state. */
  appointments: Appointment[];
  badges: Badge[];
  rewards: RewardsData;
  /** Their commissions this year: paid, pending and scheduled. */
  payouts: PayoutDetails;
  /** How they want to be paid (issue 20), or null before they said. */
  payoutProfile: PayoutProfile | null;
}


/** POST /api/admin/erasures and POST /api/me/erasure: whose data was erased, and when (issue 17). */
export interface ErasureReceipt {
  subjectType: 'customer' | 'salesperson';
  subjectId: string;
  erasedAt: IsoDateTime;
}

// ---- The customer's side (issue 18): the manage page their confirmation mail links to ----

/**
 * GET /api/customer-appointments/{token}: the customer's own appointment, as their manage page shows it. No
 * sign-in: the token in the mail's link is the key (random, stored hashed, one appointment, valid until its time).
 */
export interface CustomerAppointment {
  customerFirstName: string;
  appointmentDate: DateString;
  appointmentTime: SlotTime;
  status: AppointmentStatus;
  /** '2022 Toyota Camry'. */
  vehicle: string;
  tintPackageId: TintPackage;
  /** What the customer pays: the 10%-off price, or the full one once the discount is void. */
  estimatedPrice: DecimalString;
  /** The price without the discount; null when the booking was priced by the fallback table (it has no discount). */
  regularPrice: DecimalString | null;
  /** False once a change came less than 48 hours before the slot: the discount is void (the server decided). */
  discountKept: boolean;
  /** Until this instant (48 hours before the slot) a reschedule or cancellation keeps the discount. */
  discountDeadline: IsoDateTime;
  /** Whether a reschedule or cancellation made now keeps the discount. */
  changeKeepsDiscount: boolean;
  /** Scheduled and its time not yet come: it may be rescheduled or cancelled. */
  canChange: boolean;
  /** The business time zone the date and time are in (IANA). */
  businessTimeZone: string;
}

/** POST /api/customer-appointments/{token}/reschedule. */
export interface RescheduleAppointmentRequest {
  appointmentDate: DateString;
  appointmentTime: SlotTime;
}

/** GET /api/payout-profile answers it (or null); PUT /api/payout-profile sets it (issue 20). The caller's own. */
export interface PayoutProfile {
  payoutMethod: PayoutMethod;
  /** The Venmo or PayPal username, Zelle email or phone, or a mailing address; required for venmo, paypal and zelle. */
  handle: string | null;
  /** The name for the year-end tax form. */
  legalName: string;
}

/** PUT /api/payout-profile. */
export interface SetPayoutProfileRequest {
  payoutMethod: PayoutMethod;
  handle?: string | null;
  legalName: string;
}

/** One salesperson's commissions paid in a calendar year (issue 20). */
export interface EarningsEntry {
  salespersonId: string;
  salespersonName: string;
  company: string;
  /** Paid in the year, in the business time zone. */
  paidTotal: DecimalString;
  paymentCount: number;
  /** At or above the year's Form 1099-NEC threshold (libs/tax.ts). */
  requires1099: boolean;
  hasLegalName: boolean;
}

/** GET /api/admin/earnings?year=YYYY: everyone paid in that year, the largest total first. */
export interface YearEndEarnings {
  year: number;
  threshold: DecimalString;
  salespeople: EarningsEntry[];
}

// ---- The admin audit log (issue 19, part 6): GET /api/admin/audit ----

/** One admin action, read from the event log: who, when, what, and the request that did it. Never a customer's name or contact. */
export interface AuditEntry {
  /** The event's id. */
  id: string;
  at: IsoDateTime;
  kind: AuditActionKind;
  /** 'Confirmed appointment', 'Signed in', ... (AUDIT_EVENT_LABELS). */
  label: string;
  /** The admin's name ('Former admin' once erased). */
  adminName: string;
  /** What it was about: 'Appointment 1a2b3c4d (2026-12-01 8:30 AM)', 'Closure 5e6f7a8b (2026-12-24 to 2026-12-26)', ... */
  subject: string;
  /** The request id (X-Request-Id) the action came with: the events' correlation id. */
  requestId: string;
  /** A payment or a payout run: the money, 2 decimals. */
  amount?: DecimalString;
}

/** One page of the log, newest first; `nextCursor` (the `before` of the next page) is null on the last one. */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

// ---- Challenges (issue 20, part 2) ----

/** POST /api/admin/challenges; PATCH takes any of these (or only `status: 'ended'`, which ends it now). */
export interface ChallengeInput {
  name: string;
  metric: ChallengeMetric;
  /** 1 to 1000. */
  target: number;
  rewardType: ChallengeRewardType;
  rewardAmount: DecimalString;
  /** What the gift card is; ignored for cash. */
  rewardDescription?: string | null;
  /** The first and the last day counted, in the business time zone. */
  startDate: DateString;
  endDate: DateString;
  eligibility: ChallengeEligibility;
  /** Required (from the dealership list) when eligibility is 'dealerships'. */
  dealerships?: string[];
}

/** GET /api/admin/challenges: one challenge as the admin sees it. */
export interface AdminChallenge {
  id: string;
  name: string;
  metric: ChallengeMetric;
  target: number;
  rewardType: ChallengeRewardType;
  rewardAmount: DecimalString;
  rewardDescription: string | null;
  startDate: DateString;
  endDate: DateString;
  eligibility: ChallengeEligibility;
  dealerships: string[];
  status: ChallengeStatus;
  /** When an admin ended it early; null otherwise. */
  endedAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  /** Salespeople who completed it (since the last reset). */
  completedCount: number;
}

/** One of the caller's active challenges (GET /api/challenges). */
export interface ChallengeProgress {
  id: string;
  name: string;
  metric: ChallengeMetric;
  target: number;
  /** The caller's bookings or completed services in the window so far. */
  progress: number;
  completed: boolean;
  rewardType: ChallengeRewardType;
  rewardAmount: DecimalString;
  rewardDescription: string | null;
  startDate: DateString;
  endDate: DateString;
  /** Whole days after today (0 on the last day). */
  daysRemaining: number;
}

/** A challenge reward the caller earned (ChallengeCompleted): as the challenge was when it was completed. */
export interface EarnedChallengeReward {
  /** The ChallengeCompleted event's id. */
  id: string;
  challengeId: string;
  challengeName: string;
  metric: ChallengeMetric;
  target: number;
  rewardType: ChallengeRewardType;
  rewardAmount: DecimalString;
  rewardDescription: string | null;
  earnedAt: IsoDateTime;
}

/** GET /api/challenges */
export interface ChallengesResponse {
  active: ChallengeProgress[];
  /** Newest first. */
  earned: EarnedChallengeReward[];
}

/** POST /api/challenges/check: the challenges completed since the caller last checked (the pop-up's). */
export interface ChallengeCheckResponse {
  count: number;
  newCompletions: EarnedChallengeReward[];
}
