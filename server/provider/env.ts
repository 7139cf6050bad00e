import type { D1Database, DurableObjectNamespace } from '@cloudflare/workers-types/index';
import type { Locale } from '../../src/domain/locales';

/** Bindings of the provider Worker (server/provider/wrangler.toml, secrets). */
export interface ProviderBindings {
  DB: D1Database;
  /** Bearer token for /ops/*; without it the ops API is switched off. */
  OPS_TOKEN?: string;
  /** Origin of the booking site (the app), for the manage links in answers and e-mails. */
  BOOKING_SITE_ORIGIN: string;
  /** Durable Object counters for rate limits (objects/rate-limiter.ts). */
  RATE_LIMITER: DurableObjectNamespace;
}

export interface ProviderVariables {
  locale: Locale;
  requestId: string;
}

export type ProviderEnv = { Bindings: ProviderBindings; Variables: ProviderVariables };
