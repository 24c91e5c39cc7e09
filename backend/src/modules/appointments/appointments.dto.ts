// Appointment bodies, validated on the server with the spec's messages: the two booking forms (SPEC 5)
// and the admin's change of an appointment (only status, payoutStatus, isConfirmed).
import { plainToInstance, Transform } from 'class-transformer';
import { BadRequestError } from '../../platform/errors.js';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { SingleLine } from '../../platform/http/single-line.rule.js';
import type { AppointmentChange, Booking } from './appointment.js';
import { Equals, IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, Validate, ValidateIf, validateSync } from 'class-validator';
import { UPDATE_APPOINTMENT_FIELDS } from '@tint/libs/api-types';
import { AMOUNT_PATTERN, APPOINTMENT_STATUSES, type AppointmentStatus, EMAIL_MAX, NOTES_MAX, REVIEW_DECISIONS, type ReviewDecision, PAYOUT_STATUSES, type PayoutStatus, NAME_MAX, PHONE_MAX, PHONE_MIN, PHONE_PATTERN, VEHICLE_TEXT_MAX, YEAR_MIN, YEAR_PATTERN } from '@tint/libs/constants';
import { TINT_PACKAGES, VEHICLE_SIZES, WINDOW_OPTIONS, type TintPackage, type VehicleSize, type WindowOption } from '@tint/libs/prices';
import { SLOT_TIMES, type DateString, type SlotTime } from '@tint/libs/slots';
import {
  INVALID_REVIEW_DECISION,
  REVIEW_NOTE_NOT_TEXT,
  REVIEW_NOTE_TOO_LONG,
  ACK_CONTACT_REQUIRED,
  ACK_DISCOUNT_REQUIRED,
  ACK_SERVICE_AREA_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  CUSTOMER_PHONE_INVALID,
  CUSTOMER_PHONE_TOO_LONG,
  DATE_REQUIRED,
  ESTIMATE_INVALID,
  FIRST_NAME_TOO_LONG,
  INVALID_APPOINTMENT_STATUS,
  INVALID_IS_CONFIRMED,
  INVALID_PAYOUT_STATUS,
  INVALID_SLOT_TIME,
  INVALID_TINT_PACKAGE,
  INVALID_VEHICLE_SIZE,
  INVALID_WINDOW_OPTION,
  LAST_NAME_TOO_LONG,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  NOTHING_TO_UPDATE,
  ONLY_STATUS_FIELDS,
  TIME_REQUIRED,
  VEHICLE_TOO_LONG,
  YEAR_FORMAT,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Fields both booking endpoints share. Decorators nearest the property are reported first. */
export class BookingFields {
  @SingleLine()
  @Transform(trim)
  @MaxLength(NAME_MAX, { message: FIRST_NAME_TOO_LONG })
  @IsString({ message: CUSTOMER_FIRST_NAME_REQUIRED })
  @IsNotEmpty({ message: CUSTOMER_FIRST_NAME_REQUIRED })
  customerFirstName: string;

  @SingleLine()
  @Transform(trim)
  @MaxLength(NAME_MAX, { message: LAST_NAME_TOO_LONG })
  @IsString({ message: CUSTOMER_LAST_NAME_REQUIRED })
  @IsNotEmpty({ message: CUSTOMER_LAST_NAME_REQUIRED })
  customerLastName: string;

  @Transform(trim)
  @MaxLength(PHONE_MAX, { message: CUSTOMER_PHONE_TOO_LONG })
  @Matches(PHONE_PATTERN, { message: CUSTOMER_PHONE_INVALID })
  @MinLength(PHONE_MIN, { message: CUSTOMER_PHONE_INVALID })
  @IsString({ message: CUSTOMER_PHONE_INVALID })
  customerPhone: string;

  @Transform(trim)
  @Matches(YEAR_PATTERN, { message: YEAR_FORMAT })
  @MinLength(YEAR_MIN, { message: YEAR_REQUIRED })
  @IsString({ message: YEAR_REQUIRED })
  vehicleYear: string;

  @SingleLine()
  @Transform(trim)
  @MaxLength(VEHICLE_TEXT_MAX, { message: VEHICLE_TOO_LONG })
  @IsString({ message: MAKE_REQUIRED })
  @IsNotEmpty({ message: MAKE_REQUIRED })
  vehicleMake: string;

  @SingleLine()
  @Transform(trim)
  @MaxLength(VEHICLE_TEXT_MAX, { message: VEHICLE_TOO_LONG })
  @IsString({ message: MODEL_REQUIRED })
  @IsNotEmpty({ message: MODEL_REQUIRED })
  vehicleModel: string;

  @IsIn(TINT_PACKAGES, { message: INVALID_TINT_PACKAGE })
  tintPackageId: TintPackage;

  @Validate(DateStringRule)
  @IsString({ message: DATE_REQUIRED })
  @IsNotEmpty({ message: DATE_REQUIRED })
  appointmentDate: DateString;

  @IsIn(SLOT_TIMES, { message: INVALID_SLOT_TIME })
  @IsString({ message: TIME_REQUIRED })
  @IsNotEmpty({ message: TIME_REQUIRED })
  appointmentTime: SlotTime;

  /** Sent by the spec's clients; the server computes both and ignores these. */
  @IsOptional()
  @Matches(AMOUNT_PATTERN, { message: ESTIMATE_INVALID })
  @IsString({ message: ESTIMATE_INVALID })
  estimatedPrice?: string;

  @IsOptional()
  @Matches(AMOUNT_PATTERN, { message: ESTIMATE_INVALID })
  @IsString({ message: ESTIMATE_INVALID })
  commission?: string;
}

export class BookAppointmentDto extends BookingFields {
  @SingleLine()
  @Transform(trim)
  @MaxLength(EMAIL_MAX, { message: CUSTOMER_EMAIL_INVALID })
  @IsEmail({}, { message: CUSTOMER_EMAIL_INVALID })
  @IsString({ message: CUSTOMER_EMAIL_INVALID })
  customerEmail: string;

  @Equals(true, { message: ACK_CONTACT_REQUIRED })
  acknowledgeContact: boolean;

  @Equals(true, { message: ACK_SERVICE_AREA_REQUIRED })
  acknowledgeServiceArea: boolean;

  @Equals(true, { message: ACK_DISCOUNT_REQUIRED })
  acknowledgeDiscountPolicy: boolean;

  @IsOptional()
  @IsIn(WINDOW_OPTIONS, { message: INVALID_WINDOW_OPTION })
  windowOption?: WindowOption;

  @IsOptional()
  @IsIn(VEHICLE_SIZES, { message: INVALID_VEHICLE_SIZE })
  vehicleSize?: VehicleSize;
}

export class TestAppointmentDto extends BookingFields {
  @SingleLine()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : trim({ value })))
  @IsOptional()
  @MaxLength(EMAIL_MAX, { message: CUSTOMER_EMAIL_INVALID })
  @IsEmail({}, { message: CUSTOMER_EMAIL_INVALID })
  @IsString({ message: CUSTOMER_EMAIL_INVALID })
  customerEmail?: string;
}

/** A validated body as the booking the appointment decider prices (emails are kept lower-case). */
export function toBooking(
  body: BookingFields,
  { salespersonId, customerEmail, windowOption, vehicleSize }: Pick<Booking, 'salespersonId' | 'customerEmail' | 'windowOption' | 'vehicleSize'>,
): Booking {
  return {
    salespersonId,
    isTest: salespersonId === null,
    customerFirstName: body.customerFirstName,
    customerLastName: body.customerLastName,
    customerEmail: customerEmail?.toLowerCase() ?? null,
    customerPhone: body.customerPhone,
    vehicleYear: body.vehicleYear,
    vehicleMake: body.vehicleMake,
    vehicleModel: body.vehicleModel,
    tintPackageId: body.tintPackageId,
    windowOption,
    vehicleSize,
    appointmentDate: body.appointmentDate,
    appointmentTime: body.appointmentTime,
  };
}

// ValidateIf rather than IsOptional: a field sent as null is a wrong value, not an absent one.
export class UpdateAppointmentDto {
  @ValidateIf((body: UpdateAppointmentDto) => body.status !== undefined)
  @IsIn(APPOINTMENT_STATUSES, { message: INVALID_APPOINTMENT_STATUS })
  status?: AppointmentStatus;

  @ValidateIf((body: UpdateAppointmentDto) => body.payoutStatus !== undefined)
  @IsIn(PAYOUT_STATUSES, { message: INVALID_PAYOUT_STATUS })
  payoutStatus?: PayoutStatus;

  @ValidateIf((body: UpdateAppointmentDto) => body.isConfirmed !== undefined)
  @IsBoolean({ message: INVALID_IS_CONFIRMED })
  isConfirmed?: boolean;
}

/**
 * The PATCH body, checked here rather than by the global pipe so that an unknown field gets the
 * rule's own sentence ("Only status, payoutStatus and isConfirmed can be changed").
 */
export function parseAppointmentChange(body: unknown): AppointmentChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError(NOTHING_TO_UPDATE);
  const keys = Object.keys(body);
  if (keys.some((key) => !(UPDATE_APPOINTMENT_FIELDS as readonly string[]).includes(key))) throw new BadRequestError(ONLY_STATUS_FIELDS);
  const dto = plainToInstance(UpdateAppointmentDto, body);
  const [error] = validateSync(dto);
  if (error) throw new BadRequestError(Object.values(error.constraints ?? {})[0] ?? NOTHING_TO_UPDATE);
  const change: AppointmentChange = {};
  if (dto.status !== undefined) change.status = dto.status;
  if (dto.payoutStatus !== undefined) change.payoutStatus = dto.payoutStatus;
  if (dto.isConfirmed !== undefined) change.isConfirmed = dto.isConfirmed;
  if (Object.keys(change).length === 0) throw new BadRequestError(NOTHING_TO_UPDATE);
  return change;
}

/** POST /api/admin/appointments/{id}/review (issue 19): clear or reject a held commission, with an optional note. */
export class ReviewAppointmentDto {
  @IsIn(REVIEW_DECISIONS, { message: INVALID_REVIEW_DECISION })
  decision: ReviewDecision;

  @IsOptional()
  @MaxLength(NOTES_MAX, { message: REVIEW_NOTE_TOO_LONG })
  @IsString({ message: REVIEW_NOTE_NOT_TEXT })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  note?: string;
}
