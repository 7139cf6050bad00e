import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core finds nothing on the page (or inside `include`, leaving out `exclude`). Legacy mode runs axe once
 * in the page, same-origin frames included, instead of once per frame and again in a new blank page that
 * merges the results: about half the time a check takes, and every frame these pages hold is same-origin.
 */
export async function noAxeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<void> {
  // A page between two renders has no title yet: scan the page once its head is in (every page has a title).
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
