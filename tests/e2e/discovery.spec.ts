import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { openFilters } from './support/filters';

const HOME = '/?program=members-club&lang=en';
const cards = (page: Page) => page.locator('.restaurant-card');
// Filters and sort apply on change once the form has hydrated; a change before that is a plain form edit.
const formReady = (page: Page) => expect(page.locator('form[data-auto-submit="ready"]')).toBeAttached();
const cardNames = (page: Page) => page.locator('.restaurant-card h3').allTextContents();
const prices = async (page: Page) =>
  (await page.locator('.restaurant-card-facts').allTextContents()).map((text) => Number(/Average\D*([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')));

test.describe('discovery', () => {
  test('search by name finds the restaurant', async ({ page }) => {
    await page.goto(HOME);
    const wanted = (await cardNames(page))[3]!;
    await page.getByRole('searchbox').fill(wanted);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.locator('.restaurant-card h3').first()).toHaveText(wanted);
  });

  test('a cuisine filter keeps only that cuisine, and lives in the URL', async ({ page }) => {
    await page.goto(HOME);
    await formReady(page);
    await openFilters(page);
    const option = page.locator('fieldset', { hasText: 'Cuisine' }).locator('label').first();
    const cuisine = (await option.locator('span').first().textContent())!;
    await option.locator('input').check();
    await expect(page).toHaveURL(/cuisines_ids=\d+/);
    await expect(cards(page).first()).toBeVisible();
    for (const meta of await page.locator('.restaurant-card .restaurant-card-meta:first-of-type').allTextContents()) expect(meta).toContain(cuisine);
    await page.reload();
    await expect(page.locator('fieldset', { hasText: 'Cuisine' }).locator('input:checked')).toHaveCount(1);
  });

  test('sorting by price orders the list', async ({ page }) => {
    await page.goto(HOME);
    await formReady(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/order_by=price_asc/);
    const ascending = await prices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await formReady(page);
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/order_by=price_desc/);
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('paging, map view and a profile, with back restoring the list', async ({ page }) => {
    await page.goto(HOME);
    const firstPage = await cardNames(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The list streams in behind a skeleton: wait for the second page's cards, not just for a change.
    let secondPage: string[] = [];
    await expect
      .poll(async () => {
        secondPage = await cardNames(page);
        return secondPage.length > 0 && secondPage.join() !== firstPage.join();
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    // Every restaurant of the page is on the map once, alone or in a numbered badge.
    await expect(page.locator('.map-canvas[data-map="ready"]')).toBeAttached();
    const onMap = await page
      .locator('.map-marker-button, .map-cluster-button')
      .evaluateAll((buttons) => buttons.reduce((sum, button) => sum + Number((button as HTMLElement).dataset.count ?? 1), 0));
    expect(onMap).toBe(secondPage.length);
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).not.toHaveURL(/view=map/);

    await page.locator('.restaurant-card h3 a').first().click();
    await expect(page).toHaveURL(/\/profile\?.*restaurant_id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondPage[0]!);
    await expect(page.getByTestId('booking-panel-slot')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    expect(await cardNames(page)).toEqual(secondPage);
  });

  test('bad filter values show a clear message, not an error page', async ({ page }) => {
    const response = await page.goto(`${HOME}&start_price=90000&end_price=100`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('filter-error')).toHaveText('The lowest price must not be above the highest price');
    await page.goto(`${HOME}&q=${'x'.repeat(150)}`);
    await expect(page.getByTestId('filter-error')).toContainText('100');
    await page.goto(`${HOME}&q=${encodeURIComponent('no such place zzzz')}`);
    await expect(page.getByText('No restaurants match your search.')).toBeVisible();
  });

  test('deals list, a deal with its booking aside, and a collection', async ({ page }) => {
    await page.goto('/deals?program=members-club&lang=en');
    await page.locator('.restaurant-card a').first().click();
    await expect(page).toHaveURL(/\/deals\/\d+/);
    await expect(page.getByRole('heading', { name: 'Book this deal now' })).toBeVisible();
    // The aside holds the booking panel; this membership program asks the diner to sign in first.
    await expect(page.getByTestId('booking-panel-slot').getByText('Sign in required')).toBeVisible();

    await page.goto(HOME);
    await page.locator('.collection-card').first().click();
    await expect(page).toHaveURL(/\/collections\/\d+/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('near me', () => {
  // Somewhere in the first region's city, so distances differ from card to card.
  test.use({ geolocation: { latitude: 31.2304, longitude: 121.4737 }, permissions: ['geolocation'] });
  const metres = (text: string) => {
    const match = /([\d.,]+)\s*(km|m)\b/.exec(text)!;
    return Number(match[1]!.replace(/,/g, '')) * (match[2] === 'km' ? 1000 : 1);
  };

  test('sorts by distance, and the sort control shows Nearest', async ({ page }) => {
    await page.goto(HOME);
    await formReady(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/order_by=nearest/);
    await expect(page).toHaveURL(/lat=31\.2304/);
    await expect(page.getByLabel('Sort by')).toHaveValue('nearest');
    await expect(cards(page).first().getByText(/away/)).toBeVisible();
    const distances = (await page.locator('.restaurant-card-facts span', { hasText: 'away' }).allTextContents()).map(metres);
    expect(distances.length).toBeGreaterThan(3);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await noAxeViolations(page, { include: 'form[role="search"]' });
  });
});

test.describe('accessibility (axe-core)', () => {
  const pages = {
    home: HOME,
    profile: '/profile?program=members-club&lang=en&restaurant_id=1',
    deals: '/deals?program=members-club&lang=en',
    collection: '/collections/1?program=members-club&lang=en',
  };
  for (const [name, path] of Object.entries(pages)) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await noAxeViolations(page);
    });
  }
});
