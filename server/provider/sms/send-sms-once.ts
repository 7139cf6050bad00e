import type { D1Database } from '@cloudflare/workers-types/index';
import { MailSendError, type SendOutcome } from '#provider/mail/mail-message.ts';
import type { SmsAdapter, SmsMessage } from './sms-message';
import { claimSmsSend, markSmsSend } from './sms-sends-db';

/** How long a retryable refusal (429: too many requests) waits before the one retry. */
export const SMS_RETRY_DELAY_MS = 500;

/**
 * Sends a message at most once per key, whatever the API does with keys: the key is claimed in D1 (sms_sends)
 * before the API is asked. A refusal that says nothing went out (a 4xx) gives the claim back, and a retryable one
 * (429, 408) is tried once more; a send whose answer was lost (no answer in time, a 5xx) keeps the claim, since
 * the message may be on its way, and the same key never texts again.
 */
export async function sendSmsOnce(db: D1Database, adapter: SmsAdapter, message: SmsMessage, key: string): Promise<SendOutcome> {
  for (let attempt = 1; ; attempt++) {
    if (!(await claimSmsSend(db, key))) return 'already_sent';
    try {
      const outcome = await adapter.send(message, key);
      await markSmsSend(db, key, 'sent');
      return outcome;
    } catch (error) {
      const notSent = error instanceof MailSendError && !error.mayHaveSent;
      await markSmsSend(db, key, notSent ? 'not_sent' : 'unknown');
      if (!notSent || error.permanent || attempt > 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, SMS_RETRY_DELAY_MS));
    }
  }
}
