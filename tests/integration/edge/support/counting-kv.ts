import type { KVNamespace } from '@cloudflare/workers-types/index';

/** Wraps the real KV binding and counts reads and writes (what the cache promises to keep low). */
export function countingKv(kv: KVNamespace) {
  const counts = { reads: 0, writes: 0 };
  const binding = new Proxy(kv, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'get') counts.reads++;
        if (property === 'put') counts.writes++;
        return value.apply(target, args);
      };
    },
  });
  return {
    binding,
    get reads() {
      return counts.reads;
    },
    get writes() {
      return counts.writes;
    },
  };
}
