import { createEvent, type EventAttributes } from 'ics';

// The calendar invitation of a scheduled interview (RFC 5545 through the `ics` library): one UID
// per interview for its whole life, SEQUENCE raised at every reschedule, METHOD:REQUEST while it
// stands and METHOD:CANCEL when it is cancelled, so calendars update the one event.

export type CalendarInterview = {
  id: number;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

/** The event's stable UID (the same across reschedules and the cancellation). */
export const interviewUid = (id: number, domain: string) => `interview-${id}@${domain}`;

/** The .ics text; METHOD:REQUEST, or METHOD:CANCEL (STATUS:CANCELLED) when `cancel`. */
export const interviewCalendar = (interview: CalendarInterview, domain: string, cancel = false): string => {
  const event: EventAttributes = {
    productId: '-//jobs//interviews//EN',
    method: cancel ? 'CANCEL' : 'REQUEST',
    uid: interviewUid(interview.id, domain),
    sequence: interview.sequence,
    start: interview.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: interview.title,
    description: interview.description,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    organizer: interview.organizer,
    attendees: interview.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      rsvp: false,
      role: 'REQ-PARTICIPANT',
      partstat: 'ACCEPTED',
    })),
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.url ? { url: interview.url } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar invitation was not made');
  return value;
};
