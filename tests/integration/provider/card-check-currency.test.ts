import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ProviderBindings } from '#provider/platform/env.ts';
import worker from '#provider/index.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { signUp } from './account-fixtures';
import { answerChallenge, APP, APPROVED_CARD, PAYER_DEVICE, typeCard } from './card-fixtures';
import { testClientIp } from './call-provider';
import { providerEnv } from './seed-database';

const baseEnv = providerEnv as unknown as ProviderBindings;

/** The provider Worker as it runs with other settings (a deployment whose merchant settles in another currency). */
async function callWith(settings: Partial<ProviderBindings>, method: string, path: string, token: string, body?: unknown): Promise<Response> {
  const request = await signedProviderRequest(
    `https://provider.test${path}`,
    { method, headers: { 'Content-Type': 'application/json', 'X-Member-Token': token }, body: body === undefined ? undefined : JSON.stringify(body) },
    { clientIp: testClientIp(), siteOrigin: null },
    baseEnv.SERVICE_KEYS!,
  );
  const ctx = createExecutionContext();
  const answer = await worker.fetch!(request as never, { ...baseEnv, ...settings } as never, ctx as never);
  await waitOnExecutionContext(ctx);
  return answer as unknown as Response;
}

const gatewayOrder = (orderId: string) =>
  baseEnv.DB.prepare('SELECT operation, currency, amount_minor, result FROM sandbox_gateway_transactions WHERE order_id = ?1 ORDER BY created_at, rowid').bind(orderId).all<{ operation: string; currency: string | null; amount_minor: number | null; result: string }>();
const sessionCurrency = async (sessionId: string) =>
  (await baseEnv.DB.prepare('SELECT currency, amount_minor FROM sandbox_gateway_sessions WHERE id = ?1').bind(sessionId).first<{ currency: string; amount_minor: number }>())!;

describe('the card check is made in the merchant’s settlement currency (MPGS_MERCHANT_CURRENCY)', () => {
  it('a merchant settling in HKD checks the card for HKD 0: the session, 3-D Secure and the verification alike', async () => {
    const { token } = await signUp();
    const hkd = { MPGS_MERCHANT_CURRENCY: 'HKD' };
    const opened = await callWith(hkd, 'GET', `/public/mpgs/js_urls?source=dine-asia&return_path=${encodeURIComponent('/my-cards?program=dine-asia')}`, token);
    expect(opened.status).toBe(200);
    const session = (await opened.json()) as { session_id: string; order_id: string };
    expect(await sessionCurrency(session.session_id)).toEqual({ currency: 'HKD', amount_minor: 0 });
    const typed = await typeCard(session.session_id, APPROVED_CARD);
    expect(typed.status).toBe(200);
    expect((await typed.json<{ status: string }>()).status).toBe('ok');
    const threeDs = await callWith(hkd, 'POST', '/public/mpgs/three_ds_authentication', token, {
      session_id: session.session_id, auth_back_url: `${APP}/my-cards?program=dine-asia&card_session=${session.session_id}`, device: PAYER_DEVICE,
    });
    expect(threeDs.status).toBe(200);
    await answerChallenge(((await threeDs.json()) as { redirect_html: string }).redirect_html, 'authenticated');
    const saved = await callWith(hkd, 'POST', '/member/bank_cards', token, { session_id: session.session_id, order_id: session.order_id, source: 'dine-asia', channel: 'mpgs' });
    expect(saved.status).toBe(201);
    const verify = (await gatewayOrder(session.order_id)).results.find((t) => t.operation === 'VERIFY');
    expect(verify).toMatchObject({ currency: 'HKD', result: 'SUCCESS' });
  });

  it('the local settings check in SGD', async () => {
    const { token } = await signUp();
    const opened = await callWith({}, 'GET', `/public/mpgs/js_urls?source=dine-asia&return_path=${encodeURIComponent('/my-cards?program=dine-asia')}`, token);
    expect(opened.status).toBe(200);
    expect(await sessionCurrency(((await opened.json()) as { session_id: string }).session_id)).toEqual({ currency: 'SGD', amount_minor: 0 });
  });

  it('without the setting no card session is opened (503) and nothing is written', async () => {
    const { token } = await signUp();
    const count = async () => (await baseEnv.DB.prepare('SELECT count(*) AS n FROM card_sessions').first<{ n: number }>())!.n;
    const before = await count();
    const refused = await callWith({ MPGS_MERCHANT_CURRENCY: undefined }, 'GET', `/public/mpgs/js_urls?source=dine-asia&return_path=${encodeURIComponent('/my-cards?program=dine-asia')}`, token);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe('card_check_currency_missing');
    expect(await count()).toBe(before);
  });
});
