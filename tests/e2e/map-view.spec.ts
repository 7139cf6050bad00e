import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';

const MAP = '/?program=dine-asia&lang=en&view=map';
const canvas = (page: Page) => page.locator('.map-canvas[data-map="ready"]');
const markers = (page: Page) => page.locator('.map-marker-button');
const clusters = (page: Page) => page.locator('.map-cluster-button');

/** The markers and badges drawn inside the map's box, as selectors by their restaurant ids. */
async function inView(page: Page, kind: '.map-marker-button' | '.map-cluster-button'): Promise<string[]> {
  return page.locator('.map-canvas').evaluate((map, selector) => {
    const frame = map.getBoundingClientRect();
    return [...map.querySelectorAll<HTMLElement>(selector)]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      })
      .map((button) => `${selector}[data-ids="${button.dataset.ids}"]`);
  }, kind);
}

async function openMap(page: Page) {
  await page.goto(MAP);
  await acceptTermsGate(page);
  await expect(canvas(page)).toBeAttached();
}

test.describe('the map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('clusters markers that would overlap, and every restaurant of the list is on it once', async ({ page }) => {
    await openMap(page);
    const cards = await page.locator('.restaurant-card').count();
    await expect(clusters(page).first()).toBeVisible();
    const clustered = (await clusters(page).evaluateAll((badges) => badges.map((badge) => Number(badge.dataset.count)))).reduce((a, b) => a + b, 0);
    expect(clustered + (await markers(page).count())).toBe(cards);
    // Nothing drawn overlaps anything else.
    const boxes = await page.locator('.map-marker-button, .map-cluster-button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);

    // A badge zooms in: its restaurants come apart, and focus moves to the first of them.
    const badge = page.locator((await inView(page, '.map-cluster-button'))[0]!);
    const members = (await badge.getAttribute('data-ids'))!.split(' ');
    await expect(badge).toHaveAccessibleName(`${members.length} restaurants here. Show them`);
    const before = await markers(page).count();
    await badge.click();
    await expect.poll(() => markers(page).count()).toBeGreaterThan(before);
    await expect(page.locator(`[data-ids~="${members[0]}"]`)).toBeFocused();
  });

  test('a marker opens a small card with name, rating, price and the profile link, by mouse and by keyboard', async ({ page }) => {
    await openMap(page);
    const marker = page.locator((await inView(page, '.map-marker-button'))[0]!);
    const id = (await marker.getAttribute('data-ids'))!;
    const name = (await marker.locator('.map-marker-name').textContent())!;
    await marker.click();
    const card = page.getByTestId('map-card');
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByLabel(/^Rating [\d.]+ out of 5$/)).toBeVisible();
    await expect(card).toContainText(/Average CN¥\d+/);
    const link = card.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', new RegExp(`/profile\\?.*restaurant_id=${id}`));
    await expect(link).toBeFocused();
    // The card stands inside the map, whole.
    const mapBox = (await page.locator('.map-canvas').boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    await noAxeViolations(page, { include: '.map-view' });

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toBeFocused();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();

    await marker.click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`restaurant_id=${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('in Japanese, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(MAP.replace('lang=en', 'lang=ja'));
    await acceptTermsGate(page);
    await expect(canvas(page)).toBeAttached();
    const badge = page.locator((await inView(page, '.map-cluster-button'))[0]!);
    await expect(badge).toHaveAccessibleName(/^ここに\d+軒のレストラン。表示する$/);
    // Badges zoom in until a restaurant stands alone in view.
    for (let zooms = 0; (await inView(page, '.map-marker-button')).length === 0 && zooms < 4; zooms++) {
      const badge = (await page.locator((await inView(page, '.map-cluster-button'))[0]!).elementHandle())!;
      await badge.click();
      // The map zoomed in: at its zoomend it draws its markers and badges again, the pressed one gone.
      await page.waitForFunction((pressed) => !pressed.isConnected, badge);
    }
    const marker = page.locator((await inView(page, '.map-marker-button'))[0]!);
    await marker.click();
    const card = page.getByTestId('map-card');
    await expect(card).toContainText('平均予算');
    await expect(card.getByRole('link', { name: (await marker.locator('.map-marker-name').textContent())! })).toBeFocused();
    await noAxeViolations(page, { include: '.map-view' });
  });
});

test('a map chunk that fails to load says so with Retry, and Retry draws the map', async ({ page }) => {
  const chunk = /\/assets\/leaflet[^/]*\.(js|css)$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto(MAP);
  await acceptTermsGate(page);
  const notice = page.getByTestId('asset-load-error');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('The map could not be loaded. The list view still works.');
  await expect(canvas(page)).toHaveCount(0);
  await noAxeViolations(page, { include: '.map-view' });

  // Back online: Retry fetches the chunk again in the same page and draws the map.
  await page.unroute(chunk);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(canvas(page)).toBeAttached();
  await expect(notice).toHaveCount(0);
});

test('a profile fetches the map code only when its map is opened; a chunk that fails says so with Retry, and Retry draws the map', async ({ page }) => {
  const chunk = /\/assets\/map-view-[^/]+\.js$/;
  let asked = 0;
  await page.route(chunk, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/profile?program=dine-asia&lang=en&restaurant_id=1');
  await acceptTermsGate(page);
  await expect(page.locator('[data-booking-panel="ready"]')).toBeAttached();
  expect(asked).toBe(0);
  await page.getByRole('button', { name: 'Show on map' }).click();
  const notice = page.getByTestId('asset-load-error');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This part of the page could not load. Check your connection and try again.');

  await page.unroute(chunk);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(canvas(page)).toBeAttached();
  await expect(notice).toHaveCount(0);
});
