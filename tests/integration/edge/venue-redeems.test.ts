import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call } from './support/call-edge';

type ErrorBody = { full_messages: string[]; code: string };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers }, body: JSON.stringify(body) });
const redemptions = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM voucher_redemptions').first<{ n: number }>())!.n;
const redeemBody = { program: 'members-club', redeem: { entity_type: 'Restaurant', entity_id: 60, voucher_code: 'V0000000000000000' } };

describe('redeem a voucher at a venue, through the edge', () => {
  it('checks the request key and the body before the provider, in the diner’s language, and writes nothing', async () => {
    const before = await redemptions();
    const noKey = await post('/api/restaurants/60/redeems?lang=zh', redeemBody);
    expect(noKey.status).toBe(400);
    expect((await noKey.json<ErrorBody>()).full_messages[0]).toBe('此使用请求缺少请求密钥');
    const badEntity = await post('/api/restaurants/60/redeems?lang=en', { ...redeemBody, redeem: { ...redeemBody.redeem, entity_type: 'Menu' } }, { 'Idempotency-Key': 'edge-redeem-0001' });
    expect(badEntity.status).toBe(400);
    expect((await badEntity.json<ErrorBody>()).full_messages).toEqual(['Please choose the deal or the restaurant where you use this voucher']);
    expect((await post('/api/restaurants/abc/redeems', redeemBody, { 'Idempotency-Key': 'edge-redeem-0002' })).status).toBe(400);
    expect(await redemptions()).toBe(before);
  });

  it('passes a redeem on to the provider, which refuses a code this diner does not hold', async () => {
    const refused = await post('/api/restaurants/60/redeems?lang=en', redeemBody, { 'Idempotency-Key': 'edge-redeem-0003' });
    expect(refused.status).toBe(422);
    expect(await refused.json<ErrorBody>()).toMatchObject({ code: 'voucher_not_usable' });
  });

  it('lists no usable voucher, and finds no voucher details, for a diner without any', async () => {
    const usable = await call('/api/restaurants/60/vouchers?program=members-club');
    expect(usable.status).toBe(200);
    expect(await usable.json()).toEqual({ vouchers: [] });
    expect((await call('/api/restaurants/60/vouchers')).status).toBe(400);
    expect((await call('/api/vouchers/V0000000000000000?program=members-club')).status).toBe(404);
    expect((await call('/api/vouchers?program=members-club&state=past')).status).toBe(200);
    expect((await call('/api/vouchers?program=members-club&state=old')).status).toBe(400);
  });
});
