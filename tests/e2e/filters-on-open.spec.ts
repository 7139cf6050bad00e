import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { filtersPanel, openFilters } from './support/filters';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// members-club shows no terms gate, so its home HTML is the page itself.
const HOME = '/?program=members-club&lang=en';
const FACETS_CALL = /\/api\/regions\/\d+\/facets\?/;
const formReady = (page: Page) => expect(page.locator('form[data-auto-submit="ready"]')).toBeAttached();
const summary = (page: Page) => filtersPanel(page).locator('> summary');

test.describe('home filters come when Filters opens', () => {
  test('the home HTML carries no facet options; opening Filters by keyboard shows them, focus staying on Filters', async ({ page }) => {
    const html = await (await page.request.get(HOME)).text();
    expect(html).toContain('<details class="filters">');
    expect(html).not.toContain('filter-option');
    expect(html).not.toContain('name="cuisines_ids"');

    await page.goto(HOME);
    await formReady(page);
    await expect(page.locator('.filter-option')).toHaveCount(0);
    // Tab onto the summary: focus already asks for the facets, Enter opens the panel.
    const facetsCall = page.waitForResponse(FACETS_CALL);
    await page.getByRole('button', { name: 'Near me' }).focus();
    await page.keyboard.press('Tab');
    await expect(summary(page)).toBeFocused();
    expect((await facetsCall).status()).toBe(200);
    await page.keyboard.press('Enter');
    await expect(filtersPanel(page)).toHaveAttribute('open', '');
    await expect(page.locator('fieldset', { hasText: 'Cuisine' }).locator('.filter-option').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(filtersPanel(page).locator('input:checked')).toHaveCount(0);
    await expect(summary(page)).toBeFocused();
    // Space closes and opens it again, the options still there.
    await page.keyboard.press('Space');
    await expect(filtersPanel(page)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(page.locator('.filter-option').first()).toBeVisible();
    await expect(summary(page)).toBeFocused();
    await noAxeViolations(page, { include: 'form[role="search"]' });
  });

  test('pointing at Filters fetches the options, so opening shows them at once', async ({ page }) => {
    await page.goto(HOME);
    await formReady(page);
    const facetsCall = page.waitForResponse(FACETS_CALL);
    await summary(page).hover();
    await facetsCall;
    // Already in the (closed) panel before it opens.
    await expect(filtersPanel(page).locator('.filter-option').first()).toBeAttached();
    let asked = 0;
    page.on('request', (request) => void (FACETS_CALL.test(request.url()) && asked++));
    await summary(page).click();
    await expect(page.locator('.filter-option').first()).toBeVisible();
    expect(asked).toBe(0);
  });

  test('an active cuisine filter renders Filters open with its option checked, without a facets call', async ({ page }) => {
    await page.goto(HOME);
    await formReady(page);
    await openFilters(page);
    const cuisine = await page.locator('input[name="cuisines_ids"]').first().getAttribute('value');
    const filtered = `${HOME}&cuisines_ids=${cuisine}`;

    const html = await (await page.request.get(filtered)).text();
    expect(html).toContain('<details class="filters" open="">');
    const inputs = [...html.matchAll(/<input\b[^>]*\bname="cuisines_ids"[^>]*>/g)].map(([input]) => input);
    expect(inputs.length).toBeGreaterThan(1);
    expect(inputs.filter((input) => /\bchecked\b/.test(input))).toEqual([expect.stringContaining(`value="${cuisine}"`)]);

    let asked = 0;
    page.on('request', (request) => void (FACETS_CALL.test(request.url()) && asked++));
    await page.goto(filtered);
    await formReady(page);
    await expect(filtersPanel(page)).toHaveAttribute('open', '');
    await expect(page.locator(`input[name="cuisines_ids"][value="${cuisine}"]`)).toBeChecked();
    await summary(page).hover();
    expect(asked).toBe(0);
  });

  test('while the options come, the open panel says so in the diner language and is marked busy', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FACETS_CALL, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/?program=members-club&lang=zh');
    await formReady(page);
    await summary(page).click();
    const grid = filtersPanel(page).locator('.filter-grid');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.getByRole('status')).toHaveText('正在加载筛选条件…');
    release();
    await expect(page.locator('.filter-option').first()).toBeVisible();
    await expect(grid).not.toHaveAttribute('aria-busy');
    await expect(grid.getByRole('status')).toHaveCount(0);
  });

  test('a failed facets call says so in the diner language, and Retry brings the options', async ({ page }) => {
    // Down until Retry: pointing at Filters and opening it may both ask (opening retries a failed prefetch).
    let down = true;
    await page.route(FACETS_CALL, (route) => (down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":["down"]}' }) : route.fallback()));
    await page.goto('/?program=members-club&lang=zh');
    await formReady(page);
    await summary(page).click();
    const alert = filtersPanel(page).getByRole('alert');
    await expect(alert).toContainText('无法加载筛选条件。');
    down = false;
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('.filter-option').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(summary(page)).toBeFocused();
  });

  for (const lang of ['th', 'en']) {
    test(`screenshot at 375 px with Filters open (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/?program=dine-asia&lang=${lang}`);
      await acceptTermsGate(page);
      await openFilters(page);
      await expect(page.locator('.filter-options select').first()).toBeVisible();
      await reviewShot(page.locator('form[role="search"]'), `test-results/screenshots/filters-open-${lang}-375.png`);
    });
  }
});
