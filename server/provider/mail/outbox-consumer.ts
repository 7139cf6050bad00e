import type { ExecutionContext, MessageBatch } from '@cloudflare/workers-types/index';
import type { OutboxMessage, ProviderBindings } from '#provider/platform/env.ts';
import { mailAdapterFor } from './mail-adapter';
import type { MailAdapter } from './mail-message';
import { AdapterRefused } from '#provider/platform/adapter-choice.ts';
import { relayOutboxRow, retryDelaySeconds } from './relay-outbox';

/** While the mail adapter is refused, announcements come back this often (the cron sweep also retries). */
const ADAPTER_REFUSED_RETRY_SECONDS = 300;

/**
 * The OUTBOX_QUEUE consumer: relays the announced outbox rows one by one. A message is acked when its
 * row was sent, is already handled, or was given up; retried with backoff when the send may still
 * succeed. Duplicate deliveries find the row claimed or sent and do nothing.
 */
export function outboxConsumer(adapterFor: (env: ProviderBindings) => MailAdapter = mailAdapterFor) {
  return async (batch: MessageBatch<unknown>, env: ProviderBindings, _ctx: ExecutionContext): Promise<void> => {
    let adapter: MailAdapter;
    try {
      adapter = adapterFor(env);
    } catch (error) {
      // No usable mail adapter (logged where it was refused): the rows stay pending, untouched, for later.
      if (!(error instanceof AdapterRefused)) throw error;
      batch.retryAll({ delaySeconds: ADAPTER_REFUSED_RETRY_SECONDS });
      return;
    }
    for (const message of batch.messages) {
      const id = (message.body as Partial<OutboxMessage> | null)?.outbox_id;
      if (!Number.isSafeInteger(id) || (id as number) <= 0) {
        console.error(JSON.stringify({ job: 'outbox', error: 'message without outbox_id', body: message.body }));
        message.ack();
        continue;
      }
      try {
        const result = await relayOutboxRow(env, id as number, adapter);
        if (result.outcome === 'retry') message.retry({ delaySeconds: retryDelaySeconds(result.attempts) });
        else message.ack();
      } catch (error) {
        // D1 itself failed (claim or bookkeeping): try the message again later.
        console.error(JSON.stringify({ job: 'outbox', outbox_id: id, error: error instanceof Error ? error.message : String(error) }));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  };
}

export type { OutboxMessage };
