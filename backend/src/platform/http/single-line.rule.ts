import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isSingleLine } from '@tint/libs/text-rules';
import { SINGLE_LINE_REQUIRED } from '@tint/libs/validation-messages';

/**
 * `@SingleLine()`: a name or an email address holds no tab, carriage return or line feed (the edge's text
 * policy already refuses every other control character; notes, which may keep line breaks, do not use
 * this). Anything not a string passes here, so the field's own type rule names the problem.
 */
export function SingleLine(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'singleLine',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isSingleLine(value),
        defaultMessage: () => SINGLE_LINE_REQUIRED,
      },
    },
    options,
  );
}
