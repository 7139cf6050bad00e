import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index';
import { AdapterRefused } from '#provider/platform/adapter-choice.ts';
import { stuckOutboxStatement } from './outbox-db';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { mailAdapterFor } from './mail-adapter';
import type { MailAdapter } from './mail-message';
import { relayOutboxRow, STALE_CLAIM_SECONDS, type RelayResult } from './relay-outbox';

/** A pending row the queue has not relayed within this time is the sweep's to send. */
export const SWEEP_PENDING_SECONDS = 60;
const SWEEP_LIMIT = 50;

/**
 * The cron sweep: relays rows the queue left behind (a lost announcement, a retry that never came,
 * a Worker that died mid-send). Each row goes through the same claim, so a sweep racing the queue
 * consumer sends nothing twice.
 */
export async function sweepOutbox(env: ProviderBindings, adapter: MailAdapter): Promise<Record<RelayResult['outcome'], number>> {
  const counts: Record<RelayResult['outcome'], number> = { sent: 0, already_sent: 0, skipped: 0, retry: 0, failed: 0 };
  const { results } = await stuckOutboxStatement(env.DB, { pendingSeconds: SWEEP_PENDING_SECONDS, staleSeconds: STALE_CLAIM_SECONDS, limit: SWEEP_LIMIT }).all<{ id: number }>();
  for (const { id } of results) counts[(await relayOutboxRow(env, id, adapter)).outcome]++;
  if (results.length > 0) console.log(JSON.stringify({ job: 'outbox-sweep', ...counts }));
  return counts;
}

/** The provider's scheduled handler (cron in wrangler.toml). */
export function outboxSweep(adapterFor: (env: ProviderBindings) => MailAdapter = mailAdapterFor) {
  return async (_controller: ScheduledController, env: ProviderBindings, _ctx: ExecutionContext): Promise<void> => {
    let adapter: MailAdapter;
    try {
      adapter = adapterFor(env);
    } catch (error) {
      // No usable mail adapter (logged where it was refused): nothing is claimed, so nothing is lost.
      if (error instanceof AdapterRefused) return;
      throw error;
    }
    await sweepOutbox(env, adapter);
  };
}
