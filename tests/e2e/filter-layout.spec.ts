import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { openFilters } from './support/filters';
import { acceptTermsGate } from './support/terms';

/** Every option of every checkbox facet: no two overlap, the checkbox keeps its size, the name stays inside its row. */
async function expectOptionsApart(page: Page) {
  const fieldsets = page.locator('fieldset.filter-options:has(input[type="checkbox"])');
  expect(await fieldsets.count()).toBeGreaterThanOrEqual(3);
  for (const fieldset of await fieldsets.all()) {
    const rows = await fieldset.locator('label').evaluateAll((labels) =>
      labels.map((label) => {
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        return { row: box(label), checkbox: box(label.querySelector('input')!), name: box(label.querySelector('.filter-name')!), text: label.textContent };
      }),
    );
    for (const [index, { row, checkbox, name, text }] of rows.entries()) {
      expect(checkbox.width, text!).toBeCloseTo(18, 0);
      expect(checkbox.height, text!).toBeCloseTo(18, 0);
      expect(name.top, text!).toBeGreaterThanOrEqual(row.top - 0.5);
      expect(name.bottom, text!).toBeLessThanOrEqual(row.bottom + 0.5);
      expect(name.left, text!).toBeGreaterThanOrEqual(checkbox.right);
      const next = rows[index + 1];
      if (next) expect(next.row.top, `${text} / ${next.text}`).toBeGreaterThanOrEqual(row.bottom - 0.5);
    }
  }
}

for (const { width, height } of [{ width: 375, height: 740 }, { width: 1280, height: 900 }]) {
  test.describe(`home filters at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const lang of ['en', 'ja']) {
      test(`long area and landmark names wrap beside full-size checkboxes (${lang})`, async ({ page }) => {
        await page.goto(`/?program=dine-asia&lang=${lang}`);
        await acceptTermsGate(page);
        await openFilters(page);
        // A name long enough to wrap in a column of the grid (Shanghai's landmarks have one).
        await expect(page.locator('.filter-name').filter({ hasText: /Nanjing Road|南京路/ })).toBeVisible();
        await expectOptionsApart(page);
        if (lang === 'en') await noAxeViolations(page, { include: 'form[role="search"]' });
      });
    }
  });
}
