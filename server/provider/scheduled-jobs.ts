import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index';
import type { ProviderBindings } from './platform/env';
import { mailAdapterFor } from './mail/mail-adapter';
import type { MailAdapter } from './mail/mail-message';
import { paymentGatewayFor } from './payments/gateway/payment-gateway-choice';
import { completeBookings } from './bookings/complete-bookings-job';
import { paymentJobs } from './payments/payment-jobs';
import { expirePoints } from './points/expire-points-job';
import { outboxSweep } from './mail/outbox-sweep-job';
import { purgeExpiredAccess } from './access/purge-expired-access-job';
import { purgeIdempotencyKeys } from './platform/purge-idempotency-keys-job';
import { reconcileSeats } from './seats/reconcile-seats-job';

/**
 * The provider's scheduled handler (cron in wrangler.toml): the outbox sweep, the idempotency-key and ended-access purges,
 * completed bookings' points and points expiry, the seat inventories reconciled with D1's bookings, and the payments' work (holds placed and given back, refunds
 * settled, lost gateway answers reconciled). Each runs even when another fails; a failure still fails the
 * run, so it shows in the logs. Completion runs before expiry, so the expiry sees this tick's points.
 */
export function scheduledJobs(adapterFor: (env: ProviderBindings) => MailAdapter = mailAdapterFor) {
  const sweep = outboxSweep(adapterFor);
  return async (controller: ScheduledController, env: ProviderBindings, ctx: ExecutionContext): Promise<void> => {
    const completion = completeBookings(env.DB);
    const points = completion.finally(() => expirePoints(env.DB));
    // After completion, so the holds of meals nobody confirmed are given back in the same tick.
    const payments = completion.catch(() => undefined).then(() => paymentJobs(env.DB, paymentGatewayFor(env), new Date(controller.scheduledTime)));
    const runs = await Promise.allSettled([
      sweep(controller, env, ctx), purgeIdempotencyKeys(env.DB), purgeExpiredAccess(env.DB, new Date(controller.scheduledTime)), points, payments,
      reconcileSeats(env, new Date(controller.scheduledTime)),
    ]);
    const failed = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
