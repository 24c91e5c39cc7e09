import { Transform } from 'class-transformer';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { SingleLine } from '../../platform/http/single-line.rule.js';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { SLOT_TIMES, type DateString, type SlotTime } from '@tint/libs/slots';
import { NOTES_MAX, RESERVATION_NAME_MAX } from '@tint/libs/constants';
import {
  DATE_REQUIRED,
  INVALID_SLOT_TIME,
  NOTES_NOT_TEXT,
  PAYOUT_NOTES_TOO_LONG,
  RESERVATION_NAME_NOT_TEXT,
  RESERVATION_NAME_TOO_LONG,
  TIME_REQUIRED,
} from '@tint/libs/validation-messages';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** SPEC 5, reservation: date and time required, time one of the three slots; the rest optional. */
export class CreateReservationDto {
  @Validate(DateStringRule)
  @IsString({ message: DATE_REQUIRED })
  @IsNotEmpty({ message: DATE_REQUIRED })
  reservationDate: DateString;

  @IsIn(SLOT_TIMES, { message: INVALID_SLOT_TIME })
  @IsString({ message: TIME_REQUIRED })
  @IsNotEmpty({ message: TIME_REQUIRED })
  reservationTime: SlotTime;

  @SingleLine()
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(RESERVATION_NAME_MAX, { message: RESERVATION_NAME_TOO_LONG })
  @IsString({ message: RESERVATION_NAME_NOT_TEXT })
  customerName?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: PAYOUT_NOTES_TOO_LONG })
  @IsString({ message: NOTES_NOT_TEXT })
  notes?: string | null;
}
