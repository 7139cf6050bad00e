import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#edge/env.ts';
import { createProviderClient, isAllowedProviderPath } from '#edge/provider-client.ts';
import { ProviderError } from '#edge/provider-error.ts';

/** Generated demo images live at the provider; the browser gets them through the app's origin. */
export const imageRoutes = new Hono<{ Bindings: AppEnv }>().get('/*', async (c) => {
  const path = `/public/images/${c.req.path.replace(/^\/api\/images\//, '')}`;
  if (!isAllowedProviderPath(path)) throw new HTTPException(404, { message: 'not_found' });
  const response = await createProviderClient(c.env, { locale: 'en' }).raw(path);
  // Only an image passes: the provider failing is an outage, its refusals read as the API's own localized 404.
  if (response.status >= 500) throw new ProviderError(response.status, 'Provider failed to serve an image', 'provider_failed');
  if (!response.ok) throw new HTTPException(404, { message: 'not_found' });
  return new Response(response.body, { status: response.status, headers: response.headers as unknown as HeadersInit });
});
