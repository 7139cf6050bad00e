import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import type { AppEnv } from '#edge/env.ts';
import { SESSION_COOKIE, sessionCookie, signProgramSession, verifyProgramSession } from '#edge/session.ts';

const acceptSchema = z.object({ program: z.string().regex(PROGRAM_SLUG) });

/** The terms gate's Accept: records consent in the program session (spec §9: lasts 30 days). */
export const termsRoutes = new Hono<{ Bindings: AppEnv }>().post('/accept', async (c) => {
  const parsed = acceptSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw new HTTPException(400, { message: 'bad_request' });
  const settings = { keysText: c.env.SESSION_KEYS, issuer: c.env.SESSION_ISSUER };
  const session = await verifyProgramSession(getCookie(c, SESSION_COOKIE), parsed.data.program, settings);
  if (!session) throw new HTTPException(403, { message: 'forbidden' });
  const acceptedAt = Math.floor(Date.now() / 1000);
  c.header('Set-Cookie', sessionCookie(await signProgramSession({ ...session, termsAcceptedAt: acceptedAt }, settings)));
  return c.json({ accepted_at: acceptedAt });
});
