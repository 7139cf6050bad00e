// Work that requests of one isolate share while it runs (a program's config read from KV or fetched from the provider,
// a shared page being rendered). workerd ties I/O to the request that started it. Another request may await it while
// that request lives, but if that request ends first (its diner closed the tab), the waiting request's continuation is
// dropped and workerd cancels it as hung. So a request waits on another's work with patience: past it, it does the work
// itself.

/** Work running under keys, which other callers may join for at most `patienceMs` from its start. */
export function workInFlight<T>(patienceMs: number, now: () => number = Date.now) {
  const running = new Map<string, { work: Promise<T>; startedAt: number }>();
  return {
    /**
     * The work running under `key`, if it started less than the patience ago: settles as it does, or as `impatient()`
     * does once the patience is up. Undefined when there is none to join.
     */
    join(key: string, impatient: () => Promise<T>): Promise<T> | undefined {
      const started = running.get(key);
      if (!started) return undefined;
      const waited = now() - started.startedAt;
      return waited < patienceMs ? settledWithin(started.work, patienceMs - waited, impatient) : undefined;
    },
    /** Lets others join `work` under `key` until it settles. */
    track(key: string, work: Promise<T>): Promise<T> {
      const entry = { work, startedAt: now() };
      running.set(key, entry);
      const done = () => {
        if (running.get(key) === entry) running.delete(key);
      };
      work.then(done, done);
      return work;
    },
  };
}

/**
 * Runs `work` once per key for the callers that ask while it runs. A caller that joins work another started waits at
 * most until `patienceMs` after its start, then does the work itself; work older than that is not joined.
 */
export function sharedWork<T>(patienceMs: number, now: () => number = Date.now) {
  const inFlight = workInFlight<T>(patienceMs, now);
  return (key: string, work: () => Promise<T>): Promise<T> => inFlight.join(key, work) ?? inFlight.track(key, work());
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
