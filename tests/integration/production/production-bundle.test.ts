import { describe, expect, it } from 'vitest';
import appBundle from '#out/production/app/serve-cloudflare.js?raw';
import providerBundle from '#out/production/provider/index.js?raw';
import localProviderBundle from '#out/provider/index.local.js?raw';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { productionEnv as env } from './production-env';

// What only a sandbox or a sandbox page would carry: table names, outbox paths, the switch that turns them on.
const SANDBOX_MARKS = ['sandbox_mail', 'sandbox_sms', '/dev/outbox', '/dev/sms.json', 'INSERT OR IGNORE INTO sandbox', 'sandbox_bank_codes', 'Sandbox Bank', 'UP-SANDBOX', 'AMEX-SANDBOX', '/sandbox/cron', '/dev/cron', '/sandbox/bookings/', '/dev/bookings', '/dev/gateway-sessions'];
const SAME_ORIGIN = { 'Content-Type': 'application/json', Origin: 'https://app.test', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '203.0.113.50' };
const app = (path: string, init: RequestInit = {}) => env.APP.fetch(`https://app.test${path}`, init as never) as unknown as Promise<Response>;

describe('the production bundles (npm run deploy -- --dry-run)', () => {
  it('hold no sandbox and no sandbox page (the local provider bundle, the control, does)', () => {
    for (const mark of SANDBOX_MARKS) {
      expect(providerBundle, mark).not.toContain(mark);
      expect(appBundle, mark).not.toContain(mark);
    }
    expect(localProviderBundle).toContain('sandbox_mail');
    expect(localProviderBundle).toContain('sandbox_sms');
    expect(localProviderBundle).toContain('sandbox_bank_codes');
    expect(localProviderBundle).toContain('/sandbox/cron');
  });

  it('answer 404 (JSON) on every sandbox page, although LOCAL_SANDBOXES is "on" here', async () => {
    for (const path of [
      '/api/dev/outbox',
      '/api/dev/outbox.json',
      '/api/dev/sms.json?to=%2B6591234567',
      '/api/dev/outbox/1/ics',
      '/api/sandbox/gateway/session.js',
      '/api/sandbox/gateway/field?session_id=SESSION0000000001&role=number&label=Card',
      '/api/sandbox/bank/authorize?response_type=code&client_id=dining-sandbox&redirect_uri=https%3A%2F%2Fapp.test%2Fcb&state=state-123&program=dbs-dining',
    ]) {
      const response = await app(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('application/json');
    }
    const direct = await env.PROVIDER.fetch(await signedProviderRequest('https://provider.internal/sandbox/mail', {}, { clientIp: null, siteOrigin: null }, env.SERVICE_KEYS) as never);
    expect(direct.status).toBe(404);
    // Nobody can run the payment jobs as at another time (settle a refund early) on a deployed provider or app.
    const at = JSON.stringify({ at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const cron = await env.PROVIDER.fetch(
      await signedProviderRequest('https://provider.internal/sandbox/cron', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: at }, { clientIp: null, siteOrigin: null }, env.SERVICE_KEYS) as never,
    );
    expect(cron.status).toBe(404);
    expect((await app('/api/dev/cron', { method: 'POST', headers: SAME_ORIGIN, body: at })).status).toBe(404);
  });

  it('allow no card script without PAYMENT_GATEWAY_ORIGIN: the card page names no gateway, its CSP allows none', async () => {
    const response = await app('/my-cards?program=dine-asia');
    expect(response.status).toBe(200);
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'nonce-");
    expect(csp).toMatch(/frame-src 'self'(;|$)/);
    const html = await response.text();
    expect(html).toContain('<meta name="payment-gateway-origin" content=""');
    expect(html).not.toContain('/api/sandbox/gateway/session.js');
  });

  it('refuse to select a sandbox adapter: the health check says so with 503', async () => {
    const response = await app('/api/health');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { ok: boolean; checks: { provider: { ok: boolean; checks: Record<string, { ok: boolean; detail: string }> } } };
    expect(body.ok).toBe(false);
    expect(body.checks.provider.checks.mail).toEqual({ ok: false, detail: expect.stringContaining('local development only') });
    for (const service of ['sms', 'card_issuer', 'bank', 'unionpay', 'amex', 'payment_gateway']) {
      expect(body.checks.provider.checks[service], service).toEqual({ ok: false, detail: expect.stringContaining('local development only') });
    }
    expect(body.checks.provider.checks.booking_site_origin).toEqual({ ok: true, detail: 'ok: https://app.test' });
  });

  it('send no verification code through the sandbox: the diner is told it could not be sent, and nothing is stored', async () => {
    const mobile = `8${String(Date.now()).slice(-7)}`;
    const response = await app('/api/account/codes', { method: 'POST', headers: SAME_ORIGIN, body: JSON.stringify({ country_code: '65', mobile, purpose: 'sign_up' }) });
    expect(response.status).toBe(502);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM sandbox_sms WHERE to_number = ?').bind(`+65${mobile}`).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('answer only the app: a call to the provider without the app’s assertion is refused', async () => {
    const response = (await env.PROVIDER.fetch('https://provider.internal/public/project_configs/dine-asia')) as unknown as Response;
    expect(response.status).toBe(401);
  });

  it('book a table (the booking stands; its e-mail waits, unsent, for a real mail adapter)', async () => {
    const { slots } = (await (await app('/api/restaurants/1/availability?program=dine-asia')).json()) as { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };
    const date = slots.dates.find((d) => d.slots.some((s) => s.seats.available.includes(2)))!;
    const time = date.slots.find((s) => s.seats.available.includes(2))!.time;
    const response = await app('/api/restaurants/1/books', {
      method: 'POST', headers: { ...SAME_ORIGIN, 'Idempotency-Key': `production-${crypto.randomUUID()}` },
      body: JSON.stringify({
        program: 'dine-asia', date: date.date, time, party_size: 2, first_name: 'Mei', last_name: 'Tan', email: 'prod-test@example.com',
        country_code: '65', mobile: '91234567', special_requests: '', for_someone_else: false, consent: true,
      }),
    });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: number } };
    const outbox = await env.DB.prepare('SELECT status FROM outbox WHERE booking_id = ?').bind(booking.id).first<{ status: string }>();
    expect(outbox!.status).toBe('pending');
    const mailed = await env.DB.prepare("SELECT count(*) AS n FROM sandbox_mail WHERE to_address = 'prod-test@example.com'").first<{ n: number }>();
    expect(mailed!.n).toBe(0);
  });
});
