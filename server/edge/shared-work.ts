// Work that requests of one isolate share while it runs (a program's config read from KV or fetched from the provider).
// workerd ties I/O to the request that started it. Another request may await it while that request lives, but if that
// request ends first (its diner closed the tab), the waiting request's continuation is dropped and workerd cancels it
// as hung. So a request waits on another's work with patience: past it, it does the work itself.

/**
 * Runs `work` once per key for the callers that ask while it runs. A caller that joins work another started waits at
 * most until `patienceMs` after its start, then does the work itself; work older than that is not joined.
 */
export function sharedWork<T>(patienceMs: number, now: () => number = Date.now) {
  const running = new Map<string, { work: Promise<T>; startedAt: number }>();
  return function run(key: string, work: () => Promise<T>): Promise<T> {
    const started = running.get(key);
    const waited = started ? now() - started.startedAt : Infinity;
    if (started && waited < patienceMs) return settledWithin(started.work, patienceMs - waited, work);
    const entry = { work: work(), startedAt: now() };
    running.set(key, entry);
    const done = () => {
      if (running.get(key) === entry) running.delete(key);
    };
    entry.work.then(done, done);
    return entry.work;
  };
}

function settledWithin<T>(shared: Promise<T>, ms: number, own: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => own().then(resolve, reject), ms);
    shared.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
