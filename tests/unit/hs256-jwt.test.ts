import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from '#domain/base64url.ts';
import { hmacKey, signHs256Jwt } from '#crypto/hs256-jwt.ts';

const secret = crypto.getRandomValues(new Uint8Array(32));

describe('signHs256Jwt', () => {
  it('signs a token jose verifies, with its header and claims (UTF-8 included)', async () => {
    const claims = { jumpUrl: 'https://partner.example/餐厅?q=ไทย', n: 1, iat: 1_790_000_000, exp: 4_000_000_000 };
    const token = await signHs256Jwt({ kid: 'k1', typ: 'program-session+jwt' }, claims, secret);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', kid: 'k1', typ: 'program-session+jwt' });
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], typ: 'program-session+jwt' });
    expect(payload).toEqual(claims);
    // The same key object serves signing and verifying, imported once.
    expect(hmacKey(secret)).toBe(hmacKey(secret));
    await expect(jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] })).resolves.toBeTruthy();
  });

  it('gives a token that fails with another secret or a changed payload', async () => {
    const token = await signHs256Jwt({ kid: 'k1', typ: 't' }, { a: 1 }, secret);
    await expect(jwtVerify(token, crypto.getRandomValues(new Uint8Array(32)))).rejects.toThrow();
    const [head, , signature] = token.split('.');
    const changed = `${head}.${bytesToBase64Url(new TextEncoder().encode('{"a":2}'))}.${signature}`;
    await expect(jwtVerify(changed, secret)).rejects.toThrow();
  });
});

describe('base64url', () => {
  it('round-trips bytes without padding or + and /', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = bytesToBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect([...base64UrlToBytes(text)]).toEqual([...bytes]);
  });
});
