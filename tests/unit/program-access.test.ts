import { describe, expect, it } from 'vitest';
import { accessCodeProblem } from '#domain/access-code-input.ts';
import { accessRequirement, grantExpiry, hasAccess, refusalOf } from '#domain/program-access.ts';
import { isAppPath, readVerifyReturn, withVerifyReturn } from '#domain/verify-return.ts';

const options = (bin: boolean, dbs: boolean) => ({
  bank_card_verify: { is_need_bank_card_verify: bin, base_access_code: null },
  dbs_verify: { is_need_dbs_verify: dbs, dbs_verify_url: null },
  mobile_verify: { is_need_mobile_verify: false },
});

describe('what a program requires', () => {
  it('reads the authentication method and the verify options ops set', () => {
    expect(accessRequirement({ authentication_method: 'open', verify_options: options(true, true) })).toEqual({ kind: 'open' });
    expect(accessRequirement({ authentication_method: 'membership', verify_options: options(false, false) })).toEqual({ kind: 'member' });
    expect(accessRequirement({ authentication_method: 'card_bin', verify_options: options(true, true) })).toEqual({ kind: 'grant', methods: ['card_bin', 'bank'] });
    expect(accessRequirement({ authentication_method: 'bank', verify_options: options(false, true) })).toEqual({ kind: 'grant', methods: ['bank'] });
    // Verify options open other ways in only for card and bank programs.
    expect(accessRequirement({ authentication_method: 'access_code', verify_options: options(true, false) })).toEqual({ kind: 'grant', methods: ['access_code'] });
    expect(refusalOf({ kind: 'member' })).toBe('sign_in_required');
    expect(refusalOf({ kind: 'grant', methods: ['amex'] })).toBe('access_required');
  });

  it('takes a live grant of this program by a method it offers, and nothing else', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const requirement = accessRequirement({ authentication_method: 'access_code', verify_options: options(false, false) });
    const grant = (program: string, expiresAt: string) => ({ memberSignedIn: true, grant: { program, method: 'access_code' as const, expiresAt } });
    expect(hasAccess(requirement, 'restaurant-week', grant('restaurant-week', '2026-11-24T10:00:01Z'), now)).toBe(true);
    expect(hasAccess(requirement, 'restaurant-week', grant('restaurant-week', '2026-11-24T10:00:00Z'), now)).toBe(false);
    expect(hasAccess(requirement, 'restaurant-week', grant('mc-world', '2027-01-01T00:00:00Z'), now)).toBe(false);
    // A signed-in member is not a grant.
    expect(hasAccess(requirement, 'restaurant-week', { memberSignedIn: true, grant: null }, now)).toBe(false);
  });

  it('ends an Amex login after 30 minutes and other grants after 30 days', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(grantExpiry('amex', now).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(grantExpiry('card_bin', now).toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });
});

describe('the access code input (spec §5)', () => {
  it('takes exactly the program’s number of digits when it has one, else any printable code', () => {
    expect(accessCodeProblem('246810', 6)).toBeNull();
    expect(accessCodeProblem('24681', 6)).toBe('digits');
    expect(accessCodeProblem('24681a', 6)).toBe('digits');
    expect(accessCodeProblem('2468100', 6)).toBe('digits');
    expect(accessCodeProblem(' RWEEK2026 ', null)).toBeNull();
    expect(accessCodeProblem('two words', null)).toBe('invalid');
    expect(accessCodeProblem('', null)).toBe('invalid');
  });
});

describe('coming back from the bank', () => {
  it('reads CALLBACK and FAILED with a known reason, nothing else', () => {
    expect(readVerifyReturn(new URLSearchParams('verify_status=CALLBACK'))).toEqual({ status: 'CALLBACK' });
    expect(readVerifyReturn(new URLSearchParams('verify_status=FAILED&verify_reason=declined'))).toEqual({ status: 'FAILED', reason: 'declined' });
    expect(readVerifyReturn(new URLSearchParams('verify_status=FAILED&verify_reason=<script>'))).toEqual({ status: 'FAILED', reason: 'failed' });
    expect(readVerifyReturn(new URLSearchParams('verify_status=OK'))).toBeNull();
  });

  it('returns only to paths of the app, replacing an earlier outcome', () => {
    expect(isAppPath('/profile?program=dbs-dining')).toBe(true);
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '', null]) expect(isAppPath(path)).toBe(false);
    expect(withVerifyReturn('/profile?program=dbs-dining&verify_status=FAILED&verify_reason=declined', { status: 'CALLBACK' })).toBe('/profile?program=dbs-dining&verify_status=CALLBACK');
  });
});
