// Async projection `gamification` (BullMQ worker): the salespeople, their referrals since the last
// reset (only what the counts need), their badges and the cash bonuses and gift cards they earned.
// The leaderboard, rewards and the admin's user tiles are read from these tables; the UI says "will
// refresh shortly" and refetches.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset.js';
import type { SalespersonEvent } from '../auth/salesperson.js';
import type { BadgeEarned, CashBonusEarned, GiftCardEarned } from './gamification.events.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
type Registered = Extract<SalespersonEvent, { type: 'SalespersonRegistered' }>['data'];

/** The projection's name: its checkpoint says how far its tables have got. */
export const GAMIFICATION_PROJECTION = 'gamification';

@Projection()
@Injectable()
export class GamificationProjection implements ProjectionHandler {
  readonly name = GAMIFICATION_PROJECTION;
  readonly version = 2;
  readonly kind = 'async' as const;
  readonly handles = [
    'SalespersonRegistered',
    'AppointmentBooked',
    'AppointmentConfirmed',
    'AppointmentUnconfirmed',
    'AppointmentServiced',
    'AppointmentServiceReverted',
    'AppointmentsReset',
    'BadgeEarned',
    'CashBonusEarned',
    'GiftCardEarned',
  ];
  readonly tables = ['gamification_salespeople', 'gamification_appointments', 'gamification_badges', 'gamification_rewards', 'gamification_state'];

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    const id = (event.data as { appointmentId?: string }).appointmentId;
    // Earned before a reset that this projection has already applied: neither shown nor counted.
    const earnedBeforeLastReset = async (generation: number) => {
      const [state] = await manager.query<{ generation: number }[]>('SELECT generation FROM gamification_state WHERE id = 1');
      return generation < (state?.generation ?? 0);
    };
    const update = (assignments: string, ...values: unknown[]) =>
      manager.query(`UPDATE gamification_appointments SET ${assignments} WHERE id = $1`, [id, ...values]);
    switch (event.type) {
      case 'SalespersonRegistered': {
        const d = event.data as Registered;
        await manager.query(
          `INSERT INTO gamification_salespeople (id, first_name, last_name, email, company, registered_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [d.salespersonId, d.firstName, d.lastName, d.email, d.company, event.occurredAt],
        );
        return;
      }
      case 'AppointmentBooked': {
        const d = event.data as Data<'AppointmentBooked'>;
        if (d.isTest || d.salespersonId === null) return; // a test booking is nobody's referral
        await manager.query(
          `INSERT INTO gamification_appointments (id, salesperson_id, commission_cents, status, is_confirmed, booked_at)
           VALUES ($1, $2, $3, 'scheduled', false, $4) ON CONFLICT (id) DO NOTHING`,
          [d.appointmentId, d.salespersonId, d.commissionCents, event.occurredAt],
        );
        return;
      }
      case 'AppointmentConfirmed':
        await update('is_confirmed = true');
        return;
      case 'AppointmentUnconfirmed':
        await update('is_confirmed = false');
        return;
      case 'AppointmentServiced':
        await update("status = 'completed', completed_at = $2", event.occurredAt);
        return;
      case 'AppointmentServiceReverted':
        await update("status = 'scheduled', completed_at = NULL");
        return;
      case 'AppointmentsReset': {
        const d = event.data as AppointmentsReset['data'];
        await manager.query('DELETE FROM gamification_appointments');
        await manager.query('DELETE FROM gamification_badges');
        await manager.query('DELETE FROM gamification_rewards');
        await manager.query(
          'INSERT INTO gamification_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(gamification_state.generation, $1)',
          [d.generation],
        );
        return;
      }
      case 'BadgeEarned': {
        const d = event.data as BadgeEarned['data'];
        if (await earnedBeforeLastReset(d.generation)) return;
        await manager.query(
          `INSERT INTO gamification_badges (salesperson_id, badge_type, event_id, log_position, badge_name, description, icon_emoji, metadata, earned_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) ON CONFLICT (salesperson_id, badge_type) DO NOTHING`,
          [d.salespersonId, d.badgeType, event.eventId, event.globalPosition, d.badgeName, d.description, d.iconEmoji, JSON.stringify(d.metadata), event.occurredAt],
        );
        return;
      }
      case 'CashBonusEarned':
      case 'GiftCardEarned': {
        const d = event.data as (CashBonusEarned | GiftCardEarned)['data'];
        if (await earnedBeforeLastReset(d.generation)) return;
        await manager.query(
          'INSERT INTO gamification_rewards (event_id, salesperson_id, kind, amount_cents, earned_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING',
          [event.eventId, d.salespersonId, event.type === 'CashBonusEarned' ? 'cash_bonus' : 'gift_card', 'amountCents' in d ? d.amountCents : null, event.occurredAt],
        );
        return;
      }
    }
  }
}
