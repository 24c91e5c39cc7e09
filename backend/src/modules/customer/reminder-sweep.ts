// The customers' reminders (issue 18), REMINDER_HOURS before each appointment: derived from the events (the
// customer-links projection keeps customer_reminders in the append's transaction: a moved appointment owes one for
// its new time, a cancelled or missed one none) and sent by a periodic sweep where this process runs the workers.
// Each is claimed in customer_mail_log and marked sent in the sweep's transaction, so it goes once; a Redis outage
// cannot lose one (nothing of it is in Redis).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { reminderMail } from '@tint/libs/texts/customer-mail';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../platform/clock.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { RUN_WORKERS } from '../../platform/projections/projection-workers.js';
import { mailedAppointment, sendRecorded } from './customer-mails.reactor.js';
import { manageLink } from './manage-links.js';

/** Reminders one sweep sends at most (the next sweep takes the rest). */
const SWEEP_LIMIT = 100;

type Due = {
  appointment_id: string;
  slot_start: Date;
  customer_first_name: string;
  customer_email: string | null;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  tint_package_id: string;
  window_option: string | null;
  appointment_date: string;
  appointment_time: string;
  estimated_price_cents: number;
  status: string;
};

@Injectable()
export class ReminderSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReminderSweep.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly runWorkers: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.runWorkers) return;
    this.timer = setInterval(() => void this.sweepOnce(), this.config.reminderSweepMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep at a time in this process (another process's sweep skips the rows this one holds). */
  sweepOnce(): Promise<number> {
    this.running ??= this.sweep()
      .catch((error: unknown) => {
        this.logger.warn(`The reminder sweep failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Sends the reminders due (their time come, their appointment still ahead and still scheduled). Answers how many went. */
  async sweep(now: Date = this.clock.now()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await manager.query<Due[]>(
        `SELECT r.appointment_id, r.slot_start, a.customer_first_name, a.customer_email, a.vehicle_year, a.vehicle_make, a.vehicle_model,
                a.tint_package_id, a.window_option, a.appointment_date::text AS appointment_date, a.appointment_time, a.estimated_price_cents, a.status
           FROM customer_reminders r JOIN appointments_list a ON a.id = r.appointment_id
          WHERE r.sent_at IS NULL AND r.due_at <= $1 AND r.slot_start > $1
          ORDER BY r.due_at
          LIMIT ${String(SWEEP_LIMIT)}
          FOR UPDATE OF r SKIP LOCKED`,
        [now],
      );
      let sent = 0;
      for (const row of due) {
        await manager.query('UPDATE customer_reminders SET sent_at = $2 WHERE appointment_id = $1', [row.appointment_id, now]);
        if (row.status !== 'scheduled' || !row.customer_email || row.customer_email.endsWith('.invalid')) continue;
        const slot = { date: row.appointment_date, time: row.appointment_time, priceCents: row.estimated_price_cents, discounted: Boolean(row.window_option) };
        const mail = reminderMail(mailedAppointment(row, slot, this.config.businessTimeZone), manageLink(this.config, row.appointment_id));
        // One reminder per appointment and time: a moved appointment's new time has a key of its own.
        const key = `reminder:${row.appointment_id}:${row.slot_start.toISOString()}`;
        const dueAt = new Date(row.slot_start.getTime() - this.config.reminderHours * 3_600_000);
        if (await sendRecorded(manager, this.mailer, { to: row.customer_email, ...mail, key, date: dueAt }, row.appointment_id, 'reminder', this.logger)) sent++;
      }
      return sent;
    });
  }
}
