import type { ExecutionContext, Fetcher } from '@cloudflare/workers-types/index';
import type { AppEnv } from '#edge/env.ts';
import { edgeApi } from '#edge/index.ts';

/** The header a test sets to choose which failing provider stands behind the PROVIDER binding. */
export const STAND_IN_HEADER = 'X-Test-Provider';

// The edge API as the app Worker mounts it, with the provider a test asks for (one binding per failure).
export default {
  fetch(request: Request, env: AppEnv & Record<string, unknown>, ctx: ExecutionContext) {
    const standIn = `PROVIDER_${(request.headers.get(STAND_IN_HEADER) ?? '').toUpperCase().replace(/-/g, '_')}`;
    return edgeApi.fetch(request, { ...env, PROVIDER: env[standIn] as Fetcher }, ctx);
  },
};
