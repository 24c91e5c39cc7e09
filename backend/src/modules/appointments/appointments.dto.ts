// Booking bodies, validated on the server with the spec's messages (SPEC 5, booking and test forms).
import { Transform } from 'class-transformer';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, Validate } from 'class-validator';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, PHONE_MIN, VEHICLE_TEXT_MAX, YEAR_MIN } from '@tint/libs/constants';
import { TINT_PACKAGES, VEHICLE_SIZES, WINDOW_OPTIONS, type TintPackage, type VehicleSize, type WindowOption } from '@tint/libs/prices';
import { SLOT_TIMES, type DateString, type SlotTime } from '@tint/libs/slots';
import {
  ACK_CONTACT_REQUIRED,
  ACK_DISCOUNT_REQUIRED,
  ACK_SERVICE_AREA_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  CUSTOMER_PHONE_INVALID,
  CUSTOMER_PHONE_TOO_LONG,
  DATE_REQUIRED,
  FIRST_NAME_TOO_LONG,
  INVALID_SLOT_TIME,
  INVALID_TINT_PACKAGE,
  LAST_NAME_TOO_LONG,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  TIME_REQUIRED,
  VEHICLE_TOO_LONG,
  YEAR_FORMAT,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const ESTIMATE_INVALID = 'estimatedPrice and commission must be amounts like 25.00';

/** Fields both booking endpoints share. Decorators nearest the property are reported first. */
class BookingFields {
  @Transform(trim)
  @MaxLength(NAME_MAX, { message: FIRST_NAME_TOO_LONG })
  @IsString({ message: CUSTOMER_FIRST_NAME_REQUIRED })
  @IsNotEmpty({ message: CUSTOMER_FIRST_NAME_REQUIRED })
  customerFirstName: string;

  @Transform(trim)
  @MaxLength(NAME_MAX, { message: LAST_NAME_TOO_LONG })
  @IsString({ message: CUSTOMER_LAST_NAME_REQUIRED })
  @IsNotEmpty({ message: CUSTOMER_LAST_NAME_REQUIRED })
  customerLastName: string;

  @Transform(trim)
  @MaxLength(PHONE_MAX, { message: CUSTOMER_PHONE_TOO_LONG })
  @Matches(/^[0-9+().\-\s]+$/, { message: CUSTOMER_PHONE_INVALID })
  @MinLength(PHONE_MIN, { message: CUSTOMER_PHONE_INVALID })
  @IsString({ message: CUSTOMER_PHONE_INVALID })
  customerPhone: string;

  @Transform(trim)
  @Matches(/^\d{4}$/, { message: YEAR_FORMAT })
  @MinLength(YEAR_MIN, { message: YEAR_REQUIRED })
  @IsString({ message: YEAR_REQUIRED })
  vehicleYear: string;

  @Transform(trim)
  @MaxLength(VEHICLE_TEXT_MAX, { message: VEHICLE_TOO_LONG })
  @IsString({ message: MAKE_REQUIRED })
  @IsNotEmpty({ message: MAKE_REQUIRED })
  vehicleMake: string;

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
  @Matches(/^\d{1,6}(\.\d{1,2})?$/, { message: ESTIMATE_INVALID })
  @IsString({ message: ESTIMATE_INVALID })
  estimatedPrice?: string;

  @IsOptional()
  @Matches(/^\d{1,6}(\.\d{1,2})?$/, { message: ESTIMATE_INVALID })
  @IsString({ message: ESTIMATE_INVALID })
  commission?: string;
}

export class BookAppointmentDto extends BookingFields {
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
  @IsIn(WINDOW_OPTIONS, { message: 'windowOption must be full or front' })
  windowOption?: WindowOption;

  @IsOptional()
  @IsIn(VEHICLE_SIZES, { message: `vehicleSize must be one of ${VEHICLE_SIZES.join(', ')}` })
  vehicleSize?: VehicleSize;
}

export class TestAppointmentDto extends BookingFields {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : trim({ value })))
  @IsOptional()
  @MaxLength(EMAIL_MAX, { message: CUSTOMER_EMAIL_INVALID })
  @IsEmail({}, { message: CUSTOMER_EMAIL_INVALID })
  @IsString({ message: CUSTOMER_EMAIL_INVALID })
  customerEmail?: string;
}
