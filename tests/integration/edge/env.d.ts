import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { D1Database } from '@cloudflare/workers-types/index';
import type { AppEnv } from '#edge/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      DB: D1Database;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
