import { Hono } from 'hono';
import { sandboxCardLinkQuerySchema, sandboxCardLinkSchema } from '../../../src/domain/contract/sandbox-card-issuer';
import type { ProviderEnv } from '../env';
import { presentQuery } from '../query-fields';
import { readInput } from '../read-input';
import { signSandboxCardLink } from '../sandbox/card-issuer-link-signer';

/** GET /sandbox/card-issuer/link?program=&bin=: the signed `cbin` the sandbox card issuer's link to the program would carry. */
export const sandboxCardIssuerPages = new Hono<ProviderEnv>().get('/sandbox/card-issuer/link', async (c) => {
  const query = readInput(sandboxCardLinkQuerySchema, presentQuery(c.req.url, ['program', 'bin', 'lifetime_seconds']));
  return c.json(sandboxCardLinkSchema.parse({ cbin: await signSandboxCardLink(query.program, query.bin, query.lifetime_seconds) }), 200, { 'Cache-Control': 'no-store' });
});
