// The appointment routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty, PickType } from '@nestjs/swagger';
import type {
  Appointment,
  AppointmentHistoryEntry,
  AppointmentHistoryEventType,
  AppointmentMetrics,
  AppointmentStatus,
  FirstOpenSlotResponse,
  Metrics,
  PayoutMethod,
  PayoutStatus,
  ResetAppointmentsResponse,
  TintPackage,
} from '@tint/libs/api-types';
import { APPOINTMENT_HISTORY_EVENT_TYPES } from '@tint/libs/api-types';
import { REVIEW_STATUSES, type ReviewStatus, APPOINTMENT_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES } from '@tint/libs/constants';
import { TINT_PACKAGES } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { ApiDate, ApiDecimal, ApiInstant, ApiSlotTime, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class AppointmentSchema implements Appointment {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  customerFirstName: string;

  @ApiProperty()
  customerLastName: string;

  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'null when a test booking was made without one.' })
  customerEmail: string | null;

  @ApiProperty()
  customerPhone: string;

  @ApiProperty({ example: '2024' })
  vehicleYear: string;

  @ApiProperty()
  vehicleMake: string;

  @ApiProperty()
  vehicleModel: string;

  @ApiProperty({ enum: [...TINT_PACKAGES] })
  tintPackageId: TintPackage;

  @ApiDate()
  appointmentDate: string;

  @ApiSlotTime()
  appointmentTime: SlotTime;

  @ApiDecimal('Computed by the server from the package (and the quiz selection).')
  estimatedPrice: string;

  @ApiDecimal('The commission the booking earns.')
  commission: string;

  @ApiProperty({ enum: [...APPOINTMENT_STATUSES] })
  status: AppointmentStatus;

  @ApiProperty({ enum: [...PAYOUT_STATUSES] })
  payoutStatus: PayoutStatus;

  @ApiProperty()
  isConfirmed: boolean;

  @ApiInstant()
  createdAt: string;

  @ApiProperty({ type: String, enum: [...REVIEW_STATUSES], nullable: true, description: "Fraud review of the commission: 'held' until an admin clears or rejects it; null when nothing was flagged." })
  reviewStatus: ReviewStatus | null;
}

/** POST /api/test-appointments answers the appointment marked as a test. */
type TestAppointment = Appointment & { isTest: true };

@WireType()
export class TestAppointmentSchema extends AppointmentSchema implements TestAppointment {
  @ApiProperty({ enum: [true] })
  isTest: true;
}

@WireType()
export class FirstOpenSlotSchema extends PickType(AppointmentSchema, ['appointmentDate', 'appointmentTime'] as const) implements NonNullable<FirstOpenSlotResponse> {}

@WireType()
export class MetricsSchema implements Metrics {
  @ApiProperty()
  totalReferrals: number;

  @ApiProperty({ description: 'Percent, 0 with no referrals.' })
  successRate: number;

  @ApiProperty({ description: 'Booked this month.' })
  thisMonth: number;

  @ApiProperty({ description: 'Serviced (status completed).' })
  completedServices: number;
}

@WireType()
export class AppointmentMetricsSchema implements AppointmentMetrics {
  @ApiProperty()
  totalBooked: number;

  @ApiProperty()
  totalConfirmed: number;

  @ApiProperty()
  unconfirmed: number;
}

@WireType()
export class AppointmentHistoryEntrySchema implements AppointmentHistoryEntry {
  @ApiProperty({ description: "The event's id." })
  id: string;

  @ApiProperty({ enum: [...APPOINTMENT_HISTORY_EVENT_TYPES] })
  type: AppointmentHistoryEventType;

  @ApiProperty({ example: 'Confirmed' })
  label: string;

  @ApiInstant()
  occurredAt: string;

  @ApiProperty({ type: String, enum: ['admin', 'salesperson'], nullable: true, description: 'null: nobody was signed in (a test booking).' })
  actorRole: 'admin' | 'salesperson' | null;

  @ApiProperty({ type: String, nullable: true })
  actorName: string | null;

  @ApiProperty({ type: String, enum: [...PAYOUT_METHODS], nullable: true, required: false, description: 'PayoutFulfilled only.' })
  payoutMethod?: PayoutMethod | null;

  @ApiProperty({ type: String, nullable: true, required: false, description: 'PayoutFulfilled only.' })
  notes?: string | null;
}

@WireType()
export class ResetAppointmentsResponseSchema implements ResetAppointmentsResponse {
  @ApiProperty()
  message: string;

  @ApiInstant('When the reset took effect.')
  resetAt: string;
}
