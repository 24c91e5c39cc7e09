// Reads over the team's reservations (the `reservations` projection's table), with the name of the
// admin who made each.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Reservation } from '@tint/libs/api-types';
import { AccountsQueries } from '../auth/accounts.queries.js';

type ReservationRow = {
  id: string;
  reservation_date: string;
  reservation_time: Reservation['reservationTime'];
  customer_name: string | null;
  notes: string | null;
  status: Reservation['status'];
  reserved_by: string;
  created_at: Date;
};

/** Shown when the admin who reserved has no account any more. */
const UNKNOWN_ADMIN = 'Admin';

@Injectable()
export class ReservationsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsQueries,
  ) {}

  /** Every reservation, soonest first (one when `id` is given). */
  async list(id?: string): Promise<Reservation[]> {
    const rows = await this.dataSource.query<ReservationRow[]>(
      `SELECT id, to_char(reservation_date, 'YYYY-MM-DD') AS reservation_date, reservation_time, customer_name, notes, status, reserved_by, created_at
       FROM reservations_list ${id ? 'WHERE id = $1' : ''} ORDER BY reservation_date, reservation_time, created_at`,
      id ? [id] : [],
    );
    const names = await this.accounts.names('admin', rows.map((row) => row.reserved_by));
    return rows.map((row) => ({
      id: row.id,
      reservationDate: row.reservation_date,
      reservationTime: row.reservation_time,
      customerName: row.customer_name,
      notes: row.notes,
      status: row.status,
      reservedBy: names.get(row.reserved_by) ?? UNKNOWN_ADMIN,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
