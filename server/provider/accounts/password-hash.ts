/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto at the most iterations Cloudflare Workers allow,
 * with a random 16-byte salt per password. Production Workers refuse more than 100,000 iterations
 * (workerd's DEFAULT_MAX_PBKDF2_ITERATIONS, cloudflare/workerd#1346); local workerd has dropped that
 * default cap, so a higher count would pass the tests and fail in production. Argon2id in WebAssembly would be
 * memory-hard, but needs a dependency and tens of MB per hash in a 128 MB isolate; PBKDF2 is built in.
 */
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Hashes a new password with a fresh salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return { hash: toBase64(hash), salt: toBase64(salt), iterations: PASSWORD_ITERATIONS };
}

/** Whether the password matches the stored hash; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  // A stored count above the cap would throw in production; below the floor it is not a hash we made.
  if (stored.iterations > PASSWORD_ITERATIONS || stored.iterations < 10_000) return false;
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  return constantTimeEqual(actual, fromBase64(stored.hash));
}

/** Byte equality without an early exit. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
