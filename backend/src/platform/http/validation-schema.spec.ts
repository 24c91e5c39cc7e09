import { Equals, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MinLength, Validate, ValidateIf } from 'class-validator';
import { INVALID_DATE } from '@tint/libs/validation-messages';
import { DateStringRule } from './date-string.rule.js';
import { SingleLine } from './single-line.rule.js';
import { validationSchema } from './validation-schema.js';

class Parent {
  @SingleLine()
  @MinLength(10, { message: 'too short' })
  @IsNotEmpty({ message: 'required' })
  @IsString({ message: 'required' })
  name: string;
}

class Body extends Parent {
  @Validate(DateStringRule)
  day: string;

  @Equals(true, { message: 'must agree' })
  agreed: boolean;

  @IsOptional()
  @IsIn(['a', 'b'], { message: 'a or b' })
  choice?: 'a' | 'b' | null;

  @ValidateIf((body: Body) => body.flag !== undefined)
  @IsBoolean({ message: 'flag is yes or no' })
  flag?: boolean;
}

describe('a body schema read from its validation rules', () => {
  const { schema, messages } = validationSchema(Body);

  it('types each property from its rules, the inherited ones included, and refuses unknown properties', () => {
    expect({ ...schema, required: schema.required?.sort() }).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 10 },
        day: { type: 'string', format: 'date' },
        agreed: { type: 'boolean', enum: [true] },
        choice: { type: 'string', enum: ['a', 'b'], nullable: true },
        flag: { type: 'boolean' },
      },
      required: ['agreed', 'day', 'name'],
      additionalProperties: false,
    });
  });

  it('lists every message a rule answers with, its own or its rule’s default, once', () => {
    expect(messages.sort()).toEqual(['a or b', 'flag is yes or no', 'must agree', 'required', 'too short', INVALID_DATE, expect.stringContaining('one line')].sort());
  });
});
