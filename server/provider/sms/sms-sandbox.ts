import type { D1Database } from '@cloudflare/workers-types/index';
import type { SendOutcome } from '#provider/mail/mail-message.ts';
import type { SmsAdapter, SmsMessage } from './sms-message';
import { storeSandboxSms } from './sandbox-sms-db';

/** The local SMS/voice adapter: "sends" by storing the message in D1 (table sandbox_sms) for the dev outbox. */
export function sandboxSmsAdapter(db: D1Database): SmsAdapter {
  return {
    async send(message: SmsMessage, idempotencyKey: string): Promise<SendOutcome> {
      return (await storeSandboxSms(db, message, idempotencyKey)) ? 'sent' : 'already_sent';
    },
  };
}
