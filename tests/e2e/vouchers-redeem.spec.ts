import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { codeOnProfile } from './support/first-load-code';
import { listedMobile, verifyMobileInPanel } from './support/vouchers';
import { reviewShot } from './support/review-shot';

// mobile-perks: a listed mobile proves itself with an SMS code and receives the welcome voucher (every venue, one use).
const PROGRAM = 'mobile-perks';
const RESTAURANT = 241;
// Another venue of the program (region 4), where the used-up voucher leaves nothing to redeem.
const OTHER_RESTAURANT = 262;

const panel = (page: Page) => page.getByTestId('booking-panel-slot');
const profile = (restaurant: number, lang = 'en') => `/profile?program=${PROGRAM}&lang=${lang}&restaurant_id=${restaurant}`;

/** A restaurant's profile, once its 'Redeem a voucher' button works. */
async function openProfile(page: Page, restaurant: number, lang = 'en') {
  await page.goto(profile(restaurant, lang));
  await expect(page.locator('.redeem-launcher[data-hydrated="true"]')).toBeAttached();
}

/** The Verify popup of the booking panel on the first restaurant's profile: the listed mobile proves itself. */
async function verifyInPanel(page: Page, mobile: string) {
  await page.goto(profile(RESTAURANT));
  await expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
  await verifyMobileInPanel(page, mobile);
}

test('a verified diner redeems a voucher at a venue, sees it used there, and nothing is left for another venue', async ({ page }) => {
  test.slow(); // verification, a redeem, axe on the dialog and the details page
  await verifyInPanel(page, await listedMobile(page));
  // Holding a voucher now, the diner's profile brings the launcher's code (first-load-code.spec.ts: nobody else's does).
  expect(await codeOnProfile(page, profile(RESTAURANT))).toEqual(['redeemVoucher']);

  // The button opens the dialog (its code and the vouchers load only now); Escape closes it and focus comes back.
  await openProfile(page, RESTAURANT);
  const venue = (await page.locator('h1').first().textContent())!.trim();
  const opener = page.getByRole('button', { name: 'Redeem a voucher' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Redeem a voucher at ${venue}` });
  const choice = dialog.getByTestId('redeem-choice');
  await expect(choice).toHaveCount(1);
  await expect(choice).toContainText('Welcome: 15% off your first dinner');
  await expect(choice).toContainText('1 redemption left');
  await noAxeViolations(page, { include: '[data-testid="redeem-dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Redeemed from the keyboard: the confirmation says where, and that the voucher is now fully redeemed.
  await opener.press('Enter');
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).focus();
  await page.keyboard.press('Enter');
  const done = dialog.getByTestId('redeem-done');
  await expect(done).toHaveAttribute('data-state', 'consumed');
  await expect(done).toContainText(`Welcome: 15% off your first dinner redeemed at ${venue}`);
  await expect(done.getByTestId('redeem-done-state')).toHaveText('Fully redeemed');

  // The details page: consumed, nothing left, this venue in its history.
  await done.getByRole('link', { name: 'Voucher details' }).click();
  await expect(page.getByTestId('voucher-details')).toBeVisible();
  const voucher = page.getByTestId('voucher');
  await expect(voucher).toHaveAttribute('data-state', 'consumed');
  await expect(voucher.getByTestId('voucher-state')).toHaveText('Fully redeemed');
  await expect(voucher.getByTestId('voucher-left')).toHaveText('0 of 1');
  await expect(voucher.getByTestId('voucher-history').locator('li')).toHaveCount(1);
  await expect(voucher.getByTestId('voucher-history')).toContainText(venue);
  await noAxeViolations(page);

  // My vouchers keeps it under Past vouchers, linked to the same details.
  await page.goto(`/vouchers?program=${PROGRAM}&lang=en`);
  await expect(page.getByTestId('past-vouchers').getByTestId('voucher')).toHaveAttribute('data-state', 'consumed');
  await expect(page.getByTestId('past-vouchers').getByTestId('voucher-details-link')).toBeVisible();

  // Another venue: nothing usable there.
  await openProfile(page, OTHER_RESTAURANT);
  await page.getByRole('button', { name: 'Redeem a voucher' }).click();
  await expect(page.getByRole('dialog').getByTestId('no-voucher-here')).toHaveText('No voucher available in this venue');

  // The same dialog in Chinese at phone width: it fits, and reads in Chinese.
  await page.setViewportSize({ width: 375, height: 740 });
  await openProfile(page, OTHER_RESTAURANT, 'zh');
  await page.getByRole('button', { name: '使用优惠券' }).click();
  await expect(page.getByRole('dialog').getByTestId('no-voucher-here')).toHaveText('此餐厅没有可用的优惠券');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await noAxeViolations(page, { include: '[data-testid="redeem-dialog"]' });
  await reviewShot(page, 'test-results/redeem-dialog-zh-375.png');
});
