// The awards reactor (BullMQ worker): after each booking and each service it looks at the
// salesperson's referrals since the last reset and appends what they newly earned: BadgeEarned
// (each type once per salesperson and reset generation), CashBonusEarned (every 10 completed in a
// month) and GiftCardEarned (every 15 completed in all). Event ids are derived from what was earned,
// so retries, a restarted worker or a concurrent run can never award anything twice.
import { Inject, Injectable } from '@nestjs/common';
import { evaluateBadges } from '@tint/libs/badges';
import { CASH_BONUS_CENTS, cashBonusesEarned, giftCardsEarned } from '@tint/libs/rewards';
import { monthKeyInZone } from '@tint/libs/slots';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EventMetadata, NewEvent, StoredEvent } from '../../platform/event-store/event-store.js';
import type { EventTransaction } from '../../platform/event-store/event-transactions.js';
import { deterministicEventId, Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import type { AppointmentEvent } from '../appointments/appointment.js';
import type { AppointmentsReset } from '../appointments/reset.js';
import { type BadgeEarned, badgesStream, type CashBonusEarned, type GiftCardEarned, rewardsStream } from './gamification.events.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];
type Referral = { booked_at: Date; completed_at: Date | null };

@Projection()
@Injectable()
export class AwardsReactor implements ProjectionHandler {
  readonly name = 'awards';
  readonly version = 1;
  readonly kind = 'reactor' as const;
  readonly handles = ['AppointmentBooked', 'AppointmentServiced', 'AppointmentServiceReverted', 'AppointmentsReset'];
  readonly tables = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async apply(event: StoredEvent, { manager, tx }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'AppointmentBooked': {
        const d = event.data as Data<'AppointmentBooked'>;
        if (d.isTest || d.salespersonId === null) return;
        await manager.query(
          'INSERT INTO awards_referrals (appointment_id, salesperson_id, booked_at) VALUES ($1, $2, $3) ON CONFLICT (appointment_id) DO NOTHING',
          [d.appointmentId, d.salespersonId, event.occurredAt],
        );
        await this.award(d.salespersonId, event, tx);
        return;
      }
      case 'AppointmentServiced': {
        const d = event.data as Data<'AppointmentServiced'>;
        await manager.query('UPDATE awards_referrals SET completed_at = $2 WHERE appointment_id = $1', [d.appointmentId, event.occurredAt]);
        const [referral] = await manager.query<{ salesperson_id: string }[]>('SELECT salesperson_id FROM awards_referrals WHERE appointment_id = $1', [d.appointmentId]);
        if (referral) await this.award(referral.salesperson_id, event, tx); // none for a test booking
        return;
      }
      case 'AppointmentServiceReverted': {
        // What was earned stays earned; the referral simply counts as not completed any more.
        await manager.query('UPDATE awards_referrals SET completed_at = NULL WHERE appointment_id = $1', [(event.data as Data<'AppointmentServiceReverted'>).appointmentId]);
        return;
      }
      case 'AppointmentsReset': {
        await manager.query('DELETE FROM awards_referrals');
        await manager.query(
          'INSERT INTO awards_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(awards_state.generation, $1)',
          [(event.data as AppointmentsReset['data']).generation],
        );
        return;
      }
    }
  }

  private async award(salespersonId: string, cause: StoredEvent, tx: EventTransaction): Promise<void> {
    const manager = tx.manager;
    const [state] = await manager.query<{ generation: number }[]>('SELECT generation FROM awards_state WHERE id = 1');
    const generation = state?.generation ?? 0;
    const referrals = await manager.query<Referral[]>('SELECT booked_at, completed_at FROM awards_referrals WHERE salesperson_id = $1', [salespersonId]);
    const zone = this.config.businessTimeZone;
    const metadata: EventMetadata = { actor: { type: 'system', id: this.name }, correlationId: cause.metadata.correlationId, causationId: cause.eventId };

    const badges: BadgeEarned[] = evaluateBadges(
      referrals.map((r) => ({ bookedAt: r.booked_at.toISOString(), completedAt: r.completed_at?.toISOString() ?? null })),
      zone,
    ).map((badge) => ({
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
    }));
    await appendNew(tx, badgesStream(salespersonId), badges, (e) => `badge:${salespersonId}:${generation}:${e.data.badgeType}`, cause, metadata);

    const month = monthKeyInZone(cause.occurredAt, zone);
    const completedAts = referrals.flatMap((r) => (r.completed_at ? [r.completed_at] : []));
    const monthly = completedAts.filter((at) => monthKeyInZone(at, zone) === month).length;
    const rewards: (CashBonusEarned | GiftCardEarned)[] = [
      ...Array.from({ length: cashBonusesEarned(monthly) }, (_, i): CashBonusEarned => ({
        type: 'CashBonusEarned',
        data: { salespersonId, generation, month, bonusNumber: i + 1, amountCents: CASH_BONUS_CENTS },
      })),
      ...Array.from({ length: giftCardsEarned(completedAts.length) }, (_, i): GiftCardEarned => ({
        type: 'GiftCardEarned',
        data: { salespersonId, generation, giftCardNumber: i + 1 },
      })),
    ];
    await appendNew(
      tx,
      rewardsStream(salespersonId),
      rewards,
      (e) =>
        e.type === 'CashBonusEarned'
          ? `cash-bonus:${salespersonId}:${generation}:${e.data.month}:${e.data.bonusNumber}`
          : `gift-card:${salespersonId}:${generation}:${e.data.giftCardNumber}`,
      cause,
      metadata,
    );
  }
}

/** Appends the events whose derived ids are not in the log yet, stamped with the cause's time. */
async function appendNew<E extends { type: string; data: object }>(
  tx: EventTransaction,
  stream: string,
  candidates: E[],
  name: (event: E) => string,
  cause: StoredEvent,
  metadata: EventMetadata,
): Promise<void> {
  if (candidates.length === 0) return;
  const withIds = candidates.map((event) => ({ event, eventId: deterministicEventId(name(event)) }));
  const existing = new Set(
    (await tx.manager.query<{ event_id: string }[]>('SELECT event_id FROM events WHERE event_id = ANY($1::uuid[])', [withIds.map((c) => c.eventId)])).map(
      (row) => row.event_id,
    ),
  );
  const fresh: NewEvent[] = withIds
    .filter((c) => !existing.has(c.eventId))
    .map((c) => ({ type: c.event.type, data: c.event.data as Record<string, unknown>, eventId: c.eventId, occurredAt: cause.occurredAt }));
  await tx.append(stream, 'any', fresh, metadata);
}
