import { describe, expect, it } from 'vitest';
import type { Member } from '#domain/contract/account.ts';
import type { ClaimableOffer, Voucher } from '#domain/contract/voucher.ts';
import { callProvider, codeFromSms, newClientIp, newMobile, send, signUp } from './account-fixtures';
import type { ErrorBody } from './call-provider';

const PROGRAM = 'members-club';
const OPS = { Authorization: 'Bearer test-ops-token' };
const asMember = (token: string) => ({ 'X-Member-Token': token });

async function newOffer(points: number): Promise<number> {
  const created = await send('POST', `/ops/programs/${PROGRAM}/voucher_offers`, {
    price_type: 'fixed', price: 1500, currency: 'SGD', visible_consumer: true, points_price: points,
    starts_at: '2025-01-01T00:00:00Z', ends_at: '2031-01-01T00:00:00Z', texts: { en: { title: `Claim test ${points}` } },
  }, OPS);
  expect(created.status).toBe(201);
  return (await created.json<{ id: number }>()).id;
}

/** A member with 10 points: signed up with another member's invite code. */
async function memberWithTenPoints(): Promise<string> {
  const friend = await signUp();
  const code = (await (await callProvider('/member', { headers: asMember(friend.token) })).json<Member>()).invite_code;
  const mobile = newMobile();
  const ip = newClientIp();
  await send('POST', '/public/mobile_tokens', { country_code: '65', mobile, token_sender: 'sms', purpose: 'sign_up' }, { 'X-Client-IP': ip });
  const suffix = Math.random().toString(36).slice(2, 10);
  const joined = await send('POST', '/member/auth', {
    mobile_token: await codeFromSms(`+65${mobile}`), country_code: '65', mobile, email: `c-${suffix}@example.com`, nickname: `c-${suffix}`, password: 'secret123', region_id: 3, invite_code: code,
  }, { 'X-Client-IP': ip });
  expect(joined.status).toBe(201);
  return (await joined.json<{ token: string }>()).token;
}

const claim = (offer: number, headers: Record<string, string> = {}) => send('POST', `/public/projects/${PROGRAM}/voucher_offers/${offer}/claim`, {}, headers);
const balance = async (token: string) => (await (await callProvider('/member', { headers: asMember(token) })).json<Member>()).points;
const offersFor = async (token: string) => (await (await callProvider(`/public/projects/${PROGRAM}/voucher_offers`, { headers: asMember(token) })).json<{ offers: ClaimableOffer[] }>()).offers;

describe('claiming vouchers with points', () => {
  it('claims an offer once, spending its points from the ledger, and shows it claimed', async () => {
    const token = await memberWithTenPoints();
    const offer = await newOffer(10);
    expect((await offersFor(token)).find((o) => o.id === offer)?.claim_state).toBe('claim');
    expect((await claim(offer, asMember(token))).status).toBe(201);
    expect(await balance(token)).toBe(0);
    expect((await offersFor(token)).find((o) => o.id === offer)?.claim_state).toBe('claimed');
    const vouchers = (await (await callProvider(`/public/projects/${PROGRAM}/vouchers`, { headers: asMember(token) })).json<{ vouchers: Voucher[] }>()).vouchers;
    expect(vouchers.map((v) => v.title)).toContain('Claim test 10');
    const again = await claim(offer, asMember(token));
    expect(again.status).toBe(409);
    expect((await again.json<ErrorBody>()).code).toBe('voucher_already_claimed');
    expect(await balance(token)).toBe(0);
  });

  it('refuses a claim without enough points, or without a signed-in member, writing nothing', async () => {
    const token = await memberWithTenPoints();
    const offer = await newOffer(50);
    const poor = await claim(offer, asMember(token));
    expect(poor.status).toBe(422);
    expect((await poor.json<ErrorBody>()).full_messages).toEqual(['You do not have enough points for this voucher']);
    expect(await balance(token)).toBe(10);
    expect((await claim(offer)).status).toBe(401);
    expect((await claim(999999, asMember(token))).status).toBe(404);
  });

  it('takes one of five parallel claims of the same offer and spends the points once', async () => {
    const token = await memberWithTenPoints();
    const offer = await newOffer(5);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => claim(offer, asMember(token))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(await balance(token)).toBe(5);
  });
});
