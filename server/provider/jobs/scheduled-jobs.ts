import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index';
import type { ProviderBindings } from '../env';
import { mailAdapterFor } from '../mail/mail-adapter';
import type { MailAdapter } from '../mail/mail-message';
import { completeBookings } from './complete-bookings';
import { expirePoints } from './expire-points';
import { outboxSweep } from './outbox-sweep';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';

/**
 * The provider's scheduled handler (cron in wrangler.toml): the outbox sweep, the idempotency-key purge,
 * completed bookings' points and points expiry. Each runs even when another fails; a failure still fails the
 * run, so it shows in the logs. Completion runs before expiry, so the expiry sees this tick's points.
 */
export function scheduledJobs(adapterFor: (env: ProviderBindings) => MailAdapter = mailAdapterFor) {
  const sweep = outboxSweep(adapterFor);
  return async (controller: ScheduledController, env: ProviderBindings, ctx: ExecutionContext): Promise<void> => {
    const points = completeBookings(env.DB).finally(() => expirePoints(env.DB));
    const runs = await Promise.allSettled([sweep(controller, env, ctx), purgeIdempotencyKeys(env.DB), points]);
    const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
