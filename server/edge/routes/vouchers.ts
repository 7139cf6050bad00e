import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { voucherListSchema } from '../../../src/domain/contract/voucher';
import { isProgramSlug } from '../../../src/domain/program-slug';
import type { AppEnv } from '../env';
import { dinerCredentialsOf } from '../diner-credentials';
import { providerFor } from '../provider-for-request';

/** GET /api/vouchers?program=: the diner's vouchers in the program (as a member, or by their verification); never cached. */
export const voucherRoutes = new Hono<{ Bindings: AppEnv }>().get('/', async (c) => {
  const program = c.req.query('program');
  if (!isProgramSlug(program ?? null)) throw new HTTPException(400, { message: 'bad_request' });
  const { session: _session, ...credentials } = await dinerCredentialsOf(c, program);
  const { data } = await providerFor(c, credentials).json(voucherListSchema, `/public/projects/${program}/vouchers`);
  return c.json(data, 200, { 'Cache-Control': 'private, no-store' });
});
