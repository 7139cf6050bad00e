import { VERIFICATION_CODE_LENGTH } from './constants';

/**
 * Spec §5 "Verification code": exactly 4 digits. A module of its own, without the schema library: the Verify popup's
 * whitelist form checks codes in the browser, and on a program that verifies at start that popup is on every first page.
 */
export function isVerificationCode(value: string): boolean {
  return value.length === VERIFICATION_CODE_LENGTH && /^\d+$/.test(value);
}
