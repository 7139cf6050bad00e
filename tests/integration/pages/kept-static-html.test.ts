import { describe, expect, it } from 'vitest';
import { pagesEnv as env } from './pages-env';

let diners = 0;
/** A profile rendered for one diner (a member cookie, here not a valid one): not the shared page cache. */
async function forOneDiner(path: string): Promise<string> {
  const headers = { 'CF-Connecting-IP': `198.51.100.${++diners % 250}`, Cookie: '__Host-dining_member=not-a-valid-token' };
  const response = (await env.APP.fetch(`https://app.test${path}`, { headers })) as unknown as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get('X-Page-Cache')).toBe('bypass');
  return response.text();
}

/** The kept parts of a profile: its details (about, menu, deals, policies) and its reviews. */
const keptParts = (html: string): string[] => [...html.matchAll(/<div class="static-html">(.*?)<\/div>(?=<div class="static-html">|<section aria-labelledby="visit-heading")/gs)].map((m) => m[1]!);

describe("a profile's details and reviews, rendered once and kept with the answers they show", () => {
  it('gives each diner those of their own program, language and address', async () => {
    // Restaurant 29 has a dine-asia deal, whose link keeps the diner's address (program, lang, handle).
    const sea = '/profile?program=dine-asia&lang=en&restaurant_id=29&handle=sea';
    const first = keptParts(await forOneDiner(sea));
    expect(first).toHaveLength(2);
    expect(first[0]).toContain('<h2 id="policies-heading">Policies</h2>');
    expect(first[0]).toContain('href="/deals/1?program=dine-asia&amp;lang=en&amp;handle=sea"');
    expect(first[1]).toContain('<h2 id="reviews-heading">Reviews</h2>');
    expect(keptParts(await forOneDiner(sea))).toEqual(first);

    const sky = keptParts(await forOneDiner('/profile?program=dine-asia&lang=en&restaurant_id=29&handle=sky'));
    expect(sky[0]).toContain('handle=sky');
    expect(sky[0]).not.toContain('handle=sea');
    expect(first[0]).not.toContain('handle=sky');

    const ja = keptParts(await forOneDiner('/profile?program=dine-asia&lang=ja&restaurant_id=29&handle=sea'));
    expect(ja[0]).toContain('<h2 id="policies-heading">');
    expect(ja[0]).not.toContain('>Policies<');
    expect(ja[1]).not.toContain('>Reviews<');

    const otherProgram = keptParts(await forOneDiner('/profile?program=mc-world&lang=en&restaurant_id=29'));
    expect(otherProgram[0]).toContain('<h2 id="policies-heading">Policies</h2>');
    expect(otherProgram.join('')).not.toContain('program=dine-asia');
  });

  it('shows a restaurant edited at the provider once the program is purged, and within the answers’ lifetime otherwise', async () => {
    const path = '/profile?program=members-club&lang=en&restaurant_id=2&case=edited';
    expect(keptParts(await forOneDiner(path))).toHaveLength(2);
    const introduction = `Reopened with a new charcoal grill ${Date.now()}.`;
    // No call edits a restaurant (its data is the partner's, loaded at the provider): the test writes it into D1.
    await env.DB.prepare(`UPDATE restaurant_texts SET introduction = ? WHERE restaurant_id = 2 AND locale = 'en'`).bind(introduction).run();
    // Kept with the program's answers, for as long as a shared page lives (PAGE_CACHE_TTL_SECONDS).
    expect(keptParts(await forOneDiner(path))[0]).not.toContain(introduction);
    const purged = (await env.APP.fetch('https://app.test/api/ops/programs/members-club/purge', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.OPS_TOKEN}`, 'Content-Type': 'application/json' },
    })) as unknown as Response;
    expect(purged.status).toBe(200);
    expect(keptParts(await forOneDiner(path))[0]).toContain(introduction);
  });
});

/** The kept list of a home page: the region's restaurants as cards (after the preloads of the cards seen first). */
const keptList = (html: string): string | undefined =>
  /<div class="static-html">((?:<link [^>]*>)*<section aria-labelledby="restaurants-heading">.*?<\/section>)<\/div>/s.exec(html)?.[1];

describe("home's list of restaurants, rendered once and kept with the answer it shows", () => {
  it('gives each diner the list of their own program, language and address', async () => {
    const sea = keptList(await forOneDiner('/?program=dine-asia&lang=en&handle=sea'));
    expect(sea).toContain('restaurants in ');
    expect(sea).toContain('&amp;handle=sea');
    // No client component: nothing for the browser to load for it.
    expect(sea).not.toContain('modulepreload');
    expect(keptList(await forOneDiner('/?program=dine-asia&lang=en&handle=sea'))).toEqual(sea);
    const secondPage = keptList(await forOneDiner('/?program=dine-asia&lang=en&handle=sea&page=2'));
    expect(secondPage).not.toEqual(sea);

    const ja = keptList(await forOneDiner('/?program=dine-asia&lang=ja&handle=sea'));
    expect(ja).not.toContain('restaurants in ');
    expect(ja).toContain('lang=ja');
    const otherProgram = keptList(await forOneDiner('/?program=mc-world&lang=en'));
    expect(otherProgram).toContain('program=mc-world');
    expect(otherProgram).not.toContain('program=dine-asia');
  });

  it('renders a list measured from where the diner stands for that diner alone', async () => {
    const html = await forOneDiner('/?program=dine-asia&lang=en&lat=31.2304&lng=121.4737');
    expect(keptList(html)).toBeUndefined();
    expect(html).toContain('<section aria-labelledby="restaurants-heading">');
    expect(html).toMatch(/\d km/);
  });
});
