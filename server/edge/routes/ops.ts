import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { opsToken } from '../middleware/ops-token';
import { programParam } from '../program-param';
import { createProviderClient } from '../provider-client';
import { programConfigs } from '../program-configs';
import { passOn } from '../relay';


/** Ops: rotate a program's config with no redeploy (write it at the provider, then drop cached copies). */
export const opsRoutes = new Hono<{ Bindings: AppEnv }>()
  .use(opsToken())
  .put('/programs/:program', async (c) => {
    const program = programParam(c.req.param('program'));
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) throw new HTTPException(400, { message: 'bad_request' });
    const response = await createProviderClient(c.env, { locale: 'en' }).raw(`/ops/programs/${program}`, {
      method: 'PUT',
      body,
      headers: { Authorization: `Bearer ${c.env.OPS_TOKEN}` },
    });
    if (response.ok) await programConfigs(c.env).purge(program);
    return passOn(response);
  })
  // Access codes and whitelisted mobiles: read per request, so nothing cached to drop.
  .post('/programs/:program/access', async (c) => {
    const program = programParam(c.req.param('program'));
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) throw new HTTPException(400, { message: 'bad_request' });
    const response = await createProviderClient(c.env, { locale: 'en' }).raw(`/ops/programs/${program}/access`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${c.env.OPS_TOKEN}` },
    });
    return passOn(response);
  })
  .post('/programs/:program/purge', async (c) => {
    const program = programParam(c.req.param('program'));
    await programConfigs(c.env).purge(program);
    return c.json({ purged: program });
  });
