import type { AccountOptions, CodePurpose, CodeSent, UpgradeInfo } from '#domain/contract/account.ts';
import { callApi, type ApiAnswer, type ApiCall } from '#lib/api-client.ts';

/** A same-origin JSON call to /api/account; the member cookie travels with it, never through script. */
function callAccount<T>(path: string, program: string, lang: string, init: Pick<ApiCall, 'method' | 'body'> = {}): Promise<ApiAnswer<T>> {
  return callApi<T>(`/api/account${path}${path.includes('?') ? '&' : '?'}program=${encodeURIComponent(program)}`, { ...init, lang });
}

/** Where a code goes: a phone (by text or a call) or an e-mail address. */
export type CodeDestination = { kind: 'phone'; country_code: string; mobile: string; token_sender: 'sms' | 'voice' } | { kind: 'email'; email: string };

/** The calls of the login dialog, bound to the program and the diner's language. */
export function accountApi(program: string, lang: string) {
  const call = <T,>(path: string, init?: Pick<ApiCall, 'method' | 'body'>) => callAccount<T>(path, program, lang, init);
  return {
    options: () => call<AccountOptions>('/options'),
    signIn: (account: string, password: string) => call<{ message: string }>('/sign-in', { method: 'POST', body: { account, password } }),
    signUp: (body: Record<string, unknown>) => call<{ message: string }>('/sign-up', { method: 'POST', body }),
    sendCode: (to: CodeDestination, purpose: CodePurpose) =>
      to.kind === 'email'
        ? call<CodeSent>('/codes/email', { method: 'POST', body: { email: to.email, purpose } })
        : call<CodeSent>('/codes', { method: 'POST', body: { country_code: to.country_code, mobile: to.mobile, token_sender: to.token_sender, purpose } }),
    verifyCode: (id: string, token: string) => call<{ status: 'verified' }>('/codes/verify', { method: 'POST', body: { id, token } }),
    resetPassword: (body: { account: string; token: string; password: string; password_confirmation: string }) => call<{ message: string }>('/reset-password', { method: 'POST', body }),
    nickname: () => call<{ nickname: string }>('/nickname'),
    signUpHelp: (help: Record<string, string>) => call<{ message?: string }>('/sign-up-help', { method: 'POST', body: { sign_up_help: help } }),
    partnerLevel: () => call<UpgradeInfo>('/partner-level', { method: 'PUT', body: { project: program } }),
    upgrade: () => call<UpgradeInfo>('/upgrade'),
    upgradeSeen: () => call<{ announced: boolean }>('/upgrade/seen', { method: 'POST', body: {} }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
