/**
 * The customer's mails (issue 18) and the salesperson's notices about their customer's appointment. Every fact in
 * them is given already formatted ('Wed, Dec 2, 2026', '10:30 AM', '$572.00'); the booking terms are the spec's own.
 */
import { CONTACT_WITHIN_HOURS, DISCOUNT_PERCENT, PRODUCT_NAME, RESCHEDULE_NOTICE_HOURS, SERVICE_DURATION_HOURS } from '../constants.js';
import { LOCATION_TEXT, LOCATION_TITLE } from './booking.js';

/** An appointment as a mail tells it. */
export type MailedAppointment = {
  customerFirstName: string;
  /** 'Wed, Dec 2, 2026'. */
  date: string;
  /** '10:30 AM'. */
  time: string;
  /** 'Pacific/Honolulu': the zone the date and time are in. */
  timeZone: string;
  vehicle: string;
  packageName: string;
  /** '$572.00'. */
  price: string;
  /** Whether the price is the 10%-off one (false: the fallback table's estimate, or the discount is void). */
  discounted: boolean;
};

/** The spec's booking terms, as the customer agreed to them through the salesperson (SPEC 9). */
export const BOOKING_TERMS = [
  `Our team contacts you within ${String(CONTACT_WITHIN_HOURS)} hours to confirm.`,
  `Service takes about ${String(SERVICE_DURATION_HOURS)} hours.`,
  `The ${String(DISCOUNT_PERCENT)}% discount is void if the appointment is missed. It is honoured with a reschedule if you let us know ${String(RESCHEDULE_NOTICE_HOURS)} hours or more ahead.`,
];

const facts = (a: MailedAppointment) => [
  `When: ${a.date} at ${a.time} (${a.timeZone} time)`,
  `Vehicle: ${a.vehicle}`,
  `Package: ${a.packageName}`,
  `Price: ${a.price}${a.discounted ? ` (${String(DISCOUNT_PERCENT)}% off)` : ''}`,
  '',
  `${LOCATION_TITLE}: ${LOCATION_TEXT}`,
];

const manage = (link: string) => ['To reschedule or cancel, open your appointment page:', link];

export const confirmationMail = (a: MailedAppointment, link: string) => ({
  subject: `Your window tint appointment on ${a.date} at ${a.time}`,
  text: [
    `Aloha ${a.customerFirstName},`,
    '',
    'Your window tint appointment is booked. The calendar invite is attached.',
    '',
    ...facts(a),
    '',
    'Booking terms:',
    ...BOOKING_TERMS.map((term) => `- ${term}`),
    '',
    ...manage(link),
    '',
    `Mahalo, the ${PRODUCT_NAME} team`,
  ].join('\n'),
});

export const rescheduledMail = (a: MailedAppointment, link: string, discountVoid: boolean) => ({
  subject: `Your window tint appointment moved to ${a.date} at ${a.time}`,
  text: [
    `Aloha ${a.customerFirstName},`,
    '',
    'Your appointment was moved. The updated calendar invite is attached.',
    ...(discountVoid ? ['', `It was moved less than ${String(RESCHEDULE_NOTICE_HOURS)} hours ahead, so the ${String(DISCOUNT_PERCENT)}% discount no longer applies.`] : []),
    '',
    ...facts(a),
    '',
    ...manage(link),
    '',
    `Mahalo, the ${PRODUCT_NAME} team`,
  ].join('\n'),
});

export const cancelledMail = (a: MailedAppointment) => ({
  subject: `Your window tint appointment on ${a.date} is cancelled`,
  text: [
    `Aloha ${a.customerFirstName},`,
    '',
    `Your appointment on ${a.date} at ${a.time} is cancelled. The attached invite removes it from your calendar.`,
    '',
    'Changed your mind? Ask the salesperson who booked it to book a new one.',
    '',
    `Mahalo, the ${PRODUCT_NAME} team`,
  ].join('\n'),
});

export const reminderMail = (a: MailedAppointment, link: string) => ({
  subject: `Reminder: your window tint appointment on ${a.date} at ${a.time}`,
  text: [
    `Aloha ${a.customerFirstName},`,
    '',
    'A reminder of your window tint appointment:',
    '',
    ...facts(a),
    '',
    'Please have the vehicle parked on site and ready at the appointment time.',
    '',
    ...manage(link),
    '',
    `Mahalo, the ${PRODUCT_NAME} team`,
  ].join('\n'),
});

/** The calendar event's title and place. */
export const INVITE_SUMMARY = 'Window tint appointment';
export const INVITE_LOCATION = 'At the dealership (Maui)';

/** What happened to a salesperson's customer's appointment, as their notice says it. */
export type SalespersonNoticeKind = 'confirmed' | 'serviced' | 'paid' | 'rescheduled' | 'cancelled';

const NOTICE_VERBS: Readonly<Record<SalespersonNoticeKind, string>> = {
  confirmed: 'was confirmed',
  serviced: 'was serviced',
  paid: 'earned you a commission, now paid',
  rescheduled: 'was rescheduled',
  cancelled: 'was cancelled',
};

export const salespersonNoticeMail = (
  kind: SalespersonNoticeKind,
  n: { salespersonFirstName: string; customerName: string; date: string; time: string; commission: string; appLink: string },
) => ({
  subject: `${n.customerName}'s appointment ${NOTICE_VERBS[kind]}`,
  text: [
    `Aloha ${n.salespersonFirstName},`,
    '',
    `${n.customerName}'s window tint appointment ${NOTICE_VERBS[kind]}.`,
    `It ${kind === 'cancelled' ? 'was' : 'is'} on ${n.date} at ${n.time}.`,
    ...(kind === 'paid' ? [`Commission paid: ${n.commission}.`] : []),
    '',
    `See it in ${PRODUCT_NAME}: ${n.appLink}`,
  ].join('\n'),
});
