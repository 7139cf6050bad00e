import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, isTimeZone, toInstant, toLocal, toUtcText } from '#domain/restaurant-time.ts';

const utc = (date: string, time: string, zone: string) => toUtcText(toInstant(date, time, zone));

describe('restaurant-local time', () => {
  it('converts wall time in a zone without DST', () => {
    expect(utc('2026-01-01', '19:00', 'Asia/Singapore')).toBe('2026-01-01T11:00:00Z');
    expect(utc('2026-01-01', '07:00', 'Asia/Bangkok')).toBe('2026-01-01T00:00:00Z');
    expect(toLocal(new Date('2026-01-01T16:30:00Z'), 'Asia/Shanghai')).toEqual({ date: '2026-01-02', time: '00:30' });
  });

  it('moves a time skipped by spring-forward ahead by the gap (Sydney and Paris)', () => {
    // Sydney: 2026-10-04 02:00 AEST → 03:00 AEDT.
    expect(utc('2026-10-04', '01:30', 'Australia/Sydney')).toBe('2026-10-03T15:30:00Z');
    expect(utc('2026-10-04', '02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00Z');
    expect(utc('2026-10-04', '03:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00Z');
    // Paris: 2026-03-29 02:00 CET → 03:00 CEST.
    expect(utc('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00Z');
    expect(utc('2026-03-29', '12:00', 'Europe/Paris')).toBe('2026-03-29T10:00:00Z');
  });

  it('takes the earlier instant for a time that occurs twice at fall-back', () => {
    // Sydney: 2026-04-05 03:00 AEDT → 02:00 AEST; Paris: 2026-10-25 03:00 CEST → 02:00 CET.
    expect(utc('2026-04-05', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00Z');
    expect(utc('2026-04-05', '03:30', 'Australia/Sydney')).toBe('2026-04-04T17:30:00Z');
    expect(utc('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00Z');
    expect(utc('2026-10-25', '03:30', 'Europe/Paris')).toBe('2026-10-25T02:30:00Z');
  });

  it('round-trips every half hour across a DST change day except the skipped hour', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const local = toLocal(toInstant('2026-03-29', time, 'Europe/Paris'), 'Europe/Paris');
      expect(local).toEqual(time.startsWith('02:') ? { date: '2026-03-29', time: `03:${time.slice(3)}` } : { date: '2026-03-29', time });
    }
  });

  it('validates zones, dates and times, and adds calendar days', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('UTC')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(() => toInstant('2026-01-01', '24:00', 'Europe/Paris')).toThrow(RangeError);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
