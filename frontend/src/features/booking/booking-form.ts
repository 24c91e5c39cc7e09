// The booking form's values, its SPEC 5 rules (with the spec's messages) and the request it sends.
import type { BookAppointmentRequest } from '@tint/libs/api-types';
import { DEFAULT_COMMISSION_CENTS, PHONE_MIN, PHONE_PATTERN, YEAR_MIN, YEAR_PATTERN } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import type { TintPackage, TintSelection } from '@tint/libs/prices';
import { bookingPriceCents, isTintPackage } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import {
  ACK_CONTACT_REQUIRED,
  ACK_DISCOUNT_REQUIRED,
  ACK_SERVICE_AREA_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  CUSTOMER_PHONE_INVALID,
  INVALID_TINT_PACKAGE,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  YEAR_FORMAT,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { BookingCalendar } from '@/lib/client-config';
import { bookableDateRules, slotTimeRules, toDateString } from '@/lib/date-picking';

export type BookingFormValues = {
  appointmentDate?: Dayjs | null;
  appointmentTime?: SlotTime;
  customerFirstName?: string;
  customerLastName?: string;
  customerEmail?: string;
  customerPhone?: string;
  vehicleYear?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  tintPackageId?: TintPackage;
  acknowledgeContact?: boolean;
  acknowledgeServiceArea?: boolean;
  acknowledgeDiscountPolicy?: boolean;
};

/** The server's limit on make and model. */
export { VEHICLE_TEXT_MAX } from '@tint/libs/constants';

function requiredText(message: string, min = 1): FormRule[] {
  return [
    { required: true, whitespace: true, message },
    { min, message },
  ];
}

function mustBeTicked(message: string): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => (value === true ? Promise.resolve() : Promise.reject(new Error(message))),
    },
  ];
}

/** The form's rules; the date's depend on the business time zone and the booking horizon. */
export function bookingFormRules(calendar: BookingCalendar) {
  return {
    appointmentDate: bookableDateRules(calendar),
    appointmentTime: slotTimeRules,
    customerFirstName: requiredText(CUSTOMER_FIRST_NAME_REQUIRED),
    customerLastName: requiredText(CUSTOMER_LAST_NAME_REQUIRED),
    customerEmail: [
      { required: true, message: CUSTOMER_EMAIL_INVALID },
      { type: 'email', message: CUSTOMER_EMAIL_INVALID },
    ],
    customerPhone: [
      ...requiredText(CUSTOMER_PHONE_INVALID, PHONE_MIN),
      { pattern: PHONE_PATTERN, message: CUSTOMER_PHONE_INVALID },
    ],
    vehicleYear: [
      ...requiredText(YEAR_REQUIRED, YEAR_MIN),
      // The year is trimmed before it is sent (bookingRequest), so spaces around it are forgiven here.
      { transform: (value: unknown) => (typeof value === 'string' ? value.trim() : value), pattern: YEAR_PATTERN, message: YEAR_FORMAT },
    ],
    vehicleMake: requiredText(MAKE_REQUIRED),
    vehicleModel: requiredText(MODEL_REQUIRED),
    tintPackageId: [
      {
        validator: (_rule, value: unknown) =>
          isTintPackage(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_TINT_PACKAGE)),
      },
    ],
    acknowledgeContact: mustBeTicked(ACK_CONTACT_REQUIRED),
    acknowledgeServiceArea: mustBeTicked(ACK_SERVICE_AREA_REQUIRED),
    acknowledgeDiscountPolicy: mustBeTicked(ACK_DISCOUNT_REQUIRED),
  } satisfies Record<keyof BookingFormValues, FormRule[]>;
}

/**
 * The price the server will record (RULES, money): the Tint Match price when there is a stored
 * selection, otherwise the direct-booking price for the vehicle. Shown as an estimate and sent as
 * estimatedPrice, which the server ignores and recomputes.
 */
export function estimatedPriceCents(
  tintPackage: TintPackage,
  selection: TintSelection | null,
  vehicleMake: string,
  vehicleModel: string,
): number {
  return bookingPriceCents({
    tintPackageId: tintPackage,
    windowOption: selection?.windowOption ?? null,
    vehicleSize: selection?.vehicleSize ?? null,
    vehicleMake,
    vehicleModel,
  });
}

/** The request for validated form values. */
export function bookingRequest(values: BookingFormValues, selection: TintSelection | null): BookAppointmentRequest {
  const tintPackageId = values.tintPackageId;
  const appointmentDate = toDateString(values.appointmentDate);
  const appointmentTime = values.appointmentTime;
  if (!isTintPackage(tintPackageId) || appointmentDate === null || appointmentTime === undefined) {
    throw new Error('The booking form was submitted without a package, date or time');
  }
  const vehicleMake = (values.vehicleMake ?? '').trim();
  const vehicleModel = (values.vehicleModel ?? '').trim();
  return {
    customerFirstName: (values.customerFirstName ?? '').trim(),
    customerLastName: (values.customerLastName ?? '').trim(),
    customerEmail: (values.customerEmail ?? '').trim(),
    customerPhone: (values.customerPhone ?? '').trim(),
    vehicleYear: (values.vehicleYear ?? '').trim(),
    vehicleMake,
    vehicleModel,
    tintPackageId,
    appointmentDate,
    appointmentTime,
    acknowledgeContact: values.acknowledgeContact === true,
    acknowledgeServiceArea: values.acknowledgeServiceArea === true,
    acknowledgeDiscountPolicy: values.acknowledgeDiscountPolicy === true,
    ...(selection ? { windowOption: selection.windowOption, vehicleSize: selection.vehicleSize } : {}),
    estimatedPrice: centsToDecimal(estimatedPriceCents(tintPackageId, selection, vehicleMake, vehicleModel)),
    // SPEC's POST /api/appointments body carries commission ("The booking sends commission 25"), so it is
    // sent, from the one libs default; the server ignores it and fixes the commission from its configuration.
    commission: centsToDecimal(DEFAULT_COMMISSION_CENTS),
  };
}
