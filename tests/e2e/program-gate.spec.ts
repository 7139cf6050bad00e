import { expect, test } from '@playwright/test';

test.describe('program gate', () => {
  test('a link without program goes to /loading with its query, then home on the test program', async ({ request, page }) => {
    const first = await request.get('/?region_id=3&lang=en', { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/loading?region_id=3&lang=en');

    await page.goto('/my-bookings?lang=en&region_id=3');
    await expect(page).toHaveURL(/\/\?lang=en&region_id=3&program=dine-asia$/);
  });

  test('/loading and /pay turn a payment into my-bookings with program and payment', async ({ request, page }) => {
    const loading = await request.get('/loading?program=members-club&payment=RC7F3K___1042', { maxRedirects: 0 });
    expect(loading.headers().location).toBe('/my-bookings?program=members-club&payment=RC7F3K___1042');

    const pay = await request.get('/pay?payment=RC7F3K___1042', { maxRedirects: 0 });
    expect(pay.headers().location).toBe('/my-bookings?program=dine-asia&payment=RC7F3K___1042');

    await page.goto('/pay?program=members-club&payment=RC7F3K___1042');
    await expect(page).toHaveURL(/\/my-bookings\?program=members-club&payment=RC7F3K___1042$/);
    await expect(page.getByTestId('payment-return')).toContainText('RC7F3K');
    await expect(page).toHaveTitle('My bookings');
  });

  test('a malformed payment value is ignored, not followed', async ({ request }) => {
    const response = await request.get('/pay?program=members-club&payment=<script>', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/?program=members-club');
  });

  for (const [name, program] of [
    ['an unknown program', 'no-such-program'],
    ['an expired program', 'summer-2025'],
    ['a malformed program name', 'Robert%27);DROP%20TABLE'],
  ] as const) {
    test(`${name} lands on /expired with Back to Home`, async ({ page }) => {
      await page.goto(`/?program=${program}&lang=en`);
      await expect(page).toHaveURL(/\/expired/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This program is expired or invalid');
      await page.getByTestId('back-home').click();
      await expect(page).toHaveURL(/\/\?lang=en&program=dine-asia$/);
    });
  }

  test('/auth shows the access-code description as sanitized rich text', async ({ page }) => {
    await page.goto('/auth?program=restaurant-week&lang=en');
    const description = page.getByTestId('access-code-desc');
    await expect(description).toBeVisible();
    expect(await description.locator('script').count()).toBe(0);
    expect((await description.textContent())?.length).toBeGreaterThan(20);
  });

  test('the home page lists the region restaurants and switches region through the URL', async ({ page }) => {
    await page.goto('/?program=members-club&lang=en');
    const cards = page.locator('.restaurant-card');
    await expect(cards).toHaveCount(10);
    await expect(page).toHaveTitle(/Members Dining Club/);
    const firstRegionHeading = await page.locator('#restaurants-heading').textContent();
    const regions = page.getByRole('navigation', { name: 'Regions' }).getByRole('link');
    await regions.nth(1).click();
    await expect(page).toHaveURL(/region_id=/);
    await expect(page.locator('#restaurants-heading')).not.toHaveText(firstRegionHeading ?? '');
  });
});
