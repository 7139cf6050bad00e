import { expect, test, type Page } from '@playwright/test';
import type { Diner } from './support/account';
import { noAxeViolations } from './support/axe';
import { baseURL } from './support/base-url';
import { bookWithCard, GUARANTEE, PREPAY, PROGRAM, savedCards } from './support/booking-money';
import { memberWithSavedCard } from './support/cards';
import { reviewShot } from './support/review-shot';

// Spec §3 Refund / payment info: the manage screen and a payment return show what was held, paid and refunded,
// as a list of what happened and when, in the diner's language and at phone width.
// Each test signs up its own member (the sign-up limit counts per client address).
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

/**
 * A booking with its payment, made through the product's own calls by a member with the test Mastercard saved in
 * My cards (hosted fields, 3-D Secure): a guarantee held at booking (SGD 100), or a prepayment paid (SGD 80) and then
 * cancelled, so its refund is under way. (My cards accepted the program's terms gate: the pages after it show none.)
 */
async function bookingWithMoney(page: Page, diner: Diner, kind: 'held' | 'refunding'): Promise<{ id: number; code: string }> {
  const [card] = await savedCards(page.request);
  const booking = await bookWithCard(page.request, { restaurant: kind === 'held' ? GUARANTEE : PREPAY, diner, cardId: card!.id, dayIndex: 1 });
  if (kind === 'refunding') {
    const cancelled = await page.request.delete(`/api/books/${booking.id}?reservation_code=${booking.code}`, { headers: { 'Content-Type': 'application/json', Origin: baseURL } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  return booking;
}

const detailOf = (b: { id: number; code: string }, lang: string) => `/booking-detail?program=${PROGRAM}&lang=${lang}&booking_id=${b.id}&reservation_code=${b.code}`;

async function fitsPhone(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows`).toBeLessThanOrEqual(375);
  await page.getByTestId('booking-payment').or(page.getByTestId('payment-return')).first().scrollIntoViewIfNeeded();
  await reviewShot(page, `test-results/screenshots/${name}-375.png`);
}

test('the manage screen shows a held guarantee and its history, in English and Thai, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const held = await bookingWithMoney(page, await memberWithSavedCard(page, PROGRAM), 'held');
  await page.goto(detailOf(held, 'en'));
  const section = page.getByRole('region', { name: 'Payment' });
  await expect(section.getByTestId('payment-summary')).toHaveText(/^SGD\s?100 held on Mastercard ending in 0008$/);
  await expect(section.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  await expect(section.getByRole('list').last().getByRole('listitem')).toHaveText([/^Held on your card SGD\s?100 /]);
  await noAxeViolations(page);
  await fitsPhone(page, 'payment-held-en');

  await page.goto(detailOf(held, 'th'));
  await expect(page.getByTestId('payment-summary')).toContainText('กันวงเงิน');
  await fitsPhone(page, 'payment-held-th');
});

test('a payment return on My bookings shows the refund under way and when it is expected', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const refunding = await bookingWithMoney(page, await memberWithSavedCard(page, PROGRAM), 'refunding');
  await page.goto(`/pay?program=${PROGRAM}&lang=en&payment=${refunding.code}___${refunding.id}`);
  await expect(page).toHaveURL(/\/my-bookings\?/);
  const result = page.getByTestId('payment-return');
  await expect(result.getByRole('heading', { name: `Reservation ${refunding.code}` })).toBeVisible();
  await expect(result.getByTestId('payment-summary')).toHaveText(/^Refund of SGD\s?80 processing, expected by /);
  await expect(result.getByRole('listitem')).toHaveText([/^Held on your card/, /^Paid/, /^Refund started/]);
  await noAxeViolations(page);
  await fitsPhone(page, 'payment-return-en');

  await page.goto(detailOf(refunding, 'zh'));
  await expect(page.getByTestId('payment-summary')).toContainText('退款处理中');
  await fitsPhone(page, 'payment-refunding-zh');
});

test('My bookings gives each booking with money one line, and its history on demand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const held = await bookingWithMoney(page, await memberWithSavedCard(page, PROGRAM), 'held');
  // A signed-in member's page asks whether to congratulate them on a level; the modal would make the page inert
  // under axe whenever it came. Its answer is waited for, and a congratulation closed, before the page is read.
  const upgradeAsked = page.waitForResponse((response) => response.url().includes('/api/account/upgrade?'));
  await page.goto(`/my-bookings?program=${PROGRAM}&lang=en`);
  if (((await (await upgradeAsked).json()) as { visible: boolean }).visible) {
    const dialog = page.getByTestId('upgrade-dialog');
    await dialog.locator('.button-primary').click();
    await expect(dialog).toHaveCount(0);
  }
  const item = page.getByTestId('member-booking').filter({ hasText: held.code });
  await expect(item.getByTestId('payment-summary')).toHaveText(/^SGD\s?100 held on Mastercard ending in 0008$/);
  await expect(item.getByTestId('payment-timeline')).toBeHidden();
  await item.getByText('Payment history').click();
  await expect(item.getByTestId('payment-timeline').getByRole('listitem')).toHaveText([/^Held on your card SGD\s?100 /]);
  await noAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await item.scrollIntoViewIfNeeded();
  await reviewShot(page, 'test-results/screenshots/my-bookings-payment-en-375.png');
});
