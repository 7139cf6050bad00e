import { bytesToBase64Url } from './base64url';

/** Random bytes as base64url: unguessable tokens, states and codes (32 bytes: 43 characters). */
export function randomToken(bytes = 32): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return bytesToBase64Url(random);
}
