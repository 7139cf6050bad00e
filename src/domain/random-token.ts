/** Random bytes as base64url: unguessable tokens, states and codes (32 bytes: 43 characters). */
export function randomToken(bytes = 32): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
