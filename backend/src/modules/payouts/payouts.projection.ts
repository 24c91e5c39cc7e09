// Inline projection `payouts`: the payout ledger, one row per referral (test bookings have nobody to
// pay), written in the command's own transaction so the admin's Payouts tab and the salesperson's
// Payout Details show a change at once. A Reset for Rollout empties it (the event log keeps everything).
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { PatchFold, insertRows, recordset, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, forSalespeople, forSalesperson, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import type { AppointmentEvent } from '../appointments/appointment.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class PayoutsProjection implements ProjectionHandler {
  readonly name = 'payouts';
  readonly version = 2;
  readonly kind = 'inline' as const;
  readonly handles = [
    'AppointmentBooked',
    'AppointmentServiced',
    'AppointmentServiceReverted',
    'PayoutFulfilled',
    'PayoutReverted',
    'AppointmentCancelled',
    'AppointmentMarkedNoShow',
    'AppointmentNoShowReverted',
    'AppointmentRescheduled',
    'AppointmentFlagged',
    'AppointmentReviewed',
    'AppointmentsReset',
    'SubjectErased',
  ];
  readonly tables = ['payouts_ledger'];
  /** Of the personal fields, only the payout's notes: never a customer's name or contacts. */
  readonly opens = ['PayoutFulfilled'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the salesperson's Payout Details; the admins' Payouts tab and year-end earnings. */
  changes(events: readonly StoredEvent[]): LiveChange[] {
    const admins = forAdmins(LIVE_KEYS.adminPendingPayouts, LIVE_KEYS.adminPayoutRuns, LIVE_KEYS.adminEarnings);
    if (events.some((event) => event.type === 'AppointmentsReset')) return [...admins, ...forSalespeople(LIVE_KEYS.payoutDetails)];
    const people = new Set(events.map((event) => (event.data as { salespersonId?: string | null }).salespersonId).filter((id): id is string => Boolean(id)));
    return [...admins, ...[...people].flatMap((id) => forSalesperson(id, LIVE_KEYS.payoutDetails))];
  }

  /** A run's referrals in one insert and their changes folded into one update; a reset in its place. */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    for (const part of splitAtBarriers(events, (e) => e.type === 'AppointmentsReset' || e.type === 'SubjectErased')) {
      if (part.barrier?.type === 'SubjectErased') {
        // The payout notes were sealed with the salesperson's key (appointment.ts): theirs go with them.
        const erased = part.barrier.data as SubjectErased['data'];
        if (erased.subjectType === 'salesperson') await manager.query('UPDATE payouts_ledger SET payout_notes = NULL WHERE salesperson_id = $1', [erased.subjectId]);
        continue;
      }
      if (part.barrier) {
        await manager.query('DELETE FROM payouts_ledger');
        continue;
      }
      const referred: object[] = [];
      const changes = new PatchFold<Change>();
      for (const event of part.run) {
        if (event.type !== 'AppointmentBooked') {
          changes.set((event.data as { appointmentId: string }).appointmentId, CHANGES[event.type as ChangeType](event));
          continue;
        }
        const d = event.data as Data<'AppointmentBooked'>;
        // A test booking is nobody's referral.
        if (d.isTest || d.salespersonId === null) continue;
        referred.push({ appointment_id: d.appointmentId, salesperson_id: d.salespersonId, appointment_date: d.appointmentDate, appointment_time: d.appointmentTime, commission_cents: d.commissionCents });
      }
      await insertRows(tx.writes, 'payouts_ledger', REFERRED, referred, { conflict: '(appointment_id)', fixed: { status: "'scheduled'", payout_status: "'pending'" } });
      if (changes.size > 0) {
        await manager.query(
          `UPDATE payouts_ledger l SET
             status = coalesce(p.status, l.status),
             completed_at = CASE WHEN p.status IS NULL THEN l.completed_at ELSE p.completed_at END,
             payout_status = coalesce(p.payout_status, l.payout_status),
             paid_at = CASE WHEN p.payout_status IS NULL THEN l.paid_at ELSE p.paid_at END,
             paid_by = CASE WHEN p.payout_status IS NULL THEN l.paid_by ELSE p.paid_by END,
             payout_method = CASE WHEN p.payout_status IS NULL THEN l.payout_method ELSE p.payout_method END,
             payout_notes = CASE WHEN p.payout_status IS NULL THEN l.payout_notes ELSE p.payout_notes END,
             payout_run_id = CASE WHEN p.payout_status IS NULL THEN l.payout_run_id ELSE p.payout_run_id END,
             payout_reference = CASE WHEN p.payout_status IS NULL THEN l.payout_reference ELSE p.payout_reference END,
             appointment_date = coalesce(p.appointment_date, l.appointment_date),
             appointment_time = CASE WHEN p.appointment_date IS NULL THEN l.appointment_time ELSE p.appointment_time END,
             review_status = coalesce(p.review_status, l.review_status)
           FROM jsonb_to_recordset($1::jsonb) AS p(key uuid, status text, completed_at timestamptz, payout_status text, paid_at timestamptz,
                  paid_by uuid, payout_method text, payout_notes text, payout_run_id uuid, payout_reference text, appointment_date date, appointment_time text, review_status text)
           WHERE l.appointment_id = p.key`,
          [recordset(changes.rows())],
        );
      }
    }
  }
}

const REFERRED = recordsetColumns({ appointment_id: 'uuid', salesperson_id: 'uuid', appointment_date: 'date', appointment_time: 'text', commission_cents: 'integer' });

/** What a referral's later events change, by column group: its service and its payout. */
type Change = {
  status?: string;
  completed_at?: Date | null;
  payout_status?: string;
  paid_at?: Date | null;
  paid_by?: string | null;
  payout_method?: string | null;
  payout_notes?: string | null;
  payout_run_id?: string | null;
  payout_reference?: string | null;
  appointment_date?: string;
  appointment_time?: string;
  review_status?: string;
};
type ChangeType =
  | 'AppointmentServiced'
  | 'AppointmentServiceReverted'
  | 'PayoutFulfilled'
  | 'PayoutReverted'
  | 'AppointmentCancelled'
  | 'AppointmentMarkedNoShow'
  | 'AppointmentNoShowReverted'
  | 'AppointmentRescheduled'
  | 'AppointmentFlagged'
  | 'AppointmentReviewed';

const CHANGES: Record<ChangeType, (event: StoredEvent) => Change> = {
  AppointmentServiced: (event) => ({ status: 'completed', completed_at: event.occurredAt }),
  AppointmentServiceReverted: () => ({ status: 'scheduled', completed_at: null }),
  PayoutFulfilled: (event) => {
    const d = event.data as Data<'PayoutFulfilled'>;
    return {
      payout_status: 'fulfilled',
      paid_at: event.occurredAt,
      paid_by: d.fulfilledBy,
      payout_method: d.payoutMethod,
      payout_notes: d.notes,
      payout_run_id: d.runId ?? null,
      payout_reference: d.reference ?? null,
    };
  },
  PayoutReverted: () => ({ payout_status: 'pending', paid_at: null, paid_by: null, payout_method: null, payout_notes: null, payout_run_id: null, payout_reference: null }),
  // Neither is owed anything: out of the pending payouts and the potential earnings (they read 'completed' and 'scheduled').
  AppointmentCancelled: () => ({ status: 'cancelled', completed_at: null }),
  AppointmentMarkedNoShow: () => ({ status: 'no_show', completed_at: null }),
  AppointmentNoShowReverted: () => ({ status: 'scheduled', completed_at: null }),
  // Held: listed 'On hold' and left out of every sum until cleared; rejected: owed nothing, listed nowhere.
  AppointmentFlagged: () => ({ review_status: 'held' }),
  AppointmentReviewed: (event) => ({ review_status: (event.data as Data<'AppointmentReviewed'>).decision === 'clear' ? 'cleared' : 'rejected' }),
  // Its potential earnings are listed by the new date.
  AppointmentRescheduled: (event) => {
    const d = event.data as Data<'AppointmentRescheduled'>;
    return { appointment_date: d.appointmentDate, appointment_time: d.appointmentTime };
  },
};
