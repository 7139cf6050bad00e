import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime, unfoldIcs, type CalendarEvent } from '#domain/calendar.ts';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'booking-42@book.example',
  sequence: 0,
  method: 'REQUEST',
  stamp: new Date('2026-05-01T08:00:00Z'),
  start: new Date('2026-05-03T11:30:00Z'),
  end: new Date('2026-05-03T13:30:00Z'),
  summary: 'Table for 2 at Harbour Palace',
  location: 'Harbour Palace, 1 Bund Road',
  description: 'Reservation code: ABC12345\nManage: https://book.example/reservations/42/manage?program=p&lang=en',
  organizer: { name: 'Harbour "Palace"', email: 'bookings@book.example' },
  attendee: { name: 'Jane Doe', email: 'jane@example.com' },
  ...overrides,
});
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('calendar (.ics)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2026-05-03T11:30:00.123Z'))).toBe('20260503T113000Z');
  });

  it('folds long lines at 75 octets without splitting a CJK character, and unfolds back', () => {
    const line = `SUMMARY:${'海港宫殿餐厅的两人餐桌'.repeat(8)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      // Every part is whole UTF-8: no replacement characters after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    }
    expect(unfoldIcs(`${folded}\r\n`)).toEqual([line]);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds a REQUEST with CRLF lines, the UID and SEQUENCE, escaped text', () => {
    const ics = buildIcs(event({ summary: 'Dinner; two, please' }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldIcs(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(expect.arrayContaining([
      'METHOD:REQUEST', 'UID:booking-42@book.example', 'SEQUENCE:0', 'DTSTAMP:20260501T080000Z', 'DTSTART:20260503T113000Z',
      'DTEND:20260503T133000Z', 'SUMMARY:Dinner\\; two\\, please', 'STATUS:CONFIRMED',
    ]));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:Reservation code: ABC12345\\nManage: https://book.example/reservations/42/manage?program=p&lang=en');
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toBe('ORGANIZER;CN="Harbour Palace":mailto:bookings@book.example');
  });

  it('builds a CANCEL with STATUS:CANCELLED and the raised SEQUENCE under the same UID', () => {
    const lines = unfoldIcs(buildIcs(event({ method: 'CANCEL', sequence: 2 })));
    expect(lines).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', 'UID:booking-42@book.example']));
    expect(lines).not.toContain('STATUS:CONFIRMED');
  });
});
