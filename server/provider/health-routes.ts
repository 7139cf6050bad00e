import { Hono } from 'hono';
import { readSiteOrigin } from '#domain/site-origin.ts';
import { amexFor } from './access/services/amex-adapter';
import { bankLoginFor } from './access/services/bank-login-adapter';
import { cardIssuerFor } from './access/services/card-issuer-adapter';
import { unionPayFor } from './access/services/unionpay-adapter';
import { adapterStatus } from './platform/adapter-choice';
import type { ProviderBindings, ProviderEnv } from './platform/env';
import { mailAdapterFor } from './mail/mail-adapter';
import { paymentGatewayFor } from './payments/gateway/payment-gateway-choice';
import { sandboxesFor } from './platform/sandboxes';
import { smsAdapterFor } from './sms/sms-adapter';

function bookingSiteStatus(env: ProviderBindings): { ok: boolean; detail: string } {
  const origin = readSiteOrigin(env.BOOKING_SITE_ORIGIN);
  if (!origin) return { ok: false, detail: 'BOOKING_SITE_ORIGIN is not a bare http(s) origin' };
  if (!origin.startsWith('https://') && !sandboxesFor(env)) return { ok: false, detail: 'BOOKING_SITE_ORIGIN must be https outside local development' };
  return { ok: true, detail: `ok: ${origin}` };
}

/**
 * GET /health: whether every outside service has a usable adapter and the settings the provider cannot run
 * without are there. 503 names what is refused (never a secret's value), as the log does at each refusal.
 */
export const health = new Hono<ProviderEnv>().get('/health', (c) => {
  const checks = {
    mail: adapterStatus(c.env, 'MAIL_ADAPTER', () => mailAdapterFor(c.env)),
    sms: adapterStatus(c.env, 'SMS_ADAPTER', () => smsAdapterFor(c.env)),
    card_issuer: adapterStatus(c.env, 'CARD_ISSUER_ADAPTER', () => cardIssuerFor(c.env)),
    bank: adapterStatus(c.env, 'BANK_ADAPTER', () => bankLoginFor(c.env)),
    unionpay: adapterStatus(c.env, 'UNIONPAY_ADAPTER', () => unionPayFor(c.env)),
    amex: adapterStatus(c.env, 'AMEX_ADAPTER', () => amexFor(c.env)),
    payment_gateway: adapterStatus(c.env, 'PAYMENT_GATEWAY_ADAPTER', () => paymentGatewayFor(c.env)),
    booking_site_origin: bookingSiteStatus(c.env),
  };
  const ok = Object.values(checks).every((check) => check.ok);
  return c.json({ ok, checks }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
});
