// The admin dashboard's calls (SPEC 7), every one behind an admin token: payouts, appointment
// statuses, the salespeople, the appointment metrics, the history of an appointment and the reset.
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type {
  AdminSalesperson,
  Appointment,
  AppointmentHistoryEntry,
  AppointmentMetrics,
  PendingPayoutItem,
  ResetAppointmentsResponse,
} from '@tint/libs/api-types';
import { APPOINTMENT_NOT_FOUND, SALESPERSON_NOT_FOUND } from '@tint/libs/validation-messages';
import { NotFoundError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { checkIdempotencyKey } from '../../platform/idempotency/idempotency-keys.js';
import { ChangeAppointmentCommand, FulfillPayoutCommand } from '../appointments/appointment-lifecycle.commands.js';
import { ResetAppointmentsCommand } from '../appointments/reset-appointments.command.js';
import { requestMetadata } from '../auth/request-metadata.js';
import { FulfillPayoutDto, parseAppointmentChange } from './admin.dto.js';
import { AdminQueries } from './admin.queries.js';

const appointmentId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(APPOINTMENT_NOT_FOUND) });
const salespersonId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(SALESPERSON_NOT_FOUND) });

@Controller('api/admin')
@Access('admin')
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
  ) {}

  @Get('pending-payouts')
  pendingPayouts(): Promise<PendingPayoutItem[]> {
    return this.queries.pendingPayouts();
  }

  /** A double click sends the same Idempotency-Key twice: the payout is recorded once. */
  @Post('fulfill-payout/:id')
  @HttpCode(200)
  fulfillPayout(
    @Param('id', appointmentId()) id: string,
    @Body() body: FulfillPayoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: Request,
  ): Promise<Appointment> {
    const key = checkIdempotencyKey(idempotencyKey);
    return this.commands.execute(
      new FulfillPayoutCommand(id, { payoutMethod: body.payoutMethod, notes: body.notes ?? null }, admin.id, key, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
  }

  /** Only status, payoutStatus and isConfirmed; each change is its own event. */
  @Patch('appointments/:id')
  changeAppointment(
    @Param('id', appointmentId()) id: string,
    @Body() body: unknown,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: Request,
  ): Promise<Appointment> {
    const change = parseAppointmentChange(body);
    return this.commands.execute(new ChangeAppointmentCommand(id, change, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }

  @Get('appointments/:id/history')
  history(@Param('id', appointmentId()) id: string): Promise<AppointmentHistoryEntry[]> {
    return this.queries.history(id);
  }

  @Get('users')
  users(): Promise<AdminSalesperson[]> {
    return this.queries.users(new Date());
  }

  @Get('users/:id/appointments')
  userAppointments(@Param('id', salespersonId()) id: string): Promise<Appointment[]> {
    return this.queries.salespersonAppointments(id);
  }

  @Get('appointment-metrics')
  appointmentMetrics(): Promise<AppointmentMetrics> {
    return this.queries.appointmentMetrics();
  }

  /** Reset for Rollout: one AppointmentsReset event; the event log keeps every earlier appointment. */
  @Delete('reset-appointments')
  @HttpCode(200)
  reset(@CurrentAdmin() admin: AdminPrincipal, @Req() request: Request): Promise<ResetAppointmentsResponse> {
    return this.commands.execute(new ResetAppointmentsCommand(admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}
