import type { AccessRequest, AccessView } from '#domain/contract/access.ts';
import type { CodeSent } from '#domain/contract/account.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

async function post<T>(path: string, body: unknown, lang: string): Promise<Answer<T>> {
  try {
    const response = await fetch(`${path}?lang=${encodeURIComponent(lang)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: answer as T };
    return { ok: false, status: response.status, message: firstErrorMessage(answer) ?? '' };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

/** Checks the diner's answer; the edge keeps the grant in the HttpOnly program session. */
export const requestAccess = (request: AccessRequest, lang: string) => post<{ access: AccessView }>('/api/access', request, lang);

/** Sends a code to a mobile on the program's whitelist. */
export const sendWhitelistCode = (p: { program: string; country_code: string; mobile: string }, lang: string) =>
  post<CodeSent>('/api/access/whitelist-code', { ...p, token_sender: 'sms' }, lang);
