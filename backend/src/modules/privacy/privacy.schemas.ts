// The privacy routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { ErasureReceipt, PayoutProfile, PersonalDataExport } from '@tint/libs/api-types';
import { WireType } from '../../platform/http/api-docs.js';
import { AppointmentSchema } from '../appointments/appointments.schemas.js';
import { CurrentUserSchema } from '../auth/auth.schemas.js';
import { BadgeSchema, RewardsDataSchema } from '../gamification/gamification.schemas.js';
import { PayoutProfileSchema } from '../payout-profiles/payout-profiles.schemas.js';
import { PayoutDetailsSchema } from '../payouts/payouts.schemas.js';

@WireType()
export class PersonalDataExportSchema implements PersonalDataExport {
  @ApiProperty({ format: 'date-time', example: '2026-11-27T04:30:00.000Z' })
  exportedAt: string;

  @ApiProperty({ type: CurrentUserSchema })
  account: CurrentUserSchema;

  @ApiProperty({ type: [AppointmentSchema], description: 'Every appointment they booked, newest first, with the customer details they entered.' })
  appointments: AppointmentSchema[];

  @ApiProperty({ type: [BadgeSchema] })
  badges: BadgeSchema[];

  @ApiProperty({ type: RewardsDataSchema })
  rewards: RewardsDataSchema;

  @ApiProperty({ type: PayoutDetailsSchema, description: 'This year to date.' })
  payouts: PayoutDetailsSchema;

  @ApiProperty({ type: () => PayoutProfileSchema, nullable: true, description: 'Their payout settings, or null before they set any.' })
  payoutProfile: PayoutProfile | null;
}

@WireType()
export class ErasureReceiptSchema implements ErasureReceipt {
  @ApiProperty({ enum: ['customer', 'salesperson'] })
  subjectType: 'customer' | 'salesperson';

  @ApiProperty({ format: 'uuid', description: "The appointment's id for a customer, the account's for a salesperson." })
  subjectId: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-27T04:30:00.000Z' })
  erasedAt: string;
}
