// The admin's reads: pending payouts, appointment metrics, the salespeople with this month's tiles,
// one salesperson's appointments, and an appointment's history straight from the event store.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APPOINTMENT_HISTORY_EVENT_TYPES,
  APPOINTMENT_HISTORY_LABELS,
  type AdminSalesperson,
  type Appointment,
  type AppointmentHistoryEntry,
  type AppointmentHistoryEventType,
  type AppointmentMetrics,
  type PendingPayoutItem,
} from '@tint/libs/api-types';
import { centsToDecimal, centsToDollars } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { monthWindow, yearWindow } from '@tint/libs/slots';
import { adminTierFor } from '@tint/libs/tiers';
import { APPOINTMENT_NOT_FOUND, SALESPERSON_NOT_FOUND } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../platform/errors.js';
import { EventStore } from '../../platform/event-store/event-store.js';
import type { PayoutFulfilled } from '../appointments/appointment.js';
import { appointmentStream } from '../appointments/appointment.js';
import { AppointmentsQueries } from '../appointments/appointments.queries.js';

type PendingRow = {
  id: string;
  first_name: string;
  last_name: string;
  appointment_date: string;
  appointment_time: PendingPayoutItem['appointmentTime'];
  customer_first_name: string;
  customer_last_name: string;
  vehicle_year: string;
  vehicle_make: string;
  vehicle_model: string;
  estimated_price_cents: number;
  commission_cents: number;
};

type UserRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  registered_at: Date;
  booked: number;
  confirmed: number;
  serviced: number;
  mtd_cents: number;
  ytd_cents: number;
};

const isHistoryType = (type: string): type is AppointmentHistoryEventType => (APPOINTMENT_HISTORY_EVENT_TYPES as readonly string[]).includes(type);

@Injectable()
export class AdminQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventStore,
    private readonly appointments: AppointmentsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Completed, not yet paid, of a salesperson (test bookings have nobody to pay). Oldest service first. */
  async pendingPayouts(): Promise<PendingPayoutItem[]> {
    const rows = await this.dataSource.query<PendingRow[]>(
      `SELECT a.id, s.first_name, s.last_name, to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date, a.appointment_time,
              a.customer_first_name, a.customer_last_name, a.vehicle_year, a.vehicle_make, a.vehicle_model,
              a.estimated_price_cents, a.commission_cents
       FROM appointments_list a JOIN accounts_salespeople s ON s.id = a.salesperson_id
       WHERE a.status = 'completed' AND a.payout_status = 'pending' AND NOT a.is_test
       ORDER BY a.appointment_date, a.appointment_time, a.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      salespersonName: fullName(row.first_name, row.last_name),
      appointmentDate: row.appointment_date,
      appointmentTime: row.appointment_time,
      customerFirstName: row.customer_first_name,
      customerLastName: row.customer_last_name,
      vehicleYear: row.vehicle_year,
      vehicleMake: row.vehicle_make,
      vehicleModel: row.vehicle_model,
      estimatedPrice: centsToDecimal(row.estimated_price_cents),
      commission: centsToDecimal(row.commission_cents),
    }));
  }

  /** Over every current appointment of a salesperson. */
  async appointmentMetrics(): Promise<AppointmentMetrics> {
    const [row] = await this.dataSource.query<{ total: number; confirmed: number }[]>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE is_confirmed)::int AS confirmed FROM appointments_list WHERE NOT is_test',
    );
    const totalBooked = row?.total ?? 0;
    const totalConfirmed = row?.confirmed ?? 0;
    return { totalBooked, totalConfirmed, unconfirmed: totalBooked - totalConfirmed };
  }

  /**
   * Every salesperson with this month's tiles, from the gamification read model (async: the UI says
   * the amounts "will refresh shortly") (RULES, counting): booked this month (by booking time),
   * of those confirmed, serviced this month (by the time it was marked serviced), commission earned
   * this month and this year (completed in the window); the tier by serviced this month.
   */
  async users(now: Date): Promise<AdminSalesperson[]> {
    const month = monthWindow(now, this.config.businessTimeZone);
    const year = yearWindow(now, this.config.businessTimeZone);
    const rows = await this.dataSource.query<UserRow[]>(
      `SELECT s.id, s.first_name, s.last_name, s.email, s.company, s.registered_at,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2)::int AS booked,
              count(a.id) FILTER (WHERE a.booked_at >= $1 AND a.booked_at < $2 AND a.is_confirmed)::int AS confirmed,
              count(a.id) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2)::int AS serviced,
              coalesce(sum(a.commission_cents) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $1 AND a.completed_at < $2), 0)::int AS mtd_cents,
              coalesce(sum(a.commission_cents) FILTER (WHERE a.status = 'completed' AND a.completed_at >= $3 AND a.completed_at < $4), 0)::int AS ytd_cents
       FROM gamification_salespeople s LEFT JOIN gamification_appointments a ON a.salesperson_id = s.id
       GROUP BY s.id
       ORDER BY lower(s.first_name), lower(s.last_name), s.id`,
      [month.start, month.end, year.start, year.end],
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      joinedAt: row.registered_at.toISOString(),
      tier: adminTierFor(row.serviced),
      mtdAppointments: row.booked,
      confirmedAppointments: row.confirmed,
      servicedAppointments: row.serviced,
      mtdCommission: centsToDollars(row.mtd_cents),
      ytdCommission: centsToDollars(row.ytd_cents),
    }));
  }

  async salespersonAppointments(salespersonId: string): Promise<Appointment[]> {
    const [exists] = await this.dataSource.query<unknown[]>('SELECT 1 FROM accounts_salespeople WHERE id = $1', [salespersonId]);
    if (!exists) throw new NotFoundError(SALESPERSON_NOT_FOUND);
    return this.appointments.forSalesperson(salespersonId);
  }

  /** Every event of the appointment's stream, oldest first, with who caused it (the log keeps it all). */
  async history(appointmentId: string): Promise<AppointmentHistoryEntry[]> {
    const events = (await this.events.readStream(appointmentStream(appointmentId))).filter((event) => isHistoryType(event.type));
    if (events.length === 0) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const ids = (type: 'admin' | 'salesperson') => [...new Set(events.flatMap((e) => (e.metadata.actor.type === type && e.metadata.actor.id ? [e.metadata.actor.id] : [])))];
    const names = new Map<string, string>();
    for (const [table, type] of [['admins_accounts', 'admin'], ['accounts_salespeople', 'salesperson']] as const) {
      const rows = await this.dataSource.query<{ id: string; first_name: string; last_name: string }[]>(
        `SELECT id, first_name, last_name FROM ${table} WHERE id = ANY($1::uuid[])`,
        [ids(type)],
      );
      for (const row of rows) names.set(`${type}:${row.id}`, fullName(row.first_name, row.last_name));
    }
    return events.map((event) => {
      const type = event.type as AppointmentHistoryEventType;
      const actor = event.metadata.actor;
      const actorRole = actor.type === 'admin' || actor.type === 'salesperson' ? actor.type : null;
      const entry: AppointmentHistoryEntry = {
        id: event.eventId,
        type,
        label: APPOINTMENT_HISTORY_LABELS[type],
        occurredAt: event.occurredAt.toISOString(),
        actorRole,
        actorName: actorRole && actor.id ? (names.get(`${actorRole}:${actor.id}`) ?? null) : null,
      };
      if (type === 'PayoutFulfilled') {
        const data = event.data as PayoutFulfilled['data'];
        entry.payoutMethod = data.payoutMethod;
        entry.notes = data.notes;
      }
      return entry;
    });
  }
}
