import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '#domain/business-days.ts';

describe('addBusinessDays', () => {
  it('skips the weekend where the restaurant is', () => {
    // Friday 2026-11-27, 20:00 in Singapore → Tuesday 2026-12-01, 20:00 there.
    expect(addBusinessDays(new Date('2026-11-27T12:00:00Z'), 2, 'Asia/Singapore').toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('counts plain weekdays', () => {
    // Monday → Wednesday.
    expect(addBusinessDays(new Date('2026-11-23T03:00:00Z'), 2, 'Asia/Singapore').toISOString()).toBe('2026-11-25T03:00:00.000Z');
  });

  it('takes the local date, not the UTC one', () => {
    // Saturday 2026-11-28 01:00 in Singapore is still Friday in UTC: the count starts on Saturday: Monday, then Tuesday 01:00 there.
    expect(addBusinessDays(new Date('2026-11-27T17:00:00Z'), 2, 'Asia/Singapore').toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });
});
