// The API docs of what the slot rules refuse, for every route that takes a date and a slot.
import { applyDecorators } from '@nestjs/common';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@tint/libs/constants';
import { DATE_NOT_BOOKABLE, dateBeyondHorizon, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import { ApiErrors } from '../../platform/http/api-docs.js';

/** A weekend, a past day or a date beyond the horizon (BOOKING_HORIZON_DAYS; the example has the default); a slot no longer free; a closed date. */
export const ApiSlotRefusals = () => applyDecorators(ApiErrors(400, DATE_NOT_BOOKABLE, dateBeyondHorizon(DEFAULT_BOOKING_HORIZON_DAYS)), ApiErrors(409, SLOT_TAKEN, SHOP_CLOSED));
