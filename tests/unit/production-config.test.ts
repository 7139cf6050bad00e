import { unstable_readConfig as readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';

const provider = readConfig({ config: 'server/provider/wrangler.toml', env: 'production' });
const app = readConfig({ config: 'wrangler.toml', env: 'production' });
const local = readConfig({ config: 'server/provider/wrangler.toml' });

describe('the production configuration (wrangler --env production)', () => {
  it('gives the provider no public URL: the app reaches it through its service binding only', () => {
    expect(provider.workers_dev).toBe(false);
    expect(provider.preview_urls).toBe(false);
    expect(provider.routes ?? []).toEqual([]);
    expect(provider.route).toBeUndefined();
    expect(app.services).toEqual([expect.objectContaining({ binding: 'PROVIDER', service: provider.name })]);
  });

  it('runs the provider entry that imports no sandbox, and the app build without sandbox pages', () => {
    expect(provider.main).toMatch(/server\/provider\/index\.ts$/);
    expect(local.main).toMatch(/server\/provider\/index\.local\.ts$/);
    expect(app.main).toMatch(/dist-production\/server\/serve-cloudflare\.js$/);
    expect(app.assets?.directory).toMatch(/dist-production\/public$/);
  });

  it('selects real adapters and never turns the sandboxes on', () => {
    const vars = provider.vars as Record<string, string>;
    expect(vars.MAIL_ADAPTER).toBe('http');
    expect(vars.SMS_ADAPTER).toBe('http');
    for (const setting of ['CARD_ISSUER_ADAPTER', 'BANK_ADAPTER', 'UNIONPAY_ADAPTER', 'AMEX_ADAPTER']) expect(vars[setting], setting).toBe('http');
    expect(vars.PAYMENT_GATEWAY_ADAPTER).toBe('mpgs');
    // The app allows the gateway's script and card frames from one origin, set with the provider's MPGS_BASE_URL.
    const gatewayOrigin = (app.vars as Record<string, string>).PAYMENT_GATEWAY_ORIGIN;
    expect(gatewayOrigin).toBeDefined();
    expect(gatewayOrigin === '' || gatewayOrigin === new URL(vars.MPGS_BASE_URL!).origin).toBe(true);
    expect(vars.LOCAL_SANDBOXES).toBeUndefined();
    expect((app.vars as Record<string, string>).LOCAL_SANDBOXES).toBeUndefined();
    // Not even the local top level: the switch lives only in the generated .dev.vars.
    expect((local.vars as Record<string, string>).LOCAL_SANDBOXES).toBeUndefined();
  });

  it('names the merchant’s settlement currency for the card check: set locally, to be set for production (deploy refuses while empty)', () => {
    expect((provider.vars as Record<string, string>).MPGS_MERCHANT_CURRENCY).toBe('');
    expect((local.vars as Record<string, string>).MPGS_MERCHANT_CURRENCY).toBe('SGD');
  });

  it('binds every resource the code uses (vars and bindings are not inherited by an environment)', () => {
    expect(provider.d1_databases.map((d: { binding: string }) => d.binding)).toEqual(['DB']);
    expect(provider.durable_objects.bindings.map((d: { name: string }) => d.name).sort()).toEqual(['CLIENT_LIMITER', 'SEAT_INVENTORY', 'VERIFICATION_CODES']);
    expect(provider.queues.producers?.map((q: { binding: string }) => q.binding)).toEqual(['OUTBOX_QUEUE']);
    expect(provider.queues.consumers?.map((q: { queue: string }) => q.queue)).toEqual(['dining-outbox']);
    expect(provider.triggers.crons).toEqual(local.triggers.crons);
    expect(app.kv_namespaces.map((k: { binding: string }) => k.binding)).toEqual(['CONFIG_CACHE']);
  });
});
