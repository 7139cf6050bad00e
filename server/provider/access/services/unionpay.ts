/** The UnionPay user a partner login token stands for: the mobile it was registered with. */
export interface UnionPayUser {
  mobile: string;
  country_code: string;
}

/** UnionPay's user info for the `token` a UnionPay mini-program hands over (spec §7 union-pay user info). */
export interface UnionPay {
  /** The user, or null when UnionPay does not accept the token (unknown, expired). Throws AccessServiceFailed when it cannot answer. */
  userInfo(token: string): Promise<UnionPayUser | null>;
}

/** A token has this shape before anyone is asked about it: anything else is refused without a call. */
export const isUnionPayTokenShape = (token: string) => /^[A-Za-z0-9._~+/=-]{8,512}$/.test(token);
