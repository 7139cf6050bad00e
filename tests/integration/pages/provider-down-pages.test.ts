import { describe, expect, it } from 'vitest';
import { domainMessages } from '#domain/messages.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { pagesEnv as env } from './pages-env';

const headers = { 'CF-Connecting-IP': '198.51.100.79' };
const up = (path: string) => env.APP.fetch(`https://app.test${path}`, { headers }) as unknown as Promise<Response>;
const down = (path: string) => env.APP_PROVIDER_DOWN.fetch(`https://app.test${path}`, { headers }) as unknown as Promise<Response>;
const unavailableInJapanese = getI18n('ja')._(domainMessages.temporarilyUnavailable);

/** The outage page every page answers while the provider is down: 503, Retry-After, in the diner's language. */
async function expectOutagePage(response: Response): Promise<string> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  const html = await response.text();
  expect(html).toContain(`<h1>${unavailableInJapanese}</h1>`);
  expect(html).toContain('<html lang="ja"');
  return html;
}

describe('pages that need the provider while it is down', () => {
  it('the staff area (no program) answers the outage page, not its sign-in shell', async () => {
    expect((await up('/staff?lang=ja')).status).toBe(200);
    await expectOutagePage(await down('/staff?lang=ja'));
  });

  it('My cards answers a guest the program’s outage page, even with the program’s config cached', async () => {
    // A diner opens My cards while the provider answers: the app caches dine-asia's config in Japanese.
    expect((await up('/my-cards?program=dine-asia&lang=ja')).status).toBe(200);
    // The cache is written after the answer; until it is there the gate itself answers the (plain) outage page.
    const brand = 'ダイン・アジア';
    await expect.poll(async () => (await (await down('/my-cards?program=dine-asia&lang=ja')).text()).includes(brand) || undefined, { timeout: 10_000 }).toBe(true);
    const html = await expectOutagePage(await down('/my-cards?program=dine-asia&lang=ja'));
    expect(html).toContain(brand);
  });
});
