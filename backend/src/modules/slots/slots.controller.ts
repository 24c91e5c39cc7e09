// GET /api/available-times/{date}: the slots a salesperson may still book on that date.
import { Controller, Get, Param } from '@nestjs/common';
import { isValidDateString, type SlotTime } from '@tint/libs/slots';
import { INVALID_DATE } from '@tint/libs/validation-messages';
import { Clock } from '../../platform/clock.js';
import { BadRequestError } from '../../platform/errors.js';
import { Access } from '../../platform/http/access.js';
import { SlotsQueries } from './slots.queries.js';

@Controller('api/available-times')
export class SlotsController {
  constructor(
    private readonly queries: SlotsQueries,
    private readonly clock: Clock,
  ) {}

  @Get(':date')
  @Access('salesperson')
  availableTimes(@Param('date') date: string): Promise<SlotTime[]> {
    if (!isValidDateString(date)) throw new BadRequestError(INVALID_DATE);
    return this.queries.availableTimes(date, this.clock.now());
  }
}
