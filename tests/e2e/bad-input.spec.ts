import { expect, test } from '@playwright/test';

const long = (n: number) => 'x'.repeat(n);

test('malformed or oversized program names and query values never give a server error', async ({ request }) => {
  const urls = [
    `/?program=${long(5000)}`,
    '/?program=%00%ff%fe',
    '/?program=..%2F..%2Fetc',
    '/?program=',
    '/?program=dine-asia&program=members-club',
    '/?program=dine-asia&lang=xx-YY',
    `/?program=dine-asia&lang=${long(300)}`,
    '/?program=dine-asia&region_id=-1',
    '/?program=dine-asia&region_id=abc',
    `/?program=dine-asia&handle=${long(10_000)}`,
    '/?program=dine-asia&jumpUrl=javascript:alert(1)',
    '/?program=dine-asia&navigate_bar=%F0%9F%98%80',
    `/expired?program=${long(2000)}`,
    '/pay?payment=___',
    '/no-such-page?program=dine-asia',
  ];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBeLessThan(500);
  }
});

test('a jumpUrl to an origin the program does not allow is not kept', async ({ page }) => {
  await page.goto('/?program=dine-asia&lang=en&jumpUrl=https://evil.example/phish');
  await page.getByTestId('terms-gate').getByRole('button', { name: 'Quit' }).click();
  await expect(page).toHaveURL(/localhost/);
  await expect(page.getByTestId('terms-gate').getByRole('status')).toBeVisible();
});

test('API bad input answers a clear error, never a 500', async ({ request }) => {
  const crossSite = await request.post('/api/terms/accept', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    data: { program: 'dine-asia' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).errors[0]).toMatch(/another site/);

  const form = await request.post('/api/terms/accept', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'program=dine-asia' });
  expect(form.status()).toBe(415);

  const badProgram = await request.post('/api/terms/accept', { data: { program: '../x' }, headers: { 'Accept-Language': 'ja' } });
  expect(badProgram.status()).toBe(400);
  expect((await badProgram.json()).errors[0]).not.toMatch(/[A-Za-z]{6}/);

  const noSession = await request.post('/api/terms/accept', { data: { program: 'members-club' } });
  expect(noSession.status()).toBe(403);

  const unknown = await request.get('/api/nothing-here');
  expect(unknown.status()).toBe(404);
  // /api without a slash is the API's too: a JSON 404, not the program gate's redirect to /loading.
  const root = await request.get('/api', { maxRedirects: 0 });
  expect(root.status()).toBe(404);
  expect(root.headers()['content-type']).toMatch(/^application\/json/);

  const image = await request.get('/api/images/restaurants/1/..%2F..%2Fsecret.svg');
  expect(image.status()).toBeLessThan(500);
});
