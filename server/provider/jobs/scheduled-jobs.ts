import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index';
import type { ProviderBindings } from '../env';
import { mailAdapterFor } from '../mail/mail-adapter';
import type { MailAdapter } from '../mail/mail-message';
import { outboxSweep } from './outbox-sweep';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';

/**
 * The provider's scheduled handler (cron in wrangler.toml): the outbox sweep and the idempotency-key
 * purge. Each runs even when the other fails; a failure still fails the run, so it shows in the logs.
 */
export function scheduledJobs(adapterFor: (env: ProviderBindings) => MailAdapter = mailAdapterFor) {
  const sweep = outboxSweep(adapterFor);
  return async (controller: ScheduledController, env: ProviderBindings, ctx: ExecutionContext): Promise<void> => {
    const runs = await Promise.allSettled([sweep(controller, env, ctx), purgeIdempotencyKeys(env.DB)]);
    const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
