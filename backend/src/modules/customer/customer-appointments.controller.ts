// The customer's manage page (issue 18): no sign-in, the token of their mail's link is the key. Every route answers a
// wrong, unknown or expired token alike (404); the changes are rate-limited like sign-in (a token cannot be guessed,
// but nobody gets to try many).
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { dateRangeProblem } from '@tint/libs/closures';
import { isValidDateString, SLOT_TIMES, type DateString, type SlotTime } from '@tint/libs/slots';
import { APPOINTMENT_NOT_CHANGEABLE, MANAGE_LINK_INVALID, SAME_TIME_CHOSEN } from '@tint/libs/texts/customer';
import { APPOINTMENT_CANCELLED_FINAL, CLOSED_DATES_RANGE_INVALID, DATE_NOT_BOOKABLE, DATE_REQUIRED, INVALID_DATE, INVALID_SLOT_TIME, SLOT_TAKEN, TIME_REQUIRED } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import { IsIn, IsNotEmpty, IsString, Validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access } from '../../platform/http/access.js';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { BadRequestError } from '../../platform/errors.js';
import { CustomerAppointments } from './customer-appointments.js';
import { CustomerAppointmentSchema } from './customer.schemas.js';

export class RescheduleAppointmentDto {
  @Validate(DateStringRule)
  @IsString({ message: DATE_REQUIRED })
  @IsNotEmpty({ message: DATE_REQUIRED })
  appointmentDate: DateString;

  @IsIn(SLOT_TIMES, { message: INVALID_SLOT_TIME })
  @IsString({ message: TIME_REQUIRED })
  @IsNotEmpty({ message: TIME_REQUIRED })
  appointmentTime: SlotTime;
}

/** Nobody signed in: the customer, known by the link they hold. */
const CUSTOMER = { type: 'anonymous', id: 'customer-link' } as const;

@ApiTags('customer')
@Controller('api/customer-appointments/:token')
@ApiParam({ name: 'token', description: "The token of the customer's manage link (from their confirmation mail)." })
@ApiErrors(404, MANAGE_LINK_INVALID)
export class CustomerAppointmentsController {
  constructor(private readonly appointments: CustomerAppointments) {}

  @Get()
  @Access('public')
  @ApiOkResponse({ type: CustomerAppointmentSchema, description: "The customer's appointment, and what they may change." })
  view(@Param('token') token: string): Promise<CustomerAppointment> {
    return this.appointments.view(token);
  }

  @Get('available-times/:date')
  @Access('public')
  @ApiParam({ name: 'date', format: 'date', example: '2026-11-23' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', enum: [...SLOT_TIMES] } }, description: 'None on a weekend, a past or closed day, or beyond the booking horizon.' })
  @ApiErrors(400, INVALID_DATE)
  availableTimes(@Param('token') token: string, @Param('date') date: string): Promise<SlotTime[]> {
    if (!isValidDateString(date)) throw new BadRequestError(INVALID_DATE);
    return this.appointments.availableTimes(token, date);
  }

  @Get('closed-dates')
  @Access('public')
  @ApiQuery({ name: 'from', required: true, type: String, format: 'date' })
  @ApiQuery({ name: 'to', required: true, type: String, format: 'date' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', format: 'date' } }, description: 'The dates the shop is closed, in order.' })
  @ApiErrors(400, CLOSED_DATES_RANGE_INVALID)
  closedDates(@Param('token') token: string, @Query('from') from: unknown, @Query('to') to: unknown): Promise<DateString[]> {
    if (dateRangeProblem(from, to) !== null) throw new BadRequestError(CLOSED_DATES_RANGE_INVALID);
    return this.appointments.closedDates(token, from as string, to as string);
  }

  @Post('reschedule')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @ApiOkResponse({ type: CustomerAppointmentSchema, description: 'Moved: the new state. Less than 48 hours ahead, at the regular price.' })
  @ApiErrors(400, INVALID_DATE, INVALID_SLOT_TIME, DATE_NOT_BOOKABLE, SAME_TIME_CHOSEN)
  @ApiErrors(409, SLOT_TAKEN, SHOP_CLOSED, APPOINTMENT_NOT_CHANGEABLE, APPOINTMENT_CANCELLED_FINAL)
  reschedule(@Param('token') token: string, @Body() body: RescheduleAppointmentDto, @Req() request: FastifyRequest): Promise<CustomerAppointment> {
    return this.appointments.reschedule(token, body.appointmentDate, body.appointmentTime, requestMetadata(request, CUSTOMER));
  }

  @Post('cancel')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @ApiOkResponse({ type: CustomerAppointmentSchema, description: 'Cancelled: the new state. Its time is free again.' })
  @ApiErrors(409, APPOINTMENT_NOT_CHANGEABLE, APPOINTMENT_CANCELLED_FINAL)
  cancel(@Param('token') token: string, @Req() request: FastifyRequest): Promise<CustomerAppointment> {
    return this.appointments.cancel(token, requestMetadata(request, CUSTOMER));
  }
}
