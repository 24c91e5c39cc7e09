/**
 * The admin audit log (issue 19, part 6): every admin action, read straight from the event log (the events whose
 * metadata names an admin as the actor). Which stored event types are admin actions, the kind each belongs to (the
 * filter's choices) and the limits of a read, shared by the server's query and validation and the admin's page.
 */
import { AUDIT_ACTION_KINDS, AUDIT_MAX_DAYS } from './constants.js';
import { addDaysToDate, type DateString, isValidDateString } from './slots.js';

export type AuditActionKind = (typeof AUDIT_ACTION_KINDS)[number];

export const isAuditActionKind = (value: unknown): value is AuditActionKind => typeof value === 'string' && (AUDIT_ACTION_KINDS as readonly string[]).includes(value);

/**
 * The stored event types that are admin actions, and their kind. Other events an admin's request appends (a slot's
 * claim beside a reservation, say) are consequences, not actions, and stay out of the log's list.
 */
export const AUDIT_EVENT_KINDS = {
  AdminSignedIn: 'sign_in',
  AppointmentConfirmed: 'confirm',
  AppointmentUnconfirmed: 'confirm',
  AppointmentServiced: 'service',
  AppointmentServiceReverted: 'service',
  PayoutFulfilled: 'pay',
  PayoutReverted: 'revert',
  PayoutRunRecorded: 'payout_run',
  AppointmentReviewed: 'review',
  AppointmentCancelled: 'status',
  AppointmentMarkedNoShow: 'status',
  AppointmentNoShowReverted: 'status',
  ReservationCreated: 'reservation',
  ReservationCancelled: 'reservation',
  ClosureCreated: 'closure',
  ClosureRemoved: 'closure',
  ChallengeCreated: 'challenge',
  ChallengeEdited: 'challenge',
  ChallengeEnded: 'challenge',
  ChallengeDeleted: 'challenge',
  AppointmentsReset: 'reset',
  SubjectErased: 'erasure',
  TvTokenIssued: 'tv_screen',
  TvTokenRevoked: 'tv_screen',
} as const satisfies Readonly<Record<string, AuditActionKind>>;
export type AuditEventType = keyof typeof AUDIT_EVENT_KINDS;

export const AUDIT_EVENT_TYPES = Object.keys(AUDIT_EVENT_KINDS) as AuditEventType[];

export const isAuditEventType = (type: string): type is AuditEventType => Object.hasOwn(AUDIT_EVENT_KINDS, type);

/** The event types of one kind (all of them without a kind). */
export function auditEventTypes(kind?: AuditActionKind): AuditEventType[] {
  return kind === undefined ? AUDIT_EVENT_TYPES : AUDIT_EVENT_TYPES.filter((type) => AUDIT_EVENT_KINDS[type] === kind);
}

/** Entries in one page of the log when the caller names no limit, and the most one page may hold. */
export const AUDIT_PAGE_DEFAULT = 100;
/** The window the page opens with: the last 7 days, today included. */
export const AUDIT_DEFAULT_DAYS = 7;

/** The window the page opens with, ending on `today` (a date of the business time zone). */
export function defaultAuditWindow(today: DateString): { from: DateString; to: DateString } {
  return { from: addDaysToDate(today, -(AUDIT_DEFAULT_DAYS - 1)), to: today };
}

/** Why a from/to pair is not a window of the log (null when it is). */
export function auditWindowProblem(from: unknown, to: unknown): 'invalid-date' | 'to-before-from' | 'too-long' | null {
  if (!isValidDateString(from) || !isValidDateString(to)) return 'invalid-date';
  if (to < from) return 'to-before-from';
  return addDaysToDate(from, AUDIT_MAX_DAYS - 1) < to ? 'too-long' : null;
}

/** The short form of an id the log shows (its first 8 characters): enough to tell entries apart, and to search by. */
export const shortId = (id: string): string => id.slice(0, 8);

export { AUDIT_ACTION_KINDS, AUDIT_PAGE_MAX, AUDIT_MAX_DAYS } from './constants.js';
