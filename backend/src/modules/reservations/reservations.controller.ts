// The team's reservations (admin): list, reserve a slot, cancel by deletion.
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Reservation } from '@tint/libs/api-types';
import { RESERVATION_NOT_FOUND, SLOT_ALREADY_RESERVED } from '@tint/libs/validation-messages';
import { NotFoundError } from '../../platform/errors.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { CancelReservationCommand, CreateReservationCommand } from './reservation.commands.js';
import { CreateReservationDto } from './reservations.dto.js';
import { ReservationsQueries } from './reservations.queries.js';
import { ReservationSchema } from './reservations.schemas.js';
import { ApiSlotRefusals } from '../slots/slots.schemas.js';

@Controller('api/admin/reservations')
@Access('admin')
export class ReservationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ReservationsQueries,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ReservationSchema] })
  list(): Promise<Reservation[]> {
    return this.queries.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ReservationSchema })
  @ApiSlotRefusals()
  @ApiErrors(409, SLOT_ALREADY_RESERVED)
  async create(@Body() body: CreateReservationDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<Reservation> {
    const { id } = await this.commands.execute(
      new CreateReservationCommand(
        { reservationDate: body.reservationDate, reservationTime: body.reservationTime, customerName: body.customerName ?? null, notes: body.notes ?? null, reservedBy: admin.id },
        requestMetadata(request, { type: 'admin', id: admin.id }),
      ),
    );
    return (await this.queries.list(id))[0]!;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled (cancelling again changes nothing).' })
  @ApiErrors(404, RESERVATION_NOT_FOUND)
  async cancel(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(RESERVATION_NOT_FOUND) })) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new CancelReservationCommand(id, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}
