import { VERIFICATION_CODE_TTL_SECONDS } from '../../src/domain/constants';
import { escapeHtml } from '../../src/domain/escape-html';
import type { Locale } from '../../src/domain/locales';
import { domainMessages } from '../../src/domain/messages';
import { ApiError } from './api-error';
import type { ProviderBindings } from './env';
import { translate } from './i18n';
import { mailAdapterFor, mailSender } from './mail/mail-adapter';
import { sendSmsOnce } from './sms/send-sms-once';
import { smsAdapterFor } from './sms/sms-adapter';

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
