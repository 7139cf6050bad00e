import type { SendOutcome } from '../mail/mail-message';

/** A text message, or a voice call that reads `body` aloud (spec: token_sender voice). */
export interface SmsMessage {
  channel: 'sms' | 'voice';
  /** E.164: + country code + number. */
  to: string;
  body: string;
}

/** Sends one message; the same idempotency key sent twice delivers one message where the API allows. */
export interface SmsAdapter {
  send(message: SmsMessage, idempotencyKey: string): Promise<SendOutcome>;
}
