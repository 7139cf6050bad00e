import { describe, expect, it } from 'vitest';
import { amexFor } from '#provider/access/services/amex-adapter.ts';
import { cardIssuerFor } from '#provider/access/services/card-issuer-adapter.ts';
import { unionPayFor } from '#provider/access/services/unionpay-adapter.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { callProvider } from './call-provider';
import { providerEnv } from './seed-database';

const env = providerEnv as unknown as ProviderBindings;

describe('the access services in local development (wrangler.toml: every one "sandbox")', () => {
  it('are reported by the health check', async () => {
    const response = await callProvider('/health');
    expect(response.status).toBe(200);
    const { checks } = (await response.json()) as { checks: Record<string, { ok: boolean; detail: string }> };
    for (const service of ['card_issuer', 'bank', 'unionpay', 'amex', 'payment_gateway']) expect(checks[service], service).toEqual({ ok: true, detail: 'ok: sandbox' });
  });

  it('answer with their sandbox fixtures through the functions the access checks call', async () => {
    expect(await cardIssuerFor(env).lookupCard('5111111111111118')).toEqual({ bin: '51111111', brand: 'mastercard', product: 'world_elite' });
    await expect(cardIssuerFor(env).lookupCard('5555555555554444')).rejects.toMatchObject({ name: 'AccessServiceFailed' });
    expect(await unionPayFor(env).userInfo('UP-SANDBOX-8613800138000')).toEqual({ mobile: '13800138000', country_code: '86' });
    expect(await unionPayFor(env).userInfo('UP-SANDBOX-EXPIRED')).toBeNull();
    expect(await amexFor(env).verifyCode('AMEX-SANDBOX-0002')).toEqual({ memberRef: 'AMEXSBX0002' });
  });
});
