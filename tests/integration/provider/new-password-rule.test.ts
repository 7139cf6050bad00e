import { describe, expect, it } from 'vitest';
import type { ErrorBody } from './call-provider';
import { callProvider, codeFromSms, newClientIp, newMobile, send } from './account-fixtures';
import { tableCounts } from './seed-database';

/** A sign-up posted straight to the provider, past any form, with a real code for a new phone. */
async function signUpWith(password: string, locale?: string) {
  const ip = newClientIp();
  const mobile = newMobile();
  await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, purpose: 'sign_up' }, { 'X-Client-IP': ip });
  const code = await codeFromSms(`+65${mobile}`);
  const body = { mobile_token: code, country_code: '65', mobile, email: `rule-${mobile}@example.com`, nickname: `rule${mobile}`, password, region_id: 3 };
  return callProvider('/member/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-IP': ip },
    body: JSON.stringify(body),
    ...(locale ? { locale } : {}),
  });
}

describe('the new-password rule at the provider: at least 8 characters with at least 1 number', () => {
  it('refuses a weaker password with a clear, localized 400 and creates no member', async () => {
    for (const weak of ['secret1', 'abcdefgh', 'longbutnodigits']) {
      const before = (await tableCounts()).members;
      const response = await signUpWith(weak);
      expect(response.status, weak).toBe(400);
      expect((await response.json<ErrorBody>()).errors).toEqual(['Password must have at least 8 characters and at least 1 number']);
      expect((await tableCounts()).members).toBe(before);
    }
    const japanese = await signUpWith('abcdefgh', 'ja');
    expect(japanese.status).toBe(400);
    const [message] = (await japanese.json<ErrorBody>()).errors;
    expect(message).toContain('8');
    expect(message).not.toContain('Password');
  });

  it('takes a password that meets the rule', async () => {
    expect((await signUpWith('tasty2026')).status).toBe(201);
  });
});
