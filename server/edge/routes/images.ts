import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { createProviderClient, isAllowedProviderPath } from '../provider-client';

/** Generated demo images live at the provider; the browser gets them through the app's origin. */
export const imageRoutes = new Hono<{ Bindings: AppEnv }>().get('/*', async (c) => {
  const path = `/public/images/${c.req.path.replace(/^\/api\/images\//, '')}`;
  if (!isAllowedProviderPath(path)) return c.json({ errors: ['Not found'] }, 404);
  const response = await createProviderClient(c.env, { locale: 'en' }).raw(path);
  return new Response(response.body, { status: response.status, headers: response.headers as unknown as HeadersInit });
});
