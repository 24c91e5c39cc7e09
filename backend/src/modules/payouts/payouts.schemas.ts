// The payout routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty, PickType } from '@nestjs/swagger';
import type { PayoutDetails, PayoutProfile, PayoutReview, PendingPayoutItem } from '@tint/libs/api-types';
import { FRAUD_REASONS, type FraudReason } from '@tint/libs/constants';
import { ApiDecimal, WireType } from '../../platform/http/api-docs.js';
import { AppointmentSchema } from '../appointments/appointments.schemas.js';
import { PayoutProfileSchema } from '../payout-profiles/payout-profiles.schemas.js';

@WireType()
export class PayoutReviewSchema implements PayoutReview {
  @ApiProperty({ enum: ['held'] })
  status: 'held';

  @ApiProperty({ enum: [...FRAUD_REASONS], isArray: true })
  reasons: FraudReason[];
}

@WireType()
export class PendingPayoutItemSchema
  extends PickType(AppointmentSchema, [
    'id',
    'appointmentDate',
    'appointmentTime',
    'customerFirstName',
    'customerLastName',
    'vehicleYear',
    'vehicleMake',
    'vehicleModel',
    'estimatedPrice',
    'commission',
  ] as const)
  implements PendingPayoutItem
{
  @ApiProperty({ format: 'uuid' })
  salespersonId: string;

  @ApiProperty({ example: 'Kai Kealoha' })
  salespersonName: string;

  @ApiProperty({ type: () => PayoutReviewSchema, nullable: true, description: "Held for fraud review: listed 'On hold', left out of the totals, not payable. Null otherwise." })
  review: PayoutReview | null;

  @ApiProperty({ type: () => PayoutProfileSchema, nullable: true, description: "The salesperson's payout settings; null when they have set none (the Fulfill dialog then starts on venmo)." })
  payoutProfile: PayoutProfile | null;
}

@WireType()
export class PayoutDetailsSchema implements PayoutDetails {
  @ApiDecimal()
  totalPaidThisMonth: string;

  @ApiDecimal()
  totalPaidThisYear: string;

  @ApiDecimal()
  pendingThisWeek: string;

  @ApiDecimal()
  pendingThisMonth: string;

  @ApiDecimal()
  pendingThisYear: string;

  @ApiDecimal()
  potentialRemainingMonth: string;

  @ApiDecimal()
  potentialRemainingYear: string;

  @ApiProperty({ type: [AppointmentSchema] })
  completedAppointments: AppointmentSchema[];

  @ApiProperty({ type: [AppointmentSchema] })
  pendingAppointments: AppointmentSchema[];

  @ApiProperty({ type: [AppointmentSchema] })
  scheduledAppointments: AppointmentSchema[];
}
