import { PAGE_CACHE_TTL_SECONDS } from './page-cache';
import type { PageCaller } from './provider-for-page';
import { providerForPage } from './provider-for-page';
import type { z } from 'zod';

// A few hundred answers at most: a program's regions, each region's facets, collections, banners, guide and first
// pages of restaurants; a restaurant's profile, blocked-date notice and booking restrictions.
const MAX_ANSWERS = 500;
const answers = new Map<string, { answer: unknown; expiresAt: number }>();
// Counts forgetProgramAnswers calls: an answer asked for before one is not kept after it.
let forgotten = 0;

/**
 * A provider GET whose answer is the same for every diner of a program in a locale (it depends on the path and the
 * query alone: regions, facets, a region's collections, banners, guide and restaurant lists, a restaurant's profile,
 * reviews, blocked-date notice and restrictions, the dialling codes, the bank texts — never slots, nor anything of
 * a member's), fetched once per isolate and kept as long as a shared page (PAGE_CACHE_TTL_SECONDS) and under the
 * same config version, so the pages rendered for one diner do not ask for it again each time.
 * A failed call is not kept.
 * Only answers that have arrived are shared. workerd ties a call to the request that made it: another request
 * awaiting it would hang, and be cancelled as hung, if that request ended first (a diner who closed the tab), so
 * requests that miss at the same time each ask.
 */
export function programAnswer<T>(
  page: PageCaller,
  schema: z.ZodType<T>,
  path: string,
  query: Record<string, string | number | undefined> = {},
  now = Date.now(),
): Promise<T> {
  return programAnswerWithHeaders(page, schema, path, query, [], now).then((answer) => answer.data);
}

/**
 * Forgets this isolate's kept answers of a path (any program, locale or query), once a diner changed what it
 * answers (a review written): they see it on their next page. Other isolates' copies live out their time.
 */
export function forgetProgramAnswers(path: string): void {
  forgotten++;
  for (const key of answers.keys()) if (key.includes(`|${path}?`)) answers.delete(key);
}

/** The named headers of an answer, absent ones as null: what a kept answer holds of its headers. */
export function headersNamed(headers: Headers, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, headers.get(name)]));
}

/** programAnswer, with the named response headers kept beside the data (a list's paging travels in headers). */
export function programAnswerWithHeaders<T>(
  page: PageCaller,
  schema: z.ZodType<T>,
  path: string,
  query: Record<string, string | number | undefined>,
  headerNames: readonly string[],
  now = Date.now(),
): Promise<{ data: T; headers: Record<string, string | null> }> {
  const defined = Object.entries(query).filter(([, value]) => value !== undefined);
  // The config version too: ops rotating a program (its regions, say) is seen at once, as by the page cache.
  const key = `${page.program?.configVersion ?? ''}|${page.locale}|${path}?${new URLSearchParams(defined.map(([name, value]) => [name, String(value)])).toString()}|${headerNames.join(',')}`;
  const kept = answers.get(key);
  if (kept && kept.expiresAt > now) return Promise.resolve(kept.answer as { data: T; headers: Record<string, string | null> });
  const askedAfter = forgotten;
  const answer = providerForPage(page)
    .json(schema, path, { query })
    .then((result) => ({ data: result.data, headers: headersNamed(result.headers, headerNames) }));
  answer.then(
    (arrived) => {
      if (forgotten !== askedAfter) return;
      answers.delete(key);
      answers.set(key, { answer: arrived, expiresAt: now + PAGE_CACHE_TTL_SECONDS * 1000 });
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    },
    () => undefined,
  );
  return answer;
}
