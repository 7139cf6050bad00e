import { ASSET_LOAD_TIMEOUT_MS } from '#domain/constants.ts';

/** A script or style chunk that failed to load, or did not load in time (spec §8 asset loading failure). */
export class AssetLoadError extends Error {
  override name = 'AssetLoadError';
}

/** Loads a chunk, failing with AssetLoadError when it fails or has not arrived within the timeout (spec §9). */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = ASSET_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AssetLoadError(`not loaded after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new AssetLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}
