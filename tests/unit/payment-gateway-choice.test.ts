import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdapterRefused, adapterStatus } from '#provider/platform/adapter-choice.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { paymentGatewayFor } from '#provider/payments/gateway/payment-gateway-choice.ts';
import { installSandboxes, type Sandboxes } from '#provider/platform/sandboxes.ts';

const envWith = (settings: Partial<ProviderBindings>) => settings as ProviderBindings;
const mpgs = { MPGS_BASE_URL: 'https://ap-gateway.mastercard.com', MPGS_MERCHANT_ID: 'TESTDINING01', MPGS_API_VERSION: '100', MPGS_API_PASSWORD: 'secret', MPGS_MERCHANT_CURRENCY: 'SGD' };
const sandboxGateway = { createSession: async () => ({ id: 'S', expiresAt: 0, card: null }) };

describe('PAYMENT_GATEWAY_ADAPTER fails closed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses "sandbox" outside local development, a missing setting, and an incomplete MPGS', () => {
    installSandboxes({ paymentGateway: () => sandboxGateway } as unknown as Sandboxes);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusals: [Partial<ProviderBindings>, string][] = [
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'sandbox' }, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")'],
      [{ ...mpgs }, 'not set'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'stripe' }, 'unknown value "stripe" (expected "sandbox" or "mpgs")'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs', MPGS_API_PASSWORD: '' }, 'MPGS_API_PASSWORD is not set'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs', MPGS_MERCHANT_ID: undefined }, 'MPGS_MERCHANT_ID is not set'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs', MPGS_BASE_URL: 'http://gateway.example' }, 'MPGS_BASE_URL must be an https URL'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs', MPGS_MERCHANT_CURRENCY: undefined }, 'MPGS_MERCHANT_CURRENCY must be a currency code (ISO 4217)'],
      [{ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs', MPGS_MERCHANT_CURRENCY: 'dollars' }, 'MPGS_MERCHANT_CURRENCY must be a currency code (ISO 4217)'],
    ];
    for (const [settings, reason] of refusals) {
      const env = envWith(settings);
      expect(() => paymentGatewayFor(env)).toThrow(AdapterRefused);
      expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'adapter_refused', setting: 'PAYMENT_GATEWAY_ADAPTER', reason }));
      expect(adapterStatus(env, 'PAYMENT_GATEWAY_ADAPTER', () => paymentGatewayFor(env))).toEqual({ ok: false, detail: reason });
    }
  });

  it('runs MPGS with its settings, and the sandbox only with LOCAL_SANDBOXES on', () => {
    installSandboxes({ paymentGateway: () => sandboxGateway } as unknown as Sandboxes);
    expect(Object.keys(paymentGatewayFor(envWith({ ...mpgs, PAYMENT_GATEWAY_ADAPTER: 'mpgs' })))).toContain('authenticatePayer');
    expect(paymentGatewayFor(envWith({ PAYMENT_GATEWAY_ADAPTER: 'sandbox', LOCAL_SANDBOXES: 'on' }))).toBe(sandboxGateway);
  });
});
