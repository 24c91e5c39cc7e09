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

  constructor(
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const appointmentId = (event.data as { appointmentId: string }).appointmentId;
    const [appointment] = await manager.query<AppointmentRow[]>(
      `SELECT id, salesperson_id, is_test, customer_first_name, customer_last_name, customer_email, vehicle_year, vehicle_make, vehicle_model,
              tint_package_id, window_option, appointment_date::text AS appointment_date, appointment_time, estimated_price_cents, commission_cents
         FROM appointments_list WHERE id = $1`,
      [appointmentId],
    );
    // Wiped by a later Reset for Rollout: nobody to tell about it.
    if (!appointment || appointment.is_test) return;
    const customerMail = this.customerMail(event, appointment);
    if (customerMail) await this.sendOnce(manager, customerMail, appointmentId, event.type === 'AppointmentBooked' ? 'confirmation' : event.type);
    const notice = NOTICES[event.type];
    if (notice && appointment.salesperson_id && this.clock.now().getTime() - event.occurredAt.getTime() < NOTICE_FRESH_MS) {
      const mail = await this.noticeMail(manager, notice, event, appointment);
      if (mail) await this.sendOnce(manager, mail, appointmentId, `notice-${notice}`);
    }
  }

  /** What the customer is told about this event, if anything: only about an appointment still ahead of them. */
  private customerMail(event: StoredEvent, row: AppointmentRow): MailMessage | undefined {
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

  private async noticeMail(manager: EntityManager, kind: SalespersonNoticeKind, event: StoredEvent, row: AppointmentRow): Promise<MailMessage | undefined> {
    const [salesperson] = await manager.query<{ first_name: string; email: string }[]>('SELECT first_name, email FROM accounts_salespeople WHERE id = $1', [row.salesperson_id]);
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

  /** Sends a mail unless its key is in the log already, and records it there (committed with the checkpoint). */
  private async sendOnce(manager: EntityManager, mail: MailMessage, appointmentId: string, kind: string): Promise<void> {
    await sendRecorded(manager, this.mailer, mail, appointmentId, kind, this.logger);
  }
}

/**
 * The mail-log discipline the reactor and the reminder sweep share: the key is claimed in the caller's transaction
 * first (a key already there: sent before, nothing to do), then the mail goes out; a failure to send rolls the
 * claim back with the transaction, so the batch is tried again.
 */
export async function sendRecorded(manager: EntityManager, mailer: Mailer, mail: MailMessage, appointmentId: string, kind: string, logger: Logger): Promise<boolean> {
  const claimed = await manager.query<unknown[]>('INSERT INTO customer_mail_log (mail_key, appointment_id, kind) VALUES ($1, $2, $3) ON CONFLICT (mail_key) DO NOTHING RETURNING mail_key', [
    mail.key,
    appointmentId,
    kind,
  ]);
  if (claimed.length === 0) return false;
  await mailer.send(mail);
  // The kind only: the recipient is personal data.
  logger.log(`Sent the ${kind} mail of appointment ${appointmentId}`);
  return true;
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
