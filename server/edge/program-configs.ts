import { createProgramConfigCache, type ProgramConfigCache } from './config-cache';
import type { AppEnv } from './env';
import { fetchProgramBundle } from './program-bundle';
import { sharedCallPatienceMs } from './provider-client';

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
      patienceMs: sharedCallPatienceMs(env),
    });
  }
  return cache;
}
