import type { AccessRequest, AccessView } from '#domain/contract/access.ts';
import type { CodeSent } from '#domain/contract/account.ts';
import { callApi, type ApiAnswer } from '#lib/api-client.ts';

const post = <T,>(path: string, body: unknown, lang: string): Promise<ApiAnswer<T>> => callApi<T>(`${path}?lang=${encodeURIComponent(lang)}`, { method: 'POST', body, lang });

/** Checks the diner's answer; the edge keeps the grant in the HttpOnly program session. */
export const requestAccess = (request: AccessRequest, lang: string) => post<{ access: AccessView }>('/api/access', request, lang);

/** Sends a code to a mobile on the program's whitelist. */
export const sendWhitelistCode = (p: { program: string; country_code: string; mobile: string }, lang: string) =>
  post<CodeSent>('/api/access/whitelist-code', { ...p, token_sender: 'sms' }, lang);
