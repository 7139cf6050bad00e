import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { D1Database, Fetcher } from '@cloudflare/workers-types/index';
import { env } from 'cloudflare:workers';

/** The harness's bindings: the production app and provider, their D1, and the shared service keys. */
export const productionEnv = env as unknown as { APP: Fetcher; PROVIDER: Fetcher; DB: D1Database; SERVICE_KEYS: string; TEST_MIGRATIONS: D1Migration[] };
