import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { D1Database, Fetcher } from '@cloudflare/workers-types/index';
import { env } from 'cloudflare:workers';

/** The harness's bindings: the built app Worker (and a copy of it whose provider is down), the D1 it and the provider share, and the app's test secrets. */
export const pagesEnv = env as unknown as { APP: Fetcher; APP_PROVIDER_DOWN: Fetcher; DB: D1Database; SESSION_KEYS: string; OPS_TOKEN: string; TEST_MIGRATIONS: D1Migration[] };
