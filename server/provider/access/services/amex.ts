/** American Express's check of a partner code (`amex_code`, spec §7): the card member it was issued to. */
export interface Amex {
  /** The member, or null when Amex does not know the code (or it was withdrawn). Throws AccessServiceFailed when it cannot answer. */
  verifyCode(code: string): Promise<{ memberRef: string } | null>;
}

/** A partner code has this shape before anyone is asked about it: anything else is refused without a call. */
export const isAmexCodeShape = (code: string) => /^[A-Za-z0-9-]{4,64}$/.test(code);
