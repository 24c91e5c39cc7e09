/**
 * Texts of the admin audit log (issue 19, part 6): what each admin action reads as, the filter's kinds, the page and
 * the CSV's columns. Our wording.
 */
import type { AuditActionKind, AuditEventType } from '../audit.js';

/** What each action reads as in the log. */
export const AUDIT_EVENT_LABELS: Readonly<Record<AuditEventType, string>> = {
  AdminSignedIn: 'Signed in',
  AppointmentConfirmed: 'Confirmed appointment',
  AppointmentUnconfirmed: 'Removed confirmation',
  AppointmentServiced: 'Marked serviced',
  AppointmentServiceReverted: 'Marked not serviced',
  PayoutFulfilled: 'Paid commission',
  PayoutReverted: 'Marked payout pending',
  PayoutRunRecorded: 'Recorded payout run',
  AppointmentReviewed: 'Reviewed commission',
  AppointmentCancelled: 'Cancelled appointment',
  AppointmentMarkedNoShow: 'Marked no-show',
  AppointmentNoShowReverted: 'Removed no-show',
  ReservationCreated: 'Reserved time slot',
  ReservationCancelled: 'Cancelled reservation',
  ClosureCreated: 'Closed dates',
  ClosureRemoved: 'Reopened dates',
  ChallengeCreated: 'Created challenge',
  ChallengeEdited: 'Edited challenge',
  ChallengeEnded: 'Ended challenge',
  ChallengeDeleted: 'Deleted challenge',
  AppointmentsReset: 'Reset for Rollout',
  SubjectErased: 'Erased personal data',
  TvTokenIssued: 'Added showroom screen',
  TvTokenRevoked: 'Revoked showroom screen',
};

/** The action filter's choices. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditActionKind, string>> = {
  sign_in: 'Admin sign-in',
  confirm: 'Confirmation',
  service: 'Service',
  pay: 'Payment',
  revert: 'Payout reverted',
  payout_run: 'Payout run',
  review: 'Fraud review',
  status: 'Cancellation / no-show',
  reservation: 'Reservation',
  closure: 'Closure',
  challenge: 'Challenge',
  reset: 'Reset',
  erasure: 'Erasure',
  tv_screen: 'Showroom screen',
};

// ---- What an entry was about (never a customer's name or contact) ----
export const auditAppointmentSubject = (shortId: string, date?: string, time?: string) =>
  date && time ? `Appointment ${shortId} (${date} ${time})` : `Appointment ${shortId}`;
export const auditReservationSubject = (shortId: string, date?: string, time?: string) =>
  date && time ? `Reservation ${shortId} (${date} ${time})` : `Reservation ${shortId}`;
export const auditClosureSubject = (shortId: string, startDate?: string, endDate?: string) =>
  startDate && endDate ? `Closure ${shortId} (${startDate === endDate ? startDate : `${startDate} to ${endDate}`})` : `Closure ${shortId}`;
export const auditChallengeSubject = (shortId: string, startDate?: string, endDate?: string) =>
  startDate && endDate ? `Challenge ${shortId} (${startDate === endDate ? startDate : `${startDate} to ${endDate}`})` : `Challenge ${shortId}`;
export const auditPayoutRunSubject = (shortId: string, count?: number) =>
  count === undefined ? `Payout run ${shortId}` : `Payout run ${shortId} (${String(count)} ${count === 1 ? 'commission' : 'commissions'})`;
export const auditErasureSubject = (subjectType: string, shortId: string) => `${subjectType === 'customer' ? 'Customer of appointment' : 'Salesperson'} ${shortId}`;
export const auditTvScreenSubject = (shortId: string, name?: string) => (name ? `Showroom screen ${shortId} (${name})` : `Showroom screen ${shortId}`);
export const AUDIT_RESET_SUBJECT = 'All appointments';
export const AUDIT_SIGN_IN_SUBJECT = 'Admin portal';

// ---- The page ----
export const AUDIT_TITLE = 'Audit log';
export const AUDIT_SUBTITLE = 'Every admin action, from the event log';
/** The header's link to the page. */
export const AUDIT_LINK = 'Audit log';
export const AUDIT_FILTERS_LABEL = 'Filter the audit log';
export const AUDIT_DATES_LABEL = 'Dates';
export const AUDIT_FROM_LABEL = 'From';
export const AUDIT_TO_LABEL = 'To';
export const AUDIT_KIND_LABEL = 'Action';
export const AUDIT_KIND_ALL = 'All actions';
export const AUDIT_DOWNLOAD_CSV = 'Download CSV';
export const AUDIT_DOWNLOAD_FAILED = 'Could not download the CSV. Please try again.';
export const AUDIT_LOAD_MORE = 'Load more';
export const AUDIT_LOADING = 'Loading the audit log';
export const AUDIT_LOAD_FAILED = 'Could not load the audit log.';
export const AUDIT_EMPTY = 'No admin actions in these dates.';
export const AUDIT_LIST_LABEL = 'Admin actions, newest first';
export const AUDIT_COLUMNS = {
  at: 'When',
  admin: 'Admin',
  action: 'Action',
  subject: 'About',
  amount: 'Amount',
  requestId: 'Request ID',
} as const;
/** The CSV download's file name for a window. */
export const auditCsvFilename = (from: string, to: string) => `audit-${from}-to-${to}.csv`;
/** The CSV's header row (the API's fields, in order). */
export const AUDIT_CSV_HEADERS = {
  at: 'When (UTC)',
  kind: 'Kind',
  label: 'Action',
  adminName: 'Admin',
  subject: 'About',
  amount: 'Amount',
  requestId: 'Request ID',
  id: 'Event ID',
} as const;
