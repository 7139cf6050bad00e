/**
 * How a verification that left the app (the bank login) comes back (spec §4): `verify_status=CALLBACK`
 * resumes the booking by itself; `FAILED` with a reason shows why. Query names of the page it returns to.
 */
export const VERIFY_STATUS_PARAM = 'verify_status';
export const VERIFY_REASON_PARAM = 'verify_reason';

export const BANK_FAILURES = ['access_denied', 'declined', 'invalid_code', 'failed', 'expired'] as const;
export type BankFailure = (typeof BANK_FAILURES)[number];

export type VerifyReturn = { status: 'CALLBACK' } | { status: 'FAILED'; reason: BankFailure } | null;

export function readVerifyReturn(query: URLSearchParams): VerifyReturn {
  const status = query.get(VERIFY_STATUS_PARAM);
  if (status === 'CALLBACK') return { status };
  if (status !== 'FAILED') return null;
  const reason = query.get(VERIFY_REASON_PARAM);
  return { status, reason: (BANK_FAILURES as readonly string[]).includes(reason ?? '') ? (reason as BankFailure) : 'failed' };
}

/** A return address inside the app: a path on this origin, never another site. */
export function isAppPath(value: string | null | undefined): value is string {
  return !!value && value.length <= 2048 && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** The page to come back to with the verification's outcome. */
export function withVerifyReturn(path: string, outcome: Exclude<VerifyReturn, null>): string {
  const url = new URL(path, 'https://app.invalid');
  url.searchParams.delete(VERIFY_STATUS_PARAM);
  url.searchParams.delete(VERIFY_REASON_PARAM);
  url.searchParams.set(VERIFY_STATUS_PARAM, outcome.status);
  if (outcome.status === 'FAILED') url.searchParams.set(VERIFY_REASON_PARAM, outcome.reason);
  return url.pathname + url.search;
}
