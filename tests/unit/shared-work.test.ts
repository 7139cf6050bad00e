import { describe, expect, it } from 'vitest';
import { sharedWork, workInFlight } from '#edge/shared-work.ts';

/** Work that settles when the test says so, counting how often it was started. */
function controlledWork() {
  const started: ((value: string) => void)[] = [];
  const work = () => new Promise<string>((resolve) => started.push(resolve));
  return { work, started };
}

describe('sharedWork: work requests share while it runs, never waiting past the patience', () => {
  it('runs the work once for the callers that ask while it runs, and again once it is done', async () => {
    const run = sharedWork<string>(1000);
    const { work, started } = controlledWork();
    const asking = [run('k', work), run('k', work), run('k', work)];
    expect(started).toHaveLength(1);
    started[0]!('config');
    expect(await Promise.all(asking)).toEqual(['config', 'config', 'config']);
    const again = run('k', work);
    expect(started).toHaveLength(2);
    started[1]!('newer');
    expect(await again).toBe('newer');
  });

  it('keys apart run apart', () => {
    const run = sharedWork<string>(1000);
    const { work, started } = controlledWork();
    void run('a', work);
    void run('b', work);
    expect(started).toHaveLength(2);
  });

  it('does the work itself when the work it joined does not settle within the patience (its request ended)', async () => {
    const run = sharedWork<string>(30);
    const abandoned = () => new Promise<string>(() => undefined);
    void run('k', abandoned);
    const started = Date.now();
    expect(await run('k', async () => 'own')).toBe('own');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('does not join work that started longer ago than the patience', async () => {
    let clock = 0;
    const run = sharedWork<string>(1000, () => clock);
    void run('k', () => new Promise<string>(() => undefined));
    clock = 1000;
    const { work, started } = controlledWork();
    const own = run('k', work);
    expect(started).toHaveLength(1);
    started[0]!('own');
    expect(await own).toBe('own');
  });

  it('passes on a failure of the shared work to those who joined it', async () => {
    const run = sharedWork<string>(1000);
    let fail!: (error: Error) => void;
    const first = run('k', () => new Promise<string>((_, reject) => (fail = reject)));
    const joined = run('k', async () => 'never');
    fail(new Error('provider down'));
    await expect(first).rejects.toThrow('provider down');
    await expect(joined).rejects.toThrow('provider down');
  });
});

describe('workInFlight: work one caller does for itself that others may take the result of (a page being rendered)', () => {
  it('has nothing to join until work is tracked, and nothing once it has settled', async () => {
    const inFlight = workInFlight<string | undefined>(1000);
    expect(inFlight.join('page', async () => undefined)).toBeUndefined();
    let stored!: (page: string | undefined) => void;
    const rendering = inFlight.track('page', new Promise((resolve) => (stored = resolve)));
    const joined = inFlight.join('page', async () => undefined);
    stored('<html>');
    expect(await joined).toBe('<html>');
    await rendering;
    expect(inFlight.join('page', async () => undefined)).toBeUndefined();
  });

  it('gives the impatient answer to a caller whose patience runs out first', async () => {
    const inFlight = workInFlight<string | undefined>(20);
    inFlight.track('page', new Promise(() => undefined));
    expect(await inFlight.join('page', async () => 'render it here')).toBe('render it here');
  });
});
