import type { ExecutionContext, Fetcher, KVNamespace } from '@cloudflare/workers-types/index';

/** Bindings and variables of the app Worker (wrangler.toml, .dev.vars / secrets). */
export interface AppEnv {
  PROVIDER?: Fetcher;
  /** https origin of an external provider, used when there is no service binding. */
  PROVIDER_ORIGIN?: string;
  CONFIG_CACHE: KVNamespace;
  TEST_PROGRAM: string;
  SESSION_ISSUER: string;
  /** JSON: {"current":"<kid>","keys":{"<kid>":"<base64url secret, ≥ 32 bytes>"}} */
  SESSION_KEYS: string;
  OPS_TOKEN?: string;
  /** Secret shared with the provider, the same shape as SESSION_KEYS: signs the service assertion of every provider call. */
  SERVICE_KEYS?: string;
  /** "on" only in local development (the generated .dev.vars): the dev outbox and other sandbox pages answer. */
  LOCAL_SANDBOXES?: string;
  CONFIG_TTL_SECONDS?: string;
  PROVIDER_TIMEOUT_MS?: string;
  BOOKING_SITE_ORIGIN?: string;
  /** Map tiles, e.g. https://tile.example/{z}/{x}/{y}.png; without it maps show markers on a plain background. */
  MAP_TILE_URL?: string;
  MAP_TILE_ATTRIBUTION?: string;
  /** The payment gateway's https origin (its Hosted Session script and card fields); "self" or unset locally, for the sandbox. Required in production. */
  PAYMENT_GATEWAY_ORIGIN?: string;
}

export type { ExecutionContext };
