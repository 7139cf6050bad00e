import type { Context } from 'hono';
import type { ProviderBindings } from '#provider/platform/env.ts';

/**
 * After the batch that wrote an outbox row committed: tell the queue, without holding up the answer.
 * A lost announcement only delays the e-mail; the cron sweep relays the row.
 */
export function announceOutbox(c: Pick<Context<{ Bindings: ProviderBindings }>, 'env' | 'executionCtx'>, outboxId: number | undefined): void {
  const queue = c.env.OUTBOX_QUEUE;
  if (outboxId === undefined || !queue) return;
  c.executionCtx.waitUntil(
    queue.send({ outbox_id: outboxId }).catch((error: unknown) => {
      console.error(JSON.stringify({ job: 'outbox', outbox_id: outboxId, error: `announce failed: ${error instanceof Error ? error.message : String(error)}` }));
    }),
  );
}
