import { expect, test } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { DECLINED_HOLD } from './support/fixtures';
import { acceptTermsGate } from './support/terms';

// A scheduled card guarantee the cron could not place: the manage screen says the hold was declined, that the
// booking stands unguaranteed, and what the diner can do.
const PROGRAM = 'dine-asia';

test('the manage screen shows a declined scheduled hold, that the booking stands unguaranteed, and what to do', async ({ page }) => {
  // A booking 40 days ahead whose scheduled hold was declined, as the provider writes it (the provider tests,
  // scheduled-hold-failure.test.ts, reach this state through the cron). Seeded (./support/fixtures.ts): the sandbox
  // gateway declines a saved card only by its expiry on the real clock, so no product call reaches this state here.
  const booking = DECLINED_HOLD;
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
