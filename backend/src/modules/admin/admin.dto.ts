// Admin bodies: the PATCH of an appointment (only status, payoutStatus, isConfirmed) and the payout
// fulfilment (method and optional notes).
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf, validateSync } from 'class-validator';
import { UPDATE_APPOINTMENT_FIELDS } from '@tint/libs/api-types';
import { APPOINTMENT_STATUSES, type AppointmentStatus, NOTES_MAX, PAYOUT_METHODS, PAYOUT_STATUSES, type PayoutMethod, type PayoutStatus } from '@tint/libs/constants';
import {
  INVALID_APPOINTMENT_STATUS,
  INVALID_IS_CONFIRMED,
  INVALID_PAYOUT_METHOD,
  INVALID_PAYOUT_STATUS,
  NOTHING_TO_UPDATE,
  ONLY_STATUS_FIELDS,
  PAYOUT_NOTES_TOO_LONG,
} from '@tint/libs/validation-messages';
import { BadRequestError } from '../../platform/errors.js';
import type { AppointmentChange } from '../appointments/appointment.js';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class FulfillPayoutDto {
  @IsIn(PAYOUT_METHODS, { message: INVALID_PAYOUT_METHOD })
  payoutMethod: PayoutMethod;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: PAYOUT_NOTES_TOO_LONG })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;
}

// ValidateIf rather than IsOptional: a field sent as null is a wrong value, not an absent one.
class UpdateAppointmentDto {
  @ValidateIf((body: UpdateAppointmentDto) => body.status !== undefined)
  @IsIn(APPOINTMENT_STATUSES, { message: INVALID_APPOINTMENT_STATUS })
  status?: AppointmentStatus;

  @ValidateIf((body: UpdateAppointmentDto) => body.payoutStatus !== undefined)
  @IsIn(PAYOUT_STATUSES, { message: INVALID_PAYOUT_STATUS })
  payoutStatus?: PayoutStatus;

  @ValidateIf((body: UpdateAppointmentDto) => body.isConfirmed !== undefined)
  @IsBoolean({ message: INVALID_IS_CONFIRMED })
  isConfirmed?: boolean;
}

/**
 * The PATCH body, checked here rather than by the global pipe so that an unknown field gets the
 * rule's own sentence ("Only status, payoutStatus and isConfirmed can be changed").
 */
export function parseAppointmentChange(body: unknown): AppointmentChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError(NOTHING_TO_UPDATE);
  const keys = Object.keys(body);
  if (keys.some((key) => !(UPDATE_APPOINTMENT_FIELDS as readonly string[]).includes(key))) throw new BadRequestError(ONLY_STATUS_FIELDS);
  const dto = plainToInstance(UpdateAppointmentDto, body);
  const [error] = validateSync(dto);
  if (error) throw new BadRequestError(Object.values(error.constraints ?? {})[0] ?? NOTHING_TO_UPDATE);
  const change: AppointmentChange = {};
  if (dto.status !== undefined) change.status = dto.status;
  if (dto.payoutStatus !== undefined) change.payoutStatus = dto.payoutStatus;
  if (dto.isConfirmed !== undefined) change.isConfirmed = dto.isConfirmed;
  if (Object.keys(change).length === 0) throw new BadRequestError(NOTHING_TO_UPDATE);
  return change;
}
