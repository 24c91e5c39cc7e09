// Async projection `gamification` (BullMQ worker): the salespeople, their referrals since the last
// reset (only what the counts need), their badges and the cash bonuses and gift cards they earned.
// The leaderboard, rewards and the admin's user tiles are read from these tables; the UI says "will
// refresh shortly" and refetches.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { PatchFold, insertRows, recordset, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, forSalespeople, forSalesperson, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { SALESPERSON_PERSONAL_DATA, type SalespersonEvent } from '../auth/salesperson.js';
import type { BadgeEarned, CashBonusEarned, GiftCardEarned } from './gamification.events.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
type Registered = Extract<SalespersonEvent, { type: 'SalespersonRegistered' }>['data'];

/** The projection's name: its checkpoint says how far its tables have got. */
export const GAMIFICATION_PROJECTION = 'gamification';

@Projection()
@Injectable()
export class GamificationProjection implements ProjectionHandler {
  readonly name = GAMIFICATION_PROJECTION;
  readonly version = 3;
  readonly kind = 'async' as const;
  readonly handles = [
    'SalespersonRegistered',
    'AppointmentBooked',
    'AppointmentConfirmed',
    'AppointmentUnconfirmed',
    'AppointmentServiced',
    'AppointmentServiceReverted',
    'AppointmentCancelled',
    'AppointmentMarkedNoShow',
    'AppointmentNoShowReverted',
    'AppointmentReviewed',
    'AppointmentsReset',
    'BadgeEarned',
    'CashBonusEarned',
    'GiftCardEarned',
    'SubjectErased',
  ];
  /** Of the personal fields, only the salesperson's name and email (the leaderboard's): never a customer's. */
  readonly opens = ['SalespersonRegistered'];
  readonly tables = ['gamification_salespeople', 'gamification_appointments', 'gamification_badges', 'gamification_rewards', 'gamification_state'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /**
   * Live screens (issue 20): everybody's leaderboard and dealership standings (a referral can move anyone's place); each salesperson in the batch
   * their rewards, badges and payout details; the admins' user tiles.
   */
  async changes(events: readonly StoredEvent[], { manager }: ProjectionContext): Promise<LiveChange[]> {
    const everybody = events.some((event) => event.type === 'AppointmentsReset');
    const people = new Set<string>();
    const lookUp: string[] = [];
    for (const event of events) {
      const data = event.data as { salespersonId?: string | null; appointmentId?: string };
      if (data.salespersonId) people.add(data.salespersonId);
      else if (data.salespersonId === undefined && data.appointmentId) lookUp.push(data.appointmentId);
    }
    // A confirmation carries the appointment only: its referral row says whose it is.
    if (!everybody && lookUp.length > 0) {
      const rows = await manager.query<{ salesperson_id: string }[]>('SELECT DISTINCT salesperson_id FROM gamification_appointments WHERE id = ANY($1::uuid[])', [lookUp]);
      for (const row of rows) people.add(row.salesperson_id);
    }
    const own = [LIVE_KEYS.rewards, LIVE_KEYS.badges, LIVE_KEYS.payoutDetails] as const;
    return [
      ...forAdmins(LIVE_KEYS.adminUsers),
      ...(everybody ? forSalespeople(LIVE_KEYS.leaderboard, LIVE_KEYS.dealershipStandings, ...own) : forSalespeople(LIVE_KEYS.leaderboard, LIVE_KEYS.dealershipStandings)),
      ...(everybody ? [] : [...people].flatMap((id) => forSalesperson(id, ...own))),
    ];
  }

  /** A run's new rows in one insert per table and its referrals' changes folded into one update; a reset in its place. */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    for (const part of splitAtBarriers(events, (e) => e.type === 'AppointmentsReset' || e.type === 'SubjectErased')) {
      if (part.barrier?.type === 'SubjectErased') {
        const { subjectType, subjectId } = part.barrier.data as SubjectErased['data'];
        if (subjectType !== 'salesperson') continue;
        // The leaderboard keeps their referrals and rank under the placeholder name (salesperson.ts).
        const erased = SALESPERSON_PERSONAL_DATA.SalespersonRegistered!.erased({ salespersonId: subjectId });
        await manager.query('UPDATE gamification_salespeople SET first_name = $2, last_name = $3, email = $4 WHERE id = $1', [subjectId, erased.firstName, erased.lastName, erased.email]);
        continue;
      }
      if (part.barrier) {
        await this.reset(part.barrier.data as AppointmentsReset['data'], manager);
        continue;
      }
      const rows = { salespeople: [] as object[], referrals: [] as object[], badges: [] as Earned[], rewards: [] as Earned[] };
      const changes = new PatchFold<Change>();
      for (const event of part.run) {
        const d = event.data as Record<string, unknown>;
        switch (event.type) {
          case 'SalespersonRegistered': {
            const r = d as Registered;
            rows.salespeople.push({ id: r.salespersonId, first_name: r.firstName, last_name: r.lastName, email: r.email, company: r.company, registered_at: event.occurredAt });
            break;
          }
          case 'AppointmentBooked': {
            const b = d as Data<'AppointmentBooked'>;
            // A test booking is nobody's referral.
            if (!b.isTest && b.salespersonId !== null) rows.referrals.push({ id: b.appointmentId, salesperson_id: b.salespersonId, commission_cents: b.commissionCents, status: 'scheduled', is_confirmed: false, booked_at: event.occurredAt });
            break;
          }
          case 'BadgeEarned': {
            const e = d as BadgeEarned['data'];
            rows.badges.push({
              generation: e.generation,
              row: { salesperson_id: e.salespersonId, badge_type: e.badgeType, event_id: event.eventId, log_position: event.globalPosition, badge_name: e.badgeName, description: e.description, icon_emoji: e.iconEmoji, metadata: e.metadata, earned_at: event.occurredAt },
            });
            break;
          }
          case 'CashBonusEarned':
          case 'GiftCardEarned': {
            const e = d as (CashBonusEarned | GiftCardEarned)['data'];
            rows.rewards.push({
              generation: e.generation,
              row: { event_id: event.eventId, salesperson_id: e.salespersonId, kind: event.type === 'CashBonusEarned' ? 'cash_bonus' : 'gift_card', amount_cents: 'amountCents' in e ? e.amountCents : null, earned_at: event.occurredAt },
            });
            break;
          }
          case 'AppointmentReviewed':
            // A rejected commission did not count: the referral is void for every count (a cleared one changes nothing).
            if ((d as Data<'AppointmentReviewed'>).decision === 'reject') changes.set((d as { appointmentId: string }).appointmentId, { is_void: true });
            break;
          default:
            changes.set((d as { appointmentId: string }).appointmentId, CHANGES[event.type as ChangeType](event.occurredAt));
        }
      }
      const insert = (table: string, columns: { names: string; definition: string }, found: readonly object[], conflict: string) => insertRows(tx.writes, table, columns, found, { conflict });
      await insert('gamification_salespeople', SALESPERSON, rows.salespeople, '(id)');
      await insert('gamification_appointments', REFERRAL, rows.referrals, '(id)');
      if (changes.size > 0) {
        await manager.query(
          `UPDATE gamification_appointments a SET
             is_confirmed = coalesce(p.is_confirmed, a.is_confirmed),
             status = coalesce(p.status, a.status),
             completed_at = CASE WHEN p.status IS NULL THEN a.completed_at ELSE p.completed_at END,
             is_void = coalesce(p.is_void, a.is_void)
           FROM jsonb_to_recordset($1::jsonb) AS p(key uuid, is_confirmed boolean, status text, completed_at timestamptz, is_void boolean)
           WHERE a.id = p.key`,
          [recordset(changes.rows())],
        );
      }
      if (rows.badges.length + rows.rewards.length === 0) continue;
      // Earned before a reset that this projection has already applied: neither shown nor counted.
      const [state] = await manager.query<{ generation: number }[]>('SELECT generation FROM gamification_state WHERE id = 1');
      const current = (earned: readonly Earned[]) => earned.filter((e) => e.generation >= (state?.generation ?? 0)).map((e) => e.row);
      // The first badge of a kind stays (the insert keeps the first of a run's duplicates, as one by one would).
      await insert('gamification_badges', BADGE, current(rows.badges), '(salesperson_id, badge_type)');
      await insert('gamification_rewards', REWARD, current(rows.rewards), '(event_id)');
    }
  }

  private async reset(d: AppointmentsReset['data'], manager: ProjectionContext['manager']): Promise<void> {
    await manager.query('DELETE FROM gamification_appointments');
    await manager.query('DELETE FROM gamification_badges');
    await manager.query('DELETE FROM gamification_rewards');
    await manager.query(
      'INSERT INTO gamification_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(gamification_state.generation, $1)',
      [d.generation],
    );
  }
}

type Earned = { generation: number; row: object };

/** What a referral's later events change, by column group: confirmation and service. */
type Change = { is_confirmed?: boolean; status?: string; completed_at?: Date | null; is_void?: boolean };
type ChangeType =
  | 'AppointmentConfirmed'
  | 'AppointmentUnconfirmed'
  | 'AppointmentServiced'
  | 'AppointmentServiceReverted'
  | 'AppointmentCancelled'
  | 'AppointmentMarkedNoShow'
  | 'AppointmentNoShowReverted';

const CHANGES: Record<ChangeType, (at: Date) => Change> = {
  AppointmentConfirmed: () => ({ is_confirmed: true }),
  AppointmentUnconfirmed: () => ({ is_confirmed: false }),
  AppointmentServiced: (at) => ({ status: 'completed', completed_at: at }),
  AppointmentServiceReverted: () => ({ status: 'scheduled', completed_at: null }),
  // Out of the leaderboard's and the admin's counts (gamification.queries.ts counts only the other statuses).
  AppointmentCancelled: () => ({ status: 'cancelled', completed_at: null }),
  AppointmentMarkedNoShow: () => ({ status: 'no_show', completed_at: null }),
  AppointmentNoShowReverted: () => ({ status: 'scheduled', completed_at: null }),
};

const SALESPERSON = recordsetColumns({ id: 'uuid', first_name: 'text', last_name: 'text', email: 'text', company: 'text', registered_at: 'timestamptz' });
const REFERRAL = recordsetColumns({ id: 'uuid', salesperson_id: 'uuid', commission_cents: 'integer', status: 'text', is_confirmed: 'boolean', booked_at: 'timestamptz' });
const BADGE = recordsetColumns({
  salesperson_id: 'uuid',
  badge_type: 'text',
  event_id: 'uuid',
  log_position: 'bigint',
  badge_name: 'text',
  description: 'text',
  icon_emoji: 'text',
  metadata: 'jsonb',
  earned_at: 'timestamptz',
});
const REWARD = recordsetColumns({ event_id: 'uuid', salesperson_id: 'uuid', kind: 'text', amount_cents: 'integer', earned_at: 'timestamptz' });
