/** An e-mail as the adapters send it (the shape of a Resend-style HTTP mail API). */
export interface MailAttachment {
  filename: string;
  /** Base64 of the file's bytes. */
  content: string;
  content_type: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** 'already_sent': the adapter had this idempotency key and did not send again. */
export type SendOutcome = 'sent' | 'already_sent';

/**
 * A send that failed; `permanent` ones (a refused address, a bad request) are not retried. `mayHaveSent`: the API
 * gave no answer that says nothing went out (no answer in time, a server error), so the message may be on its way.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly mayHaveSent = false,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/**
 * Sends one message. Must be idempotent by `idempotencyKey`: the same key sent twice (a retry, a
 * duplicate queue delivery, the sweep racing the queue) delivers one e-mail.
 */
export interface MailAdapter {
  send(message: MailMessage, idempotencyKey: string): Promise<SendOutcome>;
}

/** Base64 of a text's UTF-8 bytes. */
export function base64OfText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text of base64 UTF-8 bytes. */
export function textOfBase64(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}
