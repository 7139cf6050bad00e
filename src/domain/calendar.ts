/**
 * An iCalendar (RFC 5545) invitation for one booking, as sent with its e-mails (iTIP, RFC 5546):
 * METHOD:REQUEST for a new or changed booking, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one.
 * One UID per booking and a SEQUENCE that rises with every change, so calendars update the same event.
 * Pure: no clock, no I/O.
 */

export interface CalendarEvent {
  /** Stable per booking, e.g. `booking-42@book.example`. */
  uid: string;
  /** 0 for the confirmation, one more for every change (the outbox row's sequence). */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** When this version of the event was made (the message's time). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** How long a booking holds the table when the restaurant gives no end time. */
export const DEFAULT_BOOKING_DURATION_MS = 2 * 60 * 60 * 1000;

const MAX_LINE_OCTETS = 75;

/** A UTC instant as an iCalendar DATE-TIME: 20260101T190000Z. */
export function icsDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// A parameter value (CN=…) may not hold a double quote or control characters; quoted, it may hold ; : ,
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/**
 * Folds a content line to lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with
 * one space, and a UTF-8 character (a whole code point) is never split.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line has 75 octets; continuation lines give one of them to the leading space.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The whole calendar object, CRLF line endings, folded. */
export function buildIcs(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dining deals//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Undoes folding, for readers (tests, the dev outbox): CRLF + space or tab joins the lines. */
export function unfoldIcs(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
}
