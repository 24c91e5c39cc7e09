// The payout profile routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { PayoutProfile } from '@tint/libs/api-types';
import { PAYOUT_METHODS, type PayoutMethod } from '@tint/libs/constants';
import { LEGAL_NAME_MAX, PAYOUT_HANDLE_MAX } from '@tint/libs/payout-profile';
import { WireType } from '../../platform/http/api-docs.js';

@WireType()
export class PayoutProfileSchema implements PayoutProfile {
  @ApiProperty({ enum: [...PAYOUT_METHODS] })
  payoutMethod: PayoutMethod;

  @ApiProperty({ type: String, nullable: true, maxLength: PAYOUT_HANDLE_MAX, example: '@kai-makoa', description: 'Required for venmo, paypal and zelle; may be null otherwise.' })
  handle: string | null;

  @ApiProperty({ maxLength: LEGAL_NAME_MAX, example: 'Kai Makoa', description: 'The name for the year-end tax form.' })
  legalName: string;
}
