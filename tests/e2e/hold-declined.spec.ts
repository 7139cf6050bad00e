import { expect, test } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { e2eSql } from './support/staff';
import { acceptTermsGate } from './support/terms';

// A scheduled card guarantee the cron could not place: the manage screen says the hold was declined, that the
// booking stands unguaranteed, and what the diner can do.
const PROGRAM = 'dine-asia';
const GUARANTEE = 162;

/**
 * A booking 40 days ahead whose scheduled hold was declined, as the provider writes it (the provider tests,
 * scheduled-hold-failure.test.ts, reach this state through the cron). Written into the e2e D1: the sandbox gateway
 * declines a saved card only by its expiry on the real clock, so no product call reaches this state here.
 */
async function bookingWithDeclinedHold(): Promise<{ id: number; code: string }> {
  const code = `HD${String(Date.now()).slice(-8)}`;
  const at = new Date(Date.now() + 40 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const [row] = await e2eSql<{ id: number }>(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone, party_size)
     SELECT ${GUARANTEE}, '${PROGRAM}', 'Mei Tan', '${at}', 'confirmed', '${code}', 'Mei', 'Tan', 'mei-${code.toLowerCase()}@example.com', '65', '81239877', time_zone, 2
     FROM restaurants WHERE id = ${GUARANTEE} RETURNING id`,
  );
  const id = row!.id;
  const order = `bk-e2e-${code.toLowerCase()}`;
  await e2eSql(
    `INSERT INTO booking_payments (booking_id, order_id, kind, state, card_brand, card_last4, gateway_token, currency, amount_minor, created_at, updated_at)
     VALUES (${id}, '${order}', 'guarantee', 'failed', 'MASTERCARD', '0008', 'tok-e2e', 'SGD', 10000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 seconds'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
     INSERT INTO payment_operations (order_id, transaction_id, booking_id, operation, purpose, amount_minor, currency, status, gateway_code, created_at, answered_at)
     VALUES ('${order}', 'hold-1', ${id}, 'AUTHORIZE', 'hold', 10000, 'SGD', 'failed', 'EXPIRED_CARD', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`,
  );
  return { id, code };
}

test('the manage screen shows a declined scheduled hold, that the booking stands unguaranteed, and what to do', async ({ page }) => {
  const booking = await bookingWithDeclinedHold();
  await page.goto(`/booking-detail?program=${PROGRAM}&lang=en&booking_id=${booking.id}&reservation_code=${booking.code}`);
  await acceptTermsGate(page);
  const section = page.getByRole('region', { name: 'Payment' });
  await expect(section.getByTestId('payment-summary')).toHaveText(/^The hold of SGD\s?100 on Mastercard ending in 0008 was declined$/);
  await expect(section.getByTestId('payment-failed-help')).toHaveText(
    'Your booking still stands, but it is not guaranteed. To guarantee it, check the card with your bank, or add another card in My cards, book the same time again with that card and then cancel this booking.',
  );
  await expect(section.getByRole('list').last().getByRole('listitem')).toHaveText([/^Hold scheduled SGD\s?100 /, /^Hold declined SGD\s?100 /]);
  await noAxeViolations(page);

  await page.goto(`/booking-detail?program=${PROGRAM}&lang=fr&booking_id=${booking.id}&reservation_code=${booking.code}`);
  await expect(page.getByTestId('payment-failed-help')).toContainText('Votre réservation est maintenue');
});
