// A salesperson's appointments: book, list (always the caller's own) and metrics; and the test page's booking.
import { Body, type CanActivate, Controller, Get, Headers, HttpCode, Inject, Injectable, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Appointment, FirstOpenSlotResponse, Metrics } from '@tint/libs/api-types';
import { addDaysToDate, todayInZone } from '@tint/libs/slots';
import { APPOINTMENTS_LIMIT_MAX } from '@tint/libs/constants';
import { APPOINTMENTS_LIMIT_INVALID, NOT_YOUR_APPOINTMENTS, TEST_BOOKINGS_OFF } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Clock } from '../../platform/clock.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { ApiIdempotencyKey, checkIdempotencyKey } from '../../platform/idempotency/idempotency-keys.js';
import { BookAppointmentDto, TestAppointmentDto, toBooking } from './appointments.dto.js';
import { AppointmentSchema, FirstOpenSlotSchema, MetricsSchema, TestAppointmentSchema } from './appointments.schemas.js';
import { parseLimit } from './appointment-pages.js';
import { AppointmentsQueries, asJson } from './appointments.queries.js';
import { BookAppointmentCommand } from './book-appointment.command.js';
import { SlotsQueries } from '../slots/slots.queries.js';
import { ApiSlotRefusals } from '../slots/slots.schemas.js';

const OWN_EMAIL_ONLY = "Accepted for the spec's clients, with the caller's own email only.";

@Controller('api')
export class AppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AppointmentsQueries,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's appointments, newest first; `?limit=N` gives the newest N only (the dashboard shows three).
   * `?email=` and `x-user-email` are accepted for the spec's clients, but only with the caller's own email.
   */
  @Get('appointments')
  @Access('salesperson')
  @ApiQuery({ name: 'limit', required: false, type: 'integer', minimum: 1, maximum: APPOINTMENTS_LIMIT_MAX, description: 'The newest N only.' })
  @ApiQuery({ name: 'email', required: false, type: String, description: OWN_EMAIL_ONLY })
  @ApiHeader({ name: 'x-user-email', required: false, description: OWN_EMAIL_ONLY })
  @ApiOkResponse({ type: [AppointmentSchema], description: 'Newest first.' })
  @ApiErrors(400, APPOINTMENTS_LIMIT_INVALID)
  @ApiErrors(403, NOT_YOUR_APPOINTMENTS)
  async list(
    @CurrentSalesperson() salesperson: SalespersonPrincipal,
    @Query('email') email: unknown,
    @Query('limit') limit: unknown,
    @Headers('x-user-email') headerEmail: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Appointment[] | StreamableFile | string> {
    for (const claimed of [email, headerEmail]) {
      if (claimed === undefined) continue;
      if (typeof claimed !== 'string' || claimed.trim().toLowerCase() !== salesperson.email) throw new ForbiddenError(NOT_YOUR_APPOINTMENTS);
    }
    const newest = parseLimit(limit);
    if (newest === null) return asJson(await this.queries.wholeListForSalesperson(salesperson.id));
    // The JSON text as PostgreSQL wrote it.
    void reply.type('application/json; charset=utf-8');
    return this.queries.newestAsJson(salesperson.id, newest);
  }

  @Post('appointments')
  @HttpCode(201)
  @Access('salesperson')
  @ApiCreatedResponse({ type: AppointmentSchema, description: 'Booked: the server prices it (estimatedPrice and commission sent are ignored).' })
  @ApiSlotRefusals()
  @ApiIdempotencyKey()
  book(
    @Body() body: BookAppointmentDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentSalesperson() salesperson: SalespersonPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<Appointment> {
    const key = checkIdempotencyKey(idempotencyKey);
    return this.commands.execute(
      new BookAppointmentCommand(
        toBooking(body, { salespersonId: salesperson.id, customerEmail: body.customerEmail, windowOption: body.windowOption ?? null, vehicleSize: body.vehicleSize ?? null }),
        key ? { scope: `salesperson:${salesperson.id}`, key } : undefined,
        requestMetadata(request, { type: 'salesperson', id: salesperson.id }),
      ),
    );
  }

  @Get('metrics')
  @Access('salesperson')
  @ApiOkResponse({ type: MetricsSchema })
  metrics(@CurrentSalesperson() salesperson: SalespersonPrincipal): Promise<Metrics> {
    return this.queries.metrics(salesperson.id, this.clock.now());
  }
}

/** TEST_BOOKING_ENABLED off: the endpoint does not exist (404 before the body is even read). */
@Injectable()
class TestBookingEnabled implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.testBookingEnabled) throw new NotFoundError(TEST_BOOKINGS_OFF);
    return true;
  }
}

/** The spec's /test-booking page: no authentication, rate-limited, and off in production by default. */
@Controller('api/test-appointments')
@UseGuards(TestBookingEnabled)
@ApiErrors(404, TEST_BOOKINGS_OFF)
export class TestAppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly slots: SlotsQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The page's prefill: the first slot still free from the next weekday on (today's slots are left to real
   * bookings), so the page's first click books instead of meeting a taken slot (409).
   */
  @Get('first-open-slot')
  @Access('public')
  @ApiOkResponse({ type: FirstOpenSlotSchema, nullable: true, description: 'null when no slot is free up to the booking horizon.' })
  async firstOpenSlot(): Promise<FirstOpenSlotResponse> {
    const now = this.clock.now();
    const slot = await this.slots.firstOpenSlot(addDaysToDate(todayInZone(now, this.config.businessTimeZone), 1), now);
    return slot && { appointmentDate: slot.date, appointmentTime: slot.time };
  }

  @Post()
  @HttpCode(201)
  @Access('public')
  @RateLimit('credentials')
  @ApiCreatedResponse({ type: TestAppointmentSchema, description: 'Booked as a test: the test price and commission, no salesperson.' })
  @ApiSlotRefusals()
  async book(@Body() body: TestAppointmentDto, @Req() request: FastifyRequest): Promise<Appointment & { isTest: true }> {
    const appointment: Appointment = await this.commands.execute(
      new BookAppointmentCommand(
        toBooking(body, { salespersonId: null, customerEmail: body.customerEmail ?? null, windowOption: null, vehicleSize: null }),
        undefined,
        requestMetadata(request, { type: 'anonymous' }),
      ),
    );
    return { ...appointment, isTest: true };
  }
}
