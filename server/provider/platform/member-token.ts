import { SESSION_DAYS } from '#domain/constants.ts';
import { randomToken } from '#domain/random-token.ts';

// Member tokens and access grants: 32 random bytes, base64url (43 characters). Only their SHA-256 is stored.
export { randomToken };

/** A new member token and when it ends. */
export function newMemberToken(now: Date): { token: string; expiresAt: string } {
  return { token: randomToken(), expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString() };
}

/** Hex SHA-256 of a text (member tokens, verification codes with their salt). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A member token (or access grant) has the shape randomToken makes; anything else is refused before a lookup. */
export const isMemberTokenShape = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
