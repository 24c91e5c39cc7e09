// The Pay selected dialog's body: the appointments (1 to PAYOUT_RUN_MAX_APPOINTMENTS ids, none twice), the method,
// an optional reference (one line) and optional notes.
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NOTES_MAX, PAYOUT_METHODS, type PayoutMethod } from '@tint/libs/constants';
import { PAYOUT_REFERENCE_MAX, PAYOUT_RUN_MAX_APPOINTMENTS } from '@tint/libs/payout-runs';
import {
  INVALID_PAYOUT_METHOD,
  NOTES_NOT_TEXT,
  PAYOUT_NOTES_TOO_LONG,
  PAYOUT_REFERENCE_NOT_TEXT,
  PAYOUT_REFERENCE_TOO_LONG,
  RUN_APPOINTMENT_ID_INVALID,
  RUN_APPOINTMENTS_DUPLICATED,
  RUN_APPOINTMENTS_REQUIRED,
} from '@tint/libs/validation-messages';
import { SingleLine } from '../../platform/http/single-line.rule.js';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class PayoutRunDto {
  @ArrayUnique({ message: RUN_APPOINTMENTS_DUPLICATED })
  @IsUUID('all', { each: true, message: RUN_APPOINTMENT_ID_INVALID })
  @ArrayMaxSize(PAYOUT_RUN_MAX_APPOINTMENTS, { message: RUN_APPOINTMENTS_REQUIRED })
  @ArrayMinSize(1, { message: RUN_APPOINTMENTS_REQUIRED })
  @IsArray({ message: RUN_APPOINTMENTS_REQUIRED })
  appointmentIds: string[];

  @IsIn(PAYOUT_METHODS, { message: INVALID_PAYOUT_METHOD })
  payoutMethod: PayoutMethod;

  @Transform(trimToNull)
  @IsOptional()
  @SingleLine()
  @MaxLength(PAYOUT_REFERENCE_MAX, { message: PAYOUT_REFERENCE_TOO_LONG })
  @IsString({ message: PAYOUT_REFERENCE_NOT_TEXT })
  reference?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: PAYOUT_NOTES_TOO_LONG })
  @IsString({ message: NOTES_NOT_TEXT })
  notes?: string | null;
}
