import type { AuthenticationMethod, VerifyOptions } from './contract/program-config';

/** How a diner passed a program's access check (spec §6): what a grant records. */
export const ACCESS_METHODS = ['access_code', 'card_bin', 'bank', 'unionpay', 'amex', 'mobile_whitelist'] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];

/** Partner logins (spec §4): their grant opens the booking frame directly. */
export const PARTNER_LOGINS: readonly AccessMethod[] = ['unionpay', 'amex'];

/** Spec §9: an Amex partner login lasts 30 minutes; every other grant lasts as long as the program session. */
export const AMEX_LOGIN_MINUTES = 30;
export const GRANT_DAYS = 30;
/** Spec §9: how often the page checks whether the partner login has ended. */
export const PARTNER_LOGIN_CHECK_MS = 5000;
/**
 * Spec §8: the alert when an Amex login has ended is in Chinese whatever the page's language ("The login
 * information is invalid; please go back to the mini-program and book again"), as the partner's app is.
 */
export const PARTNER_LOGIN_EXPIRED_ALERT = '登录信息已失效，请返回小程序重新预订。';

/** What a program asks of a diner before they may see its gated slots or book (spec §6). */
export type AccessRequirement = { kind: 'open' } | { kind: 'member' } | { kind: 'grant'; methods: readonly AccessMethod[] };

/** The part of a program's config the rule reads: ops change it without a redeploy. */
export interface ProgramAccessConfig {
  authentication_method: AuthenticationMethod;
  verify_options: VerifyOptions;
}

/**
 * The one rule of which access a program needs: open programs none; membership a signed-in member; every
 * other program a grant by one of the methods it offers (its authentication method, plus the card or bank
 * verification its verify options turn on, which the Verify popup's CHOOSE offers side by side).
 */
export function accessRequirement(config: ProgramAccessConfig): AccessRequirement {
  const method = config.authentication_method;
  if (method === 'open') return { kind: 'open' };
  if (method === 'membership') return { kind: 'member' };
  const methods = new Set<AccessMethod>([method]);
  if (method === 'card_bin' || method === 'bank') {
    if (config.verify_options.bank_card_verify.is_need_bank_card_verify) methods.add('card_bin');
    if (config.verify_options.dbs_verify.is_need_dbs_verify) methods.add('bank');
  }
  return { kind: 'grant', methods: [...methods] };
}

/** A grant as the edge and provider see it: for one program, by one method, until a time. */
export interface GrantView {
  program: string;
  method: AccessMethod;
  expiresAt: string;
}

/** What the diner holds for a program: a live member session, and the latest grant (the latest verification wins). */
export interface DinerAccess {
  memberSignedIn: boolean;
  grant: GrantView | null;
}

/** Whether a grant is live and for this program; a grant for one program never opens another. */
export function grantIsLive(grant: GrantView | null, program: string, now: Date): grant is GrantView {
  return grant !== null && grant.program === program && Date.parse(grant.expiresAt) > now.getTime();
}

/** Whether the diner may see the program's gated slots and book in it. */
export function hasAccess(requirement: AccessRequirement, program: string, diner: DinerAccess, now: Date): boolean {
  switch (requirement.kind) {
    case 'open':
      return true;
    case 'member':
      return diner.memberSignedIn;
    case 'grant':
      return grantIsLive(diner.grant, program, now) && requirement.methods.includes(diner.grant.method);
  }
}

/** Why a diner without access is refused: a membership program asks them to sign in, any other to verify. */
export function refusalOf(requirement: AccessRequirement): 'sign_in_required' | 'access_required' {
  return requirement.kind === 'member' ? 'sign_in_required' : 'access_required';
}

/** How long a grant by this method lasts from `now`. */
export function grantExpiry(method: AccessMethod, now: Date): Date {
  const ms = method === 'amex' ? AMEX_LOGIN_MINUTES * 60_000 : GRANT_DAYS * 86_400_000;
  return new Date(now.getTime() + ms);
}
