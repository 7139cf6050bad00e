import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#edge/env.ts';

/** The sandbox bank's and gateway's challenge forms (no script on their pages, so they post as plain forms; same-origin is still required). */
export const SANDBOX_BANK_FORM_PATHS = ['/api/sandbox/bank/login', '/api/sandbox/bank/consent', '/api/sandbox/gateway/challenge'] as const;

/**
 * The sandbox pages (dev outbox, SMS outbox, the sandbox bank's login) exist only in a local build (`npm run deploy` builds with
 * VITE_DINING_TARGET=production, which removes this branch and the module it loads from the bundle) and answer
 * only where local development turned them on (LOCAL_SANDBOXES = "on" in the generated .dev.vars). Elsewhere
 * their paths fall through to 404: nobody can read reservation or sign-in codes off a deployed app.
 */
export function localSandboxPages(): MiddlewareHandler<{ Bindings: AppEnv }> {
  return async (c, next) => {
    if (import.meta.env.VITE_DINING_TARGET !== 'production') {
      if (c.env.LOCAL_SANDBOXES === 'on') {
        const { sandboxPages } = await import('#edge/routes/sandbox-pages.ts');
        return sandboxPages.fetch(c.req.raw, c.env, c.executionCtx);
      }
    }
    await next();
  };
}
