// The admin's side of appointments (SPEC 7), every route behind an admin token: change statuses, one
// salesperson's appointments, the appointment metrics, an appointment's history, Reset for Rollout.
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APPOINTMENTS_LIMIT_MAX, TOTAL_COUNT_HEADER } from '@tint/libs/constants';
import type { Appointment, AppointmentHistoryEntry, AppointmentMetrics, ResetAppointmentsResponse } from '@tint/libs/api-types';
import {
  COMMISSION_NOT_HELD,
  INVALID_REVIEW_DECISION,
  REVIEW_NOTE_NOT_TEXT,
  REVIEW_NOTE_TOO_LONG,
  APPOINTMENTS_BEFORE_INVALID,
  APPOINTMENTS_LIMIT_INVALID,
  APPOINTMENT_NOT_FOUND,
  NOTHING_TO_UPDATE,
  ONLY_STATUS_FIELDS,
  PAYOUT_REQUIRES_SERVICE,
  SALESPERSON_NOT_FOUND,
  SERVICED_BEFORE_DATE,
  UNMARK_PAYOUT_FIRST,
} from '@tint/libs/validation-messages';
import { NotFoundError } from '../../platform/errors.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { AppointmentHistoryQueries } from './appointment-history.queries.js';
import { parsePage } from './appointment-pages.js';
import { parseAppointmentChange, ReviewAppointmentDto, UpdateAppointmentDto } from './appointments.dto.js';
import { ReviewAppointmentCommand } from './review-appointment.command.js';
import { AppointmentHistoryEntrySchema, AppointmentMetricsSchema, AppointmentSchema, ResetAppointmentsResponseSchema } from './appointments.schemas.js';
import { AppointmentsQueries, asJson } from './appointments.queries.js';
import { ChangeAppointmentCommand } from './change-appointment.command.js';
import { ResetAppointmentsCommand } from './reset-appointments.command.js';

export const appointmentIdParam = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(APPOINTMENT_NOT_FOUND) });
const salespersonIdParam = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(SALESPERSON_NOT_FOUND) });

@Controller('api/admin')
@Access('admin')
export class AppointmentsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AppointmentsQueries,
    private readonly historyQueries: AppointmentHistoryQueries,
    private readonly accounts: AccountsQueries,
  ) {}

  /** Only status, payoutStatus and isConfirmed; each change is its own event. */
  @Patch('appointments/:id')
  @ApiBody({ type: UpdateAppointmentDto })
  @ApiOkResponse({ type: AppointmentSchema })
  @ApiErrors(400, NOTHING_TO_UPDATE, ONLY_STATUS_FIELDS)
  @ApiErrors(404, APPOINTMENT_NOT_FOUND)
  @ApiErrors(409, UNMARK_PAYOUT_FIRST, SERVICED_BEFORE_DATE, PAYOUT_REQUIRES_SERVICE)
  changeAppointment(
    @Param('id', appointmentIdParam()) id: string,
    @Body() body: unknown,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<Appointment> {
    const change = parseAppointmentChange(body);
    return this.commands.execute(new ChangeAppointmentCommand(id, change, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }

  /** Fraud review (issue 19): clear a held commission (payable) or reject it (void). */
  @Post('appointments/:id/review')
  @HttpCode(200)
  @ApiOkResponse({ type: AppointmentSchema })
  @ApiErrors(400, INVALID_REVIEW_DECISION, REVIEW_NOTE_NOT_TEXT, REVIEW_NOTE_TOO_LONG)
  @ApiErrors(404, APPOINTMENT_NOT_FOUND)
  @ApiErrors(409, COMMISSION_NOT_HELD)
  review(
    @Param('id', appointmentIdParam()) id: string,
    @Body() body: ReviewAppointmentDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<Appointment> {
    return this.commands.execute(
      new ReviewAppointmentCommand(id, { decision: body.decision, note: body.note ?? null }, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
  }

  @Get('appointments/:id/history')
  @ApiOkResponse({ type: [AppointmentHistoryEntrySchema], description: 'Oldest first.' })
  @ApiErrors(404, APPOINTMENT_NOT_FOUND)
  history(@Param('id', appointmentIdParam()) id: string): Promise<AppointmentHistoryEntry[]> {
    return this.historyQueries.history(id);
  }

  /** Newest first: the whole list (the spec's answer), or a page of it with the total in a header. */
  @Get('users/:id/appointments')
  @ApiQuery({ name: 'limit', required: false, type: 'integer', minimum: 1, maximum: APPOINTMENTS_LIMIT_MAX, description: 'A page: the newest N (after `before`).' })
  @ApiQuery({ name: 'before', required: false, type: String, format: 'uuid', description: 'With limit: the page after this appointment (the last one shown).' })
  @ApiOkResponse({
    type: [AppointmentSchema],
    description: 'Newest first.',
    headers: { [TOTAL_COUNT_HEADER]: { description: 'With limit and without before (the first page): how many appointments there are in all.', schema: { type: 'integer' } } },
  })
  @ApiErrors(400, APPOINTMENTS_LIMIT_INVALID, APPOINTMENTS_BEFORE_INVALID)
  @ApiErrors(404, SALESPERSON_NOT_FOUND)
  async userAppointments(
    @Param('id', salespersonIdParam()) id: string,
    @Query('limit') limit: unknown,
    @Query('before') before: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Appointment[] | StreamableFile> {
    const page = parsePage(limit, before);
    // The total comes with the first page (the screen keeps it while it reads the next ones).
    const [appointments, total] = await Promise.all([
      page ? this.queries.forSalesperson(id, page.limit, page.before) : this.queries.wholeListForSalesperson(id),
      page?.before === null ? this.queries.countForSalesperson(id) : undefined,
    ]);
    // Appointments name a salesperson who exists (accounts are never removed, only scrubbed): asked only when there are none.
    if (Array.isArray(appointments) && appointments.length === 0 && !(await this.accounts.salespersonExists(id))) throw new NotFoundError(SALESPERSON_NOT_FOUND);
    if (total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(total));
    return asJson(appointments);
  }

  @Get('appointment-metrics')
  @ApiOkResponse({ type: AppointmentMetricsSchema })
  appointmentMetrics(): Promise<AppointmentMetrics> {
    return this.queries.adminMetrics();
  }

  /** Reset for Rollout: one AppointmentsReset event; the event log keeps every earlier appointment. */
  @Delete('reset-appointments')
  @HttpCode(200)
  @ApiOkResponse({ type: ResetAppointmentsResponseSchema })
  reset(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<ResetAppointmentsResponse> {
    return this.commands.execute(new ResetAppointmentsCommand(admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}
