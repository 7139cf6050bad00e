import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../api-error';
import type { ProviderEnv } from '../env';
import { presentQuery } from '../query-fields';
import { readInput } from '../read-input';
import { sandboxSmsList } from '../sandbox/sms-sandbox';

const SANDBOX_SMS_LIMIT = 50;
const querySchema = z.object({ to: z.string().regex(/^\+\d{6,24}$/).optional() });

/** GET /sandbox/sms (?to=+65…): the sandbox SMS/voice outbox for the dev outbox page; 404 with a real SMS API. */
export const sandboxSms = new Hono<ProviderEnv>().get('/sandbox/sms', async (c) => {
  if ((c.env.SMS_ADAPTER ?? 'sandbox') !== 'sandbox') throw new ApiError(404, 'not_found', 'notFound');
  const query = readInput(querySchema, presentQuery(c.req.url, ['to']));
  const { results } = await sandboxSmsList(c.env.DB, { to: query.to, limit: SANDBOX_SMS_LIMIT });
  return c.json({ messages: results });
});
