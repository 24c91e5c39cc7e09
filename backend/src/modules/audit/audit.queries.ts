// The admin audit log (issue 19, part 6), read straight from the event log, never from a table of its own that could
// drift from it: the events whose metadata names an admin as the actor and whose type is an admin action (libs
// audit.ts), in a window of business-time-zone days, newest first, a page at a time (events_admin_actions_idx).
//
// What an entry is about is told by ids, dates, times and money only. The columns read from each event's data are
// named one by one and none of them is a personal field (those are sealed, and never opened here): the log must not
// become a copy of anyone's personal data.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditEntry, AuditPage } from '@tint/libs/api-types';
import { type AuditActionKind, AUDIT_EVENT_KINDS, AUDIT_PAGE_MAX, auditEventTypes, type AuditEventType, shortId } from '@tint/libs/audit';
import { centsToDecimal } from '@tint/libs/money';
import { addDaysToDate, type DateString, startOfDateInZone } from '@tint/libs/slots';
import { FORMER_ADMIN_NAME } from '@tint/libs/texts/privacy';
import {
  AUDIT_EVENT_LABELS,
  AUDIT_RESET_SUBJECT,
  AUDIT_SIGN_IN_SUBJECT,
  auditAppointmentSubject,
  auditChallengeSubject,
  auditClosureSubject,
  auditErasureSubject,
  auditPayoutRunSubject,
  auditReservationSubject,
  auditTvScreenSubject,
} from '@tint/libs/texts/audit';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccountsQueries } from '../auth/accounts.queries.js';

export type AuditQuery = { from: DateString; to: DateString; kind?: AuditActionKind; limit: number; before?: string };

/** An admin's event, with only the non-personal fields of its data that say what it was about. */
type AuditRow = {
  global_position: string;
  event_id: string;
  type: AuditEventType;
  occurred_at: Date;
  admin_id: string | null;
  request_id: string | null;
  appointment_id: string | null;
  reservation_id: string | null;
  reservation_date: string | null;
  reservation_time: string | null;
  closure_id: string | null;
  challenge_id: string | null;
  start_date: string | null;
  end_date: string | null;
  run_id: string | null;
  run_count: number | null;
  subject_type: string | null;
  subject_id: string | null;
  tv_token_id: string | null;
  tv_name: string | null;
  commission_cents: number | null;
  total_cents: number | null;
};

/** Where an appointment, reservation or closure was, by id. */
type Placed = Map<string, { date: string; time: string }>;

@Injectable()
export class AuditQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page of the log: `limit` entries at most, older than the `before` cursor (an event's global position). */
  async page(query: AuditQuery): Promise<AuditPage> {
    const rows = await this.rows(query, query.limit + 1);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    return { entries: await this.entries(shown), nextCursor: more ? shown[shown.length - 1]!.global_position : null };
  }

  /** Every entry of the window (the CSV), read a page at a time so that a year of actions is never held at once. */
  async *all(query: Omit<AuditQuery, 'limit' | 'before'>): AsyncGenerator<AuditEntry> {
    let before: string | undefined;
    for (;;) {
      const rows = await this.rows({ ...query, limit: AUDIT_PAGE_MAX, before }, AUDIT_PAGE_MAX);
      yield* await this.entries(rows);
      if (rows.length < AUDIT_PAGE_MAX) return;
      before = rows[rows.length - 1]!.global_position;
    }
  }

  private async rows(query: AuditQuery, limit: number): Promise<AuditRow[]> {
    const zone = this.config.businessTimeZone;
    const start = startOfDateInZone(query.from, zone);
    const end = startOfDateInZone(addDaysToDate(query.to, 1), zone);
    // The cursor is an event's position; the order is by time, so the page goes on after that event's (time, position).
    return this.dataSource.query<AuditRow[]>(
      `SELECT e.global_position::text AS global_position, e.event_id, e.type, e.occurred_at,
              e.metadata->'actor'->>'id' AS admin_id, e.metadata->>'correlationId' AS request_id,
              e.data->>'appointmentId' AS appointment_id,
              e.data->>'reservationId' AS reservation_id, e.data->>'reservationDate' AS reservation_date, e.data->>'reservationTime' AS reservation_time,
              e.data->>'closureId' AS closure_id, e.data->>'challengeId' AS challenge_id, e.data->>'startDate' AS start_date, e.data->>'endDate' AS end_date,
              e.data->>'runId' AS run_id, CASE WHEN jsonb_typeof(e.data->'count') = 'number' THEN (e.data->>'count')::int END AS run_count,
              e.data->>'subjectType' AS subject_type, e.data->>'subjectId' AS subject_id,
              e.data->>'tokenId' AS tv_token_id, e.data->>'name' AS tv_name,
              CASE WHEN jsonb_typeof(e.data->'commissionCents') = 'number' THEN (e.data->>'commissionCents')::bigint END AS commission_cents,
              CASE WHEN jsonb_typeof(e.data->'totalCents') = 'number' THEN (e.data->>'totalCents')::bigint END AS total_cents
         FROM events e
        WHERE (e.metadata->'actor'->>'type') = 'admin'
          AND e.occurred_at >= $1 AND e.occurred_at < $2
          AND e.type = ANY($3::text[])
          AND ($4::bigint IS NULL OR (e.occurred_at, e.global_position) < (SELECT c.occurred_at, c.global_position FROM events c WHERE c.global_position = $4::bigint))
        ORDER BY e.occurred_at DESC, e.global_position DESC
        LIMIT $5`,
      [start, end, auditEventTypes(query.kind), query.before ?? null, limit],
    );
  }

  private async entries(rows: AuditRow[]): Promise<AuditEntry[]> {
    if (rows.length === 0) return [];
    const ids = (pick: (row: AuditRow) => string | null) => [...new Set(rows.flatMap((row) => (pick(row) ? [pick(row)!] : [])))];
    const [names, appointments, reservations, closures, screens] = await Promise.all([
      this.accounts.names('admin', ids((row) => row.admin_id)),
      this.appointmentsPlaced(ids((row) => row.appointment_id)),
      this.reservationsPlaced(ids((row) => (row.type === 'ReservationCancelled' ? row.reservation_id : null))),
      this.closuresPlaced(ids((row) => (row.type === 'ClosureRemoved' ? row.closure_id : null))),
      this.screenNames(ids((row) => (row.type === 'TvTokenRevoked' ? row.tv_token_id : null))),
    ]);
    return rows.map((row) => {
      const entry: AuditEntry = {
        id: row.event_id,
        at: new Date(row.occurred_at).toISOString(),
        kind: AUDIT_EVENT_KINDS[row.type],
        label: AUDIT_EVENT_LABELS[row.type],
        adminName: (row.admin_id && names.get(row.admin_id)) || FORMER_ADMIN_NAME,
        subject: subjectOf(row, appointments, reservations, closures, screens),
        requestId: row.request_id ?? '',
      };
      const cents = row.type === 'PayoutFulfilled' ? row.commission_cents : row.type === 'PayoutRunRecorded' ? (row.total_cents ?? row.commission_cents) : null;
      if (cents !== null) entry.amount = centsToDecimal(Number(cents));
      return entry;
    });
  }

  /**
   * The appointments' current date and time, while they are still listed (a reset's or an erasure's scrub may have
   * taken them away: the entry then names the id only). Only those two columns are read (appointments module's table).
   */
  private async appointmentsPlaced(ids: string[]): Promise<Placed> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; date: string; time: string }[]>(
      `SELECT id::text AS id, to_char(appointment_date, 'YYYY-MM-DD') AS date, appointment_time AS time FROM appointments_list WHERE id = ANY($1::uuid[])`,
      [ids.filter(isUuid)],
    );
    return new Map(rows.map((row) => [row.id, { date: row.date, time: row.time }]));
  }

  /** A cancelled reservation's slot, from its creation (the first event of its stream; the slot is not personal). */
  private async reservationsPlaced(ids: string[]): Promise<Placed> {
    const rows = await this.firstEvents(
      ids.map((id) => `reservation-${id}`),
      `data->>'reservationId' AS id, data->>'reservationDate' AS date, data->>'reservationTime' AS time`,
    );
    return new Map(rows.map((row) => [row.id, { date: row.date, time: row.time }]));
  }

  /** A removed closure's dates, from its creation. */
  private async closuresPlaced(ids: string[]): Promise<Placed> {
    const rows = await this.firstEvents(
      ids.map((id) => `closure-${id}`),
      `data->>'closureId' AS id, data->>'startDate' AS date, data->>'endDate' AS time`,
    );
    return new Map(rows.map((row) => [row.id, { date: row.date, time: row.time }]));
  }

  /** A revoked showroom screen's name, from its issue (a screen's name is not personal; its token hash is not read). */
  private async screenNames(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.firstEvents(
      ids.map((id) => `tv-token-${id}`),
      `data->>'tokenId' AS id, data->>'name' AS date, '' AS time`,
    );
    return new Map(rows.map((row) => [row.id, row.date]));
  }

  private async firstEvents(streamIds: string[], columns: string): Promise<{ id: string; date: string; time: string }[]> {
    if (streamIds.length === 0) return [];
    return this.dataSource.query(`SELECT ${columns} FROM events WHERE stream_id = ANY($1::text[]) AND stream_version = 1`, [streamIds]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

function subjectOf(row: AuditRow, appointments: Placed, reservations: Placed, closures: Placed, screens: Map<string, string>): string {
  switch (row.type) {
    case 'AdminSignedIn':
      return AUDIT_SIGN_IN_SUBJECT;
    case 'AppointmentsReset':
      return AUDIT_RESET_SUBJECT;
    case 'ReservationCreated':
    case 'ReservationCancelled': {
      const id = row.reservation_id ?? '';
      const placed = row.reservation_date && row.reservation_time ? { date: row.reservation_date, time: row.reservation_time } : reservations.get(id);
      return auditReservationSubject(shortId(id), placed?.date, placed?.time);
    }
    case 'ClosureCreated':
    case 'ClosureRemoved': {
      const id = row.closure_id ?? '';
      const placed = row.start_date && row.end_date ? { date: row.start_date, time: row.end_date } : closures.get(id);
      return auditClosureSubject(shortId(id), placed?.date, placed?.time);
    }
    case 'ChallengeCreated':
    case 'ChallengeEdited':
    case 'ChallengeEnded':
    case 'ChallengeDeleted':
      // The dates of a creation or an edit; an end or a deletion by id (a challenge's name is the admin's, not personal, but ids keep the log uniform).
      return auditChallengeSubject(shortId(row.challenge_id ?? ''), row.start_date ?? undefined, row.end_date ?? undefined);
    case 'PayoutRunRecorded':
      return auditPayoutRunSubject(shortId(row.run_id ?? ''), row.run_count ?? undefined);
    case 'SubjectErased':
      return auditErasureSubject(row.subject_type ?? '', shortId(row.subject_id ?? ''));
    case 'TvTokenIssued':
    case 'TvTokenRevoked': {
      const id = row.tv_token_id ?? '';
      return auditTvScreenSubject(shortId(id), row.tv_name ?? screens.get(id));
    }
    default: {
      const id = row.appointment_id ?? '';
      const placed = appointments.get(id);
      return auditAppointmentSubject(shortId(id), placed?.date, placed?.time);
    }
  }
}
