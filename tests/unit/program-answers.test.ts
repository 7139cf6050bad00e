import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_CACHE_TTL_SECONDS } from '#edge/page-cache.ts';
import { forgetProgramAnswers, programAnswer, programAnswerWithHeaders } from '#edge/program-answers.ts';
import { loadRestaurants } from '#features/discovery/load-home.ts';
import type { PageContext } from '#edge/request-context.ts';
import type { PageCaller } from '#edge/provider-for-page.ts';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const restaurant = z.object({ id: z.number(), name: z.string() });

/** A page of `program` in `locale` whose PROVIDER binding counts the calls and answers with `status`. */
function pageAsking(calls: string[], options: { locale?: string; configVersion?: string; status?: number; body?: unknown; arrives?: Promise<void> } = {}): PageCaller {
  const PROVIDER = {
    fetch: async (url: string) => {
      calls.push(url);
      await options.arrives;
      return new Response(JSON.stringify(options.status ? { error: 'not_found' } : (options.body ?? { id: 7, name: 'Pandan Leaf' })), {
        status: options.status ?? 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1', 'X-Total-Pages': '1', 'X-Current-Page': '1' },
      });
    },
  };
  return {
    env: { PROVIDER, SERVICE_KEYS: TEST_SERVICE_KEYS },
    locale: options.locale ?? 'en',
    caller: { clientIp: null, siteOrigin: null },
    memberToken: undefined,
    program: { slug: 'dine-asia', configVersion: options.configVersion ?? 'v1', session: {} },
  } as unknown as PageCaller;
}

describe('programAnswer: a provider answer the same for every diner, once per isolate', () => {
  // Each case asks for a path of its own: the answers are the isolate's, shared across cases.
  it('asks the provider once for the same program, locale, path and query, whoever asks', async () => {
    const calls: string[] = [];
    const first = await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/7', { program: 'dine-asia' });
    const second = await programAnswer({ ...pageAsking(calls), memberToken: 'member-b' }, restaurant, '/public/restaurants/7', { program: 'dine-asia' });
    expect(first).toEqual({ id: 7, name: 'Pandan Leaf' });
    expect(second).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  it('asks again in another locale, under a rotated config, and once a shared page would have expired', async () => {
    const calls: string[] = [];
    const now = Date.now();
    await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/8', { program: 'dine-asia' }, now);
    await programAnswer(pageAsking(calls, { locale: 'ja' }), restaurant, '/public/restaurants/8', { program: 'dine-asia' }, now);
    await programAnswer(pageAsking(calls, { configVersion: 'v2' }), restaurant, '/public/restaurants/8', { program: 'dine-asia' }, now);
    await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/8', { program: 'dine-asia' }, now + (PAGE_CACHE_TTL_SECONDS - 1) * 1000);
    expect(calls).toHaveLength(3);
    await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/8', { program: 'dine-asia' }, now + (PAGE_CACHE_TTL_SECONDS + 1) * 1000);
    expect(calls).toHaveLength(4);
  });

  it('shares only an answer that arrived: diners who ask while it is on its way each ask', async () => {
    // workerd ties a call to the request that made it; another request awaiting it would hang if that one ended first.
    const calls: string[] = [];
    let arrive!: () => void;
    const arrives = new Promise<void>((resolve) => (arrive = resolve));
    const asking = [1, 2].map(() => programAnswer(pageAsking(calls, { arrives }), restaurant, '/public/restaurants/11', { program: 'dine-asia' }));
    arrive();
    expect(await Promise.all(asking)).toEqual([{ id: 7, name: 'Pandan Leaf' }, { id: 7, name: 'Pandan Leaf' }]);
    expect(await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/11', { program: 'dine-asia' })).toEqual({ id: 7, name: 'Pandan Leaf' });
    expect(calls).toHaveLength(2);
  });

  it('keeps no failed answer: the next diner asks again', async () => {
    const calls: string[] = [];
    await expect(programAnswer(pageAsking(calls, { status: 404 }), restaurant, '/public/restaurants/9', { program: 'dine-asia' })).rejects.toThrow();
    await expect(programAnswer(pageAsking(calls), restaurant, '/public/restaurants/9', { program: 'dine-asia' })).resolves.toEqual({ id: 7, name: 'Pandan Leaf' });
    expect(calls).toHaveLength(2);
  });
});

describe('programAnswerWithHeaders and the restaurant lists it keeps', () => {
  it('keeps the named headers beside the data, asked once', async () => {
    const calls: string[] = [];
    const ask = () => programAnswerWithHeaders(pageAsking(calls), restaurant, '/public/restaurants/10', {}, ['X-Total-Count', 'X-Missing']);
    const first = await ask();
    expect(first).toEqual({ data: { id: 7, name: 'Pandan Leaf' }, headers: { 'X-Total-Count': '1', 'X-Missing': null } });
    expect(await ask()).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  const summary = {
    id: 7, name: 'Pandan Leaf', cover: '/c.svg', cuisines: [], tags: [], district: { id: 1, name: 'Bund' }, landmarks: [], currency: 'CNY',
    avg_price: 8000, ratings_avg: 4, ratings: { food: 4, service: 4, decoration: 4 }, review_count: 0, recommended_count: 0,
    location: { name: 'Bund', lat: 31.2, lng: 121.5 }, time_zone: 'Asia/Shanghai', address: '1 Road', phone: '+86', website_detail_url: null,
  };
  const homeOf = (calls: string[]) => ({ ...pageAsking(calls, { configVersion: 'lists', body: [summary] }), url: new URL('https://app.example/') }) as unknown as PageContext;

  it('a region\'s restaurant page is asked once for every diner; one measured from where a diner stands is asked each time', async () => {
    const calls: string[] = [];
    const region = { id: 3, name: 'Shanghai' } as never;
    const first = await loadRestaurants(homeOf(calls), region, { order_by: 'relevance' });
    await loadRestaurants({ ...homeOf(calls), memberToken: 'member-b' }, region, { order_by: 'relevance' });
    expect(first).toMatchObject({ totalCount: 1, totalPages: 1, page: 1 });
    expect(first.restaurants.map((r) => r.id)).toEqual([7]);
    expect(calls).toHaveLength(1);
    await loadRestaurants(homeOf(calls), region, { order_by: 'nearest', lat: '31.2', lng: '121.5' });
    await loadRestaurants(homeOf(calls), region, { order_by: 'nearest', lat: '31.2', lng: '121.5' });
    expect(calls).toHaveLength(3);
  });
});

describe('forgetProgramAnswers: a diner changed what a path answers', () => {
  it("drops this isolate's kept answers of that path, in every program, locale and query, and no other path's", async () => {
    const calls: string[] = [];
    const ask = (path: string, locale = 'en') => programAnswer(pageAsking(calls, { locale }), restaurant, path, { per_page: 5 });
    await ask('/public/restaurants/8/reviews');
    await ask('/public/restaurants/8/reviews', 'ja');
    await ask('/public/restaurants/88/reviews');
    expect(calls).toHaveLength(3);
    forgetProgramAnswers('/public/restaurants/8/reviews');
    await ask('/public/restaurants/8/reviews');
    await ask('/public/restaurants/8/reviews', 'ja');
    await ask('/public/restaurants/88/reviews');
    expect(calls).toHaveLength(5);
  });

  it('does not keep an answer asked for before it and arriving after it', async () => {
    const calls: string[] = [];
    let arrive!: () => void;
    const arrives = new Promise<void>((resolve) => (arrive = resolve));
    const before = programAnswer(pageAsking(calls, { arrives }), restaurant, '/public/restaurants/12/reviews', {});
    forgetProgramAnswers('/public/restaurants/12/reviews');
    arrive();
    await before;
    await programAnswer(pageAsking(calls), restaurant, '/public/restaurants/12/reviews', {});
    expect(calls).toHaveLength(2);
  });
});
