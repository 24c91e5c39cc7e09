// Inline projection `customer-links` (issue 18): for each appointment with a customer email (never a test booking),
// the hash of its manage link's token, valid until the appointment's time, and the reminder it is owed. Written in the
// booking's (or the move's) own transaction, so the link in the confirmation works at once and a move or a
// cancellation can never leave a reminder for the old time. Both tables follow from the log and the server secret
// (manage-links.ts): a rebuild gives the same rows.
import { Inject, Injectable } from '@nestjs/common';
import { slotStartInZone } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentBooked, AppointmentRescheduled } from '../appointments/appointment.js';
import { manageToken, tokenHash } from './manage-links.js';

const HOUR_MS = 3_600_000;

@Projection()
@Injectable()
export class CustomerLinksProjection implements ProjectionHandler {
  readonly name = 'customer-links';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled', 'AppointmentMarkedNoShow', 'AppointmentsReset', 'SubjectErased'];
  readonly tables = ['customer_links', 'customer_reminders'];
  /** It keeps ids and times, and whether the booking has an email: it never reads a customer's name, phone or address. */
  readonly opens = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A rebuild's batch, set-based: the batch is cut at each Reset for Rollout and erasure (applied as they come), and
   * each stretch between them is folded in memory, each appointment's last word deciding its reminder, then written
   * in a few statements: the new links, the moved links' times, the reminders owed and the ones dropped. Event by
   * event, a rebuild applied 3,300 events/s. A batch of one event is applied as an append applies it (apply).
   */
  async applyBatch(events: readonly StoredEvent[], context: ProjectionContext): Promise<void> {
    if (events.length === 1) return this.apply(events[0]!, context);
    let stretch: StoredEvent[] = [];
    for (const event of events) {
      if (event.type === 'AppointmentsReset' || event.type === 'SubjectErased') {
        await this.applyStretch(stretch, context);
        stretch = [];
        await this.apply(event, context);
      } else stretch.push(event);
    }
    await this.applyStretch(stretch, context);
  }

  /** Bookings, moves, cancellations and no-shows, in the log's order: what sequential applies would leave. */
  private async applyStretch(events: readonly StoredEvent[], { manager }: ProjectionContext): Promise<void> {
    if (events.length === 0) return;
    const bookedHere = new Set(events.flatMap((event) => (event.type === 'AppointmentBooked' ? [(event.data as AppointmentBooked['data']).appointmentId] : [])));
    const movedElsewhere = [
      ...new Set(events.flatMap((event) => (event.type === 'AppointmentRescheduled' ? [(event.data as AppointmentRescheduled['data']).appointmentId] : []))),
    ].filter((id) => !bookedHere.has(id));
    // A move updates the link only where there is one (none for a booking without an email).
    const linked = new Set(
      movedElsewhere.length === 0
        ? []
        : (await manager.query<{ appointment_id: string }[]>('SELECT appointment_id FROM customer_links WHERE appointment_id = ANY($1::uuid[])', [movedElsewhere])).map(
            (row) => row.appointment_id,
          ),
    );
    // A stretch's bookings share a few slots: each slot's instant worked out once (a time zone's rules are slow to read).
    const starts = new Map<string, Date>();
    const startOf = (date: string, time: string): Date => {
      const key = `${date} ${time}`;
      let start = starts.get(key);
      if (!start) starts.set(key, (start = this.slotStart(date, time)));
      return start;
    };
    const links: [Buffer, string, Date][] = [];
    const moves = new Map<string, Date>();
    /** Each appointment's reminder as the stretch leaves it: owed (for that time) or none. */
    const reminders = new Map<string, { slotStart: Date; dueAt: Date } | null>();
    const owe = (appointmentId: string, slotStart: Date, at: Date) => {
      const dueAt = this.reminderDue(slotStart);
      reminders.set(appointmentId, dueAt <= at ? null : { slotStart, dueAt });
    };
    for (const event of events) {
      if (event.type === 'AppointmentBooked') {
        const d = event.data as AppointmentBooked['data'];
        if (d.isTest || !d.customerEmail) continue;
        const slotStart = startOf(d.appointmentDate, d.appointmentTime);
        links.push([tokenHash(manageToken(this.config, d.appointmentId)), d.appointmentId, slotStart]);
        linked.add(d.appointmentId);
        // Booked too late for a reminder: the reminder is left as it is (there is none).
        if (this.reminderDue(slotStart) > event.occurredAt) owe(d.appointmentId, slotStart, event.occurredAt);
      } else if (event.type === 'AppointmentRescheduled') {
        const d = event.data as AppointmentRescheduled['data'];
        if (!linked.has(d.appointmentId)) continue;
        const slotStart = startOf(d.appointmentDate, d.appointmentTime);
        moves.set(d.appointmentId, slotStart);
        owe(d.appointmentId, slotStart, event.occurredAt);
      } else if (event.type === 'AppointmentCancelled' || event.type === 'AppointmentMarkedNoShow') {
        reminders.set((event.data as { appointmentId: string }).appointmentId, null);
      }
    }
    if (links.length > 0) {
      await manager.query(
        `INSERT INTO customer_links (token_hash, appointment_id, expires_at) SELECT * FROM unnest($1::bytea[], $2::uuid[], $3::timestamptz[])
         ON CONFLICT (token_hash) DO NOTHING`,
        [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
      );
    }
    if (moves.size > 0) {
      await manager.query('UPDATE customer_links c SET expires_at = m.expires_at FROM unnest($1::uuid[], $2::timestamptz[]) AS m(appointment_id, expires_at) WHERE c.appointment_id = m.appointment_id', [
        [...moves.keys()],
        [...moves.values()],
      ]);
    }
    const dropped = [...reminders].filter(([, owed]) => owed === null).map(([id]) => id);
    const owed = [...reminders].flatMap(([id, r]) => (r ? [{ id, ...r }] : []));
    if (dropped.length > 0) await manager.query('DELETE FROM customer_reminders WHERE appointment_id = ANY($1::uuid[])', [dropped]);
    if (owed.length > 0) {
      await manager.query(
        `INSERT INTO customer_reminders (appointment_id, slot_start, due_at, sent_at) SELECT a, s, d, NULL FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r(a, s, d)
         ON CONFLICT (appointment_id) DO UPDATE SET slot_start = EXCLUDED.slot_start, due_at = EXCLUDED.due_at, sent_at = NULL`,
        [owed.map((r) => r.id), owed.map((r) => r.slotStart), owed.map((r) => r.dueAt)],
      );
    }
  }

  async apply(event: StoredEvent, { manager, tx }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'AppointmentBooked': {
        // Rows nobody reads back here: they go with the transaction's next statement (EventTransaction.writes).
        const d = event.data as AppointmentBooked['data'];
        if (d.isTest || !d.customerEmail) return;
        const slotStart = this.slotStart(d.appointmentDate, d.appointmentTime);
        const link = [tokenHash(manageToken(this.config, d.appointmentId)), d.appointmentId, slotStart];
        const dueAt = this.reminderDue(slotStart);
        if (dueAt <= event.occurredAt) {
          await tx.writes.query('INSERT INTO customer_links (token_hash, appointment_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING', link);
          return;
        }
        // The link and the reminder in one statement: it runs inside the booking's transaction.
        await tx.writes.query(
          `WITH link AS (INSERT INTO customer_links (token_hash, appointment_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING)
           INSERT INTO customer_reminders (appointment_id, slot_start, due_at, sent_at) VALUES ($2, $3, $4, NULL)
           ON CONFLICT (appointment_id) DO UPDATE SET slot_start = EXCLUDED.slot_start, due_at = EXCLUDED.due_at, sent_at = NULL`,
          [...link, dueAt],
        );
        return;
      }
      case 'AppointmentRescheduled': {
        const d = event.data as AppointmentRescheduled['data'];
        const slotStart = this.slotStart(d.appointmentDate, d.appointmentTime);
        const [, moved] = await manager.query('UPDATE customer_links SET expires_at = $2 WHERE appointment_id = $1', [d.appointmentId, slotStart]);
        // A reminder for the new time, whether or not the old one went (nothing for an appointment without an email).
        if (Number(moved) > 0) await this.owe(manager, d.appointmentId, slotStart, event.occurredAt);
        return;
      }
      case 'AppointmentCancelled':
      case 'AppointmentMarkedNoShow':
        // No reminder for an appointment that will not happen; the link still shows the customer what became of it.
        await manager.query('DELETE FROM customer_reminders WHERE appointment_id = $1', [(event.data as { appointmentId: string }).appointmentId]);
        return;
      case 'AppointmentsReset':
        await manager.query('DELETE FROM customer_links');
        await manager.query('DELETE FROM customer_reminders');
        return;
      case 'SubjectErased': {
        const { subjectType, subjectId } = event.data as SubjectErased['data'];
        if (subjectType !== 'customer') return;
        await manager.query('DELETE FROM customer_links WHERE appointment_id = $1', [subjectId]);
        await manager.query('DELETE FROM customer_reminders WHERE appointment_id = $1', [subjectId]);
        return;
      }
    }
  }

  private slotStart(date: string, time: string): Date {
    return slotStartInZone(date, time as Parameters<typeof slotStartInZone>[1], this.config.businessTimeZone);
  }

  /**
   * The reminder for an appointment at `slotStart`, REMINDER_HOURS before it. None when that moment had already
   * passed when it was booked or moved: the confirmation that has just gone out says it all.
   */
  private reminderDue(slotStart: Date): Date {
    return new Date(slotStart.getTime() - this.config.reminderHours * HOUR_MS);
  }

  private async owe(manager: ProjectionContext['manager'], appointmentId: string, slotStart: Date, at: Date): Promise<void> {
    const dueAt = this.reminderDue(slotStart);
    if (dueAt <= at) {
      await manager.query('DELETE FROM customer_reminders WHERE appointment_id = $1', [appointmentId]);
      return;
    }
    await manager.query(
      `INSERT INTO customer_reminders (appointment_id, slot_start, due_at, sent_at) VALUES ($1, $2, $3, NULL)
       ON CONFLICT (appointment_id) DO UPDATE SET slot_start = EXCLUDED.slot_start, due_at = EXCLUDED.due_at, sent_at = NULL`,
      [appointmentId, slotStart, dueAt],
    );
  }
}
