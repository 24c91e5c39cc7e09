// A salesperson's appointments: book, list (always the caller's own), metrics, and open slots.
import { Body, type CanActivate, Controller, Get, Headers, HttpCode, Inject, Injectable, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Appointment, Metrics } from '@tint/libs/api-types';
import { isValidDateString, type SlotTime } from '@tint/libs/slots';
import { INVALID_DATE, NOT_YOUR_APPOINTMENTS } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { checkIdempotencyKey } from '../../platform/idempotency/idempotency-keys.js';
import { requestMetadata } from '../auth/request-metadata.js';
import { BookAppointmentDto, TestAppointmentDto } from './appointments.dto.js';
import { AppointmentsQueries } from './appointments.queries.js';
import { BookAppointmentCommand } from './book-appointment.command.js';

@Controller('api')
export class AppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AppointmentsQueries,
  ) {}

  /** `?email=` and `x-user-email` are accepted for the spec's clients, but only with the caller's own email. */
  @Get('appointments')
  @Access('salesperson')
  list(
    @CurrentSalesperson() salesperson: SalespersonPrincipal,
    @Query('email') email: unknown,
    @Headers('x-user-email') headerEmail: unknown,
  ): Promise<Appointment[]> {
    for (const claimed of [email, headerEmail]) {
      if (claimed === undefined) continue;
      if (typeof claimed !== 'string' || claimed.trim().toLowerCase() !== salesperson.email) throw new ForbiddenError(NOT_YOUR_APPOINTMENTS);
    }
    return this.queries.forSalesperson(salesperson.id);
  }

  @Post('appointments')
  @HttpCode(201)
  @Access('salesperson')
  book(
    @Body() body: BookAppointmentDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentSalesperson() salesperson: SalespersonPrincipal,
    @Req() request: Request,
  ): Promise<Appointment> {
    const key = checkIdempotencyKey(idempotencyKey);
    return this.commands.execute(
      new BookAppointmentCommand(
        {
          salespersonId: salesperson.id,
          isTest: false,
          customerFirstName: body.customerFirstName,
          customerLastName: body.customerLastName,
          customerEmail: body.customerEmail.toLowerCase(),
          customerPhone: body.customerPhone,
          vehicleYear: body.vehicleYear,
          vehicleMake: body.vehicleMake,
          vehicleModel: body.vehicleModel,
          tintPackageId: body.tintPackageId,
          windowOption: body.windowOption ?? null,
          vehicleSize: body.vehicleSize ?? null,
          appointmentDate: body.appointmentDate,
          appointmentTime: body.appointmentTime,
        },
        key ? { scope: `salesperson:${salesperson.id}`, key } : undefined,
        requestMetadata(request, { type: 'salesperson', id: salesperson.id }),
      ),
    );
  }

  @Get('metrics')
  @Access('salesperson')
  metrics(@CurrentSalesperson() salesperson: SalespersonPrincipal): Promise<Metrics> {
    return this.queries.metrics(salesperson.id, new Date());
  }

  @Get('available-times/:date')
  @Access('salesperson')
  availableTimes(@Param('date') date: string): Promise<SlotTime[]> {
    if (!isValidDateString(date)) throw new BadRequestError(INVALID_DATE);
    return this.queries.availableTimes(date, new Date());
  }
}

/** TEST_BOOKING_ENABLED off: the endpoint does not exist (404 before the body is even read). */
@Injectable()
class TestBookingEnabled implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.testBookingEnabled) throw new NotFoundError('Test bookings are turned off.');
    return true;
  }
}

/** The spec's /test-booking page: no authentication, rate-limited, and off in production by default. */
@Controller('api/test-appointments')
@UseGuards(TestBookingEnabled)
export class TestAppointmentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Access('public')
  @RateLimit('credentials')
  async book(@Body() body: TestAppointmentDto, @Req() request: Request): Promise<Appointment & { isTest: true }> {
    const appointment: Appointment = await this.commands.execute(
      new BookAppointmentCommand(
        {
          salespersonId: null,
          isTest: true,
          customerFirstName: body.customerFirstName,
          customerLastName: body.customerLastName,
          customerEmail: body.customerEmail?.toLowerCase() ?? null,
          customerPhone: body.customerPhone,
          vehicleYear: body.vehicleYear,
          vehicleMake: body.vehicleMake,
          vehicleModel: body.vehicleModel,
          tintPackageId: body.tintPackageId,
          windowOption: null,
          vehicleSize: null,
          appointmentDate: body.appointmentDate,
          appointmentTime: body.appointmentTime,
        },
        undefined,
        requestMetadata(request, { type: 'anonymous' }),
      ),
    );
    return { ...appointment, isTest: true };
  }
}
