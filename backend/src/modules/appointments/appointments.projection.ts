// Inline projection `appointments`: the appointment list, written in the command's own transaction
// so the booker and the admin see their change at once. A Reset for Rollout empties it (the event log
// keeps everything).
import { Injectable } from '@nestjs/common';
import { APPOINTMENT_HISTORY_EVENT_TYPES } from '@tint/libs/api-types';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { PatchFold, insertRows, recordset, recordsetColumns, splitAtBarriers } from '../../platform/projections/batch-sql.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, forSalespeople, forSalesperson, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { SubjectErased } from '../../platform/personal-data/policies.js';
import { APPOINTMENT_PERSONAL_DATA, type AppointmentEvent } from './appointment.js';

type Data<T extends AppointmentEvent['type']> = Extract<AppointmentEvent, { type: T }>['data'];

@Projection()
@Injectable()
export class AppointmentsProjection implements ProjectionHandler {
  readonly name = 'appointments';
  readonly version = 4;
  readonly kind = 'inline' as const;
  /** Every event of an appointment's stream (what its history lists), the reset, and a customer's erasure. */
  readonly handles = [...APPOINTMENT_HISTORY_EVENT_TYPES, 'AppointmentsReset', 'SubjectErased'];
  readonly tables = ['appointments_list'];
  /**
   * The running totals the list's triggers keep (appointment-totals and appointment-salesperson-totals migrations).
   * A rebuild's every batch updates the same total rows, one dead version of each a batch, which every read of the
   * totals (the admin's metrics, a salesperson's count) went through until autovacuum came by.
   */
  readonly keptByTriggers = ['appointment_totals', 'appointment_salesperson_totals'];
  /** Of the personal fields, the customer's name and contacts: not a review's or a payout's notes. */
  readonly opens = ['AppointmentBooked'];

  apply(event: StoredEvent, context: ProjectionContext): Promise<void> {
    return this.applyBatch([event], context);
  }

  /** Live screens (issue 20): the salesperson of each appointment reads their list and figures again; the admins their tabs. */
  async changes(events: readonly StoredEvent[], { manager }: ProjectionContext): Promise<LiveChange[]> {
    const admins = forAdmins(LIVE_KEYS.adminUsers, LIVE_KEYS.adminAppointments, LIVE_KEYS.adminAppointmentMetrics, LIVE_KEYS.adminPendingPayouts);
    if (events.some((event) => event.type === 'AppointmentsReset')) return [...admins, ...forSalespeople(LIVE_KEYS.appointments, LIVE_KEYS.metrics)];
    const people = new Set<string>();
    const lookUp: string[] = [];
    for (const event of events) {
      const data = event.data as { salespersonId?: string | null; appointmentId?: string };
      if (data.salespersonId) people.add(data.salespersonId);
      else if (data.salespersonId === undefined && data.appointmentId) lookUp.push(data.appointmentId);
    }
    // A confirmation carries the appointment only: its row says whose it is.
    if (lookUp.length > 0) {
      const rows = await manager.query<{ salesperson_id: string }[]>(
        'SELECT DISTINCT salesperson_id FROM appointments_list WHERE id = ANY($1::uuid[]) AND salesperson_id IS NOT NULL',
        [lookUp],
      );
      for (const row of rows) people.add(row.salesperson_id);
    }
    return [...admins, ...[...people].flatMap((id) => forSalesperson(id, LIVE_KEYS.appointments, LIVE_KEYS.metrics))];
  }

  /** A run's bookings in one insert and its changes folded into one update; a reset in its place. */
  async applyBatch(events: readonly StoredEvent[], { manager, tx }: ProjectionContext): Promise<void> {
    for (const part of splitAtBarriers(events, (e) => e.type === 'AppointmentsReset' || e.type === 'SubjectErased')) {
      if (part.barrier?.type === 'SubjectErased') {
        await scrubCustomer(part.barrier.data as SubjectErased['data'], manager);
        continue;
      }
      if (part.barrier) {
        await manager.query('DELETE FROM appointments_list');
        continue;
      }
      const booked: object[] = [];
      const changes = new PatchFold<Change>();
      for (const event of part.run) {
        if (event.type === 'AppointmentBooked') booked.push(bookedRow(event.data as Data<'AppointmentBooked'>, event.occurredAt));
        else changes.set((event.data as { appointmentId: string }).appointmentId, CHANGES[event.type as ChangeType](event.occurredAt, event.data));
      }
      await insertRows(tx.writes, 'appointments_list', BOOKED, booked, { conflict: '(id)', fixed: { status: "'scheduled'", payout_status: "'pending'", is_confirmed: 'false' } });
      if (changes.size > 0) {
        await manager.query(
          `UPDATE appointments_list a SET
             is_confirmed = coalesce(p.is_confirmed, a.is_confirmed),
             confirmed_at = CASE WHEN p.is_confirmed IS NULL THEN a.confirmed_at ELSE p.confirmed_at END,
             status = coalesce(p.status, a.status),
             completed_at = CASE WHEN p.status IS NULL THEN a.completed_at ELSE p.completed_at END,
             payout_status = coalesce(p.payout_status, a.payout_status),
             appointment_date = coalesce(p.appointment_date, a.appointment_date),
             appointment_time = CASE WHEN p.appointment_date IS NULL THEN a.appointment_time ELSE p.appointment_time END,
             estimated_price_cents = CASE WHEN p.appointment_date IS NULL THEN a.estimated_price_cents ELSE p.estimated_price_cents END,
             review_status = coalesce(p.review_status, a.review_status),
             review_reasons = coalesce(p.review_reasons, a.review_reasons)
           FROM jsonb_to_recordset($1::jsonb) AS p(key uuid, is_confirmed boolean, confirmed_at timestamptz, status text, completed_at timestamptz, payout_status text,
                  appointment_date date, appointment_time text, estimated_price_cents integer, review_status text, review_reasons text[])
           WHERE a.id = p.key`,
          [recordset(changes.rows())],
        );
      }
    }
  }
}

/** An erased customer's name and contacts read as the placeholders their sealed fields open to (appointment.ts). */
async function scrubCustomer({ subjectType, subjectId }: SubjectErased['data'], manager: ProjectionContext['manager']): Promise<void> {
  if (subjectType !== 'customer') return;
  const erased = APPOINTMENT_PERSONAL_DATA.AppointmentBooked!.erased({ appointmentId: subjectId });
  await manager.query(
    'UPDATE appointments_list SET customer_first_name = $2, customer_last_name = $3, customer_email = $4, customer_phone = $5 WHERE id = $1',
    [subjectId, erased.customerFirstName, erased.customerLastName, erased.customerEmail, erased.customerPhone],
  );
}

/** What an appointment's later events change, by column group: confirmation, service, payout, its slot and price. */
type Change = {
  is_confirmed?: boolean;
  confirmed_at?: Date | null;
  status?: string;
  completed_at?: Date | null;
  payout_status?: string;
  appointment_date?: string;
  appointment_time?: string;
  estimated_price_cents?: number;
  review_status?: string;
  review_reasons?: string[];
};
type ChangeType = Exclude<(typeof APPOINTMENT_HISTORY_EVENT_TYPES)[number], 'AppointmentBooked'>;

const CHANGES: Record<ChangeType, (at: Date, data: Record<string, unknown>) => Change> = {
  AppointmentConfirmed: (at) => ({ is_confirmed: true, confirmed_at: at }),
  AppointmentUnconfirmed: () => ({ is_confirmed: false, confirmed_at: null }),
  AppointmentServiced: (at) => ({ status: 'completed', completed_at: at }),
  AppointmentServiceReverted: () => ({ status: 'scheduled', completed_at: null }),
  PayoutFulfilled: () => ({ payout_status: 'fulfilled' }),
  PayoutReverted: () => ({ payout_status: 'pending' }),
  AppointmentCancelled: () => ({ status: 'cancelled', completed_at: null }),
  AppointmentMarkedNoShow: () => ({ status: 'no_show', completed_at: null }),
  AppointmentNoShowReverted: () => ({ status: 'scheduled', completed_at: null }),
  AppointmentFlagged: (_at, data) => ({ review_status: 'held', review_reasons: (data as Data<'AppointmentFlagged'>).reasons }),
  AppointmentReviewed: (_at, data) => ({ review_status: (data as Data<'AppointmentReviewed'>).decision === 'clear' ? 'cleared' : 'rejected' }),
  AppointmentRescheduled: (_at, data) => {
    const d = data as Data<'AppointmentRescheduled'>;
    return { appointment_date: d.appointmentDate, appointment_time: d.appointmentTime, estimated_price_cents: d.estimatedPriceCents };
  },
};

const BOOKED = recordsetColumns({
  id: 'uuid',
  salesperson_id: 'uuid',
  is_test: 'boolean',
  customer_first_name: 'text',
  customer_last_name: 'text',
  customer_email: 'text',
  customer_phone: 'text',
  vehicle_year: 'text',
  vehicle_make: 'text',
  vehicle_model: 'text',
  tint_package_id: 'text',
  window_option: 'text',
  vehicle_size: 'text',
  appointment_date: 'date',
  appointment_time: 'text',
  estimated_price_cents: 'integer',
  commission_cents: 'integer',
  created_at: 'timestamptz',
});

const bookedRow = (d: Data<'AppointmentBooked'>, at: Date) => ({
  id: d.appointmentId,
  salesperson_id: d.salespersonId,
  is_test: d.isTest,
  customer_first_name: d.customerFirstName,
  customer_last_name: d.customerLastName,
  customer_email: d.customerEmail,
  customer_phone: d.customerPhone,
  vehicle_year: d.vehicleYear,
  vehicle_make: d.vehicleMake,
  vehicle_model: d.vehicleModel,
  tint_package_id: d.tintPackageId,
  window_option: d.windowOption,
  vehicle_size: d.vehicleSize,
  appointment_date: d.appointmentDate,
  appointment_time: d.appointmentTime,
  estimated_price_cents: d.estimatedPriceCents,
  commission_cents: d.commissionCents,
  created_at: at,
});
