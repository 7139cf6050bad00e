import { z } from 'zod';
import { isValidMobile } from './contract/booking';

// Spec §5 rules for the account forms, shared by the forms, the edge and the provider.

export { isValidMobile };

/** Spec §5 "Login submit": a password longer than 5 characters. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Spec §5 "Password minimum", newer text: a password a diner sets has at least 8 characters... */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Longer passwords only cost hashing time; no diner needs more. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

const emailShape = z.string().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** Spec §5 "Email": a standard address (the same rule the booking form uses). */
export function isValidEmail(value: string): boolean {
  return emailShape.safeParse(value).success;
}

export { isVerificationCode } from './verification-code';

/** Spec §5 "Login submit": long enough to try (longer than 5). */
export const isLoginPassword = (password: string) => password.length >= LOGIN_PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
/** The parts of the new-password rule, each shown as a hint (met or not) while the diner types. */
export const newPasswordChecks = (password: string) => ({ longEnough: password.length >= NEW_PASSWORD_MIN_LENGTH, hasNumber: /\d/.test(password) });

/**
 * The one rule for every password a diner sets (sign-up and reset; spec §5 newer text): at least 8
 * characters with at least 1 number. Signing in still takes older, shorter passwords (isLoginPassword).
 */
export function isNewPassword(password: string): boolean {
  const checks = newPasswordChecks(password);
  return checks.longEnough && checks.hasNumber && password.length <= PASSWORD_MAX_LENGTH;
}

/** Spec §5 "Username": required; printable, at most 30 characters after trimming. */
export function isNickname(value: string): boolean {
  const trimmed = value.trim();
  // No control characters: nicknames are shown to other people and in e-mails.
  return trimmed.length >= 1 && trimmed.length <= NICKNAME_MAX_LENGTH && !/\p{Cc}/u.test(trimmed);
}

/** A login account (spec §7 "sign_in"): an e-mail, or the phone as country code followed by the mobile. */
export type Account = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Reads the account field: an e-mail when it has an @, otherwise digits (a leading + is allowed) of
 * country code + mobile. Country codes are prefix-free (E.164), so the joined digits name one number.
 */
export function readAccount(value: string): Account | undefined {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return isValidEmail(trimmed) ? { kind: 'email', email: trimmed.toLowerCase() } : undefined;
  const digits = trimmed.replace(/^\+/, '');
  return /^\d{6,24}$/.test(digits) ? { kind: 'phone', phone: digits } : undefined;
}

/** The one name of a code destination: 'phone:+<cc><mobile>' or 'email:<lowercase address>'. */
export function destinationOf(account: Account): string {
  return account.kind === 'email' ? `email:${account.email}` : `phone:+${account.phone}`;
}
