import { expect, test } from '@playwright/test';
import { translated } from './support/catalog';
import { acceptTermsGate } from './support/terms';

test('the program accent colour and theme are applied', async ({ page }) => {
  await page.goto('/?program=members-club&lang=en');
  const header = page.locator('.shell-header');
  await expect(header).toHaveCSS('border-bottom-color', 'rgb(124, 58, 237)');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');

  await page.goto('/?program=restaurant-week&lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'newtheme');
  await expect(page.locator('.shell-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
});

for (const locale of ['ja', 'th'] as const) {
  test(`${locale} pages render real translations`, async ({ page }) => {
    await page.goto(`/?program=dine-asia&lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const gate = page.getByRole('dialog', { name: translated(locale, 'Terms and conditions') });
    await expect(gate).toBeVisible();
    await gate.getByRole('checkbox').check();
    await gate.getByRole('button', { name: translated(locale, 'Next') }).click();
    const nav = page.getByRole('navigation', { name: translated(locale, 'Main') });
    await expect(nav.getByRole('link', { name: translated(locale, 'My bookings') })).toBeVisible();
    await expect(page.getByText('My bookings', { exact: true })).toHaveCount(0);
  });
}

test('restaurant names come in the diner language with en fallback', async ({ page }) => {
  await page.goto('/?program=members-club&lang=zh');
  await expect(page.locator('.restaurant-card h3').first()).toHaveText(/[\u4e00-\u9fff]/);
  await page.goto('/?program=members-club&lang=th');
  // members-club offers only en and zh: Thai falls back to English text.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.restaurant-card h3').first()).toHaveText(/[A-Za-z]/);
});

test('the pseudo-locale exposes any string that skipped translation', async ({ page }) => {
  await page.goto('/?program=members-club&lang=pseudo');
  const nav = page.locator('.shell-nav');
  await expect(nav).not.toContainText('My bookings');
  await expect(nav).toContainText(/[À-ž]/);
});

test('navigation hides for partner mini-programs (navigate_bar)', async ({ page }) => {
  await page.goto('/?program=members-club&lang=en&navigate_bar=false');
  await expect(page.locator('.shell-header')).toHaveCount(0);
  await page.goto('/?program=members-club&lang=en');
  // The choice is kept for the visit (it is part of the program session).
  await expect(page.locator('.shell-header')).toHaveCount(0);
});

test('terms gate: Next only after the checkbox, consent remembered, quit on program start leaves', async ({ page }) => {
  await page.goto('/?program=dine-asia&lang=en');
  const gate = page.getByTestId('terms-gate');
  await expect(gate.getByRole('button', { name: 'Next' })).toBeDisabled();
  await acceptTermsGate(page);
  await page.reload();
  await expect(page.locator('.restaurant-card').first()).toBeVisible();
  await expect(gate).toHaveCount(0);

  await page.context().clearCookies();
  await page.reload();
  await gate.getByRole('button', { name: 'Quit' }).click();
  await expect(gate.getByRole('status')).toContainText('You have left the program');
});
