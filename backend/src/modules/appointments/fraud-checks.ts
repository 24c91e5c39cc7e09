// Fraud review's checks at booking time (issue 19), in the booking's transaction: self-referral (the customer's email
// or phone is the salesperson's own), a customer phone another salesperson booked within SHARED_PHONE_DAYS, and
// velocity (more than VELOCITY_MAX_BOOKINGS bookings by the salesperson within an hour). One statement, which also asks
// whether the shop is closed that day; phones compare by their digits ('808-555-0199' is '8085550199'), through an
// index on the list's customer phones.
import { type FraudReason, SHARED_PHONE_DAYS } from '@tint/libs/constants';
import { literalSql, withLiterals } from '../../platform/event-store/event-transactions.js';
import { closedOnSql } from '../closures/closed-dates.js';
import type { Booking } from './appointment.js';
import { GENERATION_SHARED_LOCK_CALL } from './reset-generation.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * The booking's locks, in its first statement: the salesperson's turn, then the reset generation's lock shared (see
 * reset-generation.ts). One salesperson's bookings take turns, so six booked at the same instant cannot each count
 * only the others committed before them (a person books one at a time; only a script books at once, and that is what
 * the velocity check catches). A transaction that has written anything has an id, and every reader of the log
 * (projections, reactors) holds back what commits after the oldest id still running (readAfter's fence), so a booking
 * that took its turn after its first write held every read model back for as long as it waited (taken after the
 * idempotency claim, at a steady 100 bookings/s: a projection lag p99 of 400 ms, the bookings' own p99). A test
 * booking is nobody's: the generation's lock only. The statement goes with the transaction's BEGIN (TransactionOptions).
 */
export function bookingTurnSql(booking: Booking): string {
  if (booking.isTest || booking.salespersonId === null) return `SELECT ${GENERATION_SHARED_LOCK_CALL}`;
  // Left to right: the turn, then the generation (the order every booking takes them in).
  return `SELECT pg_advisory_xact_lock(hashtextextended('booking-velocity:' || ${literalSql(booking.salespersonId)}, 0)), ${GENERATION_SHARED_LOCK_CALL}`;
}

/** What a booking asks before it is decided, in one statement once its locks are held (bookingTurnSql). */
export type BookingChecks = {
  /** A closure covers its date (closedOnSql). */
  closed: boolean;
  /** The reasons to hold its commission (none: it is paid as usual). A test booking is nobody's: none. */
  reasons: FraudReason[];
};

/**
 * The checks' statement, as literals: it goes in the booking's opening after its locks (bookingTurnSql), so the checks
 * cost no round trip of their own; bookingChecksFrom reads its row.
 */
export function bookingChecksSql(booking: Booking, now: Date): string {
  const salespersonId = booking.isTest ? null : booking.salespersonId;
  const digits = phoneDigits(booking.customerPhone);
  // The salesperson's row only for a booking of theirs: no row, no reasons.
  return withLiterals(
    `SELECT ${closedOnSql('$6')} AS closed, f.self_referral, f.shared_phone, f.last_hour
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT (lower(s.email) = lower($2) OR ($3 <> '' AND regexp_replace(s.phone_number, '\\D', '', 'g') = $3)) AS self_referral,
                ($3 <> '' AND EXISTS (SELECT 1 FROM appointments_list a
                                       WHERE regexp_replace(a.customer_phone, '\\D', '', 'g') = $3 AND NOT a.is_test AND a.created_at >= $4::timestamptz
                                         AND a.salesperson_id <> $1::uuid)) AS shared_phone,
                (SELECT count(*) FROM appointments_list a WHERE a.salesperson_id = $1::uuid AND NOT a.is_test AND a.created_at > $5::timestamptz)::int AS last_hour
           FROM accounts_salespeople s WHERE s.id = $1::uuid) AS f ON true`,
    [salespersonId, booking.customerEmail ?? '', digits, new Date(now.getTime() - SHARED_PHONE_DAYS * DAY_MS), new Date(now.getTime() - HOUR_MS), booking.appointmentDate],
  );
}

/** The answers in bookingChecksSql's row. */
export function bookingChecksFrom(rows: readonly Record<string, unknown>[], velocityMaxBookings: number): BookingChecks {
  const row = rows[0] as { closed: boolean; self_referral: boolean | null; shared_phone: boolean | null; last_hour: number | null };
  const reasons: FraudReason[] = [];
  if (row.self_referral) reasons.push('self_referral');
  if (row.shared_phone) reasons.push('shared_phone');
  // This booking would be one more than the most an hour allows.
  if (row.last_hour !== null && row.last_hour >= velocityMaxBookings) reasons.push('velocity');
  return { closed: row.closed, reasons };
}
