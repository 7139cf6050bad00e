import { describe, expect, it, vi } from 'vitest';
import { cachedPage, PAGE_CACHE_TTL_SECONDS, pageCacheKey, storePage } from '#edge/page-cache.ts';
import { SESSION_COOKIE, signProgramSession, type ProgramSession } from '#edge/session.ts';
import { formatPanelLabels } from '#lib/i18n/format-panel-labels.ts';
import type { LabelledOpening } from '#domain/panel-labels.ts';
import { pagesEnv as env } from './pages-env';

let diners = 0;
/** A page as a diner's browser asks for it (an address of its own each time unless the cookie says who). */
async function load(path: string, cookie?: string) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': `198.51.100.${++diners % 250}` };
  if (cookie) headers.Cookie = cookie;
  const response = (await env.APP.fetch(`https://app.test${path}`, { headers })) as unknown as Response;
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
  return { response, html, nonce, source: response.headers.get('X-Page-Cache'), setCookie: response.headers.get('Set-Cookie') };
}

/**
 * The first diner's load of a shared page (a miss), then the load that finds it stored: the page is stored once the
 * first diner's copy has been read to the end, in the background (waitUntil), so the next diner may still miss.
 */
async function firstAndStored(path: string, cookie?: string) {
  const first = await load(path, cookie);
  expect(first.source).toBe('miss');
  let stored = await load(path, cookie);
  await vi.waitFor(async () => {
    if (stored.source !== 'hit') stored = await load(path, cookie);
    expect(stored.source).toBe('hit');
  });
  return { first, stored };
}

const sessionCookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!;
const settings = () => ({ keysText: env.SESSION_KEYS, issuer: 'dining-app' });
const signedSession = async (session: Partial<ProgramSession> & { program: string }) =>
  `${SESSION_COOKIE}=${await signProgramSession({ handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null, ...session }, settings())}`;
const ops = (path: string, init: { method: string; body?: string }) =>
  env.APP.fetch(`https://app.test/api/ops${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${env.OPS_TOKEN}`, 'Content-Type': 'application/json' },
  }) as unknown as Promise<Response>;

describe('the shared page cache (built app in workerd)', () => {
  it('keys a page by program, config version, locales, terms consent, path and the query, whatever its order', () => {
    const key = { origin: 'https://app.test', program: 'dine-asia', configVersion: 'v1', locale: 'en', uiLocale: 'en', termsConsented: false, pathname: '/profile' };
    const base = pageCacheKey({ ...key, query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') });
    expect(pageCacheKey({ ...key, query: new URLSearchParams('lang=en&restaurant_id=1&program=dine-asia') })).toBe(base);
    const others = [
      pageCacheKey({ ...key, program: 'mc-world', query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, configVersion: 'v2', query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, locale: 'zh', query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, uiLocale: 'pseudo', query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, termsConsented: true, query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, pathname: '/', query: new URLSearchParams('program=dine-asia&restaurant_id=1&lang=en') }),
      pageCacheKey({ ...key, query: new URLSearchParams('program=dine-asia&restaurant_id=2&lang=en') }),
    ];
    expect(new Set([base, ...others]).size).toBe(8);
  });

  it(`serves a stored page for ${PAGE_CACHE_TTL_SECONDS} s, the bound for a data change to reach diners, and stores none that failed`, async () => {
    const key = pageCacheKey({ origin: 'https://app.test', program: 'p', configVersion: 'v', locale: 'en', uiLocale: 'en', termsConsented: false, pathname: '/', query: new URLSearchParams('case=ttl') });
    const body = (text: string) => new Response(text).body!;
    await storePage(key, body('<p>stored</p>'), 'text/html', () => true);
    const page = await cachedPage(key);
    expect(new TextDecoder().decode(page!.html)).toBe('<p>stored</p>');
    expect(await cachedPage(key, Date.now() + (PAGE_CACHE_TTL_SECONDS - 5) * 1000)).toBeDefined();
    expect(await cachedPage(key, Date.now() + (PAGE_CACHE_TTL_SECONDS + 1) * 1000)).toBeUndefined();
    const failed = pageCacheKey({ origin: 'https://app.test', program: 'p', configVersion: 'v', locale: 'en', uiLocale: 'en', termsConsented: false, pathname: '/', query: new URLSearchParams('case=failed') });
    await storePage(failed, body('<p>half</p>'), 'text/html', () => false);
    expect(await cachedPage(failed)).toBeUndefined();
  });

  it('renders a profile once for anonymous diners, then serves it from the cache with a nonce of its own each time', async () => {
    const path = '/profile?program=dine-asia&lang=en&restaurant_id=1&case=nonce';
    const { first, stored: second } = await firstAndStored(path);
    const third = await load(path);
    expect(third.source).toBe('hit');
    expect(second.html).toContain('<title>');
    const nonces = [first, second, third].map((r) => r.nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const page of [first, second, third]) {
      const stamped = [...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(stamped.length).toBeGreaterThan(0);
      expect(new Set(stamped)).toEqual(new Set([page.nonce]));
      for (const other of nonces.filter((n) => n !== page.nonce)) expect(page.html).not.toContain(other);
    }
  });

  it("renders a page once for a burst of diners who arrive before it is stored; each gets it with a nonce and session of their own", async () => {
    const path = '/profile?program=dine-asia&lang=en&restaurant_id=1&case=burst';
    const burst = await Promise.all(Array.from({ length: 8 }, () => load(path)));
    expect(burst.map((page) => page.source).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    const rendered = burst.find((page) => page.source === 'miss')!;
    const withoutNonce = (page: { html: string; nonce: string }) => page.html.replaceAll(page.nonce, '');
    for (const page of burst) expect(withoutNonce(page)).toBe(withoutNonce(rendered));
    expect(new Set(burst.map((page) => page.nonce)).size).toBe(8);
    expect(new Set(burst.map((page) => sessionCookieOf(page.setCookie))).size).toBe(8);
  });

  it('lets each diner of a burst render the page when the first render is not stored (a restaurant not found)', async () => {
    const path = '/profile?program=dine-asia&lang=en&restaurant_id=99999&case=burst-not-stored';
    const burst = await Promise.all(Array.from({ length: 3 }, () => load(path)));
    for (const page of burst) {
      expect(page.response.status).toBe(404);
      expect(page.source).toBe('bypass');
    }
  });

  it('never stores a Set-Cookie: a new diner gets a session cookie of their own, a returning one none', async () => {
    const path = '/?program=dine-asia&lang=en&case=cookie';
    const { first, stored: newDiner } = await firstAndStored(path);
    expect(newDiner.setCookie).toContain(SESSION_COOKIE);
    expect(sessionCookieOf(newDiner.setCookie)).not.toBe(sessionCookieOf(first.setCookie));
    const returning = await load(path, sessionCookieOf(first.setCookie));
    expect(returning.source).toBe('hit');
    expect(returning.setCookie).toBeNull();
  });

  it('renders for the diner alone what carries something of them, and stores none of it', async () => {
    const path = '/?program=dine-asia&lang=en&case=personal';
    const { first: anonymous } = await firstAndStored(path);
    expect(anonymous.html).toContain('data-testid="terms-gate"');
    const member = await load(path, '__Host-dining_member=not-a-valid-token');
    const keptHandle = await load(path, await signedSession({ program: 'dine-asia', handle: 'sea' }));
    const consentedWithHandle = await load(path, await signedSession({ program: 'dine-asia', handle: 'sea', termsAcceptedAt: Math.floor(Date.now() / 1000) }));
    const withCode = await load(`${path}&access_code=SECRET1`);
    expect([member.source, keptHandle.source, consentedWithHandle.source, withCode.source]).toEqual(['bypass', 'bypass', 'bypass', 'bypass']);
    const next = await load(path);
    expect(next.source).toBe('hit');
    expect(next.html).toContain('data-testid="terms-gate"');
    expect(next.html).not.toContain('SECRET1');
  });

  it("stores home with its restaurant list in place, where a diner's own render streams the list behind a skeleton", async () => {
    const path = '/?program=members-club&lang=en&case=list-in-place';
    const { first, stored } = await firstAndStored(path);
    const forOneDiner = await load(path, '__Host-dining_member=not-a-valid-token');
    expect(forOneDiner.source).toBe('bypass');
    const cards = (html: string) => html.match(/class="restaurant-card"/g)?.length ?? 0;
    for (const whole of [first, stored]) {
      expect(cards(whole.html)).toBeGreaterThan(0);
      expect(whole.html).not.toContain('restaurant-card skeleton');
      // React's script that swaps a streamed part in for its fallback.
      expect(whole.html).not.toContain('$RC(');
    }
    expect(forOneDiner.html).toContain('restaurant-card skeleton');
    expect(forOneDiner.html).toContain('$RC(');
    expect(cards(forOneDiner.html)).toBe(cards(stored.html));
  });

  it('gives diners who accepted the terms a shared page of their own, without the gate, that a new diner never gets', async () => {
    const path = '/?program=dine-asia&lang=en&case=consent';
    const now = Math.floor(Date.now() / 1000);
    const consented = () => signedSession({ program: 'dine-asia', termsAcceptedAt: now - 86400 });
    const { first, stored } = await firstAndStored(path, await consented());
    for (const page of [first, stored]) expect(page.html).not.toContain('data-testid="terms-gate"');
    expect((await load(path, await signedSession({ program: 'dine-asia', termsAcceptedAt: now }))).source).toBe('hit');

    const newDiner = await load(path);
    expect(newDiner.source).toBe('miss');
    expect(newDiner.html).toContain('data-testid="terms-gate"');
    // A consent older than 30 days is due again (spec §9): that diner gets the new diner's page, gate and all.
    const lapsed = await load(path, await signedSession({ program: 'dine-asia', termsAcceptedAt: now - 31 * 86400 }));
    expect(lapsed.html).toContain('data-testid="terms-gate"');
    expect((await load(path, await consented())).html).not.toContain('data-testid="terms-gate"');
  });

  it('keeps the booking panel live: a shared profile carries no slots, the browser fetches them', async () => {
    const path = '/profile?program=dine-asia&lang=en&restaurant_id=1&case=live';
    const shared = await load(path);
    const own = await load(path, '__Host-dining_member=not-a-valid-token');
    expect(shared.source).toBe('miss');
    expect(shared.html).toContain('Loading available times…');
    expect(shared.html).not.toContain('class="panel-slots"');
    expect(own.html).toContain('class="panel-slots"');
    const opening = (await env.APP.fetch('https://app.test/api/restaurants/1/panel-opening?program=dine-asia&lang=th')) as unknown as Response;
    expect(opening.status).toBe(200);
    expect(opening.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await opening.json()) as LabelledOpening;
    expect(body.dates.length).toBeGreaterThan(0);
    expect(body.preloaded[0]!.slots.length).toBeGreaterThan(0);
    // Its dates and times come written in the diner's language, as a page rendered for them has them: every open
    // date (the browser writes none, not even under More dates) and every time it sends.
    expect(Object.keys(body.labels.dates)).toEqual(body.dates);
    expect(body.labels).toEqual(formatPanelLabels(body, 'th'));
  });

  it('gives diners of two programs in two languages at the same address shape each their own page', async () => {
    const dine = '/profile?program=dine-asia&lang=en&restaurant_id=1&case=programs';
    const world = '/profile?program=mc-world&lang=ja&restaurant_id=1&case=programs';
    const dineAgain = (await firstAndStored(dine)).stored;
    const worldAgain = (await firstAndStored(world)).stored;
    expect((await load(dine)).source).toBe('hit');
    expect(dineAgain.html).toContain('<html lang="en"');
    expect(worldAgain.html).toContain('<html lang="ja"');
    expect(dineAgain.html).toMatch(/<title>[^<]*Dine Asia[^<]*<\/title>/i);
    expect(worldAgain.html).not.toMatch(/<title>[^<]*Dine Asia[^<]*<\/title>/i);
  });

  it("drops a program's pages at once when ops rotate its config or purge it", async () => {
    const config = {
      theme: 'newtheme', accent_color: '#B91C1C', languages: ['en'], authentication_method: 'open', where_pop_up: null,
      is_need_t_and_c_required: false, is_need_group_booking: true, is_need_hide_avg_price: false, analytic_type: null, analytic_code: null,
      booking_form_url: null, frame_ancestors: ['https://partner.example'], return_origins: ['https://partner.example'], status: 'active',
    };
    const put = (title: string, region: number) =>
      ops('/programs/lunar-feast', {
        method: 'PUT',
        body: JSON.stringify({ ...config, regions: [{ id: region, handle: null }], texts: { en: { title, t_and_c: '<p>Terms.</p>', tc_consent_content: 'I agree.' } } }),
      });
    const path = '/?program=lunar-feast&lang=en';
    expect((await put('Lunar Feast', 1)).status).toBeLessThan(300);
    const cached = (await firstAndStored(path)).stored;
    expect(cached.html).toContain('<h1>Lunar Feast</h1>');
    expect(cached.html).toContain('restaurants in Shanghai');

    // A new title and another region: the page and the program's regions the home asked for are both new at once.
    expect((await put('Lunar Feast Night', 2)).status).toBeLessThan(300);
    const rotated = await firstAndStored(path);
    expect(rotated.first.html).toContain('<h1>Lunar Feast Night</h1>');
    expect(rotated.first.html).not.toContain('restaurants in Shanghai');
    expect(rotated.stored.html).toContain('<h1>Lunar Feast Night</h1>');

    expect((await ops('/programs/lunar-feast/purge', { method: 'POST' })).status).toBe(200);
    expect((await load(path)).source).toBe('miss');
  });
});
