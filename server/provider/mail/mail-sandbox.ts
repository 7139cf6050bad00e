import type { D1Database } from '@cloudflare/workers-types/index';
import type { MailAdapter, MailMessage, SendOutcome } from './mail-message';
import { storeSandboxMail } from './sandbox-mail-db';

/**
 * The local mail adapter: "sends" by storing the message in D1 (table sandbox_mail), where the dev
 * outbox page shows it; one idempotency key stores one message however often it is sent.
 */
export function sandboxMailAdapter(db: D1Database): MailAdapter {
  return {
    async send(message: MailMessage, idempotencyKey: string): Promise<SendOutcome> {
      return (await storeSandboxMail(db, message, idempotencyKey)) ? 'sent' : 'already_sent';
    },
  };
}
