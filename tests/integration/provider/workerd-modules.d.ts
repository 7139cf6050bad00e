// The workerd-only modules these tests import, typed just as far as the tests use them. The root
// tsconfig is DOM-typed; pulling in @cloudflare/workers-types globally would clash with it.
declare module 'cloudflare:workers' {
  import type { D1Database } from '@cloudflare/workers-types/index';
  import type { D1Migration } from '@cloudflare/vitest-plugin';

  export const env: { DB: D1Database; OPS_TOKEN: string; TEST_MIGRATIONS: D1Migration[] };
  export const exports: { default: { fetch(request: Request): Promise<Response> } };
}

declare module 'cloudflare:test' {
  import type { D1Database } from '@cloudflare/workers-types/index';
  import type { D1Migration } from '@cloudflare/vitest-plugin';

  export function applyD1Migrations(db: D1Database, migrations: D1Migration[], migrationsTableName?: string): Promise<void>;
}
