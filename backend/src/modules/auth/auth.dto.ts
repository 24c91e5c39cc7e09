// Request bodies of the account routes, validated on the server with the spec's messages.
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { SingleLine } from '../../platform/http/single-line.rule.js';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import {
  COMPANY_NOT_IN_LIST,
  COMPANY_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  PHONE_TOO_LONG,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_TOO_SHORT,
  RESET_LINK_INVALID,
} from '@tint/libs/validation-messages';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from '@tint/libs/constants';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignupDto {
  @SingleLine()
  @Transform(trim)
  @IsString({ message: FIRST_NAME_REQUIRED })
  @IsNotEmpty({ message: FIRST_NAME_REQUIRED })
  @MaxLength(NAME_MAX, { message: FIRST_NAME_TOO_LONG })
  firstName: string;

  @SingleLine()
  @Transform(trim)
  @IsString({ message: LAST_NAME_REQUIRED })
  @IsNotEmpty({ message: LAST_NAME_REQUIRED })
  @MaxLength(NAME_MAX, { message: LAST_NAME_TOO_LONG })
  lastName: string;

  @SingleLine()
  @Transform(trim)
  @IsString({ message: EMAIL_INVALID })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  email: string;

  @Transform(trim)
  @IsString({ message: PHONE_TOO_SHORT })
  @MinLength(PHONE_MIN, { message: PHONE_TOO_SHORT })
  @MaxLength(PHONE_MAX, { message: PHONE_TOO_LONG })
  phoneNumber: string;

  // class-validator reports the decorator nearest the property first: "required" before "not in the list".
  @SingleLine()
  @IsIn(DEALERSHIPS, { message: COMPANY_NOT_IN_LIST })
  @IsString({ message: COMPANY_REQUIRED })
  @IsNotEmpty({ message: COMPANY_REQUIRED })
  company: string;

  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  password: string;
}

export class LoginDto {
  @SingleLine()
  @Transform(trim)
  @IsString({ message: EMAIL_INVALID })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  email: string;

  @IsString({ message: PASSWORD_REQUIRED })
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @MaxLength(1024, { message: PASSWORD_TOO_LONG })
  password: string;
}

export class ForgotPasswordDto {
  @SingleLine()
  @Transform(trim)
  @IsString({ message: EMAIL_INVALID })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID })
  @IsEmail({}, { message: EMAIL_INVALID })
  email: string;
}

export class ResetPasswordDto {
  @IsString({ message: RESET_LINK_INVALID })
  @IsNotEmpty({ message: RESET_LINK_INVALID })
  @MaxLength(200, { message: RESET_LINK_INVALID })
  token: string;

  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  password: string;
}

export class AdminLoginDto {
  @SingleLine()
  @Transform(trim)
  @IsString({ message: EMAIL_REQUIRED })
  @IsNotEmpty({ message: EMAIL_REQUIRED })
  @MaxLength(EMAIL_MAX, { message: EMAIL_INVALID })
  email: string;

  @IsString({ message: PASSWORD_REQUIRED })
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @MaxLength(1024, { message: PASSWORD_TOO_LONG })
  password: string;
}
