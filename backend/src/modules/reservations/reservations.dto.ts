import { Transform } from 'class-transformer';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { SLOT_TIMES, type DateString, type SlotTime } from '@tint/libs/slots';
import { DATE_REQUIRED, INVALID_SLOT_TIME, TIME_REQUIRED } from '@tint/libs/validation-messages';

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

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(200, { message: 'Customer or reason must be at most 200 characters' })
  @IsString({ message: 'Customer or reason must be text' })
  customerName?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters' })
  @IsString({ message: 'Notes must be text' })
  notes?: string | null;
}
