import type { SendOutcome } from '#provider/mail/mail-message.ts';

/** A text message, or a voice call that reads `body` aloud (spec: token_sender voice). */
export interface SmsMessage {
  channel: 'sms' | 'voice';
  /** E.164: + country code + number. */
  to: string;
  body: string;
}

/**
 * Sends one message. The idempotency key names it: an adapter that can, sends a key once (the sandbox does); for
 * those whose API cannot, sendSmsOnce makes sure.
 */
export interface SmsAdapter {
  send(message: SmsMessage, idempotencyKey: string): Promise<SendOutcome>;
}
