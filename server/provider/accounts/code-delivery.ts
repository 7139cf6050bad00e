import { VERIFICATION_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { escapeHtml } from '#domain/escape-html.ts';
import type { Locale } from '#domain/locales.ts';
import { domainMessages } from '#domain/messages.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { mailAdapterFor, mailSender } from '#provider/mail/mail-adapter.ts';
import { sendSmsOnce } from '#provider/sms/send-sms-once.ts';
import { smsAdapterFor } from '#provider/sms/sms-adapter.ts';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

/** Sends failed: the diner sees 'We could not send the code' and the Get help link (spec §8). */
function notSent(error: unknown): ApiError {
  console.error(JSON.stringify({ event: 'code_not_sent', error: error instanceof Error ? error.message : String(error) }));
  return new ApiError(502, 'code_not_sent', 'codeNotSent');
}

/** Texts the code, or calls and reads it digit by digit, once: the idempotency key is the code's id. */
export async function deliverCodeByPhone(env: ProviderBindings, locale: Locale, p: { channel: 'sms' | 'voice'; to: string; code: string; codeId: string }) {
  const spoken = p.channel === 'voice' ? p.code.split('').join(', ') : p.code;
  try {
    const message = { channel: p.channel, to: p.to, body: translate(locale, domainMessages.codeText, { code: spoken, minutes }) };
    await sendSmsOnce(env.DB, smsAdapterFor(env), message, `code-${p.codeId}`);
  } catch (error) {
    throw notSent(error);
  }
}

/** E-mails the code through the booking mail adapter (the sandbox mailbox locally). */
export async function deliverCodeByEmail(env: ProviderBindings, locale: Locale, p: { to: string; code: string; codeId: string }) {
  const text = translate(locale, domainMessages.codeText, { code: p.code, minutes });
  try {
    await mailAdapterFor(env).send(
      {
        from: mailSender(env),
        to: p.to,
        subject: translate(locale, domainMessages.codeSubject),
        text,
        html: `<p>${escapeHtml(text)}</p>`,
        attachments: [],
      },
      `code-${p.codeId}`,
    );
  } catch (error) {
    throw notSent(error);
  }
}
