// The admin's side of appointments (SPEC 7), every route behind an admin token: change statuses, one
// salesperson's appointments, the appointment metrics, an appointment's history, Reset for Rollout.
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Appointment, AppointmentHistoryEntry, AppointmentMetrics, ResetAppointmentsResponse } from '@tint/libs/api-types';
import { APPOINTMENT_NOT_FOUND, SALESPERSON_NOT_FOUND } from '@tint/libs/validation-messages';
import { NotFoundError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { AppointmentHistoryQueries } from './appointment-history.queries.js';
import { parseAppointmentChange } from './appointments.dto.js';
import { AppointmentsQueries } from './appointments.queries.js';
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
  changeAppointment(
    @Param('id', appointmentIdParam()) id: string,
    @Body() body: unknown,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<Appointment> {
    const change = parseAppointmentChange(body);
    return this.commands.execute(new ChangeAppointmentCommand(id, change, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }

  @Get('appointments/:id/history')
  history(@Param('id', appointmentIdParam()) id: string): Promise<AppointmentHistoryEntry[]> {
    return this.historyQueries.history(id);
  }

  @Get('users/:id/appointments')
  async userAppointments(@Param('id', salespersonIdParam()) id: string): Promise<Appointment[]> {
    if (!(await this.accounts.salespersonExists(id))) throw new NotFoundError(SALESPERSON_NOT_FOUND);
    return this.queries.forSalesperson(id);
  }

  @Get('appointment-metrics')
  appointmentMetrics(): Promise<AppointmentMetrics> {
    return this.queries.adminMetrics();
  }

  /** Reset for Rollout: one AppointmentsReset event; the event log keeps every earlier appointment. */
  @Delete('reset-appointments')
  @HttpCode(200)
  reset(@CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<ResetAppointmentsResponse> {
    return this.commands.execute(new ResetAppointmentsCommand(admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}
