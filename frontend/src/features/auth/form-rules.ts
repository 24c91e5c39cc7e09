// Client-side validation mirroring the server's (SPEC 5), with the spec's own messages.
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from '@tint/libs/constants';
import {
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  PHONE_TOO_LONG,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  PHONE_TOO_SHORT,
} from '@tint/libs/validation-messages';
import type { FormRule } from 'antd';

/** An empty address is just as invalid as a malformed one: one message for both. */
export const emailRules: FormRule[] = [
  { required: true, message: EMAIL_INVALID },
  { type: 'email', message: EMAIL_INVALID },
  { max: EMAIL_MAX, message: EMAIL_INVALID },
];

export function requiredTextRules(message: string): FormRule[] {
  return [{ required: true, whitespace: true, message }];
}

export const firstNameRules: FormRule[] = [
  ...requiredTextRules(FIRST_NAME_REQUIRED),
  { max: NAME_MAX, message: FIRST_NAME_TOO_LONG },
];

export const lastNameRules: FormRule[] = [
  ...requiredTextRules(LAST_NAME_REQUIRED),
  { max: NAME_MAX, message: LAST_NAME_TOO_LONG },
];

/** Sign-in only checks presence; the server decides whether the password is right. */
export const loginPasswordRules: FormRule[] = [{ required: true, message: PASSWORD_REQUIRED }];

/** A new password (signup, reset): at least PASSWORD_MIN, at most PASSWORD_MAX characters. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: PASSWORD_TOO_SHORT },
  { min: PASSWORD_MIN, message: PASSWORD_TOO_SHORT },
  { max: PASSWORD_MAX, message: PASSWORD_TOO_LONG },
];

/** The confirmation must equal the field `passwordField`; list that field in the item's dependencies. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        (value ?? '') === (getFieldValue(passwordField) ?? '')
          ? Promise.resolve()
          : Promise.reject(new Error(PASSWORDS_DONT_MATCH)),
    }),
  ];
}

/** The server trims the number before counting its characters. */
export const phoneRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) => {
      const phone = typeof value === 'string' ? value.trim() : '';
      if (phone.length < PHONE_MIN) return Promise.reject(new Error(PHONE_TOO_SHORT));
      if (phone.length > PHONE_MAX) return Promise.reject(new Error(PHONE_TOO_LONG));
      return Promise.resolve();
    },
  },
];
