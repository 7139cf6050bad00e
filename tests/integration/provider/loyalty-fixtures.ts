import { expect } from 'vitest';
import type { Member, PointHistory } from '#domain/contract/account.ts';
import { callProvider, codeFromSms, newClientIp, newMobile, send, signUp, type SignedUp } from './account-fixtures';
import { providerEnv as env } from './seed-database';

export const asMember = (token: string) => ({ 'X-Member-Token': token });
export const memberOf = async (token: string) => (await callProvider('/member', { headers: asMember(token) })).json<Member>();
export const historyOf = async (token: string) => (await callProvider('/member/points', { headers: asMember(token) })).json<PointHistory>();

/**
 * Moves a booking's reserved time `minutes` into the past: no call books in the past, so the meal having
 * happened is a state written directly.
 */
export async function mealWas(bookingId: number, minutes: number): Promise<void> {
  await env.DB.prepare("UPDATE bookings SET reservation_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?2) WHERE id = ?1").bind(bookingId, `-${minutes} minutes`).run();
}

export async function statusOf(bookingId: number): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM bookings WHERE id = ?').bind(bookingId).first<{ status: string }>())!.status;
}

/** A new member who signs up with `inviteCode` through the sign-up calls; answers their token. */
export async function signUpWithInvite(inviteCode: string): Promise<string> {
  const mobile = newMobile();
  const ip = newClientIp();
  expect((await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'X-Client-IP': ip })).status).toBe(200);
  const suffix = Math.random().toString(36).slice(2, 10);
  const joined = await send('POST', '/member/auth', {
    mobile_token: await codeFromSms(`+65${mobile}`), country_code: '65', mobile, email: `l-${suffix}@example.com`, nickname: `l-${suffix}`, password: 'secret123', region_id: 3, invite_code: inviteCode,
  }, { 'X-Client-IP': ip });
  expect(joined.status).toBe(201);
  return (await joined.json<{ token: string }>()).token;
}

/** A member and their invite code. */
export async function newMember(): Promise<SignedUp & { inviteCode: string; id: number }> {
  const member = await signUp();
  const { invite_code, id } = await memberOf(member.token);
  return { ...member, inviteCode: invite_code, id };
}
