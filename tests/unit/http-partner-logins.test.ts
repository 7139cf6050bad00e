import { describe, expect, it } from 'vitest';
import { AccessServiceFailed } from '#provider/access/services/access-service-failed.ts';
import { httpAmex } from '#provider/access/services/http-amex.ts';
import { httpUnionPay } from '#provider/access/services/http-unionpay.ts';
import { sha256Hex } from '#provider/platform/member-token.ts';
import { recordedFetch, timeoutError, type RecordedAnswer } from './support/recorded-fetch';

const UNIONPAY_URL = 'https://open.unionpay.example/open/access/1.0/user.mobile';
const unionPayAnswering = (...answers: RecordedAnswer[]) => {
  const recorder = recordedFetch(answers);
  const unionPay = httpUnionPay({ url: UNIONPAY_URL, appId: 'up-app', appSecret: 'up-secret', fetch: recorder.fetch, now: () => new Date(1_700_000_000_000), nonce: () => 'n0nce' });
  return { unionPay, requests: recorder.requests };
};

describe('HTTP UnionPay user info', () => {
  it('POSTs the token with the app id and a signature made with the secret, which is never sent', async () => {
    const { unionPay, requests } = unionPayAnswering({ status: 200, json: { resp: '00', msg: '', params: { mobile: '13800138000', countryCode: '86' } } });
    expect(await unionPay.userInfo('up-access-token-123')).toEqual({ mobile: '13800138000', country_code: '86' });
    const body = JSON.parse(requests[0]!.body);
    expect(body).toEqual({
      appId: 'up-app',
      accessToken: 'up-access-token-123',
      nonceStr: 'n0nce',
      timestamp: '1700000000',
      signature: await sha256Hex('appId=up-app&nonceStr=n0nce&secret=up-secret&timestamp=1700000000'),
    });
    expect(requests[0]!.body).not.toContain('up-secret');
  });

  it('reads another resp as the token refused (null), and a mobile without a country code as China', async () => {
    expect(await unionPayAnswering({ status: 200, json: { resp: '34', msg: 'token expired' } }).unionPay.userInfo('up-access-token-123')).toBeNull();
    expect(await unionPayAnswering({ status: 200, json: { resp: '00', params: { mobile: '13900139000' } } }).unionPay.userInfo('up-access-token-123')).toEqual({ mobile: '13900139000', country_code: '86' });
    const { unionPay, requests } = unionPayAnswering({ status: 200, json: { resp: '00' } });
    expect(await unionPay.userInfo('bad token!')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it.each([
    [timeoutError(), 'timeout'],
    [{ status: 502, text: '' }, 'status'],
    [{ status: 200, json: { resp: '00', params: { mobile: 'not digits' } } }, 'malformed'],
    [{ status: 200, json: { resp: '00' } }, 'status'],
  ] as const)('throws AccessServiceFailed (%#), naming no token', async (answer, kind) => {
    const failure = await unionPayAnswering(answer as RecordedAnswer).unionPay.userInfo('up-access-token-123').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccessServiceFailed);
    expect(failure).toMatchObject({ service: 'unionpay', kind });
    expect((failure as Error).message).not.toContain('up-access-token-123');
  });
});

const AMEX_URL = 'https://api.amex.example/partner-offers/v1/codes/verify';
const amexAnswering = (...answers: RecordedAnswer[]) => {
  const recorder = recordedFetch(answers);
  return { amex: httpAmex({ url: AMEX_URL, apiKey: 'amex-key', fetch: recorder.fetch }), requests: recorder.requests };
};

describe('HTTP Amex partner code', () => {
  it('POSTs the code with the API key and reads the member', async () => {
    const { amex, requests } = amexAnswering({ status: 200, json: { status: 'valid', member_ref: 'AX-42', offer: 'dining' } });
    expect(await amex.verifyCode('AMEX-PARTNER-9')).toEqual({ memberRef: 'AX-42' });
    expect(requests[0]).toMatchObject({ url: AMEX_URL, method: 'POST' });
    expect(requests[0]!.headers.get('x-api-key')).toBe('amex-key');
    expect(JSON.parse(requests[0]!.body)).toEqual({ code: 'AMEX-PARTNER-9' });
  });

  it('reads invalid, expired, revoked and 404 as no member', async () => {
    for (const status of ['invalid', 'expired', 'revoked']) expect(await amexAnswering({ status: 200, json: { status } }).amex.verifyCode('AMEX-PARTNER-9')).toBeNull();
    expect(await amexAnswering({ status: 404, json: {} }).amex.verifyCode('AMEX-PARTNER-9')).toBeNull();
    expect(await amexAnswering({ status: 200, json: { status: 'valid', member_ref: 'AX-42' } }).amex.verifyCode('no spaces allowed')).toBeNull();
  });

  it.each([
    [timeoutError(), 'timeout'],
    [{ status: 500, text: '' }, 'status'],
    [{ status: 200, json: { status: 'valid' } }, 'malformed'],
    [{ status: 200, json: { status: 'maybe' } }, 'malformed'],
  ] as const)('throws AccessServiceFailed (%#)', async (answer, kind) => {
    await expect(amexAnswering(answer as RecordedAnswer).amex.verifyCode('AMEX-PARTNER-9')).rejects.toMatchObject({ name: 'AccessServiceFailed', service: 'amex', kind });
  });

  it('gives up on a service that does not answer within its timeout', async () => {
    const silent = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const started = Date.now();
    await expect(httpAmex({ url: AMEX_URL, apiKey: 'amex-key', fetch: silent, timeoutMs: 30 }).verifyCode('AMEX-PARTNER-9')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
