import { expect, test } from '@playwright/test';

// dine-asia has an analytics snippet (seed: analytic_type google_analytics). The machine has no internet, so
// the tag library is answered here; what matters is when the page asks for it.
test('the analytics tag library loads only after the page has loaded and painted, and the page never waits for it', async ({ page }) => {
  const events: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    events.push('tag requested');
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagRan = true;' });
  });
  page.on('load', () => events.push('page loaded'));
  const response = await page.goto('/?program=dine-asia&lang=en');
  const html = await response!.text();
  // No parser-inserted tag script in the page's HTML: nothing for the browser to fetch before it renders.
  expect(html).not.toMatch(/<script[^>]+src="https:\/\/www\.googletagmanager\.com/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan === true)).toBe(true);
  expect(events.indexOf('page loaded')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('tag requested')).toBeGreaterThan(events.indexOf('page loaded'));
  // And after the first paint of the page's content (the load event can come before it).
  const [painted, tagAsked] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    performance.getEntriesByType('resource').find((entry) => entry.name.startsWith('https://www.googletagmanager.com/'))?.startTime ?? null,
  ]);
  expect(painted).not.toBeNull();
  expect(tagAsked).toBeGreaterThan(painted!);
  // Events the page sent before the library came are kept for it.
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBeGreaterThanOrEqual(2);
});
