import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import { baseURL } from './support/base-url';
import { HOST_ORIGIN, startIframeHost } from './support/iframe-host';
import { acceptTermsGate } from './support/terms';

test.describe('inside a partner iframe on another origin', () => {
  let host: Server;
  test.beforeAll(async () => {
    host = await startIframeHost(`${baseURL}/?program=dine-asia&lang=en`);
  });
  test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  test('the app renders and its session cookie works cross-site', async ({ page }) => {
    await page.goto(HOST_ORIGIN);
    const app = page.frameLocator('#app');
    await acceptTermsGate(app);
    await expect(app.locator('.restaurant-card').first()).toBeVisible();
    // The consent lives in the partitioned session cookie: after a reload of the frame the gate stays away.
    await page.reload();
    await expect(app.locator('.restaurant-card').first()).toBeVisible();
    await expect(app.getByTestId('terms-gate')).toHaveCount(0);

    // Storage is blocked for the framed app: the page still works, and the login dialog opens in place.
    await expect(app.locator('[data-login-launcher="ready"]')).toBeAttached();
    await app.getByTestId('account-area').locator('[data-opens-login]').click();
    await expect(app.getByTestId('login-dialog')).toBeVisible();
  });
});

test('pages carry a nonce CSP with the program frame-ancestors, HSTS and a strict referrer policy', async ({ request }) => {
  const response = await request.get('/?program=members-club&lang=en');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'self' https://partner.example http://127.0.0.1:8790");
  expect(csp).toContain("object-src 'none'");
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBeUndefined();
  const cookie = headers['set-cookie'] ?? '';
  expect(cookie).toMatch(/^__Host-dining_session=/);
  for (const attribute of ['Secure', 'HttpOnly', 'SameSite=None', 'Partitioned', 'Path=/']) expect(cookie).toContain(attribute);

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
});

test('each response gets its own nonce', async ({ request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/?program=members-club')).headers()['content-security-policy'] ?? '')?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test('HSTS, the referrer policy and nosniff come with every kind of response, not only pages', async ({ request }) => {
  const home = await request.get('/?program=members-club&lang=en');
  const html = await home.text();
  const asset = /\/assets\/[^"']+\.(?:css|js)/.exec(html)?.[0];
  const image = /\/api\/images\/[^"']+\.svg/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  expect(image).toBeTruthy();
  const responses = {
    page: home,
    'program gate redirect': await request.get('/?region_id=3', { maxRedirects: 0 }),
    'redirect to /expired': await request.get('/?program=no-such-program', { maxRedirects: 0 }),
    'page not found': await request.get('/no-such-page?program=members-club'),
    'static asset': await request.get(asset!),
    'API JSON': await request.get('/api/restaurants/1/availability?program=members-club'),
    'API error': await request.get('/api/nothing-here'),
    'API refusal': await request.post('/api/terms/accept', { headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }, data: {} }),
    image: await request.get(image!),
  };
  expect(responses['program gate redirect'].status()).toBe(302);
  expect(responses['redirect to /expired'].status()).toBe(302);
  expect(responses['static asset'].status()).toBe(200);
  for (const [kind, response] of Object.entries(responses)) {
    const headers = response.headers();
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]), kind).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['referrer-policy'], kind).toBe('same-origin');
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
  }
});
