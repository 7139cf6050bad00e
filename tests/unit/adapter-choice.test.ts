import { afterEach, describe, expect, it, vi } from 'vitest';
import { amexFor } from '#provider/access/services/amex-adapter.ts';
import { bankLoginFor } from '#provider/access/services/bank-login-adapter.ts';
import { cardIssuerFor } from '#provider/access/services/card-issuer-adapter.ts';
import { unionPayFor } from '#provider/access/services/unionpay-adapter.ts';
import { AdapterRefused, adapterStatus, chooseAdapter, type AdapterSetting } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { installSandboxes, type Sandboxes } from '#provider/platform/sandboxes.ts';

const envWith = (settings: Partial<ProviderBindings>) => settings as ProviderBindings;
const choices = {
  real: { http: () => 'real http adapter' },
  sandbox: () => 'sandbox adapter',
  requires: ['MAIL_FROM'] as (keyof ProviderBindings)[],
};
const choose = (env: ProviderBindings) => chooseAdapter(env, 'MAIL_ADAPTER', choices);

describe('choosing an outside service adapter fails closed', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['missing', { MAIL_FROM: 'Dining <no-reply@example.com>' }, 'not set'],
    ['unknown', { MAIL_ADAPTER: 'smtp', MAIL_FROM: 'Dining <no-reply@example.com>' }, 'unknown value "smtp" (expected "sandbox" or "http")'],
    ['incomplete', { MAIL_ADAPTER: 'http' }, 'MAIL_FROM is not set'],
    ['a sandbox outside local development', { MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'x', LOCAL_SANDBOXES: 'off' }, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")'],
  ] as const)('refuses a %s setting, logs why, and the health check says it — never a fallback to the sandbox', (_, settings, reason) => {
    installSandboxes({} as Sandboxes);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = envWith(settings);
    expect(() => choose(env)).toThrow(AdapterRefused);
    expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'adapter_refused', setting: 'MAIL_ADAPTER', reason }));
    expect(adapterStatus(env, 'MAIL_ADAPTER', () => choose(env))).toEqual({ ok: false, detail: reason });
  });

  it('selects the real adapter when it is named and complete, and the sandbox only where local development turned it on', () => {
    expect(choose(envWith({ MAIL_ADAPTER: 'http', MAIL_FROM: 'x' }))).toBe('real http adapter');
    installSandboxes({} as Sandboxes);
    expect(choose(envWith({ MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'x', LOCAL_SANDBOXES: 'on' }))).toBe('sandbox adapter');
  });
});

describe('the access services choose their adapters the same way', () => {
  afterEach(() => vi.restoreAllMocks());

  const sandboxes = {
    cardIssuer: () => ({ lookupCard: async () => null, linkKey: async () => null }),
    bankLogin: () => ({ authorizeUrl: () => 'sandbox', exchangeCode: async () => ({ ok: false, reason: 'failed', message: '' }) }),
    unionPay: () => ({ userInfo: async () => null }),
    amex: () => ({ verifyCode: async () => null }),
  } as unknown as Sandboxes;
  const production = {
    CARD_ISSUER_API_URL: 'https://bin.example/bin-ranges/account-searches', CARD_ISSUER_API_KEY: 'k',
    CARD_ISSUER_LINK_KEY: JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4', y: '4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM' }),
    BANK_AUTHORIZE_URL: 'https://bank.example/authorize', BANK_TOKEN_URL: 'https://bank.example/token', BANK_USERINFO_URL: 'https://bank.example/userinfo',
    BANK_CLIENT_ID: 'app', BANK_CLIENT_SECRET: 's',
    UNIONPAY_API_URL: 'https://up.example/user.mobile', UNIONPAY_APP_ID: 'a', UNIONPAY_APP_SECRET: 's',
    AMEX_API_URL: 'https://amex.example/verify', AMEX_API_KEY: 'k',
  };
  const services: [AdapterSetting, (env: ProviderBindings) => unknown, keyof typeof production][] = [
    ['CARD_ISSUER_ADAPTER', cardIssuerFor, 'CARD_ISSUER_API_KEY'],
    ['BANK_ADAPTER', bankLoginFor, 'BANK_CLIENT_SECRET'],
    ['UNIONPAY_ADAPTER', unionPayFor, 'UNIONPAY_APP_SECRET'],
    ['AMEX_ADAPTER', amexFor, 'AMEX_API_KEY'],
  ];

  it.each(services)('%s: "sandbox" is refused outside local development, as is a missing or incomplete setting', (setting, choose, secret) => {
    installSandboxes(sandboxes);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusals: [Partial<ProviderBindings>, string][] = [
      [{ ...production, [setting]: 'sandbox' }, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")'],
      [{ ...production, [setting]: 'sandbox', LOCAL_SANDBOXES: 'off' }, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")'],
      [{ ...production }, 'not set'],
      [{ ...production, [setting]: 'http', [secret]: '' }, `${secret} is not set`],
    ];
    for (const [settings, reason] of refusals) {
      const env = envWith(settings);
      expect(() => choose(env)).toThrow(AdapterRefused);
      expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'adapter_refused', setting, reason }));
      expect(adapterStatus(env, setting, () => choose(env))).toEqual({ ok: false, detail: reason });
    }
  });

  it.each(services)('%s: "http" with its settings is the real adapter; "sandbox" runs only with LOCAL_SANDBOXES on', (setting, choose) => {
    installSandboxes(sandboxes);
    const real = choose(envWith({ ...production, [setting]: 'http' }));
    const local = choose(envWith({ [setting]: 'sandbox', LOCAL_SANDBOXES: 'on' }));
    expect(real).toBeTypeOf('object');
    expect(local).toBeTypeOf('object');
    expect(local).not.toBe(real);
    expect(Object.keys(local as object)).toEqual(Object.keys(real as object));
  });
});
