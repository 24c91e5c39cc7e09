// Payouts: the admin's pending payouts and the Fulfill Payout dialog (admin token), and the
// salesperson's own Payout Details (session cookie).
import { applyDecorators, Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Appointment, PayoutDetails, PayoutPeriod } from '@tint/libs/api-types';
import { PAYOUT_PERIODS, parsePayoutPeriod } from '@tint/libs/constants';
import { APPOINTMENT_NOT_FOUND, INVALID_PAYOUT_PERIOD, PAYOUT_ALREADY_FULFILLED, PAYOUT_REQUIRES_SERVICE } from '@tint/libs/validation-messages';
import { Clock } from '../../platform/clock.js';
import { BadRequestError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { ApiIdempotencyKey, checkIdempotencyKey } from '../../platform/idempotency/idempotency-keys.js';
import { appointmentIdParam } from '../appointments/appointments-admin.controller.js';
import { AppointmentSchema } from '../appointments/appointments.schemas.js';
import { FulfillPayoutCommand } from './fulfill-payout.command.js';
import { FulfillPayoutDto } from './payouts.dto.js';
import { PayoutsQueries } from './payouts.queries.js';
import { PayoutDetailsSchema, PendingPayoutItemSchema } from './payouts.schemas.js';

/** MTD when absent; MTD or YTD in any letter case; anything else is a 400. */
function period(value: unknown): PayoutPeriod {
  if (value === undefined) return 'MTD';
  const parsed = parsePayoutPeriod(value);
  if (!parsed) throw new BadRequestError(INVALID_PAYOUT_PERIOD);
  return parsed;
}

const PERIOD = { enum: [...PAYOUT_PERIODS], description: 'Month or year to date, in any letter case.' };
const ApiPayoutDetails = () => applyDecorators(ApiOkResponse({ type: PayoutDetailsSchema }), ApiErrors(400, INVALID_PAYOUT_PERIOD));

@Controller('api')
export class PayoutsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayoutsQueries,
    private readonly clock: Clock,
  ) {}

  @Get('admin/pending-payouts')
  @Access('admin')
  @ApiOkResponse({ type: [PendingPayoutItemSchema], description: 'Completed and not yet paid, oldest appointment first.' })
  async pendingPayouts(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | Buffer> {
    // The JSON text as PostgreSQL wrote it, compressed once for the clients that take it.
    return (await this.queries.pendingAsJson()).sendTo(request, reply);
  }

  /** A double click sends the same Idempotency-Key twice: the payout is recorded once. */
  @Post('admin/fulfill-payout/:id')
  @HttpCode(200)
  @Access('admin')
  @ApiOkResponse({ type: AppointmentSchema })
  @ApiErrors(404, APPOINTMENT_NOT_FOUND)
  @ApiErrors(409, PAYOUT_REQUIRES_SERVICE, PAYOUT_ALREADY_FULFILLED)
  @ApiIdempotencyKey()
  fulfillPayout(
    @Param('id', appointmentIdParam()) id: string,
    @Body() body: FulfillPayoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<Appointment> {
    const key = checkIdempotencyKey(idempotencyKey);
    return this.commands.execute(
      new FulfillPayoutCommand(id, { payoutMethod: body.payoutMethod, notes: body.notes ?? null }, admin.id, key, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
  }

  @Get('payout-details')
  @Access('salesperson')
  @ApiQuery({ name: 'period', required: false, ...PERIOD })
  @ApiPayoutDetails()
  payoutDetails(@CurrentSalesperson() me: SalespersonPrincipal, @Query('period') value: unknown): Promise<PayoutDetails> {
    return this.queries.details(me.id, period(value), this.clock.now());
  }

  @Get('payout-details/:period')
  @Access('salesperson')
  @ApiParam({ name: 'period', ...PERIOD })
  @ApiPayoutDetails()
  payoutDetailsFor(@CurrentSalesperson() me: SalespersonPrincipal, @Param('period') value: string): Promise<PayoutDetails> {
    return this.queries.details(me.id, period(value), this.clock.now());
  }
}
