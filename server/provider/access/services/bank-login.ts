export interface BankAuthorizeRequest {
  /** Opaque, unguessable; comes back on the redirect so the caller can tie the answer to the diner's session. */
  state: string;
  /** Where the bank sends the diner back (the app's callback); must be registered with the bank. */
  redirectUri: string;
  program: string;
}

export type BankExchange =
  | { ok: true; customerRef: string; maskedName: string }
  /** `detail` is for the log only (a protocol code, no prose): diners get the catalog's message for the reason. */
  | { ok: false; reason: 'invalid_code' | 'declined' | 'failed'; detail: string };

/** A bank's OAuth-style login (authorization-code flow) that proves the diner banks there (spec §7 bank programs). */
export interface BankLogin {
  /** The bank's login page for this diner: they sign in and approve or decline there, then come back to redirectUri. */
  authorizeUrl(request: BankAuthorizeRequest): string;
  /**
   * Trades the code the bank sent back for the customer: once (a replayed, unknown or expired code is invalid_code),
   * and only with the redirectUri it was issued for. declined: the bank does not vouch for this customer; failed:
   * the bank did not answer properly (never thrown).
   */
  exchangeCode(request: { code: string; redirectUri: string }): Promise<BankExchange>;
}

/** A code has this shape before anyone is asked about it (RFC 6749 VSCHAR, bounded). */
export const isBankCodeShape = (code: string) => /^[\x21-\x7e]{8,512}$/.test(code);

/** A customer's name as a partner may see it: each word's first letter, the rest starred ("Tan Ah Kow" → "T** A* K**"). */
export const maskedName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] + '*'.repeat(Math.max([...word].length - 1, 1)))
    .join(' ');
