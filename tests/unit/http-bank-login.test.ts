import { describe, expect, it } from 'vitest';
import { maskedName } from '#provider/access/services/bank-login.ts';
import { httpBankLogin } from '#provider/access/services/http-bank-login.ts';
import { recordedFetch, timeoutError, type RecordedAnswer } from './support/recorded-fetch';

const settings = {
  authorizeUrl: 'https://login.bank.example/oauth2/authorize',
  tokenUrl: 'https://login.bank.example/oauth2/token',
  userinfoUrl: 'https://api.bank.example/oidc/userinfo',
  clientId: 'dining app',
  clientSecret: 's3cret:x',
};
const CALLBACK = 'https://dining.example/auth/bank-callback?program=dbs-dining';
const TOKEN = { status: 200, json: { access_token: 'at-123', token_type: 'Bearer', expires_in: 300, scope: 'openid profile' } };

const bankAnswering = (...answers: RecordedAnswer[]) => {
  const recorder = recordedFetch(answers);
  return { bank: httpBankLogin({ ...settings, fetch: recorder.fetch }), requests: recorder.requests };
};

describe('HTTP bank login (OAuth 2.0 authorization code + OpenID userinfo)', () => {
  it('sends the diner to the authorize endpoint with the code flow’s parameters', () => {
    const url = new URL(bankAnswering().bank.authorizeUrl({ state: 'st-123456', redirectUri: CALLBACK, program: 'dbs-dining' }));
    expect(url.origin + url.pathname).toBe(settings.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'dining app', redirect_uri: CALLBACK, scope: 'openid profile', state: 'st-123456' });
  });

  it('trades the code at the token endpoint (client_secret_basic), then reads the customer with the access token', async () => {
    const { bank, requests } = bankAnswering(TOKEN, { status: 200, json: { sub: 'CUST-778899', name: 'Tan Ah Kow', email_verified: true } });
    expect(await bank.exchangeCode({ code: 'code-abcdefgh', redirectUri: CALLBACK })).toEqual({ ok: true, customerRef: 'CUST-778899', maskedName: 'T** A* K**' });
    const [token, userinfo] = requests;
    expect(token).toMatchObject({ url: settings.tokenUrl, method: 'POST' });
    expect(token!.headers.get('Authorization')).toBe(`Basic ${btoa('dining%20app:s3cret%3Ax')}`);
    expect(token!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({ grant_type: 'authorization_code', code: 'code-abcdefgh', redirect_uri: CALLBACK });
    expect(userinfo).toMatchObject({ url: settings.userinfoUrl, method: 'GET' });
    expect(userinfo!.headers.get('Authorization')).toBe('Bearer at-123');
  });

  it('reads invalid_grant as an invalid code, a userinfo 403 as declined, without throwing', async () => {
    expect(await bankAnswering({ status: 400, json: { error: 'invalid_grant', error_description: 'code used' } }).bank.exchangeCode({ code: 'code-abcdefgh', redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(await bankAnswering(TOKEN, { status: 403, json: { error: 'insufficient_scope' } }).bank.exchangeCode({ code: 'code-abcdefgh', redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'declined' });
    const { bank, requests } = bankAnswering(TOKEN);
    expect(await bank.exchangeCode({ code: 'bad code with spaces', redirectUri: CALLBACK })).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a token endpoint timeout', [timeoutError()]],
    ['a token endpoint 503', [{ status: 503, text: 'down' }]],
    ['invalid_client', [{ status: 400, json: { error: 'invalid_client' } }]],
    ['a token answer without a token', [{ status: 200, json: { token_type: 'Bearer' } }]],
    ['a token of another type', [{ status: 200, json: { access_token: 'x', token_type: 'MAC' } }]],
    ['a userinfo 500', [TOKEN, { status: 500, text: '' }]],
    ['a userinfo without sub', [TOKEN, { status: 200, json: { name: 'X' } }]],
  ] as const)('answers failed on %s', async (_, answers) => {
    const result = await bankAnswering(...(answers as unknown as RecordedAnswer[])).bank.exchangeCode({ code: 'code-abcdefgh', redirectUri: CALLBACK });
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(JSON.stringify(result)).not.toContain('code-abcdefgh');
  });

  it('refuses to be built with a setting missing or not https', () => {
    expect(() => httpBankLogin({ ...settings, tokenUrl: 'http://login.bank.example/token' })).toThrow('BANK_TOKEN_URL must be an https URL');
    expect(() => httpBankLogin({ ...settings, clientSecret: undefined })).toThrow('BANK_CLIENT_SECRET is not set');
  });

  it('masks a customer’s name to initials', () => {
    expect(maskedName('Demo Diner')).toBe('D*** D****');
    expect(maskedName('  李 小龙 ')).toBe('李* 小*');
    expect(maskedName('')).toBe('');
  });
});
