import { createProgramConfigCache, type ProgramConfigCache } from './config-cache';
import type { AppEnv } from './env';
import { fetchProgramBundle } from './program-bundle';
import { providerTimeoutMs } from './provider-client';

let cache: ProgramConfigCache | undefined;
let cacheEnv: AppEnv | undefined;

/** The isolate's program-config cache (one per isolate, so its memory layer is shared by requests). */
export function programConfigs(env: AppEnv): ProgramConfigCache {
  if (!cache || cacheEnv !== env) {
    cacheEnv = env;
    cache = createProgramConfigCache({
      kv: env.CONFIG_CACHE,
      fetchLookup: (program, locale) => fetchProgramBundle(env, program, locale),
      ttlSeconds: Number(env.CONFIG_TTL_SECONDS ?? 300) || 300,
      // Longer than a fetch may take: a request only does the work itself when the one it waits on was abandoned.
      patienceMs: providerTimeoutMs(env) + 1000,
    });
  }
  return cache;
}
