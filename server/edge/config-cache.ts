import type { KVNamespace } from '@cloudflare/workers-types/index';
import type { Locale } from '#domain/locales.ts';
import { LOCALES } from '#domain/locales.ts';
import type { ProgramLookup } from './program-bundle';
import { sharedWork } from './shared-work';

// Bump when the cached shape changes: old entries are then simply never read again.
const KEY_VERSION = 'v2';
const NEGATIVE_TTL_SECONDS = 60;
// KV keeps entries well past their freshness so a stale copy is there when the provider is down.
const KV_RETENTION_SECONDS = 7 * 24 * 3600;

interface StoredLookup {
  storedAt: number;
  lookup: ProgramLookup;
  /** Names this content of the config: kept by refreshes that fetch the same again, new when it changes or after a purge. */
  version: string;
}

interface MemoryEntry {
  stored: StoredLookup;
  checkedAt: number;
}

export interface ProgramConfigCacheOptions {
  kv: KVNamespace;
  fetchLookup: (program: string, locale: Locale) => Promise<ProgramLookup>;
  ttlSeconds: number;
  /** How long a request waits on a KV read or fetch another request started before doing it itself (shared-work.ts). */
  patienceMs: number;
  now?: () => number;
}

/**
 * A lookup with the version of the copy it came from; the page cache and the program answers key by it (page-cache.ts,
 * program-answers.ts). A refresh that fetches the same config keeps the version, so the pages cached under it stay
 * reachable and every isolate that reads the copy from KV shares them. A changed config, or the first fetch after an
 * ops rotation dropped the copies (purge), gets a new one: when it was fetched.
 */
export type VersionedLookup = ProgramLookup & { version: string };

const versioned = (stored: StoredLookup): VersionedLookup => ({ ...stored.lookup, version: stored.version });
const sameLookup = (a: ProgramLookup, b: ProgramLookup): boolean => JSON.stringify(a) === JSON.stringify(b);

export function programConfigKey(program: string, locale: string): string {
  return `program-config:${KEY_VERSION}:${program}:${locale}`;
}

/**
 * Program configs per program and locale: an isolate memory layer in front of KV in front of the
 * provider. Within the TTL an isolate reads KV at most once per key; past it, the stale copy is
 * served while one background refresh runs; when the provider fails, the last good copy stays. Requests that ask
 * while a KV read or fetch runs share it, waiting no longer than `patienceMs` (shared-work.ts).
 */
export function createProgramConfigCache(options: ProgramConfigCacheOptions) {
  const { kv, fetchLookup, ttlSeconds } = options;
  const now = options.now ?? Date.now;
  const memory = new Map<string, MemoryEntry>();
  const refreshing = sharedWork<StoredLookup>(options.patienceMs, now);
  const loadingFromKv = sharedWork<StoredLookup | undefined>(options.patienceMs, now);

  const ttlOf = (stored: StoredLookup) => 1000 * (stored.lookup.kind === 'found' ? ttlSeconds : Math.min(ttlSeconds, NEGATIVE_TTL_SECONDS));
  const isFresh = (stored: StoredLookup) => now() - stored.storedAt < ttlOf(stored);

  /** A new copy from the provider; it keeps the version of `kept` (the copy in KV, if any) when its content is the same. */
  function refresh(program: string, locale: Locale, kept: StoredLookup | undefined): Promise<StoredLookup> {
    const key = programConfigKey(program, locale);
    return refreshing(key, async () => {
      const lookup = await fetchLookup(program, locale);
      const storedAt = now();
      const version = kept && sameLookup(kept.lookup, lookup) ? kept.version : storedAt.toString(36);
      const stored: StoredLookup = { storedAt, lookup, version };
      memory.set(key, { stored, checkedAt: now() });
      await kv.put(key, JSON.stringify(stored), { expirationTtl: KV_RETENTION_SECONDS });
      return stored;
    });
  }

  async function get(program: string, locale: Locale, waitUntil: (task: Promise<unknown>) => void): Promise<VersionedLookup> {
    const key = programConfigKey(program, locale);
    const remembered = memory.get(key);
    if (remembered && now() - remembered.checkedAt < ttlOf(remembered.stored)) return versioned(remembered.stored);
    // After a purge KV has no copy, so the refresh makes a new version even where this isolate still remembers one.
    const inKv = await loadingFromKv(key, () => readKv(key));
    const best = newest(inKv, memory.get(key)?.stored);
    if (!best) return versioned(await refresh(program, locale, undefined));
    memory.set(key, { stored: best, checkedAt: now() });
    // A stale copy is served now; one refresh runs behind it and the copy stays if that fails.
    if (!isFresh(best)) waitUntil(refresh(program, locale, inKv).catch(() => undefined));
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
