import { SignJWT } from 'jose';
import { CARD_LINK_ALGORITHM } from '#provider/access/vouched-card-link.ts';
import { randomToken } from '#domain/random-token.ts';

/**
 * The sandbox card issuer's link key pair, made once per isolate and never stored: its links live minutes, and a
 * link made before a restart simply stops being vouched for. Only the sandbox page signs with it.
 */
let keyPair: Promise<CryptoKeyPair> | null = null;
export function sandboxCardLinkKeys(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;
  return keyPair;
}

/** A `cbin` as the sandbox issuer's link carries it: the BIN, signed for one program, for `lifetimeSeconds`, once. */
export async function signSandboxCardLink(program: string, bin: string, lifetimeSeconds: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ bin })
    .setProtectedHeader({ alg: CARD_LINK_ALGORITHM })
    .setAudience(program)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .setJti(randomToken())
    .sign((await sandboxCardLinkKeys()).privateKey);
}
