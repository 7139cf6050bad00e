import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';
import { accountEnv as env, newClientIp, send } from './account-fixtures';
import type { ErrorBody } from './call-provider';

// Guessing trips restaurant-week's program-wide wire, so these tests keep to a file of their own.
const authenticate = (code: string, ip: string) => send('POST', '/public/members/authenticate', { code, project: 'restaurant-week' }, { 'X-Client-IP': ip });
const grants = async () => (await env.DB.prepare("SELECT count(*) AS n FROM access_grants WHERE program_slug = 'restaurant-week'").first<{ n: number }>())!.n;
let guesses = 0;
/** Wrong guesses this file's tests got checked: each counts towards the program's 300. */
let checkedWrong = 0;
/** A wrong 6-digit code nobody holds (the demo's codes start 24…). */
const wrongCode = () => String(900000 + (++guesses % 99999));

describe('guessing access codes', () => {
  it('checks exactly the limit of 50 parallel wrong codes from one address, and answers the rest 429 with Retry-After', async () => {
    const ip = newClientIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => authenticate(wrongCode(), ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(REQUEST_LIMITS.access_code.client.limit);
    checkedWrong += REQUEST_LIMITS.access_code.client.limit;
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - REQUEST_LIMITS.access_code.client.limit);
    const limited = answers.find((a) => a.status === 429)!;
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await limited.json<ErrorBody>()).code).toBe('too_many_attempts');
  });

  it('counts only wrong guesses: a diner who types the right code again and again is never slowed', async () => {
    const ip = newClientIp();
    for (let i = 0; i < 15; i++) expect((await authenticate('246810', ip)).status).toBe(200);
  });

  it('cannot be made to lock a program out: once 300 wrong guesses came from 30 addresses, the right code and password still grant', async () => {
    const { limit: perAddress } = REQUEST_LIMITS.access_code.client;
    const guessers = Array.from({ length: (REQUEST_LIMITS.access_code.target.limit - checkedWrong) / perAddress }, () => newClientIp());
    for (const ip of guessers) {
      const answers = await Promise.all(Array.from({ length: perAddress }, () => authenticate(wrongCode(), ip)));
      expect(answers.map((a) => a.status)).toEqual(Array(perAddress).fill(422));
    }
    expect((await authenticate(wrongCode(), guessers[0]!)).status).toBe(429);
    const before = await grants();
    const code = await authenticate('246810', newClientIp());
    expect(code.status).toBe(200);
    const password = await authenticate('RWEEK2026', newClientIp());
    expect(password.status).toBe(200);
    expect(await grants()).toBe(before + 2);

    // The program is now being guessed at from many addresses: a new address gets one wrong guess a day, and
    // the next is refused, even the right code.
    const newGuesser = newClientIp();
    expect((await authenticate(wrongCode(), newGuesser)).status).toBe(422);
    const held = await authenticate('246810', newGuesser);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(REQUEST_LIMITS.access_code.client.windowSeconds);
  });
});
