// The team's reservations (admin): list, reserve a slot, cancel by deletion.
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { Reservation } from '@tint/libs/api-types';
import { NotFoundError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../auth/request-metadata.js';
import { CancelReservationCommand, CreateReservationCommand } from './reservation.commands.js';
import { CreateReservationDto } from './reservations.dto.js';
import { RESERVATION_NOT_FOUND } from './reservation.js';

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

@Controller('api/admin/reservations')
@Access('admin')
export class ReservationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  async list(): Promise<Reservation[]> {
    return (await this.rows()).map(toReservation);
  }

  @Post()
  @HttpCode(201)
  async create(@Body() body: CreateReservationDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: Request): Promise<Reservation> {
    const { id } = await this.commands.execute(
      new CreateReservationCommand(
        { reservationDate: body.reservationDate, reservationTime: body.reservationTime, customerName: body.customerName ?? null, notes: body.notes ?? null, reservedBy: admin.id },
        requestMetadata(request, { type: 'admin', id: admin.id }),
      ),
    );
    return toReservation((await this.rows(id))[0]!);
  }

  @Delete(':id')
  @HttpCode(204)
  async cancel(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(RESERVATION_NOT_FOUND) })) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: Request,
  ): Promise<void> {
    await this.commands.execute(new CancelReservationCommand(id, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }

  private rows(id?: string): Promise<ReservationRow[]> {
    return this.dataSource.query<ReservationRow[]>(
      `SELECT r.id, to_char(r.reservation_date, 'YYYY-MM-DD') AS reservation_date, r.reservation_time, r.customer_name, r.notes, r.status,
              coalesce(a.first_name || ' ' || a.last_name, 'Admin') AS reserved_by, r.created_at
       FROM reservations_list r LEFT JOIN admins_accounts a ON a.id = r.reserved_by
       ${id ? 'WHERE r.id = $1' : ''} ORDER BY r.reservation_date, r.reservation_time, r.created_at`,
      id ? [id] : [],
    );
  }
}

const toReservation = (row: ReservationRow): Reservation => ({
  id: row.id,
  reservationDate: row.reservation_date,
  reservationTime: row.reservation_time,
  customerName: row.customer_name,
  notes: row.notes,
  status: row.status,
  reservedBy: row.reserved_by,
  createdAt: row.created_at.toISOString(),
});
