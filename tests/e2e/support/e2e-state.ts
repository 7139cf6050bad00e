/** The e2e server's D1 and KV (tests/e2e/support/serve.ts). */
export const E2E_STATE = '.wrangler/e2e-state';

/** The same data as it was seeded, before any test ran: for Workers a test starts on its own. */
export const PRISTINE_STATE = '.wrangler/e2e-state-pristine';
