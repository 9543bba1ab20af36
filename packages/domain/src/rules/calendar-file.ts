import { richTextToPlain } from './text.ts';

/** One event of an iCalendar file (RFC 5545 VEVENT). */
export interface CalendarFileEvent {
  /** Globally unique and stable: the same event downloaded twice updates, not duplicates. */
  uid: string;
  title: string;
  /** Sanitised rich text; sent as plain text. */
  description?: string | null;
  location?: string | null;
  url?: string | null;
  startAt: Date;
  /** When not given, the event lasts `DEFAULT_EVENT_MINUTES`. */
  endAt?: Date | null;
  /** Last change, as `LAST-MODIFIED`. */
  updatedAt?: Date | null;
  /** Revision of an invitation (RFC 5545 §3.8.7.4): a calendar keeps the highest it received. */
  sequence?: number;
  /** Who invites (RFC 5546 asks one of a REQUEST). */
  organizer?: CalendarPerson | null;
  /** Who is invited. */
  attendees?: readonly CalendarPerson[];
}

/** A person of an invitation: their address and the name shown. */
export interface CalendarPerson {
  email: string;
  name?: string | null;
}

/** `CN` is a parameter value: quoted, and a quote cannot appear in it (RFC 5545 §3.1). */
const person = (property: string, { email, name }: CalendarPerson, extra = '') =>
  `${property}${name?.trim() ? `;CN="${name.trim().replace(/["\r\n]/g, '')}"` : ''}${extra}:mailto:${email}`;

/** How long an event without an end lasts in a calendar file (RFC 5545 would make it a moment). */
export const DEFAULT_EVENT_MINUTES = 60;

/** `20261128T093000Z`: a UTC date-time (RFC 5545 §3.3.5, form #2). */
export const icsDateTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** Octets of one character in UTF-8. */
const utf8Size = (character: string) => {
  const code = character.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * A content line folded to 75 octets (RFC 5545 §3.1): each continuation starts with one space; a
 * character is never cut between its UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Size(character);
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file (RFC 5545) of the events, for "add to my calendar": UTC date-times (every
 * calendar shows them in its reader's zone), plain-text descriptions, lines ended by CRLF and folded.
 */
export function calendarFile(
  events: readonly CalendarFileEvent[],
  { productId, now = new Date(), method = 'PUBLISH' }: { productId: string; now?: Date; method?: 'PUBLISH' | 'REQUEST' },
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${icsText(productId)}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  for (const event of events) {
    const end = event.endAt && event.endAt.getTime() >= event.startAt.getTime() ? event.endAt : new Date(event.startAt.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
    const description = event.description ? richTextToPlain(event.description) : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${icsDateTime(now)}`,
      `DTSTART:${icsDateTime(event.startAt)}`,
      `DTEND:${icsDateTime(end)}`,
      `SUMMARY:${icsText(event.title)}`,
      ...(description ? [`DESCRIPTION:${icsText(description)}`] : []),
      ...(event.location?.trim() ? [`LOCATION:${icsText(event.location.trim())}`] : []),
      // A URI value, not text: not escaped (RFC 5545 §3.8.4.6).
      ...(event.url ? [`URL:${event.url}`] : []),
      ...(event.updatedAt ? [`LAST-MODIFIED:${icsDateTime(event.updatedAt)}`] : []),
      ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
      ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
      ...(event.attendees ?? []).map((attendee) => person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE')),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
