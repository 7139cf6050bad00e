import { describe, expect, it } from 'vitest';
import { accessCodeHash } from '#provider/access/access-codes.ts';
import { DEMO_ACCESS_CODES } from '#provider/seed/access.ts';

describe('demo access codes', () => {
  it('are stored as the digest the provider compares with', async () => {
    for (const { program_slug, code, code_hash } of DEMO_ACCESS_CODES) expect(await accessCodeHash(program_slug, code)).toBe(code_hash);
  });
});
