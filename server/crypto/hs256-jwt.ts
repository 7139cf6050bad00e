import { bytesToBase64Url, textToBase64Url } from '#domain/base64url.ts';

/**
 * HS256 JSON Web Tokens (a compact JWS: base64url header . payload . HMAC-SHA-256 of both), signed here with one
 * imported key per secret; jose verifies them. Signing is plain enough to write, and jose's builder cost a page
 * a tenth of a millisecond per token (every provider call and every new diner's session signs one).
 */
export const HS256 = 'HS256';

const cryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/** The secret as an HMAC-SHA-256 key, imported once per isolate (sign and verify). */
export function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = cryptoKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(secret, key);
  }
  return key;
}

const encoder = new TextEncoder();

/** A token of these claims under header {alg: HS256, kid, typ}, signed with the kid's secret. */
export async function signHs256Jwt(header: { kid: string; typ: string }, claims: Record<string, unknown>, secret: Uint8Array): Promise<string> {
  const signed = `${textToBase64Url(JSON.stringify({ alg: HS256, kid: header.kid, typ: header.typ }))}.${textToBase64Url(JSON.stringify(claims))}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(signed));
  return `${signed}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

/** Seconds since the epoch, as iat and exp count them. */
export const epochSeconds = (now = Date.now()): number => Math.floor(now / 1000);
