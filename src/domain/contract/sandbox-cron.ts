import { z } from 'zod';

/** POST /sandbox/cron (local development only): the provider's scheduled jobs, run as at `at` (a refund's settlement day, say). */
export const sandboxCronSchema = z.object({ at: z.iso.datetime() }).strict();
export const sandboxCronAnswerSchema = z.object({ ran_at: z.iso.datetime() });
