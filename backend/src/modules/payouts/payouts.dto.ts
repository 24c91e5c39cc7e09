// The Fulfill Payout dialog's body: the method (one of six) and optional notes.
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NOTES_MAX, PAYOUT_METHODS, type PayoutMethod } from '@tint/libs/constants';
import { INVALID_PAYOUT_METHOD, NOTES_NOT_TEXT, PAYOUT_NOTES_TOO_LONG } from '@tint/libs/validation-messages';

const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class FulfillPayoutDto {
  @IsIn(PAYOUT_METHODS, { message: INVALID_PAYOUT_METHOD })
  payoutMethod: PayoutMethod;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NOTES_MAX, { message: PAYOUT_NOTES_TOO_LONG })
  @IsString({ message: NOTES_NOT_TEXT })
  notes?: string | null;
}
