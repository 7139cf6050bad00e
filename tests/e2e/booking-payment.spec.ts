import { expect, test, type Page } from '@playwright/test';
import { newDiner, signUpByApi } from './support/account';
import { noAxeViolations } from './support/axe';
import { e2eSql } from './support/staff';
import { signInByApi } from './support/member-booking';
import { acceptTermsGate } from './support/terms';

// Spec §3 Refund / payment info: the manage screen and a payment return show what was held, paid and refunded,
// as a list of what happened and when, in the diner's language and at phone width.
const PROGRAM = 'dine-asia';
const GUARANTEE = 162;
const PREPAY = 163;

/**
 * A booking two days ahead with its payment as the provider writes it: a guarantee held (SGD 100), or a prepayment
 * paid (SGD 80) whose refund is under way. Written into the e2e D1: a booking with money needs a card saved through
 * the gateway's hosted fields, which my-cards.spec.ts walks.
 */
async function bookingWithMoney(kind: 'held' | 'refunding', mobile = '81239878'): Promise<{ id: number; code: string }> {
  const code = `PT${String(Date.now()).slice(-8)}`;
  const at = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const restaurant = kind === 'held' ? GUARANTEE : PREPAY;
  const [row] = await e2eSql<{ id: number }>(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone, party_size)
     SELECT ${restaurant}, '${PROGRAM}', 'Mei Tan', '${at}', '${kind === 'held' ? 'confirmed' : 'cancelled'}', '${code}', 'Mei', 'Tan', 'mei-${code.toLowerCase()}@example.com', '65', '${mobile}', time_zone, 2
     FROM restaurants WHERE id = ${restaurant} RETURNING id`,
  );
  const id = row!.id;
  const order = `bk-e2e-${code.toLowerCase()}`;
  const amount = kind === 'held' ? 10000 : 8000;
  const op = (transaction: string, operation: string, purpose: string, status: string, seconds: number) =>
    `('${order}', '${transaction}', ${id}, '${operation}', '${purpose}', ${amount}, 'SGD', '${status}', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${seconds} seconds'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${seconds} seconds'))`;
  await e2eSql(
    `INSERT INTO booking_payments (booking_id, order_id, kind, state, card_brand, card_last4, gateway_token, currency, amount_minor, held_minor, captured_minor, refunding_minor, created_at, updated_at)
     VALUES (${id}, '${order}', '${kind === 'held' ? 'guarantee' : 'prepay'}', '${kind === 'held' ? 'held' : 'refund_processing'}', 'MASTERCARD', '0008', 'tok-e2e', 'SGD', ${amount},
       ${kind === 'held' ? amount : 0}, ${kind === 'held' ? 0 : amount}, ${kind === 'held' ? 0 : amount}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 seconds'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
     INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, status, created_at, answered_at) VALUES
       ${[op('hold-1', 'AUTHORIZE', kind === 'held' ? 'hold' : 'prepay', 'succeeded', -5), ...(kind === 'held' ? [] : [op('capture-prepay', 'CAPTURE', 'prepay', 'succeeded', -4), op('refund-cancel', 'REFUND', 'refund', 'succeeded', -1)])].join(', ')};
     UPDATE payment_operations SET settles_by = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+2 days') WHERE order_id = '${order}' AND operation = 'REFUND';`,
  );
  return { id, code };
}

const detailOf = (b: { id: number; code: string }, lang: string) => `/booking-detail?program=${PROGRAM}&lang=${lang}&booking_id=${b.id}&reservation_code=${b.code}`;

async function fitsPhone(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows`).toBeLessThanOrEqual(375);
  await page.getByTestId('booking-payment').or(page.getByTestId('payment-return')).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screenshots/${name}-375.png` });
}

test('the manage screen shows a held guarantee and its history, in English and Thai, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const held = await bookingWithMoney('held');
  await page.goto(detailOf(held, 'en'));
  await acceptTermsGate(page);
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
  const refunding = await bookingWithMoney('refunding');
  await page.goto(`/pay?program=${PROGRAM}&lang=en&payment=${refunding.code}___${refunding.id}`);
  await expect(page).toHaveURL(/\/my-bookings\?/);
  await acceptTermsGate(page);
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
  const diner = newDiner();
  await signUpByApi(page.request, PROGRAM, diner);
  await signInByApi(page.request, PROGRAM, diner);
  const held = await bookingWithMoney('held', diner.mobile);
  await page.goto(`/my-bookings?program=${PROGRAM}&lang=en`);
  await acceptTermsGate(page);
  const item = page.getByTestId('member-booking').filter({ hasText: held.code });
  await expect(item.getByTestId('payment-summary')).toHaveText(/^SGD\s?100 held on Mastercard ending in 0008$/);
  await expect(item.getByTestId('payment-timeline')).toBeHidden();
  await item.getByText('Payment history').click();
  await expect(item.getByTestId('payment-timeline').getByRole('listitem')).toHaveText([/^Held on your card SGD\s?100 /]);
  await noAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/my-bookings-payment-en-375.png' });
});
