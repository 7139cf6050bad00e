import type { D1Database } from '@cloudflare/workers-types/index';
import type { Locale } from '../../src/domain/locales';

/** Bindings of the provider Worker (server/provider/wrangler.toml, secrets). */
export interface ProviderBindings {
  DB: D1Database;
  /** Bearer token for /ops/*; without it the ops API is switched off. */
  OPS_TOKEN?: string;
}

export interface ProviderVariables {
  locale: Locale;
  requestId: string;
}

export type ProviderEnv = { Bindings: ProviderBindings; Variables: ProviderVariables };
