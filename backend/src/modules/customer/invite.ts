// The calendar invite attached to the customer's mails (issue 18): an iCalendar file built by ical-generator.
// One event per appointment under a stable UID; each later invite (a move, a cancellation) carries a higher SEQUENCE,
// so a calendar updates or removes the event it already has. Times are UTC instants (DTSTART/DTEND with Z): the
// appointment's start in the business time zone, for its 2 hours.
import { SERVICE_DURATION_HOURS } from '@tint/libs/constants';
import { INVITE_LOCATION, INVITE_SUMMARY } from '@tint/libs/texts/customer-mail';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from '../../platform/mail/mailer.js';

export type Invite = {
  appointmentId: string;
  start: Date;
  /** The appointment stream's version of the event the invite is for: higher for each later invite. */
  sequence: number;
  /** When what it tells happened (DTSTAMP). */
  stamp: Date;
  description: string;
  organizerEmail: string;
  attendeeEmail: string;
  cancelled?: boolean;
};

/** The invite's UID: the same for every invite of one appointment. */
export const inviteUid = (appointmentId: string) => `${appointmentId}@tint-portal`;

export function inviteAttachment(invite: Invite): MailAttachment {
  const calendar = ical({
    prodId: { company: 'Tint Portal', product: 'Appointments', language: 'EN' },
    method: invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: inviteUid(invite.appointmentId),
    sequence: invite.sequence,
    stamp: invite.stamp,
    start: invite.start,
    end: new Date(invite.start.getTime() + SERVICE_DURATION_HOURS * 3_600_000),
    summary: INVITE_SUMMARY,
    location: INVITE_LOCATION,
    description: invite.description,
    organizer: { name: 'Tint Portal', email: invite.organizerEmail },
    attendees: [{ email: invite.attendeeEmail, rsvp: false }],
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const method = invite.cancelled ? 'CANCEL' : 'REQUEST';
  return { filename: invite.cancelled ? 'cancel.ics' : 'invite.ics', content: calendar.toString(), contentType: `text/calendar; charset=utf-8; method=${method}` };
}
