import type { Context } from 'hono';
import type { CodePurpose } from '#domain/contract/account.ts';
import { ApiError, RetryLaterError } from '#provider/platform/api-error.ts';
import type { ProviderBindings, ProviderEnv } from '#provider/platform/env.ts';
import type { CheckMode, IssueResult } from './verification-codes';

/** What a code proves: an account's phone or e-mail, or (program_access) a phone on a program's whitelist. */
export type VerifiedPurpose = CodePurpose | 'program_access';

/** The Durable Object that holds the code and counters of one purpose and destination. */
export function verificationCodes(env: ProviderBindings, purpose: VerifiedPurpose, destination: string) {
  return env.VERIFICATION_CODES.get(env.VERIFICATION_CODES.idFromName(`${purpose}|${destination}`));
}

/** Issues a code or refuses with 429 and Retry-After (resend before the countdown ends, or the hourly cap). */
export async function issueCode(c: Context<ProviderEnv>, purpose: VerifiedPurpose, destination: string, codeId: string): Promise<string> {
  const result: IssueResult = await verificationCodes(c.env, purpose, destination).issue(codeId, Date.now());
  if (result.ok) return result.code;
  if (result.reason === 'too_soon') throw new RetryLaterError('code_resend_too_soon', 'codeResendTooSoon', result.retryAfterSeconds, { seconds: result.retryAfterSeconds });
  throw new RetryLaterError('code_hourly_limit', 'codeHourlyLimit', result.retryAfterSeconds);
}

/** Checks a code; anything but a match answers the spec's 'Invalid verification code' (or 429 once locked). */
export async function checkCode(env: ProviderBindings, purpose: VerifiedPurpose, destination: string, guess: string, mode: CheckMode): Promise<void> {
  const result = await verificationCodes(env, purpose, destination).check(guess, mode, Date.now());
  if (result === 'ok') return;
  if (result === 'locked') throw new ApiError(429, 'code_attempts_exhausted', 'codeAttemptsExhausted');
  throw new ApiError(422, result === 'expired' ? 'code_expired' : 'code_invalid', 'codeInvalid');
}
