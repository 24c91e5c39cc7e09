import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, Validate, ValidateBy, type ValidationArguments } from 'class-validator';
import { dateRangeProblem } from '@tint/libs/closures';
import { CLOSURE_REASON_MAX } from '@tint/libs/constants';
import type { DateString } from '@tint/libs/slots';
import { CLOSURE_END_BEFORE_START, CLOSURE_END_INVALID, CLOSURE_REASON_NOT_TEXT, CLOSURE_REASON_TOO_LONG, CLOSURE_START_INVALID, CLOSURE_TOO_LONG } from '@tint/libs/validation-messages';
import { CLOSURE_REASON_REQUIRED } from '@tint/libs/texts/closures';
import { DateStringRule } from '../../platform/http/date-string.rule.js';
import { SingleLine } from '../../platform/http/single-line.rule.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The end date against the body's start date: one of dateRangeProblem's answers is refused (two valid dates only). */
const RangeRule = (name: string, refused: 'end-before-start' | 'too-long', message: string): PropertyDecorator =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (end: unknown, args?: ValidationArguments) => dateRangeProblem((args?.object as { startDate?: unknown } | undefined)?.startDate, end) !== refused,
        defaultMessage: () => message,
      },
    },
    { message },
  );

/** POST /api/admin/closures: the first and the last day closed (YYYY-MM-DD, at most CLOSURE_MAX_DAYS days) and why. */
export class CreateClosureDto {
  @Validate(DateStringRule, { message: CLOSURE_START_INVALID })
  @IsString({ message: CLOSURE_START_INVALID })
  @IsNotEmpty({ message: CLOSURE_START_INVALID })
  startDate: DateString;

  @RangeRule('closureNotTooLong', 'too-long', CLOSURE_TOO_LONG)
  @RangeRule('closureEndOnOrAfterStart', 'end-before-start', CLOSURE_END_BEFORE_START)
  @Validate(DateStringRule, { message: CLOSURE_END_INVALID })
  @IsString({ message: CLOSURE_END_INVALID })
  @IsNotEmpty({ message: CLOSURE_END_INVALID })
  endDate: DateString;

  @SingleLine()
  @MaxLength(CLOSURE_REASON_MAX, { message: CLOSURE_REASON_TOO_LONG })
  @IsString({ message: CLOSURE_REASON_NOT_TEXT })
  @IsNotEmpty({ message: CLOSURE_REASON_REQUIRED })
  @Transform(trim)
  reason: string;
}
