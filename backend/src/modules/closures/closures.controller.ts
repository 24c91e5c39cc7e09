// Closures: the admin closes whole days or date ranges and removes them (api/admin/closures); signed-in salespeople
// read the closed dates of a window for their date pickers (api/closures).
//
// No public read: the only page without a session that books (/test-booking) takes its date in the browser's own
// date field, which cannot grey single days out; the server offers it no times on a closed date (the first open
// slot skips it) and refuses a booking there. So nothing about closures is open to visitors.
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ClosedDatesResponse, Closure } from '@tint/libs/api-types';
import { dateRangeProblem } from '@tint/libs/closures';
import { CLOSED_DATES_RANGE_INVALID, CLOSURE_IN_PAST, CLOSURE_NOT_FOUND } from '@tint/libs/validation-messages';
import { Clock } from '../../platform/clock.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { CreateClosureCommand, RemoveClosureCommand } from './closure.commands.js';
import { CreateClosureDto } from './closures.dto.js';
import { ClosuresQueries } from './closures.queries.js';
import { ClosureSchema } from './closures.schemas.js';

@Controller('api/admin/closures')
@Access('admin')
export class ClosuresAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ClosuresQueries,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ClosureSchema], description: 'Those to come or under way first (soonest first), then past ones (latest first).' })
  list(): Promise<Closure[]> {
    return this.queries.list(this.clock.now());
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ClosureSchema, description: 'Closed; bookedAppointments lists what was already booked on the dates.' })
  @ApiErrors(400, CLOSURE_IN_PAST)
  async create(@Body() body: CreateClosureDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<Closure> {
    const { id } = await this.commands.execute(
      new CreateClosureCommand({ startDate: body.startDate, endDate: body.endDate, reason: body.reason, createdBy: admin.id }, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
    return (await this.queries.list(this.clock.now(), id))[0]!;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed: the dates can be booked again (removing again changes nothing).' })
  @ApiErrors(404, CLOSURE_NOT_FOUND)
  async remove(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(CLOSURE_NOT_FOUND) })) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new RemoveClosureCommand(id, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}

@Controller('api/closures')
export class ClosedDatesController {
  constructor(private readonly queries: ClosuresQueries) {}

  /** The closed dates from `from` to `to`, both included: dates only (the reasons are the team's). */
  @Get()
  @Access('salesperson')
  @ApiQuery({ name: 'from', required: true, type: String, format: 'date', example: '2026-11-23' })
  @ApiQuery({ name: 'to', required: true, type: String, format: 'date', example: '2026-12-31', description: 'On or after from, the window at most 366 days.' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', format: 'date' } }, description: 'The closed dates of the window, in order.' })
  @ApiErrors(400, CLOSED_DATES_RANGE_INVALID)
  closedDates(@Query('from') from: unknown, @Query('to') to: unknown): Promise<ClosedDatesResponse> {
    if (dateRangeProblem(from, to) !== null) throw new BadRequestError(CLOSED_DATES_RANGE_INVALID);
    return this.queries.closedDates(from as string, to as string);
  }
}
