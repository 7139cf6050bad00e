import { expect, test } from '@playwright/test';
import { baseURL } from './support/base-url';
import { bookInFrame, expectBooked, openProfile, site } from './support/access-journey';
import { noAxeViolations } from './support/axe';
import { listedMobile, VOUCHER_PROGRAM as PROGRAM, VOUCHER_RESTAURANT as RESTAURANT, verifyMobileInPanel } from './support/vouchers';

interface Mail { id: number; to: string; subject: string; text: string }

test('a voucher chosen in the booking frame applies to the booking: the manage screen and the e-mail name it with its benefit', async ({ page }) => {
  test.slow(); // verification, the frame's five steps, the relayed e-mail
  const mobile = await listedMobile(page);
  await openProfile(page, PROGRAM, RESTAURANT);
  await verifyMobileInPanel(page, mobile);

  const email = `vouchers-${mobile}@example.com`;
  let code = '';
  const reservation = await bookInFrame(site(page), email, async (frame) => {
    // The review step offers the diner's welcome voucher; the diner ticks it.
    const choice = frame.getByRole('group', { name: 'Vouchers' });
    const box = choice.getByRole('checkbox');
    await expect(box).toHaveCount(1);
    await expect(box).not.toBeChecked();
    await expect(choice).toContainText('Welcome: 15% off your first dinner');
    code = (await box.getAttribute('value'))!;
    await box.check();
  });
  await expectBooked(page, reservation);

  // The e-mail names the voucher, its benefit and its code.
  await expect.poll(async () => ((await (await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: Mail[] }).messages.length, { timeout: 15_000 }).toBe(1);
  const { messages } = (await (await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: Mail[] };
  expect(messages[0]!.text).toContain(`Voucher: Welcome: 15% off your first dinner · 15% off (${code})`);

  // The booking's manage screen lists it the same way; the voucher is used up on the vouchers page.
  const lookup = await page.request.post('/api/books/lookup', { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: { voucher_code: code } });
  expect(lookup.status()).toBe(200);
  const [booking] = ((await lookup.json()) as { bookings: { id: number; reservation_code: string }[] }).bookings;
  expect(booking!.reservation_code).toBe(reservation);
  await page.goto(`/booking-detail?program=${PROGRAM}&lang=en&booking_id=${booking!.id}&reservation_code=${reservation}`);
  await expect(page.getByTestId('booking-vouchers')).toContainText(`Welcome: 15% off your first dinner · 15% off ${code}`);
  await noAxeViolations(page);
});
