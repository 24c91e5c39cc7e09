import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isValidDateString } from '@tint/libs/slots';
import { INVALID_DATE } from '@tint/libs/validation-messages';

/** `@Validate(DateStringRule)`: a real calendar date as YYYY-MM-DD (2026-02-30 is refused). */
@ValidatorConstraint({ name: 'dateString' })
export class DateStringRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isValidDateString(value);
  }
  defaultMessage(): string {
    return INVALID_DATE;
  }
}
