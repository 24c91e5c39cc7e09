// What the booking tests send: a weekday ahead in the business zone, and a valid booking body that a
// test changes only where it matters.
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, isWeekend, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';
import type { Booking } from '../../src/modules/appointments/appointment.js';

/** The n-th weekday after today in the business time zone (n = 1 is the next weekday). */
export function weekdayAhead(n: number): DateString {
  let date = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
  for (let found = 0; found < n; ) {
    date = addDaysToDate(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}

/** The customer and the car every booking test uses unless it says otherwise. */
export const CUSTOMER = {
  customerFirstName: 'Lani',
  customerLastName: 'Kealoha',
  customerEmail: 'lani@example.com',
  customerPhone: '8085550101',
  vehicleYear: '2022',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
} as const;

let phones = 0;
/**
 * A customer phone no other booking of the run has: a phone two salespeople booked holds the commission for fraud
 * review (issue 19), which a test about something else must not meet.
 */
export const uniqueCustomerPhone = (): string => `808${String(2_000_000 + (++phones % 8_000_000)).padStart(7, '0')}`;

/**
 * A valid POST /api/appointments body: the customer (with a phone of its own), a ceramic package, 8:30 AM three
 * weekdays ahead, the three ticks.
 */
export const bookingBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...CUSTOMER,
  customerPhone: uniqueCustomerPhone(),
  tintPackageId: 'ceramic',
  appointmentDate: weekdayAhead(3),
  appointmentTime: '8:30 AM',
  acknowledgeContact: true,
  acknowledgeServiceArea: true,
  acknowledgeDiscountPolicy: true,
  ...overrides,
});

/** A booking as BookAppointmentCommand takes it: the customer and a carbon package, for a salesperson at a slot. */
export const commandBooking = (salespersonId: string, appointmentDate: DateString, appointmentTime: SlotTime): Booking => ({
  salespersonId,
  isTest: false,
  ...CUSTOMER,
  customerPhone: uniqueCustomerPhone(),
  tintPackageId: 'carbon',
  windowOption: null,
  vehicleSize: null,
  appointmentDate,
  appointmentTime,
});
