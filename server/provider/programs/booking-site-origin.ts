import type { Context } from 'hono';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { sandboxesFor } from '#provider/platform/sandboxes.ts';
import { siteOriginListed } from './programs-db';

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The booking site a booking's answers and e-mails link back to: the one the diner used (from the signed
 * service assertion) when it is the provider's default, one of the program's booking_site_origins, or — in
 * local development only — a loopback origin. Any other origin is refused: no one can have a genuine
 * confirmation e-mail carry a link of theirs. Null: link to the default.
 */
export async function allowedSiteOrigin(c: Context<ProviderEnv>, program: string): Promise<string | null> {
  const origin = c.get('caller').siteOrigin;
  if (origin === null || origin === c.env.BOOKING_SITE_ORIGIN) return origin;
  if (sandboxesFor(c.env) && LOOPBACK.test(origin)) return origin;
  if (await siteOriginListed(c.env.DB, program, origin)) return origin;
  console.warn(JSON.stringify({ event: 'site_origin_refused', program, origin, request_id: c.get('requestId') }));
  throw new ApiError(403, 'site_origin_not_allowed', 'forbidden');
}
