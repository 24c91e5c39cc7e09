// GET /api/available-times/{date}: the slots a salesperson may still book on that date.
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiParam } from '@nestjs/swagger';
import { isValidDateString, SLOT_TIMES, type SlotTime } from '@tint/libs/slots';
import { INVALID_DATE } from '@tint/libs/validation-messages';
import { Clock } from '../../platform/clock.js';
import { BadRequestError } from '../../platform/errors.js';
import { Access } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { SlotsQueries } from './slots.queries.js';

@Controller('api/available-times')
export class SlotsController {
  constructor(
    private readonly queries: SlotsQueries,
    private readonly clock: Clock,
  ) {}

  @Get(':date')
  @Access('salesperson')
  @ApiParam({ name: 'date', format: 'date', example: '2026-11-23' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', enum: [...SLOT_TIMES] } }, description: 'None on a weekend, a past day, a day the shop is closed or a day beyond the booking horizon.' })
  @ApiErrors(400, INVALID_DATE)
  availableTimes(@Param('date') date: string): Promise<SlotTime[]> {
    if (!isValidDateString(date)) throw new BadRequestError(INVALID_DATE);
    return this.queries.availableTimes(date, this.clock.now());
  }
}
