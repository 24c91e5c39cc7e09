// The customer-mails reactor (issue 18): the event log is the outbox. It reads the appointments' events after its
// checkpoint and sends what each one means: the customer's confirmation (with a calendar invite and their manage
// link), a moved or cancelled appointment's new invite, and the salesperson's notices (confirmed, serviced, paid,
// rescheduled, cancelled). Each mail is recorded in customer_mail_log under a key derived from its event, in the
// transaction that moves the checkpoint: a mail already recorded is never sent again (a replay, a second worker),
// and one sent by a worker that died before its commit goes out again with the same Message-ID and mail-folder file
// (the mailer's `key`), so its copy replaces it. Nothing goes out inside a request, and a Redis outage only delays
// mail: the safety net reads PostgreSQL.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatMoney } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { slotStartInZone, type SlotTime } from '@tint/libs/slots';
import {
  cancelledMail,
  confirmationMail,
  type MailedAppointment,
  rescheduledMail,
  salespersonNoticeMail,
  type SalespersonNoticeKind,
} from '@tint/libs/texts/customer-mail';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { type MailMessage, Mailer } from '../../platform/mail/mailer.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentBooked, AppointmentRescheduled } from '../appointments/appointment.js';
import { inviteAttachment } from './invite.js';
import { manageLink } from './manage-links.js';

/** A salesperson's notice about something older than this is no news any more: not sent. */
const NOTICE_FRESH_MS = 24 * 3_600_000;

const NOTICES: Readonly<Record<string, SalespersonNoticeKind>> = {
  AppointmentConfirmed: 'confirmed',
  AppointmentServiced: 'serviced',
  PayoutFulfilled: 'paid',
  AppointmentRescheduled: 'rescheduled',
  AppointmentCancelled: 'cancelled',
};

/** Whom a salesperson's notice goes to. */
type Salesperson = { first_name: string; email: string };

/** The appointment as its mails tell it: its row in the list (what it is now), with the customer's contact. */
type AppointmentRow = {
  id: string;
  salesperson_id: string | null;
  is_test: boolean;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string | null;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  tint_package_id: string;
  window_option: string | null;
  appointment_date: string;
  appointment_time: string;
  estimated_price_cents: number;
  commission_cents: number;
};

@Projection()
@Injectable()
export class CustomerMailsReactor implements ProjectionHandler {
  /** Its name, known without an instance (seed:scale starts it at the seeded log's end). */
  static readonly NAME = 'customer-mails';
  private readonly logger = new Logger(CustomerMailsReactor.name);
  readonly name = CustomerMailsReactor.NAME;
  readonly version = 1;
  readonly kind = 'reactor' as const;
  /** New to a database that already has a history: it starts at the log's end (no mail about the past). */
  readonly startsAtHead = true;
  readonly handles = ['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled', 'AppointmentConfirmed', 'AppointmentServiced', 'PayoutFulfilled'];
  readonly tables = [];
  /** Whom it writes to and what it tells them come from the read models' rows, not the events' sealed fields (none opened). */
  readonly opens = [];

  constructor(
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /**
   * The batch's mails, set-based: its appointments read in one statement, the salespeople its notices go to in one,
   * and the mail log read and written in one each (sendAllRecorded). Read and claimed event by event, a steady 100
   * bookings/s took two round trips a booking of the one worker's CPU, and its mails waited.
   */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    const ids = [...new Set(events.map((event) => (event.data as { appointmentId: string }).appointmentId))];
    const rows = await manager.query<AppointmentRow[]>(
      `SELECT id, salesperson_id, is_test, customer_first_name, customer_last_name, customer_email, vehicle_year, vehicle_make, vehicle_model,
              tint_package_id, window_option, appointment_date::text AS appointment_date, appointment_time, estimated_price_cents, commission_cents
         FROM appointments_list WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const appointments = new Map(rows.map((row) => [row.id, row]));
    const now = this.clock.now().getTime();
    // Wiped by a later Reset for Rollout (no row): nobody to tell about it.
    const told = events.flatMap((event) => {
      const appointment = appointments.get((event.data as { appointmentId: string }).appointmentId);
      return appointment && !appointment.is_test ? [{ event, appointment }] : [];
    });
    const noticed = new Set(told.filter(({ event, appointment }) => NOTICES[event.type] && appointment.salesperson_id && now - event.occurredAt.getTime() < NOTICE_FRESH_MS).map(({ event }) => event));
    const salespeopleIds = [...new Set(told.filter(({ event }) => noticed.has(event)).map(({ appointment }) => appointment.salesperson_id!))];
    const salespeople =
      salespeopleIds.length === 0
        ? new Map<string, Salesperson>()
        : new Map(
            (await manager.query<(Salesperson & { id: string })[]>('SELECT id, first_name, email FROM accounts_salespeople WHERE id = ANY($1::uuid[])', [salespeopleIds])).map(
              (row) => [row.id, row],
            ),
          );
    const mails: RecordedMail[] = [];
    for (const { event, appointment } of told) {
      const customerMail = this.customerMail(event, appointment);
      if (customerMail) mails.push({ mail: customerMail, appointmentId: appointment.id, kind: event.type === 'AppointmentBooked' ? 'confirmation' : event.type });
      const notice = NOTICES[event.type];
      if (notice && noticed.has(event)) {
        const mail = this.noticeMail(salespeople.get(appointment.salesperson_id!), notice, event, appointment);
        if (mail) mails.push({ mail, appointmentId: appointment.id, kind: `notice-${notice}` });
      }
    }
    // The log's new keys go with the batch's COMMIT (tx.writes): a round trip fewer a batch.
    await sendAllRecorded(manager, this.mailer, mails, this.logger, tx.writes);
  }

  /** What the customer is told about this event, if anything: only about an appointment still ahead of them. */
  private customerMail(event: StoredEvent, row: AppointmentRow): KeyedMail | undefined {
    if (!row.customer_email || row.customer_email.endsWith('.invalid')) return undefined;
    const zone = this.config.businessTimeZone;
    const base = { to: row.customer_email, key: `customer:${event.eventId}`, date: event.occurredAt };
    const invite = (start: Date, description: string, cancelled = false) =>
      inviteAttachment({
        appointmentId: row.id,
        start,
        sequence: event.streamVersion,
        stamp: event.occurredAt,
        description,
        organizerEmail: addressOf(this.config.mailFrom),
        attendeeEmail: row.customer_email!,
        cancelled,
      });
    const link = manageLink(this.config, row.id);
    const now = this.clock.now();
    switch (event.type) {
      case 'AppointmentBooked': {
        const d = event.data as AppointmentBooked['data'];
        const start = slotStartInZone(d.appointmentDate, d.appointmentTime, zone);
        if (start <= now) return undefined;
        // As it was booked (the list may already show a later move, which has a mail of its own).
        const mail = confirmationMail(this.told(row, d.appointmentDate, d.appointmentTime, d.estimatedPriceCents, Boolean(d.windowOption)), link);
        return { ...base, ...mail, attachments: [invite(start, `${mail.text}`)] };
      }
      case 'AppointmentRescheduled': {
        const d = event.data as AppointmentRescheduled['data'];
        const start = slotStartInZone(d.appointmentDate, d.appointmentTime, zone);
        if (start <= now) return undefined;
        const mail = rescheduledMail(this.told(row, d.appointmentDate, d.appointmentTime, d.estimatedPriceCents, d.discountKept && Boolean(row.window_option)), link, !d.discountKept);
        return { ...base, ...mail, attachments: [invite(start, mail.text)] };
      }
      case 'AppointmentCancelled': {
        const d = event.data as { appointmentDate: string; appointmentTime: SlotTime };
        const start = slotStartInZone(d.appointmentDate, d.appointmentTime, zone);
        if (start <= now) return undefined;
        const mail = cancelledMail(this.told(row, d.appointmentDate, d.appointmentTime, row.estimated_price_cents, false));
        return { ...base, ...mail, attachments: [invite(start, mail.text, true)] };
      }
      default:
        return undefined;
    }
  }

  private noticeMail(salesperson: Salesperson | undefined, kind: SalespersonNoticeKind, event: StoredEvent, row: AppointmentRow): KeyedMail | undefined {
    if (!salesperson || salesperson.email.endsWith('.invalid')) return undefined;
    const slot = event.type === 'AppointmentCancelled' ? (event.data as { appointmentDate: string; appointmentTime: string }) : { appointmentDate: row.appointment_date, appointmentTime: row.appointment_time };
    const mail = salespersonNoticeMail(kind, {
      salespersonFirstName: salesperson.first_name,
      customerName: fullName(row.customer_first_name, row.customer_last_name),
      date: calendarDate(slot.appointmentDate),
      time: slot.appointmentTime,
      commission: formatMoney(row.commission_cents),
      appLink: this.config.publicUrl,
    });
    return { to: salesperson.email, ...mail, key: `salesperson:${event.eventId}`, date: event.occurredAt };
  }

  private told(row: AppointmentRow, date: string, time: string, priceCents: number, discounted: boolean): MailedAppointment {
    return mailedAppointment(row, { date, time, priceCents, discounted }, this.config.businessTimeZone);
  }

}

/**
 * The mail-log discipline the reactor and the reminder sweep share: a mail whose key is in the log already was sent
 * before, and is not sent again; the others go out, and then their keys are recorded in the caller's transaction. A
 * failure to send rolls the batch back, so it is tried again, and a mail sent by a batch that did not commit goes out
 * again with the same key (the same Message-ID: the receiving server drops the copy). The caller holds what makes it
 * the only sender of these keys (the reactor its checkpoint's lock, the sweep its reminder rows), so the keys are read
 * before the mails go out and written after: the transaction takes its id (which holds back every reader of the log
 * behind it, readAfter's fence) only once the mails are out, not while they go.
 */
export async function sendRecorded(manager: EntityManager, mailer: Mailer, mail: KeyedMail, appointmentId: string, kind: string, logger: Logger): Promise<boolean> {
  return (await sendAllRecorded(manager, mailer, [{ mail, appointmentId, kind }], logger)) === 1;
}

/** A mail to record and send: its key is `mail.key`. */
export type RecordedMail = { mail: KeyedMail; appointmentId: string; kind: string };

/** A mail with the key it is recorded under. */
export type KeyedMail = MailMessage & { key: string };

/** sendRecorded for many mails: the log read in one statement and written in one, the mails not in it sent as many at once as the mailer takes (Mailer.sendsAtOnce). Answers how many went. */
export async function sendAllRecorded(
  manager: EntityManager,
  mailer: Mailer,
  mails: readonly RecordedMail[],
  logger: Logger,
  /** Where the log's new keys are written: the transaction's own (EventTransaction.writes) or `manager`. */
  writes: Pick<EntityManager, 'query'> = manager,
): Promise<number> {
  if (mails.length === 0) return 0;
  const sentBefore = await manager.query<{ mail_key: string }[]>('SELECT mail_key FROM customer_mail_log WHERE mail_key = ANY($1::text[])', [mails.map(({ mail }) => mail.key)]);
  const known = new Set(sentBefore.map((row) => row.mail_key));
  const toSend = mails.filter(({ mail }) => !known.has(mail.key));
  // Several at a time: each waits on its file or its mail server, not on the processor.
  for (let next = 0; next < toSend.length; next += mailer.sendsAtOnce) {
    await Promise.all(
      toSend.slice(next, next + mailer.sendsAtOnce).map(async ({ mail, appointmentId, kind }) => {
        await mailer.send(mail);
        // The kind only: the recipient is personal data.
        logger.log(`Sent the ${kind} mail of appointment ${appointmentId}`);
      }),
    );
  }
  if (toSend.length > 0) {
    await writes.query(
      `INSERT INTO customer_mail_log (mail_key, appointment_id, kind)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[])
       ON CONFLICT (mail_key) DO NOTHING`,
      [toSend.map(({ mail }) => mail.key), toSend.map(({ appointmentId }) => appointmentId), toSend.map(({ kind }) => kind)],
    );
  }
  return toSend.length;
}

/** What a customer's mail says about their appointment: its row's car and package, and the slot and price it is about. */
export function mailedAppointment(
  row: Pick<AppointmentRow, 'customer_first_name' | 'vehicle_year' | 'vehicle_make' | 'vehicle_model' | 'tint_package_id'>,
  slot: { date: string; time: string; priceCents: number; discounted: boolean },
  timeZone: string,
): MailedAppointment {
  return {
    customerFirstName: row.customer_first_name,
    date: calendarDate(slot.date),
    time: slot.time,
    timeZone,
    vehicle: [row.vehicle_year, row.vehicle_make, row.vehicle_model].filter(Boolean).join(' '),
    packageName: isTintPackage(row.tint_package_id) ? TINT_PACKAGE_INFO[row.tint_package_id].name : row.tint_package_id,
    price: formatMoney(slot.priceCents),
    discounted: slot.discounted,
  };
}

const calendarDateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-02' → 'Wed, Dec 2, 2026' (a calendar date has no zone: formatted from its own fields). */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return calendarDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'Tint Portal <no-reply@x>' → 'no-reply@x'. */
export const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
