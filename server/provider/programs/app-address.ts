import type { Context } from 'hono';
import { allowedSiteOrigin } from './booking-site-origin';
import type { ProviderEnv } from '#provider/platform/env.ts';

/**
 * Whether an outside service may send the diner back to this address: only to the app the diner came through (the
 * provider's BOOKING_SITE_ORIGIN, or the booking site the signed call names when the program allows it; the rule of
 * manage links). So a 3-D Secure answer or a bank's code never lands on another site.
 */
export async function isAppAddress(c: Context<ProviderEnv>, program: string, address: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.hash) return false;
  if (url.origin === c.env.BOOKING_SITE_ORIGIN) return true;
  if (c.get('caller').siteOrigin !== url.origin) return false;
  return allowedSiteOrigin(c, program).then((origin) => origin === url.origin, () => false);
}
