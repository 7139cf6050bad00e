/**
 * What `memo` holds under `key`, made by `create` and kept the first time it is asked for: work done once per isolate
 * (or page) instead of once per request. With a `limit`, a full memo starts again rather than grow without end.
 */
export function remembered<T>(memo: Map<string, T>, key: string, create: () => T, limit = Infinity): T {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= limit) memo.clear();
    value = create();
    memo.set(key, value);
  }
  return value;
}
