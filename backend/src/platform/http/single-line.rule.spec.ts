import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { SINGLE_LINE_REQUIRED } from '@tint/libs/validation-messages';
import { BookAppointmentDto, TestAppointmentDto } from '../../modules/appointments/appointments.dto.js';
import { AdminLoginDto, ForgotPasswordDto, LoginDto, SignupDto } from '../../modules/auth/auth.dto.js';
import { FulfillPayoutDto } from '../../modules/payouts/payouts.dto.js';
import { CreateReservationDto } from '../../modules/reservations/reservations.dto.js';
import { SingleLine } from './single-line.rule.js';

/** Every rule a body breaks, as the validation pipe checks it (the pipe answers with the first). */
function messagesOf<T extends object>(type: new () => T, body: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) => Object.values(error.constraints ?? {}));
}

class Person {
  @SingleLine()
  @IsString({ message: 'must be text' })
  name: unknown;
}

describe('@SingleLine', () => {
  it('refuses a tab, a carriage return or a line feed with the shared message', () => {
    for (const name of ['Kai\tMakoa', 'Kai\nMakoa', 'Kai\rMakoa']) expect(messagesOf(Person, { name })).toEqual([SINGLE_LINE_REQUIRED]);
  });

  it('accepts one line, and leaves a value that is not text to the field\'s own type rule', () => {
    expect(messagesOf(Person, { name: 'Kai Makoa' })).toEqual([]);
    expect(messagesOf(Person, { name: 42 })).toEqual(['must be text']);
  });
});

const SIGNUP = { firstName: 'Nani', lastName: 'Akana', email: 'nani@example.com', phoneNumber: '8085551234', company: 'Aloha Kia', password: 'long enough' };
const BOOKING = {
  customerFirstName: 'Lani',
  customerLastName: 'Kealoha',
  customerPhone: '8085550100',
  vehicleYear: '2024',
  vehicleMake: 'Toyota',
  vehicleModel: 'Tacoma',
  tintPackageId: 'ceramic',
  appointmentDate: '2030-01-07',
  appointmentTime: '8:30 AM',
  customerEmail: 'lani@example.com',
};
const ACKS = { acknowledgeContact: true, acknowledgeServiceArea: true, acknowledgeDiscountPolicy: true };
const RESERVATION = { reservationDate: '2030-01-07', reservationTime: '12:30 PM' };

describe('names and email addresses are one line; notes may keep line breaks', () => {
  type Named = [form: string, field: string, type: new () => object, valid: Record<string, unknown>];
  const named: Named[] = [
    ...['firstName', 'lastName', 'email', 'company'].map((field): Named => ['sign-up', field, SignupDto, SIGNUP]),
    ['sign-in', 'email', LoginDto, { email: 'nani@example.com', password: 'x' }],
    ['forgot password', 'email', ForgotPasswordDto, { email: 'nani@example.com' }],
    ['admin sign-in', 'email', AdminLoginDto, { email: 'admin@example.com', password: 'x' }],
    ...['customerFirstName', 'customerLastName', 'vehicleMake', 'vehicleModel', 'customerEmail'].flatMap((field): Named[] => [
      ['booking', field, BookAppointmentDto, { ...BOOKING, ...ACKS }],
      ['test booking', field, TestAppointmentDto, BOOKING],
    ]),
    ['reservation', 'customerName', CreateReservationDto, { ...RESERVATION, customerName: 'Fleet' }],
  ];

  it.each(named)('%s: %s with a tab, CR or LF inside → the single-line message', (_form, field, type, valid) => {
    expect(messagesOf(type, valid)).toEqual([]);
    const value = String(valid[field]);
    for (const breaker of ['\t', '\r', '\n', '\r\n']) {
      expect(messagesOf(type, { ...valid, [field]: `${value.slice(0, 2)}${breaker}${value.slice(2)}` })).toContain(SINGLE_LINE_REQUIRED);
    }
  });

  it('keeps line breaks in reservation and payout notes', () => {
    expect(messagesOf(CreateReservationDto, { ...RESERVATION, customerName: 'Fleet', notes: 'Bay 2\nBring keys\r\nCall first' })).toEqual([]);
    expect(messagesOf(FulfillPayoutDto, { payoutMethod: 'zelle', notes: 'Ref 1\nPaid in full' })).toEqual([]);
  });
});
