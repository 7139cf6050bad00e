import { port } from './base-url';

/** The D1 and KV of this process's e2e server (tests/e2e/support/serve.ts): one folder per server. */
export const E2E_STATE = `.wrangler/e2e-state-${port}`;

/** The same data as it was seeded, before any test ran: for Workers a test starts on its own. */
export const PRISTINE_STATE = `${E2E_STATE}-pristine`;
