import { describe, expect, it } from 'vitest';
import { termsConsentCurrent, termsGateDue } from '#domain/terms-consent.ts';

const DAY = 86400;
const required = { is_need_t_and_c_required: true, where_pop_up: 'before_authentication' } as const;

describe('terms gate (spec §4, §9: consent lasts 30 days)', () => {
  it('is due where the program places it, until accepted', () => {
    expect(termsGateDue(required, 'before_authentication', null, 1000 * DAY)).toBe(true);
    expect(termsGateDue(required, 'on_program_start', null, 1000 * DAY)).toBe(false);
    expect(termsGateDue({ ...required, is_need_t_and_c_required: false }, 'before_authentication', null, 1000 * DAY)).toBe(false);
  });

  it('is not due for 30 days after acceptance, and due again after', () => {
    expect(termsGateDue(required, 'before_authentication', 0, 30 * DAY)).toBe(false);
    expect(termsGateDue(required, 'before_authentication', 0, 30 * DAY + 1)).toBe(true);
  });

  it('counts a consent as current (no gate due anywhere) for the same 30 days: the shared page cache keys by it', () => {
    expect(termsConsentCurrent(null, 1000 * DAY)).toBe(false);
    expect(termsConsentCurrent(0, 30 * DAY)).toBe(true);
    expect(termsConsentCurrent(0, 30 * DAY + 1)).toBe(false);
  });
});
