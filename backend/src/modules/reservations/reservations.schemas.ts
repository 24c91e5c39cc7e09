// The reservation routes' answers in the API docs: the class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { Reservation, ReservationStatus } from '@tint/libs/api-types';
import { RESERVATION_STATUSES } from '@tint/libs/constants';
import type { SlotTime } from '@tint/libs/slots';
import { ApiDate, ApiInstant, ApiSlotTime, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class ReservationSchema implements Reservation {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiDate()
  reservationDate: string;

  @ApiSlotTime()
  reservationTime: SlotTime;

  @ApiProperty({ type: String, nullable: true })
  customerName: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ enum: [...RESERVATION_STATUSES] })
  status: ReservationStatus;

  @ApiProperty({ description: 'The name of the admin who reserved it.' })
  reservedBy: string;

  @ApiInstant()
  createdAt: string;
}
