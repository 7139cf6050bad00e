import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProgramConfigCache, programConfigKey } from '#edge/config-cache.ts';
import type { ProgramLookup } from '#edge/program-bundle.ts';
import { countingKv } from './support/counting-kv';

const TTL = 300;
const found = (title: string): ProgramLookup => ({ kind: 'found', bundle: { locale: 'en', config: { title } } as never });
const titleOf = (lookup: ProgramLookup) => (lookup.kind === 'found' ? lookup.bundle.config.title : lookup.reason);
const inline = (task: Promise<unknown>) => void task;

describe('program config cache (real KV)', () => {
  let clock = 0;
  let fetches: string[] = [];
  let answer: () => Promise<ProgramLookup>;
  const setup = (kv = countingKv(env.CONFIG_CACHE)) => ({
    kv,
    cache: createProgramConfigCache({
      kv: kv.binding,
      ttlSeconds: TTL,
      now: () => clock,
      patienceMs: 4000,
      fetchLookup: (program, locale) => {
        fetches.push(`${program}:${locale}`);
        return answer();
      },
    }),
  });

  beforeEach(async () => {
    clock = 1_000_000;
    fetches = [];
    answer = async () => found('v1');
    await env.CONFIG_CACHE.delete(programConfigKey('p', 'en'));
  });

  it('fetches on a cold miss, then serves from isolate memory with no KV read', async () => {
    const { cache, kv } = setup();
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('v1');
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('v1');
    expect(fetches).toEqual(['p:en']);
    expect(kv.reads).toBe(1);
    expect(await env.CONFIG_CACHE.get(programConfigKey('p', 'en'))).toContain('v1');
  });

  it('a new isolate reads KV once and does not call the provider', async () => {
    await setup().cache.get('p', 'en', inline);
    const other = setup();
    for (let i = 0; i < 50; i++) await other.cache.get('p', 'en', inline);
    expect(fetches).toHaveLength(1);
    expect(other.kv.reads).toBe(1);
  });

  it('concurrent cold requests share one KV read and one provider call', async () => {
    const { cache, kv } = setup();
    await Promise.all(Array.from({ length: 20 }, () => cache.get('p', 'en', inline)));
    expect(fetches).toHaveLength(1);
    expect(kv.reads).toBe(1);
  });

  it('past the TTL serves the stale copy at once and refreshes behind it', async () => {
    const { cache } = setup();
    await cache.get('p', 'en', inline);
    clock += (TTL + 1) * 1000;
    answer = async () => found('v2');
    const background: Promise<unknown>[] = [];
    expect(titleOf(await cache.get('p', 'en', (task) => background.push(task)))).toBe('v1');
    await Promise.all(background);
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('v2');
    expect(fetches).toHaveLength(2);
  });

  describe('the version pages are cached under', () => {
    const refreshedAfterTtl = async (cache: ReturnType<typeof setup>['cache']) => {
      clock += (TTL + 1) * 1000;
      const background: Promise<unknown>[] = [];
      await cache.get('p', 'en', (task) => background.push(task));
      await Promise.all(background);
      return cache.get('p', 'en', inline);
    };

    it('stays when a refresh fetches the same config, in this isolate and in one that reads the copy from KV', async () => {
      const { cache } = setup();
      const first = await cache.get('p', 'en', inline);
      const refreshed = await refreshedAfterTtl(cache);
      expect(fetches).toHaveLength(2);
      expect(refreshed.version).toBe(first.version);
      expect((await setup().cache.get('p', 'en', inline)).version).toBe(first.version);
    });

    it('changes when a refresh fetches a changed config', async () => {
      const { cache } = setup();
      const first = await cache.get('p', 'en', inline);
      answer = async () => found('v2');
      const refreshed = await refreshedAfterTtl(cache);
      expect(titleOf(refreshed)).toBe('v2');
      expect(refreshed.version).not.toBe(first.version);
    });

    it('changes after a purge, though the config is the same', async () => {
      const { cache } = setup();
      const first = await cache.get('p', 'en', inline);
      clock += 1;
      await cache.purge('p');
      expect((await cache.get('p', 'en', inline)).version).not.toBe(first.version);
    });

    it('changes after a purge in another isolate, once this one refreshes its remembered copy', async () => {
      const { cache } = setup();
      const first = await cache.get('p', 'en', inline);
      await setup().cache.purge('p');
      const refreshed = await refreshedAfterTtl(cache);
      expect(titleOf(refreshed)).toBe('v1');
      expect(refreshed.version).not.toBe(first.version);
    });
  });

  it('keeps serving the last good copy when the provider fails', async () => {
    const { cache } = setup();
    await cache.get('p', 'en', inline);
    clock += (TTL + 1) * 1000;
    answer = async () => {
      throw new Error('provider down');
    };
    const background: Promise<unknown>[] = [];
    expect(titleOf(await cache.get('p', 'en', (task) => background.push(task)))).toBe('v1');
    await Promise.all(background);
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('v1');
  });

  it('fails when the provider fails and there is no copy at all', async () => {
    answer = async () => {
      throw new Error('provider down');
    };
    await expect(setup().cache.get('p', 'en', inline)).rejects.toThrow('provider down');
  });

  it('caches unknown programs briefly (60 s), so bad links do not reach the provider each time', async () => {
    answer = async () => ({ kind: 'invalid', reason: 'not_found' });
    const { cache } = setup();
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('not_found');
    clock += 59_000;
    await cache.get('p', 'en', inline);
    expect(fetches).toHaveLength(1);
    clock += 2_000;
    const background: Promise<unknown>[] = [];
    await cache.get('p', 'en', (task) => background.push(task));
    await Promise.all(background);
    expect(fetches).toHaveLength(2);
  });

  it('purge drops every locale of a program, so the next request fetches again', async () => {
    const { cache } = setup();
    await cache.get('p', 'en', inline);
    answer = async () => found('v2');
    await cache.purge('p');
    expect(await env.CONFIG_CACHE.get(programConfigKey('p', 'en'))).toBeNull();
    expect(titleOf(await cache.get('p', 'en', inline))).toBe('v2');
  });

  it('keeps locales apart', async () => {
    const { cache } = setup();
    await cache.get('p', 'en', inline);
    await cache.get('p', 'ja', inline);
    expect(fetches).toEqual(['p:en', 'p:ja']);
    await env.CONFIG_CACHE.delete(programConfigKey('p', 'ja'));
  });
});
