// The customer's manage page and mails (issue 18). Our wording; the booking terms are the spec's (texts/booking.ts).
import { DISCOUNT_PERCENT, RESCHEDULE_NOTICE_HOURS } from '../constants.js';

export const MANAGE_TITLE = 'Your tint appointment';
export const manageGreeting = (firstName: string) => `Aloha ${firstName}, here is your appointment.`;
export const MANAGE_LINK_INVALID_TITLE = 'This link does not work';
/** 404 from every /api/customer-appointments/{token} route: unknown, wrong or expired token. */
export const MANAGE_LINK_INVALID = 'This link is not valid or has expired. Please contact the team that booked your appointment.';
export const MANAGE_STATUS_LABELS: Readonly<Record<string, string>> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
};
export const RESCHEDULE = 'Reschedule';
export const RESCHEDULE_TITLE = 'Choose a new date and time';
export const CONFIRM_RESCHEDULE = 'Confirm new time';
export const CANCEL_BOOKING = 'Cancel appointment';
export const CANCEL_BOOKING_CONFIRM = 'Cancel this appointment? This cannot be undone.';
export const KEEP_BOOKING = 'Keep appointment';
export const RESCHEDULED_TEXT = 'Your appointment was moved. A new confirmation is on its way to your inbox.';
export const CANCELLED_TEXT = 'Your appointment is cancelled. A confirmation is on its way to your inbox.';
export const CANCELLED_STATE = 'This appointment was cancelled.';
export const CANNOT_CHANGE_TEXT = 'This appointment can no longer be changed online. Please contact the team that booked it.';
export const discountKeptText = (deadline: string) =>
  `Changes made before ${deadline} keep your ${String(DISCOUNT_PERCENT)}% discount.`;
export const DISCOUNT_VOID_TEXT = `Your appointment is less than ${String(RESCHEDULE_NOTICE_HOURS)} hours away: a change now voids the ${String(DISCOUNT_PERCENT)}% discount, and a new time is charged at the regular price.`;
export const DISCOUNT_ALREADY_VOID_TEXT = `The ${String(DISCOUNT_PERCENT)}% discount no longer applies to this appointment: it was changed less than ${String(RESCHEDULE_NOTICE_HOURS)} hours ahead.`;
export const PRICE_LABEL = 'Price';
export const REGULAR_PRICE_LABEL = 'Regular price';
export const MANAGE_LOAD_FAILED = 'Could not load your appointment.';
/** 409: a change asked for after the appointment's time, or of one serviced or missed. */
export const APPOINTMENT_NOT_CHANGEABLE = 'This appointment can no longer be changed.';
/** 400: the new time is the one it already has. */
export const SAME_TIME_CHOSEN = 'Choose a date or time other than the current one.';
/** The reschedule panel's way out, leaving the appointment as it is. */
export const KEEP_CURRENT_TIME = 'Keep current time';
export const STATUS_LABEL = 'Status';
/** Under the time buttons once a date is picked: the current slot cannot be picked again. */
export const CURRENT_TIME_HINT = 'Your current time is not offered again.';
/** The page's announcement while the change is on its way. */
export const RESCHEDULING = 'Moving your appointment…';
export const CANCELLING = 'Cancelling…';
