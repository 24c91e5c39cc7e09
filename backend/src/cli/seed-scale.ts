// `npm run seed:scale -- --events 1000000 [--database-url postgres://…] [--salespeople 100] [--per-weekday 60]
//   [--password '…'] [--seed 1] [--no-migrate] [--no-rebuild]`
//
// A realistic event log for measuring the product at scale, built through a bulk path that writes exactly
// what the commands would: the product's own deciders decide every event (sign-ups, the admin, bookings and
// their slot claims, confirmations, services, payouts, reservations, funnel steps), the awards reactor's
// rules (libs badges and rewards, its deterministic event ids) decide the badges, bonuses and gift cards,
// and the events are appended in large multi-row INSERTs with the columns and metadata appendToStream
// writes. A fixed team books at a steady rate, so a larger log is a longer history of the same business
// that ends now (the admin's screens show the same team either way).
//
// The inline and async read models are not touched while appending: by default they are rebuilt at the
// end (as `npm run projections:rebuild` does); `--no-rebuild` leaves that to the caller (the benchmark
// times the rebuild itself). The awards reactor is never replayed, so its memory (awards_referrals) and
// checkpoint are written here, as the reactor would have left them. Run it on a fresh database.
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CustomerMailsReactor } from '../modules/customer/customer-mails.reactor.js';
import { SingleBar } from 'cli-progress';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { TrackedEventType } from '@tint/libs/analytics';
import { BADGE_THRESHOLDS, BADGE_TYPES, evaluateBadges } from '@tint/libs/badges';
import { PAYOUT_METHODS } from '@tint/libs/constants';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import { TINT_PACKAGES, VEHICLE_SIZES, WINDOW_OPTIONS } from '@tint/libs/prices';
import { QUIZ_QUESTIONS, recommend, vehicleSizeFromAnswers, type QuizAnswer } from '@tint/libs/quiz';
import { CASH_BONUS_CENTS, cashBonusesEarned, giftCardsEarned } from '@tint/libs/rewards';
import { addDaysToDate, dayOfWeek, isWeekend, monthKeyInZone, SLOT_TIMES, startOfDateInZone, todayInZone, weekKeyInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import { AppModule } from '../app.module.js';
import { loadConfigOrExit, withDatabase } from '../bootstrap.js';
import { PERSONAL_DATA } from '../personal-data.js';
import { masterKeyFrom } from '../platform/personal-data/cipher.js';
import { Keyring } from '../platform/personal-data/personal-data.js';
import type { AppConfig } from '../config/app-config.js';
import { type AppointmentChange, appointmentDecider, type AppointmentState, appointmentStream, type Booking } from '../modules/appointments/appointment.js';
import { adminDecider, adminStream } from '../modules/auth/admin-account.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { salespersonDecider, salespersonStream } from '../modules/auth/salesperson.js';
import { AwardsReactor } from '../modules/gamification/awards.reactor.js';
import { badgesStream, rewardsStream } from '../modules/gamification/gamification.events.js';
import { funnelDecider, funnelStream } from '../modules/analytics/funnel.js';
import { reservationDecider, type ReservationState, reservationStream } from '../modules/reservations/reservation.js';
import { slotDecider, type SlotEvent, type SlotState, slotStream } from '../modules/slots/slot.js';
import { type DecisionContext, decisionContext, type Decider, type DomainEvent } from '../platform/decider.js';
import { ConflictError } from '../platform/errors.js';
import type { EventMetadata } from '../platform/event-store/event-store.js';
import { deterministicEventId } from '../platform/projections/projection.js';
import { ProjectionRegistry } from '../platform/projections/projection-registry.js';
import { ProjectionRunner } from '../platform/projections/projection-runner.js';
import { rebuildProjections } from '../platform/projections/rebuild-command.js';
import { seededRandom } from '../platform/seeded-random.js';
import { VEHICLES } from '../modules/demo/demo-history.js';

const USAGE =
  "Usage: npm run seed:scale -- --events <n> [--database-url <url>] [--salespeople <n>] [--per-weekday <n>] [--password '…'] [--seed <n>] [--no-migrate] [--no-rebuild]";

type Options = {
  events: number;
  databaseUrl: string | undefined;
  salespeople: number;
  perWeekday: number | undefined;
  password: string;
  seed: number;
  migrate: boolean;
  rebuild: boolean;
};

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      'database-url': { type: 'string' },
      salespeople: { type: 'string', default: '100' },
      'per-weekday': { type: 'string' },
      password: { type: 'string', default: 'Scale123!scale' },
      seed: { type: 'string', default: '1' },
      'no-migrate': { type: 'boolean', default: false },
      'no-rebuild': { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
    return n;
  };
  return {
    events: int('events', values.events, 100),
    databaseUrl: values['database-url'],
    salespeople: int('salespeople', values.salespeople, 1),
    perWeekday: values['per-weekday'] === undefined ? undefined : int('per-weekday', values['per-weekday'], 1),
    password: values.password,
    seed: int('seed', values.seed, 0),
    migrate: !values['no-migrate'],
    rebuild: !values['no-rebuild'],
  };
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** One row of `events`, as appendToStream writes it. */
type Row = { streamId: string; version: number; type: string; data: Record<string, unknown>; metadata: string; eventId: string; occurredAt: Date };

const INSERT_BATCH = 5_000;

/** Buffers rows and appends them in multi-row INSERTs, one in flight while the next batch is decided. */
class LogWriter {
  private rows: Row[] = [];
  private inFlight: Promise<unknown> = Promise.resolve();
  written = 0;

  /** The personal fields are sealed as the product seals them (issue 17), with keys made in the same database. */
  constructor(
    private readonly query: Query,
    private readonly keyring: Keyring,
  ) {}

  push(row: Row): void {
    this.rows.push(row);
    this.written++;
  }

  get buffered(): number {
    return this.rows.length;
  }

  async flushIfFull(): Promise<void> {
    if (this.rows.length >= INSERT_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    await this.inFlight;
    if (rows.length === 0) return;
    const queryable = { query: <T>(sql: string, params?: unknown[]) => this.query(sql, params) as Promise<T> };
    const sealed = await this.keyring.seal(queryable, rows);
    this.inFlight = this.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[], $6::uuid[], $7::timestamptz[])`,
      [
        rows.map((r) => r.streamId),
        rows.map((r) => r.version),
        rows.map((r) => r.type),
        sealed.map((r) => JSON.stringify(r.data)),
        rows.map((r) => r.metadata),
        rows.map((r) => r.eventId),
        rows.map((r) => r.occurredAt.toISOString()),
      ],
    );
  }

  async close(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }
}

type Written = { type: string; data: Record<string, unknown>; eventId: string; occurredAt: Date };

const CUSTOMERS = ['Makana Lee', 'Pua Kealoha', 'Kawika Cruz', 'Leimomi Ito', 'Kekoa Silva', 'Hoku Tanaka', 'Mahina Reyes', 'Kainoa Young', 'Ana Lopez', 'Sam Park'];
const FIRST_NAMES = ['Noelani', 'Keoni', 'Malia', 'Ikaika', 'Alana', 'Kai', 'Leilani', 'Nalu', 'Kalani', 'Mele', 'Koa', 'Iolana'];
const LAST_NAMES = ['Kahananui', 'Akana', 'Santos', 'Perreira', 'Wong', 'Nakamura', 'Kealoha', 'Medeiros', 'Fernandez', 'Yamamoto'];

/** Events per booking, all told (funnel steps, claims, confirmations, services, payouts, awards): the first guess of the rate. */
const EVENTS_PER_BOOKING_GUESS = 15;

type Salesperson = {
  id: string;
  weight: number;
  referrals: Map<string, { bookedAt: string; completedAt: string | null }>;
  monthlyCompleted: Map<string, number>;
  lifetimeCompleted: number;
  /** Badge types already in the log. */
  badges: Set<string>;
  /** Bookings per week of the zone (for the cheap look before the reactor's full evaluation). */
  weeks: Map<string, number>;
};
type Appointment = { id: string; state: AppointmentState; salesperson: Salesperson; date: DateString; correlationId: string };
type Action = { at: number; seq: number; run: () => void };

/** A min-heap of actions by time (then by the order they were scheduled). */
class Agenda {
  private heap: Action[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  add(at: Date | number, run: () => void): void {
    const item = { at: typeof at === 'number' ? at : at.getTime(), seq: this.seq++, run };
    const heap = this.heap;
    heap.push(item);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  peek(): Action | undefined {
    return this.heap[0];
  }

  pop(): Action | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && before(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return top;
  }
}
const before = (a: Action, b: Action) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

class Simulation {
  private readonly versions = new Map<string, number>();
  private readonly slots = new Map<string, SlotState>();
  private readonly awarded = new Set<string>();
  private readonly agenda = new Agenda();
  readonly salespeople: Salesperson[] = [];
  readonly appointments = new Map<string, Appointment>();
  private adminId = '';
  private readonly rand: () => number;
  private readonly zone: string;
  private readonly awardsMetadataActor = { type: 'system' as const, id: 'awards' };
  bookings = 0;
  /** Every account the log creates (the admin and the salespeople): their passwords go to `credentials`. */
  readonly accounts: string[] = [];
  private clock = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly writer: LogWriter,
    private readonly options: Options,
    private readonly tag: string,
  ) {
    this.rand = seededRandom(options.seed);
    this.zone = config.businessTimeZone;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }

  private readonly dayStarts = new Map<DateString, number>();

  private at(date: DateString, hours: number): Date {
    let start = this.dayStarts.get(date);
    if (start === undefined) this.dayStarts.set(date, (start = startOfDateInZone(date, this.zone).getTime()));
    return new Date(start + hours * 3_600_000);
  }

  private context(now: Date): DecisionContext {
    return decisionContext(this.config, now);
  }

  /** A command on one stream, decided by the product's decider and appended after the stream's last version. */
  private decide<S, C, E extends DomainEvent, Ctx extends { now: Date }>(
    streamId: string,
    decider: Decider<S, C, E, Ctx>,
    state: S,
    command: C,
    context: Ctx,
    metadata: EventMetadata,
  ): { state: S; events: Written[] } {
    const decided = decider.decide(command, state, context);
    const events = decided.map((event) => this.append(streamId, event.type, event.data as Record<string, unknown>, metadata, context.now));
    return { state: decided.reduce(decider.evolve, state), events };
  }

  private append(streamId: string, type: string, data: Record<string, unknown>, metadata: EventMetadata, occurredAt: Date, eventId: string = randomUUID()): Written {
    const version = (this.versions.get(streamId) ?? 0) + 1;
    this.versions.set(streamId, version);
    this.writer.push({ streamId, version, type, data, metadata: JSON.stringify(metadata), eventId, occurredAt });
    return { type, data, eventId, occurredAt };
  }

  /** A slot event already in the log: its stream continues after it. */
  loadSlot(streamId: string, version: number, event: SlotEvent): void {
    this.slots.set(streamId, slotDecider.evolve(this.slots.get(streamId) ?? slotDecider.initialState, event));
    this.versions.set(streamId, version);
  }

  /** Plans the whole history from `start` to `end`; `run` then plays it in time order. */
  plan(start: DateString, end: Date): void {
    const first = this.at(start, 6);
    this.agenda.add(first, () => this.createAdmin(first));
    for (let i = 0; i < this.options.salespeople; i++) {
      const when = new Date(first.getTime() + 3_600_000 + i * 60_000);
      this.agenda.add(when, () => this.register(i, when));
    }
    this.agenda.add(this.at(start, 0), () => this.planDay(start, end));
  }

  /** Plays the history until the log holds `target` events or the present is reached. */
  async run(target: number, end: Date, onProgress: (written: number, day: string) => void): Promise<void> {
    let lastReport = 0;
    for (;;) {
      const next = this.agenda.peek();
      if (!next || next.at > end.getTime() || this.writer.written >= target) break;
      this.agenda.pop();
      this.clock = next.at;
      next.run();
      await this.writer.flushIfFull();
      if (this.writer.written - lastReport >= 1000) {
        lastReport = this.writer.written;
        onProgress(this.writer.written, new Date(this.clock).toISOString().slice(0, 10));
      }
    }
    onProgress(this.writer.written, new Date(this.clock).toISOString().slice(0, 10));
  }

  /** Bookings per weekday: the configured rate, adjusted so the log reaches its size as the history reaches today. */
  private dayPlan?: { start: DateString; weekdays: number; perWeekday: number };

  setRate(start: DateString, weekdays: number, perWeekday: number): void {
    this.dayPlan = { start, weekdays, perWeekday };
  }

  private weekdaysDone = 0;

  private planDay(date: DateString, end: Date): void {
    const next = addDaysToDate(date, 1);
    if (this.at(next, 0) <= end) this.agenda.add(this.at(next, 0), () => this.planDay(next, end));
    if (isWeekend(date)) return;
    this.weekdaysDone++;
    const plan = this.dayPlan!;
    const remainingDays = Math.max(1, plan.weekdays - this.weekdaysDone + 1);
    const remainingEvents = Math.max(0, this.options.events - this.writer.written);
    const perBooking = this.bookings > 50 ? this.writer.written / this.bookings : EVENTS_PER_BOOKING_GUESS;
    const wanted = remainingEvents / remainingDays / perBooking;
    // Room in the slots: every weekday offers three times SLOT_CAPACITY places, shared by about five booking days.
    const cap = Math.max(1, Math.floor(SLOT_TIMES.length * this.config.slotCapacity * 0.8));
    const bookings = Math.min(cap, Math.max(0, Math.round(wanted * (0.85 + 0.3 * this.rand()))));
    for (let i = 0; i < bookings; i++) {
      const when = this.at(date, 8 + 9 * this.rand());
      this.agenda.add(when, () => this.book(when));
      // Sessions that stop before booking: about one for each booking.
      if (this.rand() < 0.9) {
        const whenAbandoned = this.at(date, 7 + 11 * this.rand());
        this.agenda.add(whenAbandoned, () => this.session(this.pickSalesperson(), whenAbandoned, 1 + Math.floor(this.rand() * 5), null));
      }
    }
    if (this.rand() < 0.3) {
      const when = this.at(date, 9 + 6 * this.rand());
      this.agenda.add(when, () => this.reserve(when));
    }
  }

  private createAdmin(now: Date): void {
    this.adminId = randomUUID();
    const data = { adminId: this.adminId, firstName: 'Scale', lastName: 'Admin', email: `scale-admin-${this.tag}@scale.tintportal.test`, hasPassword: true as const };
    this.accounts.push(this.adminId);
    this.decide(adminStream(this.adminId), adminDecider, adminDecider.initialState, { type: 'CreateAdmin', data }, this.context(now), this.meta({ type: 'system', id: 'admin-cli' }));
  }

  private register(n: number, now: Date): void {
    const id = randomUUID();
    const firstName = this.pick(FIRST_NAMES);
    const lastName = this.pick(LAST_NAMES);
    const registration = {
      salespersonId: id,
      firstName,
      lastName,
      email: `scale-${this.tag}-${n}@scale.tintportal.test`,
      phoneNumber: `808555${String(1000 + n).slice(-4)}`,
      company: this.pick(DEALERSHIPS),
      hasPassword: true,
      identity: null,
    };
    this.accounts.push(id);
    this.decide(salespersonStream(id), salespersonDecider, salespersonDecider.initialState, { type: 'RegisterSalesperson', data: registration }, this.context(now), this.meta({ type: 'anonymous' }));
    // A few busy salespeople and many occasional ones (Zipf-like).
    this.salespeople.push({ id, weight: 1 / (n + 1) ** 0.8, referrals: new Map(), monthlyCompleted: new Map(), lifetimeCompleted: 0, badges: new Set(), weeks: new Map() });
  }

  private totalWeight = 0;

  private pickSalesperson(): Salesperson {
    if (this.totalWeight === 0) this.totalWeight = this.salespeople.reduce((sum, s) => sum + s.weight, 0);
    let r = this.rand() * this.totalWeight;
    for (const s of this.salespeople) {
      r -= s.weight;
      if (r <= 0) return s;
    }
    return this.salespeople.at(-1)!;
  }

  private meta(actor: EventMetadata['actor'], correlationId: string = randomUUID(), causationId?: string): EventMetadata {
    return causationId ? { actor, correlationId, causationId } : { actor, correlationId };
  }

  /** A browser session through the funnel (POST /api/analytics/track), `steps` long; a booking ends the full one. */
  private session(salesperson: Salesperson, end: Date, steps: number, booking: { package: string; appointmentDate: DateString } | null): void {
    const sessionId = randomBytes(16).toString('base64url');
    const answers: QuizAnswer[] = QUIZ_QUESTIONS.map((q) => ({ questionId: q.id, value: this.pick(q.options).value }));
    const result = { recommended: recommend(answers), vehicleSize: vehicleSizeFromAnswers(answers) };
    const chosen = booking?.package ?? result.recommended;
    const sequence: [TrackedEventType, Record<string, unknown>][] = [
      ['tint_match_started', { run: 0 }],
      ['tint_match_completed', result],
      ['quiz_result', { ...result, answers }],
      ['pricing_viewed', result],
      ['package_selected', { package: chosen, windowOption: this.pick(WINDOW_OPTIONS), vehicleSize: result.vehicleSize }],
      ['booking_started', { package: chosen }],
      ...(booking ? [['booking_completed', booking] as [TrackedEventType, Record<string, unknown>]] : []),
    ];
    const taken = sequence.slice(0, booking ? sequence.length : Math.min(steps, sequence.length - 1));
    taken.forEach(([eventType, eventData], i) => {
      const now = new Date(end.getTime() - (taken.length - i) * 40_000);
      this.decide(
        funnelStream(sessionId),
        funnelDecider,
        null,
        { type: 'RecordFunnelStep', data: { sessionId, eventType, eventData, salespersonId: salesperson.id } },
        { now },
        this.meta({ type: 'salesperson', id: salesperson.id }),
      );
    });
  }

  /** POST /api/appointments: the appointment's AppointmentBooked and the slot's claim, then the awards reactor. */
  private book(now: Date): void {
    const salesperson = this.pickSalesperson();
    const today = todayInZone(now, this.zone);
    let date = addDaysToDate(today, 2 + Math.floor(this.rand() * 5));
    for (let tries = 0; tries < 15; tries++, date = addDaysToDate(date, 1)) {
      if (isWeekend(date)) continue;
      const times = [...SLOT_TIMES].sort(() => this.rand() - 0.5);
      for (const time of times) {
        const claimState = this.slots.get(slotStream(date, time)) ?? slotDecider.initialState;
        if (claimState.reservations.length > 0 || (claimState.bookingsByGeneration[0] ?? 0) >= this.config.slotCapacity) continue;
        this.bookAt(salesperson, now, date, time);
        return;
      }
    }
  }

  private bookAt(salesperson: Salesperson, now: Date, date: DateString, time: SlotTime): void {
    const [first, last] = this.pick(CUSTOMERS).split(' ') as [string, string];
    const [vehicleYear, vehicleMake, vehicleModel] = this.pick(VEHICLES);
    const tintPackageId = this.pick(TINT_PACKAGES);
    this.session(salesperson, new Date(now.getTime() - 20_000), 7, { package: tintPackageId, appointmentDate: date });
    const booking: Booking = {
      salespersonId: salesperson.id,
      isTest: false,
      customerFirstName: first,
      customerLastName: last,
      customerEmail: `${first}.${last}${Math.floor(this.rand() * 1000)}@example.com`.toLowerCase(),
      customerPhone: `80855${String(10000 + Math.floor(this.rand() * 90000)).slice(-5)}`,
      vehicleYear,
      vehicleMake,
      vehicleModel,
      tintPackageId,
      windowOption: this.pick(WINDOW_OPTIONS),
      vehicleSize: this.pick(VEHICLE_SIZES),
      appointmentDate: date,
      appointmentTime: time,
    };
    const appointmentId = randomUUID();
    const context = this.context(now);
    const metadata = this.meta({ type: 'salesperson', id: salesperson.id });
    const booked = this.decide(appointmentStream(appointmentId), appointmentDecider, appointmentDecider.initialState, { type: 'BookAppointment', data: { appointmentId, generation: 0, booking } }, context, metadata);
    const slotId = slotStream(date, time);
    const claim = { appointmentId, slotDate: date, slotTime: time, generation: 0 };
    const slot = this.decide(slotId, slotDecider, this.slots.get(slotId) ?? slotDecider.initialState, { type: 'ClaimSlot', data: claim }, context, { ...metadata, causationId: booked.events[0]!.eventId });
    this.slots.set(slotId, slot.state);
    const appointment: Appointment = { id: appointmentId, state: booked.state, salesperson, date, correlationId: metadata.correlationId };
    this.appointments.set(appointmentId, appointment);
    this.bookings++;
    salesperson.referrals.set(appointmentId, { bookedAt: now.toISOString(), completedAt: null });
    const week = weekKeyInZone(now, this.zone);
    const inWeek = (salesperson.weeks.get(week) ?? 0) + 1;
    salesperson.weeks.set(week, inWeek);
    const has = (w: string) => salesperson.weeks.has(w);
    const [w2, w1, n1, n2] = [-14, -7, 7, 14].map((d) => addDaysToDate(week, d)) as [string, string, string, string];
    const newRun = inWeek === 1 && ((has(w2) && has(w1)) || (has(w1) && has(n1)) || (has(n1) && has(n2)));
    this.award(salesperson, booked.events[0]!, metadata.correlationId, inWeek >= BADGE_THRESHOLDS.weeklyBookings || newRun);
    this.planFollowUps(appointment, now);
  }

  /** What the admin does with it later: confirm (most), mark serviced on its day (most), pay on the Friday after. */
  private planFollowUps(appointment: Appointment, bookedAt: Date): void {
    const day = todayInZone(bookedAt, this.zone);
    if (this.rand() < 0.8) {
      const when = this.at(addDaysToDate(day, 1), 10 + this.rand());
      this.agenda.add(when, () => this.change(appointment, { isConfirmed: true }, when));
      if (this.rand() < 0.02) {
        const later = this.at(addDaysToDate(day, 2), 11);
        this.agenda.add(later, () => this.change(appointment, { isConfirmed: false }, later));
      }
    }
    if (this.rand() < 0.85) {
      const servicedAt = this.at(appointment.date, 15 + this.rand());
      this.agenda.add(servicedAt, () => this.change(appointment, { status: 'completed' }, servicedAt));
      if (this.rand() < 0.01) {
        const reverted = new Date(servicedAt.getTime() + 1_800_000);
        const again = this.at(addDaysToDate(appointment.date, 1), 15);
        this.agenda.add(reverted, () => this.change(appointment, { status: 'scheduled' }, reverted));
        this.agenda.add(again, () => this.change(appointment, { status: 'completed' }, again));
      }
      // Paid on the Friday after the service, a few a fortnight later: every commission is paid in the end.
      let friday = addDaysToDate(appointment.date, 1);
      while (dayOfWeek(friday) !== 5) friday = addDaysToDate(friday, 1);
      if (this.rand() < 0.05) friday = addDaysToDate(friday, 14);
      const paidAt = this.at(friday, 17 + this.rand());
      if (this.rand() < 0.7) {
        const method = this.pick(PAYOUT_METHODS);
        this.agenda.add(paidAt, () => this.fulfil(appointment, method, paidAt));
      } else {
        this.agenda.add(paidAt, () => this.change(appointment, { payoutStatus: 'fulfilled' }, paidAt));
      }
    }
  }

  /** PATCH /api/admin/appointments/{id}: refused changes (not serviced yet, say) simply do not happen. */
  private change(appointment: Appointment, change: AppointmentChange, now: Date): void {
    const command = { type: 'ChangeAppointment' as const, data: { appointmentId: appointment.id, generation: 0, change, adminId: this.adminId } };
    let result: { state: AppointmentState; events: Written[] };
    try {
      result = this.decide(appointmentStream(appointment.id), appointmentDecider, appointment.state, command, this.context(now), this.meta({ type: 'admin', id: this.adminId }));
    } catch (error) {
      if (error instanceof ConflictError) return;
      throw error;
    }
    appointment.state = result.state;
    for (const event of result.events) this.afterAppointmentEvent(appointment, event);
  }

  /** POST /api/admin/fulfill-payout/{id}. */
  private fulfil(appointment: Appointment, payoutMethod: (typeof PAYOUT_METHODS)[number], now: Date): void {
    const command = { type: 'FulfillPayout' as const, data: { appointmentId: appointment.id, generation: 0, payoutMethod, notes: `Paid by ${payoutMethod}`, adminId: this.adminId } };
    try {
      appointment.state = this.decide(appointmentStream(appointment.id), appointmentDecider, appointment.state, command, this.context(now), this.meta({ type: 'admin', id: this.adminId })).state;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }

  /** The awards reactor's memory of a referral's completion, and its reaction to a service. */
  private afterAppointmentEvent(appointment: Appointment, event: Written): void {
    const salesperson = appointment.salesperson;
    const referral = salesperson.referrals.get(appointment.id);
    if (!referral) return;
    if (event.type === 'AppointmentServiced') {
      referral.completedAt = event.occurredAt.toISOString();
      const month = monthKeyInZone(event.occurredAt, this.zone);
      salesperson.monthlyCompleted.set(month, (salesperson.monthlyCompleted.get(month) ?? 0) + 1);
      salesperson.lifetimeCompleted++;
      this.award(salesperson, event, randomUUID(), salesperson.monthlyCompleted.get(month)! >= BADGE_THRESHOLDS.monthlyCompleted);
    } else if (event.type === 'AppointmentServiceReverted' && referral.completedAt) {
      const month = monthKeyInZone(referral.completedAt, this.zone);
      salesperson.monthlyCompleted.set(month, (salesperson.monthlyCompleted.get(month) ?? 1) - 1);
      salesperson.lifetimeCompleted--;
      referral.completedAt = null;
    }
  }

  /**
   * What the awards reactor appends after a booking or a service (awards.reactor.ts): each badge the
   * referrals qualify for, the cause's month's cash bonuses and the lifetime gift cards, under the same
   * derived event ids, those already in the log skipped; stamped with the cause's time.
   */
  private award(salesperson: Salesperson, cause: Written, correlationId: string, weekOrMonthMilestone: boolean): void {
    const id = salesperson.id;
    const metadata = this.meta(this.awardsMetadataActor, correlationId, cause.eventId);
    if (this.mayEarnBadge(salesperson, weekOrMonthMilestone)) {
      const history = [...salesperson.referrals.values()];
      for (const badge of evaluateBadges(history, this.zone)) {
        const eventId = deterministicEventId(`badge:${id}:0:${badge.type}`);
        if (this.awarded.has(eventId)) continue;
        this.awarded.add(eventId);
        salesperson.badges.add(badge.type);
        const data = { salespersonId: id, generation: 0, badgeType: badge.type, badgeName: badge.name, description: badge.description, iconEmoji: badge.iconEmoji, metadata: badge.metadata };
        this.append(badgesStream(id), 'BadgeEarned', data, metadata, cause.occurredAt, eventId);
      }
    }
    const month = monthKeyInZone(cause.occurredAt, this.zone);
    const bonuses = cashBonusesEarned(salesperson.monthlyCompleted.get(month) ?? 0);
    for (let n = 1; n <= bonuses; n++) {
      const eventId = deterministicEventId(`cash-bonus:${id}:0:${month}:${n}`);
      if (this.awarded.has(eventId)) continue;
      this.awarded.add(eventId);
      this.append(rewardsStream(id), 'CashBonusEarned', { salespersonId: id, generation: 0, month, bonusNumber: n, amountCents: CASH_BONUS_CENTS }, metadata, cause.occurredAt, eventId);
    }
    const cards = giftCardsEarned(salesperson.lifetimeCompleted);
    for (let n = 1; n <= cards; n++) {
      const eventId = deterministicEventId(`gift-card:${id}:0:${n}`);
      if (this.awarded.has(eventId)) continue;
      this.awarded.add(eventId);
      this.append(rewardsStream(id), 'GiftCardEarned', { salespersonId: id, generation: 0, giftCardNumber: n }, metadata, cause.occurredAt, eventId);
    }
  }

  /**
   * Whether the reactor's evaluation could find a badge not yet in the log: a cheap look first (the full
   * evaluation reads every referral in the zone's calendar), erring towards evaluating. A week or month
   * milestone (5 bookings in a week, 10 completed in a month, a new week next to two booked ones) is
   * passed in by the caller.
   */
  private mayEarnBadge(salesperson: Salesperson, weekOrMonthMilestone: boolean): boolean {
    const missing = BADGE_TYPES.filter((type) => !salesperson.badges.has(type));
    if (missing.length === 0) return false;
    const total = salesperson.referrals.size;
    const completed = salesperson.lifetimeCompleted;
    const t = BADGE_THRESHOLDS;
    return missing.some((type) => {
      switch (type) {
        case 'first_referral':
          return total >= 1;
        case 'closer':
          return total >= t.closerMinReferrals && completed * 100 >= t.closerRate * total;
        case 'weekly_warrior':
        case 'monthly_star':
        case 'streak_3':
          return weekOrMonthMilestone;
        default:
          return completed >= t[type];
      }
    });
  }

  /** POST /api/admin/reservations a few weekdays ahead; about a third are cancelled the next day. */
  private reserve(now: Date): void {
    const today = todayInZone(now, this.zone);
    let date = addDaysToDate(today, 3 + Math.floor(this.rand() * 8));
    while (isWeekend(date)) date = addDaysToDate(date, 1);
    const time = this.pick(SLOT_TIMES);
    const slotId = slotStream(date, time);
    const reservationId = randomUUID();
    const context = this.context(now);
    const metadata = this.meta({ type: 'admin', id: this.adminId });
    const details = { reservationId, reservationDate: date, reservationTime: time, customerName: this.pick(CUSTOMERS), notes: 'Fleet vehicle', reservedBy: this.adminId };
    const current = this.slots.get(slotId) ?? slotDecider.initialState;
    if (current.reservations.length > 0 || (current.bookingsByGeneration[0] ?? 0) >= this.config.slotCapacity) return; // taken: another day
    const created = this.decide(reservationStream(reservationId), reservationDecider, reservationDecider.initialState as ReservationState, { type: 'CreateReservation', data: details }, context, metadata);
    const held = this.decide(slotId, slotDecider, this.slots.get(slotId) ?? slotDecider.initialState, { type: 'ReserveSlot', data: { slotDate: date, slotTime: time, reservationId, generation: 0 } }, context, { ...metadata, causationId: created.events[0]!.eventId });
    this.slots.set(slotId, held.state);
    if (this.rand() < 0.3) {
      const when = new Date(now.getTime() + 86_400_000);
      this.agenda.add(when, () => {
        const cancelMeta = this.meta({ type: 'admin', id: this.adminId });
        const cancelled = this.decide(reservationStream(reservationId), reservationDecider, created.state, { type: 'CancelReservation', data: { reservationId, cancelledBy: this.adminId } }, this.context(when), cancelMeta);
        const released = this.decide(slotId, slotDecider, this.slots.get(slotId)!, { type: 'ReleaseSlot', data: { slotDate: date, slotTime: time, reservationId } }, this.context(when), {
          ...cancelMeta,
          causationId: cancelled.events[0]!.eventId,
        });
        this.slots.set(slotId, released.state);
      });
    }
  }
}

async function seed(options: Options, config: AppConfig, query: Query): Promise<{ events: number; bookings: number; salespeople: number; from: DateString }> {
  const [{ exists }] = (await query(`SELECT to_regclass('events') IS NOT NULL AS exists`)) as [{ exists: boolean }];
  if (!exists) throw new Error('The database has no events table: run the migrations first (leave out --no-migrate).');
  const [{ resets }] = (await query(`SELECT count(*)::int AS resets FROM events WHERE stream_id = 'system'`)) as [{ resets: number }];
  if (resets > 0) throw new Error('The log holds a Reset for Rollout: seed a fresh database.');
  const passwordHash = await hashPassword(options.password);
  const tag = randomBytes(3).toString('hex');
  const writer = new LogWriter(query, new Keyring(masterKeyFrom(config.dataKeySecret), PERSONAL_DATA));
  const simulation = new Simulation(config, writer, options, tag);

  const slotPlaces = SLOT_TIMES.length * config.slotCapacity;
  const perWeekday = options.perWeekday ?? Math.max(1, Math.min(60, Math.floor(slotPlaces * 0.6)));
  const now = new Date();
  const today = todayInZone(now, config.businessTimeZone);
  const weekdays = Math.max(1, Math.ceil((options.events - options.salespeople) / EVENTS_PER_BOOKING_GUESS / perWeekday));
  let start = today;
  for (let n = 0; n < weekdays; ) {
    start = addDaysToDate(start, -1);
    if (!isWeekend(start)) n++;
  }
  if (perWeekday * 1.5 > slotPlaces) console.warn(`Only ${slotPlaces} booking places a weekday (SLOT_CAPACITY=${config.slotCapacity}): the history covers ${weekdays} weekdays; raise SLOT_CAPACITY for a shorter one.`);
  console.log(
    `Seeding ${options.events.toLocaleString('en-US')} events: ${options.salespeople} salespeople booking about ${perWeekday} appointments a weekday from ${start} to today (${weekdays} weekdays), ` +
      `with their funnel sessions, confirmations, services, payouts, reservations and awards (tag ${tag}, password '${options.password}').`,
  );
  // Slots are the only streams shared with what the log already holds (every other stream id is new).
  const slotEvents = (await query(`SELECT stream_id, stream_version, type, data FROM events WHERE stream_id LIKE 'slot-%' ORDER BY stream_id, stream_version`)) as {
    stream_id: string;
    stream_version: number;
    type: SlotEvent['type'];
    data: SlotEvent['data'];
  }[];
  for (const row of slotEvents) simulation.loadSlot(row.stream_id, row.stream_version, { type: row.type, data: row.data } as SlotEvent);
  simulation.setRate(start, weekdays, perWeekday);
  simulation.plan(start, now);

  const bar = new SingleBar({
    format: ' {bar} {percentage}% | {value}/{total} events | {rate} events/s | {day}',
    hideCursor: true,
    noTTYOutput: !process.stdout.isTTY,
    notTTYSchedule: 2000,
  });
  const startedAt = Date.now();
  bar.start(options.events, 0, { rate: 0, day: start });
  await simulation.run(options.events, now, (written, day) => bar.update(Math.min(written, options.events), { rate: Math.round(written / Math.max(0.001, (Date.now() - startedAt) / 1000)), day }));
  await writer.close();
  bar.stop();

  // What the commands write beside the accounts' events: every account's password hash (never in an event).
  for (let i = 0; i < simulation.accounts.length; i += INSERT_BATCH) {
    await query(`INSERT INTO credentials (account_id, password_hash) SELECT unnest($1::uuid[]), $2`, [simulation.accounts.slice(i, i + INSERT_BATCH), passwordHash]);
  }

  // The awards reactor's memory, and its checkpoint at the end of the log: everything it would have reacted to is in the log.
  const referrals = [...simulation.appointments.values()].map((a) => ({ a, r: a.salesperson.referrals.get(a.id)! }));
  for (let i = 0; i < referrals.length; i += INSERT_BATCH) {
    const chunk = referrals.slice(i, i + INSERT_BATCH);
    await query(
      `INSERT INTO awards_referrals (appointment_id, salesperson_id, booked_at, completed_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[]) ON CONFLICT (appointment_id) DO NOTHING`,
      [chunk.map((c) => c.a.id), chunk.map((c) => c.a.salesperson.id), chunk.map((c) => c.r.bookedAt), chunk.map((c) => c.r.completedAt)],
    );
  }
  // Written here, not by a batch: no awards worker's kept referrals stand for the table any more (AwardsReactor.kept).
  await query('UPDATE awards_state SET stamp = NULL');
  const awards = new AwardsReactor(config);
  await query(
    `INSERT INTO projection_checkpoints (name, version, last_tx_id, last_position)
     SELECT $1, $2, tx_id, global_position FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1
     ON CONFLICT (name) DO UPDATE SET last_tx_id = excluded.last_tx_id, last_position = excluded.last_position, updated_at = now()`,
    [awards.name, awards.version],
  );
  // What autovacuum does to a log this size soon after it was written (PostgreSQL 13 and later vacuum a table after
  // inserts too): the planner's statistics, and the pages marked all-visible, so a count of a projection's events is
  // read from the index alone. A server running without autovacuum (this machine's) left a rebuild's first count reading
  // and hint-marking half a GiB of the log: 0.9 s of a 4 s rebuild.
  await query('VACUUM (ANALYZE) events');
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(
    `Appended ${writer.written.toLocaleString('en-US')} events (${simulation.bookings.toLocaleString('en-US')} bookings) in ${seconds.toFixed(1)} s ` +
      `(${Math.round(writer.written / seconds).toLocaleString('en-US')} events/s).`,
  );
  return { events: writer.written, bookings: simulation.bookings, salespeople: options.salespeople, from: start };
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl;
  const config = loadConfigOrExit();

  if (!options.migrate) {
    // The caller made the schema (the benchmark: with the build it measures); only the log is written here.
    if (!config.databaseUrl) throw new Error('--no-migrate needs DATABASE_URL or --database-url');
    const client = new Client({ connectionString: config.databaseUrl, application_name: 'tint-seed-scale' });
    await client.connect();
    try {
      const query = async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows;
      await seed(options, config, query);
      await startAtLogEnd(query);
    } finally {
      await client.end();
    }
    if (options.rebuild) await rebuildAll(config);
    else console.log('Read models not rebuilt (--no-rebuild): run `npm run projections:rebuild` before serving from this database.');
    return;
  }

  // Migrations (and every projection's checkpoint row) first, as the product creates them at start-up.
  const { app, close } = await withDatabase(config, (databaseUrl) =>
    NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl, runWorkers: false }), { logger: ['error', 'warn'] }),
  );
  try {
    const dataSource = app.get(DataSource);
    await seed(options, config, (sql, params) => dataSource.query(sql, params));
    // Every handler that starts at the log's end is in STARTS_AT_LOG_END (checked here, where the registry is known).
    const registered = app.get(ProjectionRegistry).list().filter((handler) => handler.startsAtHead).map((handler) => handler.name);
    if (registered.sort().join() !== [...STARTS_AT_LOG_END].sort().join()) throw new Error(`STARTS_AT_LOG_END names ${STARTS_AT_LOG_END.join(', ')}; the handlers that start at the log's end are ${registered.join(', ')}`);
    await startAtLogEnd((sql, params) => dataSource.query(sql, params));
    if (options.rebuild) {
      const outcome = await rebuildProjections(app.get(ProjectionRegistry), app.get(ProjectionRunner), [], process.stdout);
      if (outcome.error) throw new Error(outcome.error);
      console.log(`Rebuilt ${outcome.rebuilt.map((r) => `${r.name} (${r.events} events)`).join(', ')}.`);
    } else {
      console.log('Read models not rebuilt (--no-rebuild): run `npm run projections:rebuild` before serving from this database.');
    }
  } finally {
    await close();
  }
}

/** The handlers that start at the log's end on a database with a history (ProjectionHandler.startsAtHead). */
const STARTS_AT_LOG_END = [CustomerMailsReactor.NAME];

/**
 * Starts them at the seeded log's end: the customers' mails of this history went out as it happened. Left where the
 * product put them when it first started (an empty log), they mailed the history's customers at the next start:
 * minutes of work in the benchmark's way.
 */
async function startAtLogEnd(query: (sql: string, params?: unknown[]) => Promise<unknown>): Promise<void> {
  await query(
    `UPDATE projection_checkpoints c SET last_tx_id = e.tx_id, last_position = e.global_position, updated_at = now()
       FROM (SELECT tx_id, global_position FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1) e
      WHERE c.name = ANY($1::text[])`,
    [STARTS_AT_LOG_END],
  );
}

async function rebuildAll(config: AppConfig): Promise<void> {
  const { app, close } = await withDatabase(config, (databaseUrl) =>
    NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl, runWorkers: false }), { logger: ['error', 'warn'] }),
  );
  try {
    const outcome = await rebuildProjections(app.get(ProjectionRegistry), app.get(ProjectionRunner), [], process.stdout);
    if (outcome.error) throw new Error(outcome.error);
    console.log(`Rebuilt ${outcome.rebuilt.map((r) => `${r.name} (${r.events} events)`).join(', ')}.`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
