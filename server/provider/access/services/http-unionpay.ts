import { z } from 'zod';
import { sha256Hex } from '#provider/platform/member-token.ts';
import { callService, readAnswer, requireHttps, unexpectedStatus, type ServiceCallSettings } from './service-call';
import { isUnionPayTokenShape, type UnionPay, type UnionPayUser } from './unionpay';

export interface HttpUnionPaySettings extends ServiceCallSettings {
  /** The user-mobile endpoint, e.g. https://open.95516.com/open/access/1.0/user.mobile. */
  url: string | undefined;
  appId: string | undefined;
  appSecret: string | undefined;
  /** Injected in tests. */
  now?: () => Date;
  nonce?: () => string;
}

const answer = z.object({
  resp: z.string().min(1).max(8),
  msg: z.string().max(500).optional(),
  params: z.object({ mobile: z.string().regex(/^\d{5,15}$/), countryCode: z.string().regex(/^\d{1,4}$/).optional() }).optional(),
});

const randomNonce = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A UnionPay open-platform style call: POST JSON {appId, accessToken, nonceStr, timestamp, signature} where the
 * signature is SHA-256 of "appId=…&nonceStr=…&secret=…&timestamp=…" (the secret is never sent). The answer is
 * {resp, msg, params}: resp "00" carries params.mobile; any other resp is UnionPay refusing the token.
 * Other statuses, and answers outside this shape, are failures.
 */
export function httpUnionPay(settings: HttpUnionPaySettings): UnionPay {
  const url = requireHttps('UNIONPAY_API_URL', settings.url);
  if (!settings.appId) throw new Error('UNIONPAY_APP_ID is not set');
  if (!settings.appSecret) throw new Error('UNIONPAY_APP_SECRET is not set');
  const { appId, appSecret } = settings;
  return {
    async userInfo(token: string): Promise<UnionPayUser | null> {
      if (!isUnionPayTokenShape(token)) return null;
      const nonceStr = (settings.nonce ?? randomNonce)();
      const timestamp = String(Math.floor((settings.now?.() ?? new Date()).getTime() / 1000));
      const signature = await sha256Hex(`appId=${appId}&nonceStr=${nonceStr}&secret=${appSecret}&timestamp=${timestamp}`);
      const response = await callService('unionpay', settings, url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ appId, accessToken: token, nonceStr, timestamp, signature }),
      });
      if (response.status !== 200) throw unexpectedStatus('unionpay', response);
      const body = await readAnswer('unionpay', response, answer);
      if (body.resp !== '00') return null;
      if (!body.params) throw unexpectedStatus('unionpay', response);
      return { mobile: body.params.mobile, country_code: body.params.countryCode ?? '86' };
    },
  };
}
