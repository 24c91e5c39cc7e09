// The payout-run routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import { PAYOUT_METHODS, type PayoutMethod } from '@tint/libs/constants';
import type { PayoutRun } from '@tint/libs/payout-runs';
import { ApiDecimal, ApiInstant, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class PayoutRunSchema implements PayoutRun {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiInstant()
  recordedAt: string;

  @ApiProperty({ format: 'uuid', description: "The paying admin's id." })
  recordedBy: string;

  @ApiProperty({ example: 'Leilani Admin' })
  recordedByName: string;

  @ApiProperty({ enum: [...PAYOUT_METHODS] })
  payoutMethod: PayoutMethod;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  count: number;

  @ApiDecimal()
  total: string;
}
