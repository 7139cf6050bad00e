import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSET_LOAD_TIMEOUT_MS } from '#domain/constants.ts';
import { AssetLoadError, withLoadTimeout } from '#lib/asset-load.ts';

afterEach(() => vi.useRealTimers());

describe('withLoadTimeout (spec §8 asset loading failure, §9 120 s)', () => {
  it('is 120 seconds', () => expect(ASSET_LOAD_TIMEOUT_MS).toBe(120_000));

  it('raises a load error when a chunk has not arrived after the timeout, not before', async () => {
    vi.useFakeTimers();
    const hanging = withLoadTimeout(() => new Promise<never>(() => {}));
    const outcome = hanging.then(() => 'loaded', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ASSET_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(AssetLoadError);
  });

  it('turns a failed chunk into a load error at once, and passes a loaded one through', async () => {
    const failed = withLoadTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed).rejects.toBeInstanceOf(AssetLoadError);
    await expect(withLoadTimeout(() => Promise.resolve({ default: 'module' }))).resolves.toEqual({ default: 'module' });
  });
});
