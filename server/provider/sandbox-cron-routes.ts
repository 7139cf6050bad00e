import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index';
import { Hono } from 'hono';
import { sandboxCronSchema } from '#domain/contract/sandbox-cron.ts';
import type { ProviderEnv } from './platform/env';
import { scheduledJobs } from './scheduled-jobs';
import { readInput } from './platform/read-input';

const runJobs = scheduledJobs();

/**
 * POST /sandbox/cron {at}: runs the provider's scheduled handler as a cron tick at `at`, so local development and the
 * e2e tests (one `wrangler dev`, whose cron only the first Worker can take) can move payments on, e.g. a refund past
 * its 2 business days. Installed with the other sandbox pages: never in the production entry.
 */
export const sandboxCron = new Hono<ProviderEnv>().post('/sandbox/cron', async (c) => {
  const { at } = readInput(sandboxCronSchema, await c.req.json().catch(() => null));
  const scheduledTime = Date.parse(at);
  const controller = { scheduledTime, cron: 'sandbox', noRetry: () => undefined } as ScheduledController;
  await runJobs(controller, c.env, c.executionCtx as unknown as ExecutionContext);
  return c.json({ ran_at: new Date(scheduledTime).toISOString() });
});
