import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#edge/env.ts';
import { fetchProgramBundle } from '#edge/program-bundle.ts';
import { ProviderError } from '#edge/provider-error.ts';

describe('program bundle from the provider (service binding)', () => {
  it('brings config, images, verify options and SEO info in the diner locale', async () => {
    const lookup = await fetchProgramBundle(env, 'dine-asia', 'ja');
    expect(lookup.kind).toBe('found');
    if (lookup.kind !== 'found') return;
    expect(lookup.bundle.locale).toBe('ja');
    expect(lookup.bundle.config.project).toBe('dine-asia');
    expect(lookup.bundle.images.length).toBeGreaterThan(0);
    expect(lookup.bundle.seo.title.length).toBeGreaterThan(0);
  });

  it('retries with en when the program does not offer the locale (spec §7)', async () => {
    const lookup = await fetchProgramBundle(env, 'members-club', 'th');
    expect(lookup.kind === 'found' && lookup.bundle.locale).toBe('en');
  });

  it('tells unknown and expired programs apart from failures', async () => {
    expect(await fetchProgramBundle(env, 'no-such-program', 'en')).toEqual({ kind: 'invalid', reason: 'not_found' });
    expect(await fetchProgramBundle(env, 'summer-2025', 'en')).toEqual({ kind: 'invalid', reason: 'expired' });
  });

  it('throws a ProviderError when the provider is down, so the gate can serve a stale copy or /expired', async () => {
    const down: AppEnv = { ...env, PROVIDER: { fetch: () => Promise.reject(new Error('connection refused')) } as never };
    await expect(fetchProgramBundle(down, 'dine-asia', 'en')).rejects.toMatchObject({ status: 0, code: 'unreachable' });
  });

  it('times out a provider that does not answer', async () => {
    const hanging = {
      fetch: (_url: string, init: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    };
    const slow: AppEnv = { ...env, PROVIDER_TIMEOUT_MS: '50', PROVIDER: hanging as never };
    const error = await fetchProgramBundle(slow, 'dine-asia', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
  });
});
