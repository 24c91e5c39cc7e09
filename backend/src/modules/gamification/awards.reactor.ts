// The awards reactor (BullMQ worker): after each booking and each service it looks at the
// salesperson's referrals since the last reset and appends what they newly earned: BadgeEarned
// (each type once per salesperson and reset generation), CashBonusEarned (every 10 completed in a
// month) and GiftCardEarned (every 15 completed in all). Event ids are derived from what was earned,
// so retries, a restarted worker or a concurrent run can never award anything twice.
import { Inject, Injectable } from '@nestjs/common';
import { evaluateBadges } from '@tint/libs/badges';
import { CASH_BONUS_CENTS, cashBonusesEarned, giftCardsEarned } from '@tint/libs/rewards';
import { monthKeyInZone } from '@tint/libs/slots';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EventMetadata, NewEvent, StoredEvent } from '../../platform/event-store/event-store.js';
import type { EventTransaction } from '../../platform/event-store/event-transactions.js';
import { insertRows, recordset, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { KeptMemory } from '../../platform/projections/kept-memory.js';
import { deterministicEventId, Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset.js';
import { type BadgeEarned, badgesStream, type CashBonusEarned, type GiftCardEarned, rewardsStream } from './gamification.events.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
/** A referral as the badge rules read it: instants, not their text (the rules run over every referral at each event). */
type Referral = { bookedAt: Date; completedAt: Date | null };

@Projection()
@Injectable()
export class AwardsReactor implements ProjectionHandler {
  readonly name = 'awards';
  readonly version = 1;
  readonly kind = 'reactor' as const;
  readonly handles = [
    'AppointmentBooked',
    'AppointmentServiced',
    'AppointmentServiceReverted',
    'AppointmentCancelled',
    'AppointmentMarkedNoShow',
    'AppointmentNoShowReverted',
    'AppointmentReviewed',
    'AppointmentsReset',
  ];
  readonly tables = [];
  /** It counts ids, dates and money: it never reads a customer's or a salesperson's personal fields (none opened). */
  readonly opens = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /**
   * The referrals this process's last batch left in awards_referrals, while they are still the table's: read again,
   * every batch read every referral of each salesperson it named, their whole history, about forty times a second
   * each at a steady 100 bookings/s.
   */
  private readonly kept = new KeptMemory('awards_state', () => new ReferralMemory(), KEPT_REFERRALS);

  /**
   * A batch in a few statements: the referrals of every salesperson it names read once (or kept from the batch
   * before), each event then looked at in order in memory (what it earns is what applying the events one by one would
   * earn, each award stamped with the event that earned it), the referrals written back once, and every candidate
   * award checked against the log in one query. A reset is a barrier: it runs alone, in its place.
   */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    let { generation, memory } = await this.kept.open(manager);
    for (const part of splitAtBarriers(events, (event) => event.type === 'AppointmentsReset')) {
      if (part.barrier) {
        generation = await this.reset(part.barrier, manager);
        memory = new ReferralMemory();
      } else {
        await this.applyRun(part.run, tx, memory, generation);
      }
    }
    await this.kept.close(tx, memory);
  }

  /** Forgets every referral (they counted before the reset); answers the generation from now on. */
  private async reset(event: StoredEvent, manager: EntityManager): Promise<number> {
    await manager.query('DELETE FROM awards_referrals');
    const [state] = await manager.query<{ generation: number }[]>(
      'INSERT INTO awards_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(awards_state.generation, $1) RETURNING generation',
      [(event.data as AppointmentsReset['data']).generation],
    );
    return state!.generation;
  }

  private async applyRun(events: readonly StoredEvent[], tx: EventTransaction, memory: ReferralMemory, generation: number): Promise<void> {
    await this.loadReferrals(events, tx.manager, memory);
    const candidates: Candidate[] = [];
    for (const event of events) {
      const d = event.data as Data<'AppointmentBooked' | 'AppointmentServiced' | 'AppointmentServiceReverted'>;
      const owner = memory.ownerOf.get(d.appointmentId);
      switch (event.type) {
        case 'AppointmentBooked': {
          const booked = event.data as Data<'AppointmentBooked'>;
          if (booked.isTest || booked.salespersonId === null) break;
          if (!owner) memory.add(booked.appointmentId, booked.salespersonId, event.occurredAt);
          candidates.push(...this.earned(booked.salespersonId, memory.of(booked.salespersonId), generation, event));
          break;
        }
        case 'AppointmentServiced':
          if (!owner) break; // none for a test booking
          memory.complete(d.appointmentId, event.occurredAt);
          candidates.push(...this.earned(owner, memory.of(owner), generation, event));
          break;
        case 'AppointmentServiceReverted':
          // What was earned stays earned; the referral simply counts as not completed any more.
          if (owner) memory.complete(d.appointmentId, null);
          break;
        case 'AppointmentCancelled':
        case 'AppointmentMarkedNoShow':
          // It did not happen: no rule counts it any more (what it helped earn stays earned).
          if (owner) memory.setVoid(d.appointmentId, true);
          break;
        case 'AppointmentReviewed':
          // A rejected commission counts toward nothing from now on (what it helped earn stays earned).
          if (owner && (event.data as Data<'AppointmentReviewed'>).decision === 'reject') memory.setVoid(d.appointmentId, true);
          break;
        case 'AppointmentNoShowReverted':
          if (!owner) break;
          memory.setVoid(d.appointmentId, false);
          candidates.push(...this.earned(owner, memory.of(owner), generation, event));
          break;
      }
    }
    await memory.save(tx.writes);
    await appendNew(tx, candidates);
  }

  /**
   * Into `memory`: the referrals (since the last reset) of every salesperson the run names whose referrals it does not
   * hold yet, and whose each appointment is.
   */
  private async loadReferrals(events: readonly StoredEvent[], manager: EntityManager, memory: ReferralMemory): Promise<void> {
    const salespeople = new Set<string>();
    const appointments: string[] = [];
    for (const event of events) {
      if (event.type === 'AppointmentBooked') {
        const d = event.data as Data<'AppointmentBooked'>;
        if (!d.isTest && d.salespersonId !== null) salespeople.add(d.salespersonId);
      } else {
        const { appointmentId } = event.data as Data<'AppointmentServiced'>;
        if (!memory.ownerOf.has(appointmentId)) appointments.push(appointmentId);
      }
    }
    // Whose serviced (or reverted) appointments these are, for the ones not known here: asked only when the run has
    // some (each query an index lookup). One not found is a test booking's: no referral.
    if (appointments.length > 0) {
      const owners = await manager.query<{ salesperson_id: string }[]>('SELECT DISTINCT salesperson_id FROM awards_referrals WHERE appointment_id = ANY($1::uuid[])', [appointments]);
      for (const owner of owners) salespeople.add(owner.salesperson_id);
    }
    const missing = [...salespeople].filter((id) => !memory.holds(id));
    if (missing.length === 0) return;
    const rows = await manager.query<{ appointment_id: string; salesperson_id: string; booked_at: Date; completed_at: Date | null; is_void: boolean }[]>(
      'SELECT appointment_id, salesperson_id, booked_at, completed_at, is_void FROM awards_referrals WHERE salesperson_id = ANY($1::uuid[])',
      [missing],
    );
    for (const row of rows) memory.load(row.appointment_id, row.salesperson_id, row.booked_at, row.completed_at, row.is_void);
    for (const id of missing) memory.loaded(id);
  }

  /** What a salesperson's referrals earn as of one event: every badge, cash bonus and gift card, each with its derived id. */
  private earned(salespersonId: string, referrals: readonly Referral[], generation: number, cause: StoredEvent): Candidate[] {
    const zone = this.config.businessTimeZone;
    const metadata: EventMetadata = { actor: { type: 'system', id: this.name }, correlationId: cause.metadata.correlationId, causationId: cause.eventId };
    const candidate = (stream: string, event: BadgeEarned | CashBonusEarned | GiftCardEarned, name: string): Candidate => ({
      stream,
      eventId: deterministicEventId(name),
      event: { type: event.type, data: event.data as Record<string, unknown>, occurredAt: cause.occurredAt },
      metadata,
      cause: cause.eventId,
    });

    const badges = evaluateBadges(referrals, zone).map((badge) => {
      const event: BadgeEarned = {
        type: 'BadgeEarned',
        data: {
          salespersonId,
          generation,
          badgeType: badge.type,
          badgeName: badge.name,
          description: badge.description,
          iconEmoji: badge.iconEmoji,
          metadata: badge.metadata,
        },
      };
      return candidate(badgesStream(salespersonId), event, `badge:${salespersonId}:${generation}:${badge.type}`);
    });

    const month = monthKeyInZone(cause.occurredAt, zone);
    const completedAts = referrals.flatMap((r) => (r.completedAt ? [r.completedAt] : []));
    const monthly = completedAts.filter((at) => monthKeyInZone(at, zone) === month).length;
    const cashBonuses = Array.from({ length: cashBonusesEarned(monthly) }, (_, i) => {
      const event: CashBonusEarned = {
        type: 'CashBonusEarned',
        data: { salespersonId, generation, month, bonusNumber: i + 1, amountCents: CASH_BONUS_CENTS },
      };
      return candidate(rewardsStream(salespersonId), event, `cash-bonus:${salespersonId}:${generation}:${month}:${i + 1}`);
    });
    const giftCards = Array.from({ length: giftCardsEarned(completedAts.length) }, (_, i) => {
      const event: GiftCardEarned = { type: 'GiftCardEarned', data: { salespersonId, generation, giftCardNumber: i + 1 } };
      return candidate(rewardsStream(salespersonId), event, `gift-card:${salespersonId}:${generation}:${i + 1}`);
    });
    return [...badges, ...cashBonuses, ...giftCards];
  }
}

type Candidate = { stream: string; eventId: string; event: NewEvent; metadata: EventMetadata; cause: string };

/**
 * Referrals a reactor keeps between batches at most (about 700 bytes each in the worker's heap, 14 MB in all): past it,
 * the next batch starts again from the salespeople it names, so the busiest ones stay.
 */
export const KEPT_REFERRALS = 20_000;

/** The awards' memory of referrals, as the runs change it, and what to write back. */
class ReferralMemory {
  private readonly bySalesperson = new Map<string, Map<string, Referral>>();
  /** The salespeople whose every referral is here. */
  private readonly whole = new Set<string>();
  readonly ownerOf = new Map<string, string>();
  private readonly added = new Set<string>();
  private readonly completedChanged = new Set<string>();
  /** The referrals that did not happen (cancelled, no-show): kept, but counted by no rule. */
  private readonly voided = new Set<string>();

  /** Referrals held, of every salesperson. */
  get size(): number {
    return this.ownerOf.size;
  }

  /** Whether every referral of the salesperson is here. */
  holds(salespersonId: string): boolean {
    return this.whole.has(salespersonId);
  }

  /** Every referral of the salesperson has been loaded (none, for one who has none). */
  loaded(salespersonId: string): void {
    this.whole.add(salespersonId);
  }

  load(appointmentId: string, salespersonId: string, bookedAt: Date, completedAt: Date | null, isVoid = false): void {
    this.referrals(salespersonId).set(appointmentId, { bookedAt, completedAt });
    this.ownerOf.set(appointmentId, salespersonId);
    if (isVoid) this.voided.add(appointmentId);
  }

  setVoid(appointmentId: string, isVoid: boolean): void {
    if (isVoid) this.voided.add(appointmentId);
    else this.voided.delete(appointmentId);
    this.completedChanged.add(appointmentId);
  }

  add(appointmentId: string, salespersonId: string, bookedAt: Date): void {
    this.load(appointmentId, salespersonId, bookedAt, null);
    this.added.add(appointmentId);
  }

  complete(appointmentId: string, at: Date | null): void {
    const owner = this.ownerOf.get(appointmentId)!;
    this.referrals(owner).get(appointmentId)!.completedAt = at;
    this.completedChanged.add(appointmentId);
  }

  /** The referrals the rules count (at every event: a loop, not a copy of the entries filtered). */
  of(salespersonId: string): Referral[] {
    const counted: Referral[] = [];
    for (const [id, referral] of this.referrals(salespersonId)) if (!this.voided.has(id)) counted.push(referral);
    return counted;
  }

  /** New referrals in one insert, changed completions in one update; what a later run changes is written by its own save. */
  async save(manager: Pick<EntityManager, 'query'>): Promise<void> {
    const row = (appointmentId: string) => {
      const owner = this.ownerOf.get(appointmentId)!;
      const referral = this.referrals(owner).get(appointmentId)!;
      return {
        appointment_id: appointmentId,
        salesperson_id: owner,
        booked_at: referral.bookedAt.toISOString(),
        completed_at: referral.completedAt?.toISOString() ?? null,
        is_void: this.voided.has(appointmentId),
      };
    };
    const added = [...this.added].map(row);
    const changed = [...this.completedChanged].filter((id) => !this.added.has(id)).map(row);
    this.added.clear();
    this.completedChanged.clear();
    await insertRows(manager, 'awards_referrals', REFERRAL_COLUMNS, added, { conflict: '(appointment_id)' });
    if (changed.length === 0) return;
    await manager.query(
      `UPDATE awards_referrals a SET completed_at = r.completed_at, is_void = r.is_void
         FROM jsonb_to_recordset($1::jsonb) AS r(appointment_id uuid, completed_at timestamptz, is_void boolean)
        WHERE a.appointment_id = r.appointment_id`,
      [recordset(changed)],
    );
  }

  private referrals(salespersonId: string): Map<string, Referral> {
    let referrals = this.bySalesperson.get(salespersonId);
    if (!referrals) this.bySalesperson.set(salespersonId, (referrals = new Map()));
    return referrals;
  }
}

const REFERRAL_COLUMNS = recordsetColumns({ appointment_id: 'uuid', salesperson_id: 'uuid', booked_at: 'timestamptz', completed_at: 'timestamptz', is_void: 'boolean' });

/**
 * Appends the candidates whose derived ids are not in the log yet, each once (the first event that earned it is its
 * cause), in the order they were earned: one query for what the log holds, one append per stream and cause.
 */
async function appendNew(tx: EventTransaction, candidates: readonly Candidate[]): Promise<void> {
  if (candidates.length === 0) return;
  const existing = new Set(
    (await tx.manager.query<{ event_id: string }[]>('SELECT event_id FROM events WHERE event_id = ANY($1::uuid[])', [[...new Set(candidates.map((c) => c.eventId))]])).map(
      (row) => row.event_id,
    ),
  );
  const groups: { stream: string; cause: string; metadata: EventMetadata; events: NewEvent[] }[] = [];
  for (const candidate of candidates) {
    if (existing.has(candidate.eventId)) continue;
    existing.add(candidate.eventId);
    const last = groups.at(-1);
    const event = { ...candidate.event, eventId: candidate.eventId };
    if (last && last.stream === candidate.stream && last.cause === candidate.cause) last.events.push(event);
    else groups.push({ stream: candidate.stream, cause: candidate.cause, metadata: candidate.metadata, events: [event] });
  }
  for (const group of groups) await tx.append(group.stream, 'any', group.events, group.metadata);
}
