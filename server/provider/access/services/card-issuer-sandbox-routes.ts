import { Hono } from 'hono';
import { sandboxCardLinkQuerySchema, sandboxCardLinkSchema } from '#domain/contract/sandbox-card-issuer.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { signSandboxCardLink } from './card-issuer-sandbox-link-signer';

/** GET /sandbox/card-issuer/link?program=&bin=: the signed `cbin` the sandbox card issuer's link to the program would carry. */
export const sandboxCardIssuerPages = new Hono<ProviderEnv>().get('/sandbox/card-issuer/link', async (c) => {
  const query = readInput(sandboxCardLinkQuerySchema, presentQuery(c.req.url, ['program', 'bin', 'lifetime_seconds']));
  return c.json(sandboxCardLinkSchema.parse({ cbin: await signSandboxCardLink(query.program, query.bin, query.lifetime_seconds) }), 200, { 'Cache-Control': 'no-store' });
});
