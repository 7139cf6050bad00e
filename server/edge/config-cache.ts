import type { KVNamespace } from '@cloudflare/workers-types/index';
import type { Locale } from '../../src/domain/locales';
import { LOCALES } from '../../src/domain/locales';
import type { ProgramLookup } from './program-bundle';

// Bump when the cached shape changes: old entries are then simply never read again.
const KEY_VERSION = 'v1';
const NEGATIVE_TTL_SECONDS = 60;
// KV keeps entries well past their freshness so a stale copy is there when the provider is down.
const KV_RETENTION_SECONDS = 7 * 24 * 3600;

interface StoredLookup {
  storedAt: number;
  lookup: ProgramLookup;
}

interface MemoryEntry {
  stored: StoredLookup;
  checkedAt: number;
}

export interface ProgramConfigCacheOptions {
  kv: KVNamespace;
  fetchLookup: (program: string, locale: Locale) => Promise<ProgramLookup>;
  ttlSeconds: number;
  now?: () => number;
}

/**
 * A lookup with the version of the copy it came from: when it was fetched from the provider. An ops rotation drops
 * the copies, so the next fetch has a new version; the page cache keys pages by it (page-cache.ts).
 */
export type VersionedLookup = ProgramLookup & { version: string };

const versioned = (stored: StoredLookup): VersionedLookup => ({ ...stored.lookup, version: stored.storedAt.toString(36) });

export function programConfigKey(program: string, locale: string): string {
  return `program-config:${KEY_VERSION}:${program}:${locale}`;
}

/**
 * Program configs per program and locale: an isolate memory layer in front of KV in front of the
 * provider. Within the TTL an isolate reads KV at most once per key; past it, the stale copy is
 * served while one background refresh runs; when the provider fails, the last good copy stays.
 */
export function createProgramConfigCache(options: ProgramConfigCacheOptions) {
  const { kv, fetchLookup, ttlSeconds } = options;
  const now = options.now ?? Date.now;
  const memory = new Map<string, MemoryEntry>();
  const refreshing = new Map<string, Promise<StoredLookup>>();
  const loadingFromKv = new Map<string, Promise<StoredLookup | undefined>>();

  const ttlOf = (stored: StoredLookup) => 1000 * (stored.lookup.kind === 'found' ? ttlSeconds : Math.min(ttlSeconds, NEGATIVE_TTL_SECONDS));
  const isFresh = (stored: StoredLookup) => now() - stored.storedAt < ttlOf(stored);

  function refresh(program: string, locale: Locale): Promise<StoredLookup> {
    const key = programConfigKey(program, locale);
    const running = refreshing.get(key);
    if (running) return running;
    const task = (async () => {
      const stored: StoredLookup = { storedAt: now(), lookup: await fetchLookup(program, locale) };
      memory.set(key, { stored, checkedAt: now() });
      await kv.put(key, JSON.stringify(stored), { expirationTtl: KV_RETENTION_SECONDS });
      return stored;
    })().finally(() => refreshing.delete(key));
    refreshing.set(key, task);
    return task;
  }

  async function get(program: string, locale: Locale, waitUntil: (task: Promise<unknown>) => void): Promise<VersionedLookup> {
    const key = programConfigKey(program, locale);
    const remembered = memory.get(key);
    if (remembered && now() - remembered.checkedAt < ttlOf(remembered.stored)) return versioned(remembered.stored);
    let loading = loadingFromKv.get(key);
    if (!loading) {
      loading = readKv(key).finally(() => loadingFromKv.delete(key));
      loadingFromKv.set(key, loading);
    }
    const best = newest(await loading, memory.get(key)?.stored);
    if (!best) return versioned(await refresh(program, locale));
    memory.set(key, { stored: best, checkedAt: now() });
    // A stale copy is served now; one refresh runs behind it and the copy stays if that fails.
    if (!isFresh(best)) waitUntil(refresh(program, locale).catch(() => undefined));
    return versioned(best);
  }

  async function readKv(key: string): Promise<StoredLookup | undefined> {
    const value = await kv.get(key, 'json').catch(() => null);
    return (value as StoredLookup | null) ?? undefined;
  }

  /** Drops a program's entries in every locale (ops rotation); other isolates follow within the TTL. */
  async function purge(program: string): Promise<void> {
    await Promise.all(
      LOCALES.map((locale) => {
        const key = programConfigKey(program, locale);
        memory.delete(key);
        return kv.delete(key);
      }),
    );
  }

  return { get, purge };
}

function newest(a: StoredLookup | undefined, b: StoredLookup | undefined): StoredLookup | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.storedAt >= b.storedAt ? a : b;
}

export type ProgramConfigCache = ReturnType<typeof createProgramConfigCache>;
