import { z } from 'zod';
import { AccessServiceFailed } from './access-service-failed';
import { isBankCodeShape, maskedName, type BankExchange, type BankLogin } from './bank-login';
import { callService, readAnswer, requireHttps, unexpectedStatus, type ServiceCallSettings } from './service-call';

export interface HttpBankLoginSettings extends ServiceCallSettings {
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  userinfoUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The scopes asked for; OpenID Connect's by default. */
  scope?: string;
}

const tokenAnswer = z.object({ access_token: z.string().min(1).max(4096), token_type: z.string().regex(/^bearer$/i) });
const tokenError = z.object({ error: z.string().max(100), error_description: z.string().max(500).optional() });
const userinfo = z.object({ sub: z.string().min(1).max(255), name: z.string().max(200).optional() });

const failed = (detail: string): BankExchange => ({ ok: false, reason: 'failed', detail });

/**
 * Standard OAuth 2.0 (RFC 6749 §4.1) with OpenID Connect's userinfo: the diner goes to the bank's authorize
 * endpoint; the code comes back to redirect_uri; it is traded at the token endpoint (client_secret_basic) for an
 * access token that reads the customer at the userinfo endpoint. invalid_grant is an invalid code; a userinfo 403 is
 * the bank declining to vouch for the customer; anything else unexpected is failed.
 */
export function httpBankLogin(settings: HttpBankLoginSettings): BankLogin {
  const authorizeUrl = requireHttps('BANK_AUTHORIZE_URL', settings.authorizeUrl);
  const tokenUrl = requireHttps('BANK_TOKEN_URL', settings.tokenUrl);
  const userinfoUrl = requireHttps('BANK_USERINFO_URL', settings.userinfoUrl);
  if (!settings.clientId) throw new Error('BANK_CLIENT_ID is not set');
  if (!settings.clientSecret) throw new Error('BANK_CLIENT_SECRET is not set');
  const clientId = settings.clientId;
  // RFC 6749 §2.3.1: both parts form-encoded before Basic.
  const basic = `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(settings.clientSecret)}`)}`;

  async function customerFor(code: string, redirectUri: string): Promise<BankExchange> {
    const token = await callService('bank', settings, tokenUrl, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
    });
    if (token.status === 400) {
      const { error } = await readAnswer('bank', token, tokenError);
      if (error === 'invalid_grant') return { ok: false, reason: 'invalid_code', detail: 'invalid_grant' };
      return failed(`token_error:${error}`);
    }
    if (token.status !== 200) throw unexpectedStatus('bank', token);
    const { access_token } = await readAnswer('bank', token, tokenAnswer);
    const user = await callService('bank', settings, userinfoUrl, { headers: { Authorization: `Bearer ${access_token}`, Accept: 'application/json' } });
    if (user.status === 403) return { ok: false, reason: 'declined', detail: 'userinfo_403' };
    if (user.status !== 200) throw unexpectedStatus('bank', user);
    const customer = await readAnswer('bank', user, userinfo);
    return { ok: true, customerRef: customer.sub, maskedName: maskedName(customer.name ?? '') };
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(authorizeUrl);
      url.search = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: settings.scope ?? 'openid profile', state }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      if (!isBankCodeShape(code)) return { ok: false, reason: 'invalid_code', detail: 'not_a_code' };
      try {
        return await customerFor(code, redirectUri);
      } catch (error) {
        if (error instanceof AccessServiceFailed) return failed(`service_${error.kind}`);
        throw error;
      }
    },
  };
}
