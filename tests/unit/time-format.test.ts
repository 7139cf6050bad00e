import { describe, expect, it } from 'vitest';
import { formatInZone } from '#domain/restaurant-time.ts';
import { formatInstantDayTime, formatInstantTime, formatWallTime } from '#domain/time-format.ts';

// 19:00 in Singapore is 11:00 UTC.
const SEVEN_PM_SINGAPORE = new Date('2026-03-14T11:00:00Z');

describe('one rule for times a diner reads', () => {
  it('writes a slot’s wall time the way each locale writes times', () => {
    expect(formatWallTime('19:00', 'en')).toMatch(/^7:00\s?PM$/);
    expect(formatWallTime('19:00', 'ja')).toBe('19:00');
    expect(formatWallTime('19:00', 'fr')).toBe('19:00');
    expect(formatWallTime('09:05', 'en')).toMatch(/^9:05\s?AM$/);
    expect(formatWallTime('19:00', 'ko')).toContain('7:00');
    expect(formatWallTime('19:00', 'ko')).toContain('오후');
  });

  it('gives the panel, the policies and the e-mail the same time for one booking', () => {
    for (const tag of ['en', 'ja', 'th', 'zh-CN', 'ko', 'fr']) {
      const slot = formatWallTime('19:00', tag);
      expect(formatInstantTime(SEVEN_PM_SINGAPORE, 'Asia/Singapore', tag)).toBe(slot);
      expect(formatInZone(SEVEN_PM_SINGAPORE, 'Asia/Singapore', tag).time).toBe(slot);
      expect(formatInstantDayTime(SEVEN_PM_SINGAPORE, 'Asia/Singapore', tag)).toContain(slot);
    }
  });

  it('shows the restaurant’s clock, not the reader’s', () => {
    expect(formatInstantTime(SEVEN_PM_SINGAPORE, 'Asia/Bangkok', 'en')).toMatch(/^6:00\s?PM$/);
  });

  it('leaves a value that is not a wall time as it is', () => {
    expect(formatWallTime('25:00', 'en')).toBe('25:00');
  });
});
