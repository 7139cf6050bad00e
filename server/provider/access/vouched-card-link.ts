import { errors as joseErrors, jwtVerify } from 'jose';

/** The longest a card issuer's link may vouch for a BIN: a link is followed at once, never kept. */
export const CARD_LINK_MAX_SECONDS = 600;
/** The signature the card issuer's links carry (ECDSA P-256 with SHA-256): the provider holds only the public key. */
export const CARD_LINK_ALGORITHM = 'ES256';

/** What a card issuer's link vouches for: the card's BIN, for one program, once (its id), until a time. */
export interface VouchedBin {
  bin: string;
  linkId: string;
  expiresAt: Date;
}

/**
 * The BIN a card issuer's link (its `cbin`: a compact JWS) vouches for, or null when the link is not the issuer's,
 * is for another program, has expired, lives longer than CARD_LINK_MAX_SECONDS, or names no BIN or id. Single use
 * is the caller's to enforce, with the id.
 */
export async function readVouchedBin(link: string, issuerKey: CryptoKey, program: string, now: Date): Promise<VouchedBin | null> {
  try {
    const { payload } = await jwtVerify(link, issuerKey, {
      algorithms: [CARD_LINK_ALGORITHM],
      audience: program,
      currentDate: now,
      maxTokenAge: CARD_LINK_MAX_SECONDS,
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    const bin = payload['bin'];
    if (typeof bin !== 'string' || !/^\d{6,8}$/.test(bin) || !/^[A-Za-z0-9_-]{16,128}$/.test(payload.jti!)) return null;
    if (payload.exp! - payload.iat! > CARD_LINK_MAX_SECONDS) return null;
    return { bin, linkId: payload.jti!, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
