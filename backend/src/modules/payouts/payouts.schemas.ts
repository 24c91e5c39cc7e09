// The payout routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty, PickType } from '@nestjs/swagger';
import type { PayoutDetails, PendingPayoutItem } from '@tint/libs/api-types';
import { ApiDecimal, WireType } from '../../platform/http/api-docs.js';
import { AppointmentSchema } from '../appointments/appointments.schemas.js';

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
  @ApiProperty({ example: 'Kai Kealoha' })
  salespersonName: string;
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
