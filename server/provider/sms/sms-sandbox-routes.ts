import { Hono } from 'hono';
import { z } from 'zod';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { sandboxSmsList } from './sandbox-sms-db';

const SANDBOX_SMS_LIMIT = 50;
const querySchema = z.object({ to: z.string().regex(/^\+\d{6,24}$/).optional() });

/** GET /sandbox/sms (?to=+65…): the sandbox SMS/voice outbox for the dev outbox page. */
export const sandboxSms = new Hono<ProviderEnv>().get('/sandbox/sms', async (c) => {
  const query = readInput(querySchema, presentQuery(c.req.url, ['to']));
  const { results } = await sandboxSmsList(c.env.DB, { to: query.to, limit: SANDBOX_SMS_LIMIT });
  return c.json({ messages: results });
});
