// PUT /api/payout-profile: the method, the handle or address (required for venmo, paypal and zelle) and the legal name.
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PAYOUT_METHODS, type PayoutMethod } from '@tint/libs/constants';
import { handleRequired, LEGAL_NAME_MAX, PAYOUT_HANDLE_MAX } from '@tint/libs/payout-profile';
import { INVALID_PAYOUT_METHOD, LEGAL_NAME_NOT_TEXT, LEGAL_NAME_TOO_LONG, PAYOUT_HANDLE_NOT_TEXT, PAYOUT_HANDLE_TOO_LONG } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import { SingleLine } from '../../platform/http/single-line.rule.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class SetPayoutProfileDto {
  @IsIn(PAYOUT_METHODS, { message: INVALID_PAYOUT_METHOD })
  payoutMethod: PayoutMethod;

  /** Checked when the method pays to an account, or when one was given anyway. */
  @ValidateIf((body: SetPayoutProfileDto) => handleRequired(body.payoutMethod) || (body.handle !== null && body.handle !== undefined))
  @SingleLine()
  @MaxLength(PAYOUT_HANDLE_MAX, { message: PAYOUT_HANDLE_TOO_LONG })
  @IsString({ message: PAYOUT_HANDLE_NOT_TEXT })
  @IsNotEmpty({ message: PAYOUT_HANDLE_REQUIRED })
  @Transform(trimToNull)
  handle?: string | null;

  @SingleLine()
  @MaxLength(LEGAL_NAME_MAX, { message: LEGAL_NAME_TOO_LONG })
  @IsString({ message: LEGAL_NAME_NOT_TEXT })
  @IsNotEmpty({ message: LEGAL_NAME_REQUIRED })
  @Transform(trim)
  legalName: string;
}
