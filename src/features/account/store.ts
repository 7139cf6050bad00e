import { createContext, useContext } from 'react';
import { proxy, ref } from 'valtio';
import type { AccountOptions, CodePurpose, UpgradeInfo } from '#domain/contract/account.ts';
import { advance, goBack, initialLoginState, startFlow, type LoginDialogState, type LoginFlow } from '#domain/login-dialog.ts';
import type { AccountApi } from './api';

/** How the diner names their account: spec §3 verification form loginMethod. */
export type LoginMethod = 'phone' | 'email';

export interface LoginStore {
  program: string;
  lang: string;
  api: AccountApi;
  flow: LoginDialogState;
  /** The account being signed in, reset or created; kept across steps so Back shows what was typed. */
  method: LoginMethod;
  countryCode: string;
  mobile: string;
  email: string;
  /** The code sent for the current flow: its id (for verify) and when its countdown ends. */
  code: { id: string; purpose: CodePurpose; expiresAt: number } | null;
  /** A code that passed verification, sent again with the reset or the sign-up. */
  verifiedCode: string | null;
  options: AccountOptions | null;
  /** A short success notice (spec §9: clears after 3 s). */
  notice: string | null;
  confirmingQuit: boolean;
  /** Set after a sign-in that raised the diner's level in this program: the congratulation dialog shows. */
  upgrade: UpgradeInfo | null;
}

export function createLoginStore(p: { program: string; lang: string; api: AccountApi; termsFirst: boolean; countryCode: string }): LoginStore {
  return proxy<LoginStore>({
    program: p.program,
    lang: p.lang,
    // The calls are plain functions: kept out of the proxy, so nothing tracks them.
    api: ref(p.api),
    flow: initialLoginState(p.termsFirst),
    method: 'phone',
    countryCode: p.countryCode,
    mobile: '',
    email: '',
    code: null,
    verifiedCode: null,
    options: null,
    notice: null,
    confirmingQuit: false,
    upgrade: null,
  });
}

export const LoginStoreContext = createContext<LoginStore | null>(null);

/** The dialog's store; each open dialog has its own, so nothing leaks between diners or openings. */
export function useLoginStore(): LoginStore {
  const store = useContext(LoginStoreContext);
  if (!store) throw new Error('useLoginStore outside the login dialog');
  return store;
}

/** The account as the sign-in and reset calls take it: an e-mail, or country code + mobile. */
export const accountOf = (store: Pick<LoginStore, 'method' | 'countryCode' | 'mobile' | 'email'>) =>
  store.method === 'email' ? store.email.trim() : `${store.countryCode}${store.mobile}`;

/** Moves to the next step; answers false when the dialog's work is done and it should close. */
export function nextStep(store: LoginStore): boolean {
  const next = advance(store.flow);
  if (next === 'close') return false;
  store.flow = next;
  return true;
}

export function openFlow(store: LoginStore, flow: LoginFlow): void {
  store.flow = startFlow(store.flow, flow);
  // A new flow asks for its own code.
  if (flow !== 'help') {
    store.code = null;
    store.verifiedCode = null;
  }
}

export function previousStep(store: LoginStore): void {
  const previous = goBack(store.flow);
  if (previous) store.flow = previous;
}
