import { describe, expect, it } from 'vitest';
import { pagesEnv as env } from './pages-env';

/** The language picker's links in a page's HTML: each one's language, address and whether it is the current one. */
function languageLinks(html: string): { lang: string; href: string; current: boolean }[] {
  const picker = /<details class="language-picker">(.*?)<\/details>/s.exec(html)?.[1] ?? '';
  return [...picker.matchAll(/<a href="([^"]*)" lang="([^"]*)" hrefLang="[^"]*"( aria-current="true")?>/g)].map((m) => ({
    lang: m[2]!,
    href: m[1]!.replaceAll('&amp;', '&'),
    current: Boolean(m[3]),
  }));
}

describe('the language picker', () => {
  it("links to the same page in each of the program's languages, every other parameter kept in its place", async () => {
    const response = (await env.APP.fetch('https://app.test/profile?program=dine-asia&handle=sea&lang=ja&restaurant_id=29&deal_id=1', {
      headers: { 'CF-Connecting-IP': '198.51.100.77' },
    })) as unknown as Response;
    expect(response.status).toBe(200);
    const links = languageLinks(await response.text());
    expect(links.map((link) => link.lang)).toEqual(['en', 'zh', 'zh-HK', 'tw', 'ms', 'hi', 'id', 'ja', 'ko', 'tl', 'th', 'vi', 'fr']);
    for (const link of links) expect(link.href).toBe(`/profile?program=dine-asia&handle=sea&lang=${link.lang}&restaurant_id=29&deal_id=1`);
    expect(links.filter((link) => link.current).map((link) => link.lang)).toEqual(['ja']);
  });
});
