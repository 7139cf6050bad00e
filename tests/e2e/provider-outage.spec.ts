import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { startSeparateWorkers } from './support/separate-workers';
import { reviewShot } from './support/review-shot';

// The app while its provider is down: the provider's own process is stopped (a real outage, nothing
// stands in for it), and the app keeps running with the program config it cached while it was up.

let workers: Awaited<ReturnType<typeof startSeparateWorkers>>;
let app: string;
const SHOTS = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two more wrangler processes and a first visit on a busy 2-core machine.
  test.setTimeout(240_000);
  workers = await startSeparateWorkers();
  app = workers.appUrl;
  // A diner visits dine-asia in en and ja while the provider is up: the app caches those configs. (Deals, not the
  // pages tested below: those would be served from the shared page cache for its minute, outage or not.)
  for (const lang of ['en', 'ja']) {
    await expect.poll(async () => (await fetch(`${app}/deals?program=dine-asia&lang=${lang}`)).status, { timeout: 120_000 }).toBe(200);
  }
  await workers.stopProvider();
});

test.afterAll(() => workers?.stop());

async function expectUnavailablePage(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${app}${path}`);
  expect(response!.status()).toBe(503);
  expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0);
  expect(response!.headers()['referrer-policy']).toBe('same-origin');
  expect(response!.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  await expect(page.getByTestId('retry')).toHaveAttribute('href', path);
}

const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test('a program with a cached config: home and a restaurant end on its themed 503 page, not /expired', async ({ page }) => {
  await expectUnavailablePage(page, '/?program=dine-asia&lang=en');
  await expectUnavailablePage(page, '/profile?program=dine-asia&lang=en&restaurant_id=1');
  await expect(page).toHaveTitle('Temporarily unavailable · Dine Asia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
  await expect(page.getByText('We cannot reach the booking service right now. Please try again in a moment.')).toBeVisible();
  await expect(page.locator('.shell-header')).toHaveText('Dine Asia');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await noAxeViolations(page);
  await reviewShot(page, `${SHOTS}/outage-themed-en-1280.png`, { fullPage: true });
});

test('in Japanese at 375 px: translated, fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await expectUnavailablePage(page, '/?program=dine-asia&lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一時的にご利用いただけません');
  await expect(page.getByRole('link', { name: 'もう一度試す' })).toBeVisible();
  await expect(page.locator('.shell-header')).toHaveText('ダイン・アジア');
  await fitsWidth(page);
  await noAxeViolations(page);
  await reviewShot(page, `${SHOTS}/outage-themed-ja-375.png`, { fullPage: true });
});

test('a program with nothing cached gets the plain 503 page: a down provider cannot say a program is invalid', async ({ page }) => {
  await expectUnavailablePage(page, '/?program=members-club&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable');
  await expect(page.locator('.shell-header')).toHaveCount(0);
  await noAxeViolations(page);
  await reviewShot(page, `${SHOTS}/outage-plain-en-1280.png`, { fullPage: true });
  await expectUnavailablePage(page, '/?program=no-such-program&lang=en');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the booking create answers JSON in the error shape with 503 and Retry-After, in the diner language', async ({ request }) => {
  const response = await request.post(`${app}/api/restaurants/1/books`, {
    headers: { 'Content-Type': 'application/json', Origin: app, 'Idempotency-Key': `outage-e2e-${Date.now()}`, 'Accept-Language': 'ja' },
    data: { program: 'dine-asia', date: '2031-03-14', time: '19:00', party_size: 2, first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile: '91234567', consent: true },
  });
  expect(response.status()).toBe(503);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const body = (await response.json()) as { errors: string[]; full_messages: string[]; code: string };
  expect(body.code).toBe('provider_unavailable');
  expect(body.full_messages).toEqual(body.errors);
  expect(body.errors[0]).toBe('現在サービスに接続できません。しばらくしてからもう一度お試しください');
});

test('when the provider is back, Try again shows the page, and an unknown program goes to /expired again', async ({ page }) => {
  test.slow(); // the provider's process starts again
  await expectUnavailablePage(page, '/?program=dine-asia&lang=en');
  await workers.restartProvider();
  // The app finds the provider again through the dev registry: wait for that, not for a fixed time.
  await expect.poll(async () => (await fetch(`${app}/api/restaurants/1/availability?program=dine-asia`)).status, { timeout: 60_000 }).toBe(200);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.locator('.restaurant-card').first()).toBeVisible();
  await page.goto(`${app}/?program=no-such-program&lang=en`);
  await expect(page).toHaveURL(/\/expired\?/);
});
