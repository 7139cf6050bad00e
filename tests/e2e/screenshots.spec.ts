import { expect, test } from '@playwright/test';
import { reviewShot } from './support/review-shot';

// Phone and desktop width in three scripts: nothing may stick out sideways, and each view is saved to
// test-results/screenshots for a person to look at.
const pages = {
  home: '/?program=mc-world',
  profile: '/profile?program=mc-world&restaurant_id=1',
  deals: '/deals?program=mc-world',
  map: '/?program=mc-world&view=map',
};
for (const lang of ['en', 'zh', 'th']) {
  for (const width of [375, 1440]) {
    test(`${lang} at ${width}px fits the width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${path}&lang=${lang}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows`).toBeLessThanOrEqual(width);
        await reviewShot(page, `test-results/screenshots/${name}-${lang}-${width}.png`);
      }
    });
  }
}
