import { expect } from 'vitest';
import type { D1Database, DurableObjectNamespace } from '@cloudflare/workers-types/index';
import type { VerificationCodes } from '#provider/accounts/verification-codes.ts';
import { callProvider as callUntyped } from './call-provider';
import { providerEnv } from './seed-database';

/** The provider's bindings that the account tests reach directly. */
export const accountEnv = providerEnv as typeof providerEnv & { DB: D1Database; VERIFICATION_CODES: DurableObjectNamespace<VerificationCodes> };

let clients = 0;
/** A client address of its own, so one test's requests do not use up another's per-client limits. */
export const newClientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A Singapore mobile no other test uses. */
export const newMobile = () => `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A response whose json() can be typed, as workerd's can. */
export type TypedResponse = Response & { json<T = unknown>(): Promise<T> };

/** callProvider with a typed json(). */
export const callProvider = callUntyped as (path: string, init?: RequestInit & { locale?: string }) => Promise<TypedResponse>;

export function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return callProvider(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The code of the newest SMS (or voice call) to a number, read from the sandbox outbox. */
export async function codeFromSms(to: string): Promise<string> {
  const row = await accountEnv.DB.prepare('SELECT body FROM sandbox_sms WHERE to_number = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ body: string }>();
  expect(row, `an SMS to ${to}`).not.toBeNull();
  const digits = row!.body.match(/(\d)(?:, )?(\d)(?:, )?(\d)(?:, )?(\d)/);
  return digits!.slice(1, 5).join('');
}

/** The code of the newest e-mail to an address, read from the sandbox mailbox. */
export async function codeFromMail(to: string): Promise<string> {
  const row = await accountEnv.DB.prepare('SELECT text_body FROM sandbox_mail WHERE to_address = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ text_body: string }>();
  expect(row, `an e-mail to ${to}`).not.toBeNull();
  return row!.text_body.match(/\b(\d{4})\b/)![1]!;
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

export interface SignedUp {
  mobile: string;
  email: string;
  nickname: string;
  password: string;
  token: string;
  ip: string;
}

/** Signs up a new member through the calls the sign-up dialog makes, with the code read from the SMS sandbox. */
export async function signUp(overrides: Partial<{ mobile: string; email: string; nickname: string; password: string }> = {}): Promise<SignedUp> {
  const ip = newClientIp();
  const mobile = overrides.mobile ?? newMobile();
  const suffix = Math.random().toString(36).slice(2, 10);
  const email = overrides.email ?? `diner-${suffix}@example.com`;
  const nickname = overrides.nickname ?? `diner-${suffix}`;
  const password = overrides.password ?? 'secret123';
  const sent = await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'X-Client-IP': ip });
  expect(sent.status).toBe(200);
  const code = await codeFromSms(`+65${mobile}`);
  const created = await send('POST', '/member/auth', { mobile_token: code, country_code: '65', mobile, email, nickname, password, region_id: 3 }, { 'X-Client-IP': ip });
  expect(created.status).toBe(201);
  const { token } = await created.json<{ token: string }>();
  return { mobile, email, nickname, password, token, ip };
}
