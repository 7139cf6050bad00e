import { expect, type Page } from '@playwright/test';

/** Home's Filters: a page rendered with it closed carries no options; the browser fetches them when it opens. */
export const filtersPanel = (page: Page) => page.locator('details.filters');

/** Opens home's Filters with a click and waits for its options to arrive. */
export async function openFilters(page: Page): Promise<void> {
  await filtersPanel(page).locator('> summary').click();
  await expect(filtersPanel(page)).toHaveAttribute('open', '');
  await expect(filtersPanel(page).locator('.filter-option').first()).toBeVisible();
}
