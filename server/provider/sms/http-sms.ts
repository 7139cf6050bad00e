import { escapeHtml } from '#domain/escape-html.ts';
import { MailSendError, type SendOutcome } from '#provider/mail/mail-message.ts';
import type { SmsAdapter, SmsMessage } from './sms-message';

export interface HttpSmsSettings {
  /** The API's account base, e.g. https://api.twilio.com/2010-04-01/Accounts/AC123. */
  accountUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164). */
  from: string;
  /** Injected in tests; the Worker's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A Twilio-style SMS and voice API: a form POST to <account>/Messages.json (Body) or <account>/Calls.json
 * (Twiml that says the body) with basic auth. 2xx: sent. 4xx other than 408/429: refused for good.
 * 5xx, 408, 429 and network errors: try again. Reuses MailSendError's permanent/retryable split. The API takes no
 * idempotency key (Twilio's I-Twilio-Idempotency-Token is a header of its own webhooks), so sendSmsOnce keeps the
 * key in D1 to send at most once.
 */
export function httpSmsAdapter(settings: HttpSmsSettings): SmsAdapter {
  if (!settings.accountUrl.startsWith('https://')) throw new Error('SMS_API_URL must be an https URL');
  if (!settings.accountSid || !settings.authToken) throw new Error('SMS_ACCOUNT_SID and SMS_AUTH_TOKEN must be set');
  if (!/^\+\d{6,20}$/.test(settings.from)) throw new Error('SMS_FROM must be an E.164 number');
  const post = settings.fetch ?? ((input, init) => fetch(input, init));
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(message: SmsMessage): Promise<SendOutcome> {
      const form = new URLSearchParams({ To: message.to, From: settings.from });
      if (message.channel === 'sms') form.set('Body', message.body);
      else form.set('Twiml', `<Response><Say>${escapeHtml(message.body)}</Say><Pause length="1"/><Say>${escapeHtml(message.body)}</Say></Response>`);
      const path = message.channel === 'sms' ? 'Messages.json' : 'Calls.json';
      let response: Response;
      try {
        response = await post(`${settings.accountUrl.replace(/\/$/, '')}/${path}`, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new MailSendError(`SMS API unreachable: ${error instanceof Error ? error.message : String(error)}`, false, true);
      }
      if (response.ok) return 'sent';
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      // A 4xx (429 and 408 among them) says the message was not taken; a 5xx says nothing about it.
      throw new MailSendError(`SMS API answered ${response.status}: ${detail}`, !retryable, response.status >= 500);
    },
  };
}
