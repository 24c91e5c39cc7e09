// The challenge awards reactor (BullMQ worker): appends ChallengeCompleted when a salesperson's bookings or completed
// services inside a challenge's window (its start date's midnight to the midnight after its end date, business time
// zone) reach its target. It keeps its own memory, as of its checkpoint, of each challenge, each salesperson's
// dealership and their referrals since the last reset (the awards reactor's rules: no test bookings; cancelled,
// no-show and rejected ones count for nothing; a reverted service is not completed), so a late worker decides exactly
// as a prompt one. The event id derives from (challenge, salesperson, reset generation): a retried batch, a worker
// that died mid-batch or a replay from the start can never complete a challenge twice.
//
// What completes: an appointment event that raises a count (a booking, a service, a reverted no-show) for a live
// challenge the salesperson takes part in, happening before the window's end; and a challenge's creation or edit
// (a lowered target, a wider window, more dealerships) for everyone it then finds at or past the target. An ended or
// deleted challenge completes nothing more; what was earned stays earned.
import { Inject, Injectable } from '@nestjs/common';
import { type ChallengeDefinition, challengeWindow, inChallengeWindow, isEligible } from '@tint/libs/challenges';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EventMetadata, NewEvent, StoredEvent } from '../../platform/event-store/event-store.js';
import type { EventTransaction } from '../../platform/event-store/event-transactions.js';
import { insertRows, recordset, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { KeptMemory } from '../../platform/projections/kept-memory.js';
import { deterministicEventId, Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forSalespeople, forSalesperson, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset.js';
import type { SalespersonEvent } from '../auth/salesperson.js';
import { KEPT_REFERRALS } from '../gamification/awards.reactor.js';
import { type ChallengeCompleted, challengeCompletedName, challengeRewardsStream } from './challenge-completed.js';
import type { ChallengeCreated, ChallengeEdited, ChallengeEvent } from './challenge.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
type Referral = { bookedAt: Date; completedAt: Date | null; isVoid: boolean };
type Challenge = { id: string; definition: ChallengeDefinition };

/** The reactor's name: its checkpoint and its tables' prefix. */
export const CHALLENGE_AWARDS = 'challenge_awards';

const CHALLENGE_EVENTS: ReadonlySet<string> = new Set<ChallengeEvent['type']>(['ChallengeCreated', 'ChallengeEdited', 'ChallengeEnded', 'ChallengeDeleted']);

@Projection()
@Injectable()
export class ChallengeAwardsReactor implements ProjectionHandler {
  readonly name = CHALLENGE_AWARDS;
  readonly version = 1;
  readonly kind = 'reactor' as const;
  readonly handles = [
    'SalespersonRegistered',
    'AppointmentBooked',
    'AppointmentServiced',
    'AppointmentServiceReverted',
    'AppointmentCancelled',
    'AppointmentMarkedNoShow',
    'AppointmentNoShowReverted',
    'AppointmentReviewed',
    'AppointmentsReset',
    'ChallengeCreated',
    'ChallengeEdited',
    'ChallengeEnded',
    'ChallengeDeleted',
  ];
  readonly tables = [];
  /** It counts ids, dates, money and companies: it never reads anybody's personal fields (none opened). */
  readonly opens = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the progress its counts give, on the Rewards of each salesperson in the batch. */
  changes(events: readonly StoredEvent[]): LiveChange[] {
    if (events.some((event) => event.type === 'AppointmentsReset')) return forSalespeople(LIVE_KEYS.challenges);
    const people = new Set(events.map((event) => (event.data as { salespersonId?: string | null }).salespersonId).filter((id): id is string => Boolean(id)));
    return [...people].flatMap((id) => forSalesperson(id, LIVE_KEYS.challenges));
  }

  /** The referrals and dealerships this process's last batch left in the reactor's tables, while they are still theirs (as the awards reactor keeps its own). */
  private readonly kept = new KeptMemory('challenge_awards_state', () => new Memory(), KEPT_REFERRALS);

  /** Runs of appointment and sign-up events in memory, a few statements each; a reset or a challenge's change alone, in its place. */
  async applyBatch(events: readonly StoredEvent[], { tx }: ProjectionContext): Promise<void> {
    let { generation, memory } = await this.kept.open(tx.manager);
    for (const part of splitAtBarriers(events, (event) => event.type === 'AppointmentsReset' || CHALLENGE_EVENTS.has(event.type))) {
      if (part.barrier?.type === 'AppointmentsReset') {
        generation = await this.reset(part.barrier, tx.manager);
        memory = new Memory();
      } else if (part.barrier) {
        await this.challengeChanged(part.barrier, tx, generation);
      } else {
        await this.applyRun(part.run, tx, memory, generation);
      }
    }
    await this.kept.close(tx, memory);
  }

  /** Forgets every referral (they counted before the reset); answers the generation from now on. */
  private async reset(event: StoredEvent, manager: EntityManager): Promise<number> {
    await manager.query('DELETE FROM challenge_awards_referrals');
    const [state] = await manager.query<{ generation: number }[]>(
      'INSERT INTO challenge_awards_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(challenge_awards_state.generation, $1) RETURNING generation',
      [(event.data as AppointmentsReset['data']).generation],
    );
    return state!.generation;
  }

  /** A challenge made, edited, ended or deleted: remembered; made or edited, everyone already at its target completes it. */
  private async challengeChanged(event: StoredEvent, tx: EventTransaction, generation: number): Promise<void> {
    const manager = tx.manager;
    const id = (event.data as { challengeId: string }).challengeId;
    if (event.type === 'ChallengeEnded' || event.type === 'ChallengeDeleted') {
      await manager.query('UPDATE challenge_awards_challenges SET live = false WHERE id = $1', [id]);
      return;
    }
    const { challengeId, createdBy, editedBy, ...definition } = event.data as Partial<ChallengeCreated['data'] & ChallengeEdited['data']>;
    void createdBy;
    void editedBy;
    const d = definition as ChallengeDefinition;
    // An edit of an ended challenge is refused by its decider; the memory keeps `live` as it was all the same.
    const [row] = await manager.query<{ live: boolean }[]>(
      `INSERT INTO challenge_awards_challenges (id, definition, live) VALUES ($1, $2::jsonb, true)
       ON CONFLICT (id) DO UPDATE SET definition = $2::jsonb RETURNING live`,
      [challengeId, JSON.stringify(d)],
    );
    if (!row?.live) return;
    const window = challengeWindow(d.startDate, d.endDate, this.config.businessTimeZone);
    if (event.occurredAt.getTime() >= window.end.getTime()) return;
    const column = d.metric === 'bookings' ? 'booked_at' : 'completed_at';
    const reached = await manager.query<{ salesperson_id: string; n: number }[]>(
      `SELECT r.salesperson_id, count(*)::int AS n
         FROM challenge_awards_referrals r JOIN challenge_awards_salespeople s ON s.id = r.salesperson_id
        WHERE NOT r.is_void AND r.${column} >= $1 AND r.${column} < $2 AND ($3 = 'everyone' OR s.company = ANY($4::text[]))
        GROUP BY r.salesperson_id HAVING count(*) >= $5`,
      [window.start, window.end, d.eligibility, d.dealerships, d.target],
    );
    await appendNew(
      tx,
      reached.map((r) => this.completion({ id: challengeId!, definition: d }, r.salesperson_id, r.n, generation, event)),
    );
  }

  private async applyRun(events: readonly StoredEvent[], tx: EventTransaction, memory: Memory, generation: number): Promise<void> {
    const manager = tx.manager;
    await memory.load(events, manager);
    const challenges = (await manager.query<{ id: string; definition: ChallengeDefinition }[]>('SELECT id, definition FROM challenge_awards_challenges WHERE live')).map(
      (c) => ({ ...c, window: challengeWindow(c.definition.startDate, c.definition.endDate, this.config.businessTimeZone) }),
    );
    const candidates: Candidate[] = [];
    const evaluate = (salespersonId: string, cause: StoredEvent) => {
      if (challenges.length === 0) return;
      const company = memory.companies.get(salespersonId) ?? null;
      const referrals = memory.of(salespersonId);
      for (const challenge of challenges) {
        const d = challenge.definition;
        if (cause.occurredAt.getTime() >= challenge.window.end.getTime() || !isEligible(d.eligibility, d.dealerships, company)) continue;
        const count = referrals.filter((r) => {
          const at = d.metric === 'bookings' ? r.bookedAt : r.completedAt;
          return !r.isVoid && at !== null && inChallengeWindow(at, challenge.window);
        }).length;
        if (count >= d.target) candidates.push(this.completion(challenge, salespersonId, count, generation, cause));
      }
    };
    for (const event of events) {
      if (event.type === 'SalespersonRegistered') {
        const r = event.data as Extract<SalespersonEvent, { type: 'SalespersonRegistered' }>['data'];
        memory.register(r.salespersonId, r.company);
        continue;
      }
      const d = event.data as Data<'AppointmentServiced'>;
      const owner = memory.ownerOf.get(d.appointmentId);
      switch (event.type) {
        case 'AppointmentBooked': {
          const booked = event.data as Data<'AppointmentBooked'>;
          // A test booking is nobody's referral.
          if (booked.isTest || booked.salespersonId === null) break;
          if (!owner) memory.add(booked.appointmentId, booked.salespersonId, event.occurredAt);
          evaluate(booked.salespersonId, event);
          break;
        }
        case 'AppointmentServiced':
          if (!owner) break;
          memory.change(d.appointmentId, { completedAt: event.occurredAt });
          evaluate(owner, event);
          break;
        case 'AppointmentServiceReverted':
          if (owner) memory.change(d.appointmentId, { completedAt: null });
          break;
        case 'AppointmentCancelled':
        case 'AppointmentMarkedNoShow':
          if (owner) memory.change(d.appointmentId, { isVoid: true });
          break;
        case 'AppointmentReviewed':
          if (owner && (event.data as Data<'AppointmentReviewed'>).decision === 'reject') memory.change(d.appointmentId, { isVoid: true });
          break;
        case 'AppointmentNoShowReverted':
          if (!owner) break;
          memory.change(d.appointmentId, { isVoid: false });
          evaluate(owner, event);
          break;
      }
    }
    await memory.save(tx.writes);
    await appendNew(tx, candidates);
  }

  /** The completion of a challenge by a salesperson, caused by one event (stamped with its time), with its derived id. */
  private completion(challenge: Challenge, salespersonId: string, progress: number, generation: number, cause: StoredEvent): Candidate {
    const d = challenge.definition;
    const event: ChallengeCompleted = {
      type: 'ChallengeCompleted',
      data: {
        challengeId: challenge.id,
        salespersonId,
        generation,
        challengeName: d.name,
        metric: d.metric,
        target: d.target,
        progress,
        rewardType: d.rewardType,
        rewardCents: d.rewardCents,
        rewardDescription: d.rewardDescription,
      },
    };
    return {
      stream: challengeRewardsStream(salespersonId),
      eventId: deterministicEventId(challengeCompletedName(challenge.id, salespersonId, generation)),
      event: { type: event.type, data: event.data as Record<string, unknown>, occurredAt: cause.occurredAt },
      metadata: { actor: { type: 'system', id: this.name }, correlationId: cause.metadata.correlationId, causationId: cause.eventId },
    };
  }
}

type Candidate = { stream: string; eventId: string; event: NewEvent; metadata: EventMetadata };

/** The reactor's memory of the salespeople the runs name: their dealerships and referrals, as the runs change them. */
class Memory {
  readonly ownerOf = new Map<string, string>();
  readonly companies = new Map<string, string>();
  private readonly referrals = new Map<string, Map<string, Referral>>();
  /** The salespeople whose every referral and dealership is here. */
  private readonly whole = new Set<string>();
  private readonly added = new Set<string>();
  private readonly changed = new Set<string>();
  private readonly registered = new Map<string, string>();

  /** Referrals held, of every salesperson. */
  get size(): number {
    return this.ownerOf.size;
  }

  /** The referrals and dealerships of the salespeople the run names that are not here yet, and whose each appointment is. */
  async load(events: readonly StoredEvent[], manager: EntityManager): Promise<void> {
    const salespeople = new Set<string>();
    const appointments: string[] = [];
    for (const event of events) {
      if (event.type === 'SalespersonRegistered') continue;
      if (event.type === 'AppointmentBooked') {
        const d = event.data as Data<'AppointmentBooked'>;
        if (!d.isTest && d.salespersonId !== null) salespeople.add(d.salespersonId);
      } else {
        const { appointmentId } = event.data as Data<'AppointmentServiced'>;
        if (!this.ownerOf.has(appointmentId)) appointments.push(appointmentId);
      }
    }
    if (appointments.length > 0) {
      const owners = await manager.query<{ salesperson_id: string }[]>('SELECT DISTINCT salesperson_id FROM challenge_awards_referrals WHERE appointment_id = ANY($1::uuid[])', [
        appointments,
      ]);
      for (const owner of owners) salespeople.add(owner.salesperson_id);
    }
    const ids = [...salespeople].filter((id) => !this.whole.has(id));
    if (ids.length === 0) return;
    const rows = await manager.query<{ appointment_id: string; salesperson_id: string; booked_at: Date; completed_at: Date | null; is_void: boolean }[]>(
      'SELECT appointment_id, salesperson_id, booked_at, completed_at, is_void FROM challenge_awards_referrals WHERE salesperson_id = ANY($1::uuid[])',
      [ids],
    );
    for (const row of rows) this.put(row.appointment_id, row.salesperson_id, { bookedAt: row.booked_at, completedAt: row.completed_at, isVoid: row.is_void });
    const companies = await manager.query<{ id: string; company: string }[]>('SELECT id, company FROM challenge_awards_salespeople WHERE id = ANY($1::uuid[])', [ids]);
    for (const row of companies) this.companies.set(row.id, row.company);
    for (const id of ids) this.whole.add(id);
  }

  register(salespersonId: string, company: string): void {
    this.companies.set(salespersonId, company);
    this.registered.set(salespersonId, company);
  }

  add(appointmentId: string, salespersonId: string, bookedAt: Date): void {
    this.put(appointmentId, salespersonId, { bookedAt, completedAt: null, isVoid: false });
    this.added.add(appointmentId);
  }

  change(appointmentId: string, patch: Partial<Referral>): void {
    Object.assign(this.referral(appointmentId), patch);
    this.changed.add(appointmentId);
  }

  of(salespersonId: string): Referral[] {
    return [...(this.referrals.get(salespersonId)?.values() ?? [])];
  }

  /** New sign-ups and referrals in one insert each, changed referrals in one update; what a later run changes is written by its own save. */
  async save(manager: Pick<EntityManager, 'query'>): Promise<void> {
    const registered = [...this.registered].map(([id, company]) => ({ id, company }));
    this.registered.clear();
    await insertRows(manager, 'challenge_awards_salespeople', SALESPERSON, registered, { conflict: '(id)' });
    const row = (appointmentId: string) => {
      const referral = this.referral(appointmentId);
      return {
        appointment_id: appointmentId,
        salesperson_id: this.ownerOf.get(appointmentId)!,
        booked_at: referral.bookedAt.toISOString(),
        completed_at: referral.completedAt?.toISOString() ?? null,
        is_void: referral.isVoid,
      };
    };
    const added = [...this.added].map(row);
    const changed = [...this.changed].filter((id) => !this.added.has(id)).map(row);
    this.added.clear();
    this.changed.clear();
    await insertRows(manager, 'challenge_awards_referrals', REFERRAL, added, { conflict: '(appointment_id)' });
    if (changed.length === 0) return;
    await manager.query(
      `UPDATE challenge_awards_referrals a SET completed_at = r.completed_at, is_void = r.is_void
         FROM jsonb_to_recordset($1::jsonb) AS r(appointment_id uuid, completed_at timestamptz, is_void boolean)
        WHERE a.appointment_id = r.appointment_id`,
      [recordset(changed)],
    );
  }

  private put(appointmentId: string, salespersonId: string, referral: Referral): void {
    let referrals = this.referrals.get(salespersonId);
    if (!referrals) this.referrals.set(salespersonId, (referrals = new Map()));
    referrals.set(appointmentId, referral);
    this.ownerOf.set(appointmentId, salespersonId);
  }

  private referral(appointmentId: string): Referral {
    return this.referrals.get(this.ownerOf.get(appointmentId)!)!.get(appointmentId)!;
  }
}

const SALESPERSON = recordsetColumns({ id: 'uuid', company: 'text' });
const REFERRAL = recordsetColumns({ appointment_id: 'uuid', salesperson_id: 'uuid', booked_at: 'timestamptz', completed_at: 'timestamptz', is_void: 'boolean' });

/** Appends the candidates whose derived ids are not in the log yet, each once (the first that earned it wins), one append per stream in a row. */
async function appendNew(tx: EventTransaction, candidates: readonly Candidate[]): Promise<void> {
  if (candidates.length === 0) return;
  const ids = [...new Set(candidates.map((c) => c.eventId))];
  const existing = new Set((await tx.manager.query<{ event_id: string }[]>('SELECT event_id FROM events WHERE event_id = ANY($1::uuid[])', [ids])).map((row) => row.event_id));
  for (const candidate of candidates) {
    if (existing.has(candidate.eventId)) continue;
    existing.add(candidate.eventId);
    await tx.append(candidate.stream, 'any', [{ ...candidate.event, eventId: candidate.eventId }], candidate.metadata);
  }
}
