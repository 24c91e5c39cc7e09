// The manage page's answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { APPOINTMENT_STATUSES } from '@tint/libs/constants';
import { TINT_PACKAGES, type TintPackage } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { ApiDate, ApiDecimal, ApiInstant, ApiSlotTime, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class CustomerAppointmentSchema implements CustomerAppointment {
  @ApiProperty()
  customerFirstName: string;

  @ApiDate()
  appointmentDate: string;

  @ApiSlotTime()
  appointmentTime: SlotTime;

  @ApiProperty({ enum: [...APPOINTMENT_STATUSES] })
  status: CustomerAppointment['status'];

  @ApiProperty({ example: '2022 Toyota Camry' })
  vehicle: string;

  @ApiProperty({ enum: [...TINT_PACKAGES] })
  tintPackageId: TintPackage;

  @ApiDecimal('What the customer pays: the 10%-off price, or the regular one once the discount is void.')
  estimatedPrice: string;

  @ApiProperty({ type: String, nullable: true, pattern: '^\\d+\\.\\d{2}$', example: '635.00', description: 'Without the discount; null for a fallback-table price, which has none.' })
  regularPrice: string | null;

  @ApiProperty({ description: 'False once a change came less than 48 hours before the slot.' })
  discountKept: boolean;

  @ApiInstant('48 hours before the slot: a change until then keeps the discount.')
  discountDeadline: string;

  @ApiProperty({ description: 'Whether a reschedule or cancellation made now keeps the discount.' })
  changeKeepsDiscount: boolean;

  @ApiProperty({ description: 'Scheduled and its time not yet come.' })
  canChange: boolean;

  @ApiProperty({ example: 'Pacific/Honolulu' })
  businessTimeZone: string;
}
