import { expect, test, type Page } from '@playwright/test';
import { formatWallTime } from '#domain/time-format.ts';
import { noAxeViolations } from './support/axe';
import { englishSentences } from './support/english-sentences';
import { acceptTermsGate } from './support/terms';

// Reviews are what diners wrote, in the language they wrote in; everything else on the page is the program's,
// the restaurant's or the app's and must be in the diner's language.
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelector('[aria-labelledby="reviews-heading"] .review-list')?.remove();
    document.body.after(body);
    body.style.position = 'absolute';
    const text = body.innerText;
    body.remove();
    return `${document.title}\n${text}`;
  });
}

test('the sentence finder catches English and lets proper names through', () => {
  expect(englishSentences('Free cancellation up to 1 hour before the reservation.')).toHaveLength(1);
  expect(englishSentences('Golden Lotus Cantonese Kitchenは広東料理のお店です。 12 Queen’s Road Central, Central, Hong Kong')).toEqual([]);
});

for (const locale of ['ja', 'th'] as const) {
  test(`dine-asia in ${locale}: home and profile carry no English sentence`, async ({ page }) => {
    test.slow();
    await page.goto(`/?program=dine-asia&lang=${locale}`);
    const gate = page.getByTestId('terms-gate');
    await expect(gate).toBeVisible();
    expect(englishSentences(await gate.innerText())).toEqual([]);
    await noAxeViolations(page);
    await acceptTermsGate(page);

    await expect(page.locator('.restaurant-card').first()).toBeVisible();
    await expect(page).not.toHaveTitle(/book tables|dining deals/);
    expect(englishSentences(await visibleText(page))).toEqual([]);
    await noAxeViolations(page);

    await page.goto(`/profile?program=dine-asia&restaurant_id=1&lang=${locale}`);
    const panel = page.getByTestId('booking-panel-slot');
    await expect(panel.locator('[data-booking-panel="ready"]')).toBeAttached();
    expect(englishSentences(await visibleText(page))).toEqual([]);
    // The panel's times follow the locale's rule, as the policies and the e-mail do.
    const slot = panel.locator('.panel-slot-time').first();
    await expect(slot).toHaveText(formatWallTime((await slot.getAttribute('datetime'))!, locale));
    await noAxeViolations(page, { exclude: '[data-testid="booking-frame"]' });
  });
}

test('the profile words its policies from data in the diner’s language', async ({ page }) => {
  await page.goto('/profile?program=members-club&restaurant_id=1&lang=zh');
  const policies = page.locator('[aria-labelledby="policies-heading"]');
  await expect(policies).toContainText('可免费取消');
  await expect(policies).toContainText('座位将在预订时间后保留');
  await page.goto('/profile?program=members-club&restaurant_id=1&lang=en');
  await expect(policies).toContainText(/Free cancellation up to \d+ hours? before the reservation\./);
  await expect(policies).toContainText(/Tables are held for \d+ minutes after the booked time\./);
});
