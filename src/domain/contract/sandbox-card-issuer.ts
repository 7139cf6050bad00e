import { z } from 'zod';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';

/**
 * GET /sandbox/card-issuer/link (local development only): a `cbin` as the sandbox card issuer's link carries it,
 * signed for one program. `lifetime_seconds` longer than a link may live is allowed here, so tests can show it refused.
 */
export const sandboxCardLinkQuerySchema = z
  .object({
    program: z.string().regex(PROGRAM_SLUG),
    bin: z.string().regex(/^\d{6,8}$/),
    lifetime_seconds: z.coerce.number().int().min(1).max(86_400).default(300),
  })
  .strict();
export const sandboxCardLinkSchema = z.object({ cbin: z.string() });
