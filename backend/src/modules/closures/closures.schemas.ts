// The closure routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { Closure, ClosureAppointment } from '@tint/libs/api-types';
import type { SlotTime } from '@tint/libs/slots';
import { ApiDate, ApiInstant, ApiSlotTime, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class ClosureAppointmentSchema implements ClosureAppointment {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiDate()
  appointmentDate: string;

  @ApiSlotTime()
  appointmentTime: SlotTime;

  @ApiProperty()
  customerName: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null for a test booking.' })
  salespersonName: string | null;
}

@WireType()
export class ClosureSchema implements Closure {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiDate('The first day closed.')
  startDate: string;

  @ApiDate('The last day closed (the same as startDate for one day).')
  endDate: string;

  @ApiProperty()
  reason: string;

  @ApiProperty({ description: 'The name of the admin who closed the dates.' })
  createdBy: string;

  @ApiInstant()
  createdAt: string;

  @ApiProperty({ type: [ClosureAppointmentSchema], description: 'Scheduled appointments on the closed dates: they stay booked, so the admin can contact the customers.' })
  bookedAppointments: ClosureAppointment[];
}
