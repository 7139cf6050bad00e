import { describe, expect, it } from 'vitest';
import { CODE_SENDS_PER_HOUR, MAX_CODE_ATTEMPTS, VERIFICATION_CODE_TTL_SECONDS, VERIFIED_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { codeOfSample, randomCode } from '#provider/accounts/verification-codes.ts';
import type { ErrorBody } from './call-provider';
import { accountEnv, callProvider, codeFromSms, newClientIp, newMobile, send, wrongCode } from './account-fixtures';

const TTL_MS = VERIFICATION_CODE_TTL_SECONDS * 1000;

/** The Durable Object of a fresh destination, called directly so the tests can move its clock. */
function codesFor(destination = `phone:+65${newMobile()}`) {
  return accountEnv.VERIFICATION_CODES.get(accountEnv.VERIFICATION_CODES.idFromName(`sign_up|${destination}`));
}

async function issued(stub: ReturnType<typeof codesFor>, now: number): Promise<string> {
  const result = await stub.issue(crypto.randomUUID(), now);
  if (!result.ok) throw new Error(`not issued: ${result.reason}`);
  return result.code;
}

/** Sends a sign-up code by SMS through the provider; answers its id and the code read from the sandbox. */
async function sendCode(mobile = newMobile(), ip = newClientIp()) {
  const response = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, purpose: 'sign_up' }, { 'X-Client-IP': ip });
  expect(response.status).toBe(200);
  const { id } = await response.json<{ id: string }>();
  return { id, mobile, ip, code: await codeFromSms(`+65${mobile}`) };
}

const verify = (id: string, token: string) => callProvider(`/public/mobile_tokens/verify?id=${id}&token=${token}`, { method: 'POST' });

describe('verification codes against guessing', () => {
  it(`evaluates at most ${MAX_CODE_ATTEMPTS} of 50 parallel guesses; then even the right code is refused`, async () => {
    const { id, code, mobile } = await sendCode();
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(id, guess)));
    const codes = await Promise.all(answers.map(async (a) => (await a.json<ErrorBody>()).code));
    expect(codes.filter((c) => c === 'code_invalid')).toHaveLength(MAX_CODE_ATTEMPTS);
    expect(codes.filter((c) => c === 'code_attempts_exhausted')).toHaveLength(50 - MAX_CODE_ATTEMPTS);
    const right = await verify(id, code);
    expect(right.status).toBe(429);
    expect((await right.json<ErrorBody>()).errors).toEqual(['Too many wrong codes. Please try again later']);
    // The sign-up that would use the code is refused too.
    const signUp = await send('POST', '/member/auth', { mobile_token: code, country_code: '65', mobile, email: `${mobile}@example.com`, nickname: `b${mobile}`, password: 'secret12', region_id: 3 });
    expect(signUp.status).toBe(429);
  });

  it('refuses the 6th guess when it is right, after 5 wrong ones in a row', async () => {
    const { id, code } = await sendCode();
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect((await verify(id, wrongCode(code))).status).toBe(422);
    expect((await verify(id, code)).status).toBe(429);
  });

  it('accepts the right code after fewer than 5 wrong ones', async () => {
    const { id, code } = await sendCode();
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) expect((await verify(id, wrongCode(code))).status).toBe(422);
    expect((await verify(id, code)).status).toBe(200);
  });

  it('keeps the failure count across a resend', async () => {
    const stub = codesFor();
    const t = 1_800_000_000_000;
    const first = await issued(stub, t);
    for (let i = 0; i < 3; i++) expect(await stub.check(wrongCode(first), 'verify', t + 1000)).toBe('invalid');
    const second = await issued(stub, t + TTL_MS + 1000);
    // The replaced code no longer works.
    if (first !== second) expect(await stub.check(first, 'verify', t + TTL_MS + 2000)).toBe('invalid');
    else expect(await stub.check(wrongCode(second), 'verify', t + TTL_MS + 2000)).toBe('invalid');
    expect(await stub.check(wrongCode(second), 'verify', t + TTL_MS + 3000)).toBe('invalid');
    expect(await stub.check(second, 'verify', t + TTL_MS + 4000)).toBe('locked');
    // The count ends an hour after the first failure.
    const third = await issued(stub, t + 3_600_000 + 2000);
    expect(await stub.check(third, 'verify', t + 3_600_000 + 3000)).toBe('ok');
  });

  it('refuses a code after its 180 s, and a verified code 30 minutes after verification', async () => {
    const stub = codesFor();
    const t = 1_800_000_000_000;
    const code = await issued(stub, t);
    expect(await stub.check(code, 'verify', t + TTL_MS + 1)).toBe('expired');
    const fresh = await issued(stub, t + TTL_MS + 1000);
    expect(await stub.check(fresh, 'verify', t + TTL_MS + 2000)).toBe('ok');
    expect(await stub.check(fresh, 'consume', t + TTL_MS + 2000 + VERIFIED_CODE_TTL_SECONDS * 1000 + 1)).toBe('expired');
  });

  it('lets the sign-up use a verified code after the 180 s: peek keeps it, consume uses it', async () => {
    const stub = codesFor();
    const t = 1_800_000_000_000;
    const code = await issued(stub, t);
    expect(await stub.check(code, 'verify', t + 10_000)).toBe('ok');
    expect(await stub.check(code, 'peek', t + TTL_MS + 60_000)).toBe('ok');
    expect(await stub.check(code, 'consume', t + TTL_MS + 61_000)).toBe('ok');
    expect(await stub.check(code, 'peek', t + TTL_MS + 62_000)).toBe('invalid');
  });

  it('uses a code up on consume', async () => {
    const stub = codesFor();
    const code = await issued(stub, 1_800_000_000_000);
    expect(await stub.check(code, 'consume', 1_800_000_001_000)).toBe('ok');
    expect(await stub.check(code, 'consume', 1_800_000_002_000)).toBe('invalid');
  });
});

describe('code sends', () => {
  it('answers an early resend with 429 and Retry-After, and sends nothing', async () => {
    const { mobile, ip } = await sendCode();
    const count = async () => (await accountEnv.DB.prepare('SELECT COUNT(*) AS n FROM sandbox_sms WHERE to_number = ?').bind(`+65${mobile}`).first<{ n: number }>())!.n;
    const before = await count();
    const resend = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, purpose: 'sign_up' }, { 'X-Client-IP': ip });
    expect(resend.status).toBe(429);
    const retryAfter = Number(resend.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(VERIFICATION_CODE_TTL_SECONDS - 30);
    expect(retryAfter).toBeLessThanOrEqual(VERIFICATION_CODE_TTL_SECONDS);
    expect((await resend.json<ErrorBody>()).errors).toEqual([`Please wait ${retryAfter} seconds before asking for a new code`]);
    expect(await count()).toBe(before);
  });

  it(`sends at most ${CODE_SENDS_PER_HOUR} codes to a destination in a rolling hour`, async () => {
    const stub = codesFor();
    const t = 1_800_000_000_000;
    for (let i = 0; i < CODE_SENDS_PER_HOUR; i++) await issued(stub, t + i * (TTL_MS + 1000));
    const capped = await stub.issue(crypto.randomUUID(), t + CODE_SENDS_PER_HOUR * (TTL_MS + 1000));
    expect(capped).toEqual({ ok: false, reason: 'hourly_cap', retryAfterSeconds: Math.ceil((t + 3_600_000 - (t + CODE_SENDS_PER_HOUR * (TTL_MS + 1000))) / 1000) });
    expect((await stub.issue(crypto.randomUUID(), t + 3_600_001)).ok).toBe(true);
  });

  it('draws codes uniformly: samples from 60,000 up are redrawn, so each code has 6 of 65,536 samples', () => {
    expect(codeOfSample(0)).toBe('0000');
    expect(codeOfSample(42)).toBe('0042');
    expect(codeOfSample(59_999)).toBe('9999');
    expect(codeOfSample(60_000)).toBeUndefined();
    expect(codeOfSample(65_535)).toBeUndefined();
    const perCode = new Map<string, number>();
    for (let sample = 0; sample < 65_536; sample++) {
      const code = codeOfSample(sample);
      if (code !== undefined) perCode.set(code, (perCode.get(code) ?? 0) + 1);
    }
    expect(perCode.size).toBe(10_000);
    expect(new Set(perCode.values())).toEqual(new Set([6]));
    for (let i = 0; i < 1000; i++) expect(randomCode()).toMatch(/^\d{4}$/);
  });
});
