import { z } from 'zod';
import { base64UrlToBytes } from '#domain/base64url.ts';

const keySetSchema = z.object({
  current: z.string().min(1),
  keys: z.record(z.string().min(1), z.string().min(43)),
});

/** A set of HMAC keys by `kid`, one of them current (it signs; every kid in the set still verifies). */
export interface KeyRing {
  currentKid: string;
  keys: Map<string, Uint8Array>;
}

const parsedByText = new Map<string, KeyRing>();

/**
 * Reads a key set secret such as SESSION_KEYS or SERVICE_KEYS: {"current":"kid","keys":{"kid":"<base64url ≥ 32 bytes>"}}.
 * Old kids stay in the set while what they signed lives out its lifetime, so keys rotate without a cut.
 * A missing or malformed set throws: nothing is signed or trusted without one.
 */
export function readKeyRing(text: string | undefined, name: string): KeyRing {
  if (!text) throw new Error(`${name} is not configured`);
  const cached = parsedByText.get(text);
  if (cached) return cached;
  const parsed = keySetSchema.parse(JSON.parse(text));
  const keys = new Map(Object.entries(parsed.keys).map(([kid, secret]) => [kid, base64UrlToBytes(secret)]));
  if (!keys.has(parsed.current)) throw new Error(`${name}.current names no key`);
  for (const [kid, bytes] of keys) if (bytes.length < 32) throw new Error(`${name} key ${kid} is shorter than 32 bytes`);
  const ring = { currentKid: parsed.current, keys };
  parsedByText.set(text, ring);
  return ring;
}
