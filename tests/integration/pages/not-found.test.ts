import { describe, expect, it } from 'vitest';
import { pagesEnv as env } from './pages-env';

const load = async (path: string) => {
  const response = (await env.APP.fetch(`https://app.test${path}`, { headers: { 'CF-Connecting-IP': '198.51.100.78' } })) as unknown as Response;
  return { status: response.status, source: response.headers.get('X-Page-Cache'), html: await response.text(), csp: response.headers.get('Content-Security-Policy') };
};

describe('an address whose subject does not exist', () => {
  it.each([
    ['a restaurant profile', '/profile?program=dine-asia&lang=ja&restaurant_id=999999', 'このレストランは存在しません'],
    ['a deal', '/deals/999999?program=dine-asia&lang=en', 'This deal does not exist'],
    ['a collection', '/collections/999999?program=dine-asia&lang=en', 'This collection does not exist'],
    ["a restaurant's booking site", '/restaurants/999999/reservation?program=dine-asia&lang=en', 'This restaurant does not exist'],
  ])('answers 404 for %s, with its message in the diner’s language, and is not stored as a shared page', async (_, path, message) => {
    // Twice: a stored page would be served the second time.
    for (const page of [await load(path), await load(path)]) {
      expect(page.status).toBe(404);
      expect(page.source).toBe('bypass');
      expect(page.html).toContain(message);
      expect(page.csp).toContain("'nonce-");
    }
  });

  it('leaves a restaurant that exists at 200', async () => {
    expect((await load('/profile?program=dine-asia&lang=en&restaurant_id=1&case=found')).status).toBe(200);
  });
});
