// The year-end earnings answer in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { EarningsEntry, YearEndEarnings } from '@tint/libs/api-types';
import { ApiDecimal, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class EarningsEntrySchema implements EarningsEntry {
  @ApiProperty({ format: 'uuid' })
  salespersonId: string;

  @ApiProperty({ example: 'Kai Kealoha' })
  salespersonName: string;

  @ApiProperty({ example: 'Maui Toyota', description: 'Their dealership.' })
  company: string;

  @ApiDecimal('Commissions paid in the year (business time zone).')
  paidTotal: string;

  @ApiProperty({ example: 24 })
  paymentCount: number;

  @ApiProperty({ description: "At or above the year's Form 1099-NEC threshold." })
  requires1099: boolean;

  @ApiProperty({ description: 'Whether their payout settings hold a legal name.' })
  hasLegalName: boolean;
}

@WireType()
export class YearEndEarningsSchema implements YearEndEarnings {
  @ApiProperty({ example: 2025 })
  year: number;

  @ApiDecimal("The year's Form 1099-NEC threshold: 600.00 through 2025, 2000.00 from 2026.")
  threshold: string;

  @ApiProperty({ type: [EarningsEntrySchema] })
  salespeople: EarningsEntrySchema[];
}
