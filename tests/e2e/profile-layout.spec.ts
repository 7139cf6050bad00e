import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';

const PROFILE = '/profile?program=dine-asia&restaurant_id=1&lang=en';
const panel = (page: Page) => page.getByTestId('booking-panel-slot');
const bar = (page: Page) => page.getByTestId('book-table-bar');

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await acceptTermsGate(page);
  await expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
}

test.describe('the profile on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the booking panel is out of sight below the profile, and the bottom bar takes the diner there by keyboard', async ({ page }) => {
    await openProfile(page);
    await expect(panel(page)).not.toBeInViewport();
    const book = bar(page).getByRole('link', { name: 'Book a table' });
    await expect(book).toBeInViewport();
    const box = (await book.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await noAxeViolations(page, { exclude: '[data-testid="booking-frame"]' });

    await book.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeInViewport();
    await expect(panel(page)).toBeFocused();
    // The panel in view hides the bar, so it never covers the panel's own Book button.
    await expect(bar(page)).toBeHidden();
    await expect(page).not.toHaveURL(/#/);
    // The next Tab goes on inside the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="booking-panel-slot"]')))).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page)).toBeVisible();
  });

  test('the bar in Japanese', async ({ page }) => {
    await page.goto(PROFILE.replace('lang=en', 'lang=ja'));
    await acceptTermsGate(page);
    await expect(bar(page).getByRole('link')).toHaveText('席を予約する');
  });
});

test.describe('the profile on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has no bottom bar and keeps the panel beside the profile while the page scrolls', async ({ page }) => {
    await openProfile(page);
    await expect(bar(page)).toBeHidden();
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await panel(page).boundingBox())!;
    expect(before.x).toBeGreaterThan((await heading.boundingBox())!.x + 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    // Sticky: the panel stays at its offset from the top of the window.
    expect(Math.round((await panel(page).boundingBox())!.y)).toBe(85);
  });
});

test.describe('the booking frame in the desktop panel (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the date box and the meal periods whole, inside the frame', async ({ page }) => {
    await openProfile(page);
    const open = panel(page).locator('.panel-slot:enabled');
    await open.last().click();
    await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
    const frame = panel(page).getByTestId('booking-frame');
    const site = page.frameLocator('[data-testid="booking-frame"]');
    const date = site.getByLabel('Date');
    await expect(date).toBeVisible();
    const inner = (await frame.evaluate((element: HTMLIFrameElement) => element.clientWidth))!;
    const frameBox = (await frame.boundingBox())!;
    for (const box of [(await date.boundingBox())!, (await site.locator('.choice').first().boundingBox())!]) {
      expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + inner);
    }
    // Nothing in the framed page is wider than the frame (a sideways scroll would hide its right edge).
    const overflow = await site.locator('body').evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
