import { z } from 'zod';
import { isAmexCodeShape, type Amex } from './amex';
import { callService, readAnswer, requireHttps, unexpectedStatus, type ServiceCallSettings } from './service-call';

export interface HttpAmexSettings extends ServiceCallSettings {
  /** The partner-code verification endpoint, e.g. https://api.americanexpress.com/partner-offers/v1/codes/verify. */
  url: string | undefined;
  apiKey: string | undefined;
}

const answer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), member_ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  z.object({ status: z.enum(['invalid', 'expired', 'revoked']) }),
]);

/**
 * A partner-code check: POST JSON {code} with the x-api-key header. 200 {status:"valid", member_ref} is a member;
 * 200 with invalid/expired/revoked, or 404, is no member; anything else is a failure.
 */
export function httpAmex(settings: HttpAmexSettings): Amex {
  const url = requireHttps('AMEX_API_URL', settings.url);
  if (!settings.apiKey) throw new Error('AMEX_API_KEY is not set');
  const apiKey = settings.apiKey;
  return {
    async verifyCode(code: string) {
      if (!isAmexCodeShape(code)) return null;
      const response = await callService('amex', settings, url, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ code }),
      });
      if (response.status === 404) return null;
      if (response.status !== 200) throw unexpectedStatus('amex', response);
      const body = await readAnswer('amex', response, answer);
      return body.status === 'valid' ? { memberRef: body.member_ref } : null;
    },
  };
}
