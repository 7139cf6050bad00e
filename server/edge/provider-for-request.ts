import type { Context } from 'hono';
import { isClientIp, type ServiceCaller } from '#crypto/service-assertion.ts';
import { apiLocale } from './api-locale';
import type { AppEnv } from './env';
import type { DinerCredentials } from './diner-credentials';
import { createProviderClient } from './provider-client';

type Env = { Bindings: AppEnv };

/**
 * The diner behind an /api request as the provider learns of them: the address the platform saw
 * (CF-Connecting-IP, which Cloudflare sets and a client cannot), and the booking site they are on.
 */
export function callerOf(c: Context<Env>): ServiceCaller {
  const ip = c.req.header('CF-Connecting-IP')?.trim();
  return { clientIp: ip && isClientIp(ip) ? ip : null, siteOrigin: c.env.BOOKING_SITE_ORIGIN || new URL(c.req.url).origin };
}

/** A provider client for this request: the diner's language, address, booking site, and member token and access grant, if any. */
export function providerFor(c: Context<Env>, credentials: DinerCredentials = {}) {
  return createProviderClient(c.env, { locale: apiLocale(c), ...credentials, ...callerOf(c) });
}
