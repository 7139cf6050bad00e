import { z } from 'zod';

const keySetSchema = z.object({
  current: z.string().min(1),
  keys: z.record(z.string().min(1), z.string().min(43)),
});

export interface SessionKeys {
  currentKid: string;
  keys: Map<string, Uint8Array>;
}

const parsedByText = new Map<string, SessionKeys>();

/**
 * Reads SESSION_KEYS: {"current":"kid","keys":{"kid":"<base64url ≥ 32 bytes>"}}. Old kids stay in the
 * set while tokens signed with them live out their lifetime, so keys rotate without logging anyone out.
 */
export function readSessionKeys(text: string | undefined): SessionKeys {
  if (!text) throw new Error('SESSION_KEYS is not configured');
  const cached = parsedByText.get(text);
  if (cached) return cached;
  const parsed = keySetSchema.parse(JSON.parse(text));
  const keys = new Map(Object.entries(parsed.keys).map(([kid, secret]) => [kid, base64UrlToBytes(secret)]));
  if (!keys.has(parsed.current)) throw new Error('SESSION_KEYS.current names no key');
  for (const [kid, bytes] of keys) if (bytes.length < 32) throw new Error(`Session key ${kid} is shorter than 32 bytes`);
  const result = { currentKid: parsed.current, keys };
  parsedByText.set(text, result);
  return result;
}

function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
