// The booking form's values, its SPEC 5 rules (with the spec's messages) and the request it sends.
import type { BookAppointmentRequest } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE, DEFAULT_COMMISSION_CENTS, PHONE_MIN, YEAR_MIN } from '@tint/libs/constants';
import { centsToDecimal } from '@tint/libs/money';
import type { TintPackage, TintSelection } from '@tint/libs/prices';
import { bookingPriceCents, isTintPackage } from '@tint/libs/prices';
import type { SlotTime } from '@tint/libs/slots';
import { isBookableDate, isValidDateString } from '@tint/libs/slots';
import {
  ACK_CONTACT_REQUIRED,
  ACK_DISCOUNT_REQUIRED,
  ACK_SERVICE_AREA_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  CUSTOMER_PHONE_INVALID,
  DATE_NOT_BOOKABLE,
  DATE_REQUIRED,
  INVALID_TINT_PACKAGE,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  TIME_REQUIRED,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { YEAR_FORMAT } from './booking-texts';

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

export const DATE_FORMAT = 'YYYY-MM-DD';

/** How date pickers show a date (first) and the spellings they accept when typed. */
export const DATE_INPUT_FORMATS = ['MMM D, YYYY', DATE_FORMAT, 'M/D/YYYY'];

/** The calendar date a picker value stands for. */
export function toDateString(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DATE_FORMAT) : null;
}

/** Weekdays from today on, today being the business time zone's (RULES, time). */
export function isSelectableDate(date: string, now: Date = new Date()): boolean {
  return isValidDateString(date) && isBookableDate(date, now, DEFAULT_BUSINESS_TIMEZONE);
}

/**
 * What the user typed into the date field, as 'YYYY-MM-DD', when it is a complete date in one of the
 * accepted spellings (2030-06-03 or 6/3/2030); null otherwise.
 */
export function typedDate(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isValidDateString(trimmed) ? trimmed : null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!us) return null;
  const iso = `${us[3] ?? ''}-${(us[1] ?? '').padStart(2, '0')}-${(us[2] ?? '').padStart(2, '0')}`;
  return isValidDateString(iso) ? iso : null;
}

/** Digits and the usual phone punctuation, as the server accepts. */
const PHONE_PATTERN = /^[0-9+().\-\s]+$/;

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

export const bookingRules = {
  appointmentDate: [
    { required: true, message: DATE_REQUIRED },
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const date = toDateString(value);
        return date === null || isSelectableDate(date) ? Promise.resolve() : Promise.reject(new Error(DATE_NOT_BOOKABLE));
      },
    },
  ],
  appointmentTime: [{ required: true, message: TIME_REQUIRED }],
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
  vehicleYear: [...requiredText(YEAR_REQUIRED, YEAR_MIN), { pattern: /^\s*\d{4}\s*$/, message: YEAR_FORMAT }],
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
    commission: centsToDecimal(DEFAULT_COMMISSION_CENTS),
  };
}
