import type { z } from 'zod';
import { programAnswer } from './program-answers';
import type { ProviderRequest } from './provider-client';
import { providerForPage, type PageCaller } from './provider-for-page';
import { ProviderError } from './provider-error';

export type ResourceLoad<T> = { kind: 'found'; data: T } | { kind: 'not_found' } | { kind: 'unavailable' };

const RECORD_ID = /^[1-9][0-9]{0,8}$/;

/**
 * One record a page shows by id: found, not found (a bad or unknown id, which the page says plainly)
 * or unavailable (the provider failed; logged, and the page asks the diner to try again). A record the same for every
 * diner of the program (`sameForEveryDiner`: its answer depends on the path and query alone) is a program answer,
 * asked once per isolate for as long as a shared page lives.
 */
export async function loadResource<T>(
  page: PageCaller,
  id: string | null,
  schema: z.ZodType<T>,
  path: (id: string) => string,
  request: ProviderRequest & { sameForEveryDiner?: boolean } = {},
): Promise<ResourceLoad<T>> {
  if (!id || !RECORD_ID.test(id)) return { kind: 'not_found' };
  try {
    const data = request.sameForEveryDiner
      ? await programAnswer(page, schema, path(id), request.query)
      : (await providerForPage(page).json(schema, path(id), request)).data;
    return { kind: 'found', data };
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return { kind: 'not_found' };
    console.error('resource unavailable', path(id), error);
    return { kind: 'unavailable' };
  }
}
