import { MailSendError, type MailAdapter, type MailMessage, type SendOutcome } from './mail-message';

export interface HttpMailSettings {
  /** The API's send endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  /** Injected in tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A Resend-style HTTP e-mail API: POST the message as JSON with a Bearer key and an Idempotency-Key
 * header. 2xx: sent. 409 for a repeated key: it was sent before. Other 4xx: the API refuses this
 * message for good (retrying cannot help). 5xx, 429 and network errors: try again later.
 */
export function httpMailAdapter(settings: HttpMailSettings): MailAdapter {
  if (!settings.url.startsWith('https://')) throw new Error('MAIL_API_URL must be an https URL');
  if (!settings.apiKey) throw new Error('MAIL_API_KEY is not set');
  const send = settings.fetch ?? ((input, init) => fetch(input, init));
  return {
    async send(message: MailMessage, idempotencyKey: string): Promise<SendOutcome> {
      let response: Response;
      try {
        response = await send(settings.url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new MailSendError(`mail API unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      if (response.ok) return 'sent';
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      if (response.status === 409) return 'already_sent';
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new MailSendError(`mail API answered ${response.status}: ${detail}`, !retryable);
    },
  };
}
