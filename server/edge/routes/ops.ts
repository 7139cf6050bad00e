import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '#edge/env.ts';
import { opsToken } from '#edge/middleware/ops-token.ts';
import { programParam } from '#edge/program-param.ts';
import { createProviderClient } from '#edge/provider-client.ts';
import { programConfigs } from '#edge/program-configs.ts';
import { passOn } from '#edge/relay.ts';

type OpsContext = Context<{ Bindings: AppEnv }>;

/** Hands an ops call's JSON body to the provider's ops API under the same path, with the ops token. */
async function toProviderOps(c: OpsContext, method: 'PUT' | 'POST', path: string): Promise<Response> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) throw new HTTPException(400, { message: 'bad_request' });
  return createProviderClient(c.env, { locale: 'en' }).raw(`/ops/programs/${path}`, {
    method,
    body,
    headers: { Authorization: `Bearer ${c.env.OPS_TOKEN}` },
  });
}

/** Ops: rotate a program's config with no redeploy (write it at the provider, then drop cached copies). */
export const opsRoutes = new Hono<{ Bindings: AppEnv }>()
  .use(opsToken())
  .put('/programs/:program', async (c) => {
    const program = programParam(c.req.param('program'));
    const response = await toProviderOps(c, 'PUT', program);
    if (response.ok) await programConfigs(c.env).purge(program);
    return passOn(response);
  })
  // Access codes, whitelisted mobiles and voucher offers: read per request, so nothing cached to drop.
  .post('/programs/:program/access', async (c) => passOn(await toProviderOps(c, 'POST', `${programParam(c.req.param('program'))}/access`)))
  .post('/programs/:program/voucher_offers', async (c) =>
    passOn(await toProviderOps(c, 'POST', `${programParam(c.req.param('program'))}/voucher_offers`)),
  )
  .post('/programs/:program/purge', async (c) => {
    const program = programParam(c.req.param('program'));
    await programConfigs(c.env).purge(program);
    return c.json({ purged: program });
  });
