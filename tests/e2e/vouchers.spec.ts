import { expect, test } from '@playwright/test';
import { baseURL } from './support/base-url';
import { openProfile } from './support/access-journey';
import { noAxeViolations } from './support/axe';
import { listedMobile, verifyMobileInPanel } from './support/vouchers';

// mobile-perks: a listed mobile proves itself with an SMS code and receives the program's welcome voucher.
const PROGRAM = 'mobile-perks';
const RESTAURANT = 241;
const json = { 'Content-Type': 'application/json', Origin: baseURL };


test('a verified diner gets the welcome voucher, books with it, sees it used with its history, cancels and gets it back', async ({ page }) => {
  test.slow(); // verification, a booking, a cancellation, axe on each page
  const mobile = await listedMobile(page);

  // The Verify popup of the booking panel: the listed mobile, then the code the SMS sandbox received.
  await openProfile(page, PROGRAM, RESTAURANT);
  await verifyMobileInPanel(page, mobile);

  // The welcome voucher, available, with nothing in its history yet.
  await page.goto(`/vouchers?program=${PROGRAM}&lang=en`);
  const voucher = page.getByTestId('voucher');
  await expect(voucher).toHaveAttribute('data-state', 'available');
  await expect(voucher).toContainText('15% off');
  await expect(voucher.getByTestId('voucher-left')).toHaveText('1 of 1');
  const code = (await voucher.getByTestId('voucher-code').textContent())!.trim();
  await noAxeViolations(page);

  // The booking site's review step offers it; the booking redeems it (the product's create call, the same session).
  const availability = await page.request.get(`/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`);
  expect(availability.status()).toBe(200);
  const { slots } = (await availability.json()) as { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };
  const day = slots.dates.slice(2).find((d) => d.slots.some((s) => s.seats.available.includes(2)))!;
  const time = day.slots.find((s) => s.seats.available.includes(2))!.time;
  const created = await page.request.post(`/api/restaurants/${RESTAURANT}/books`, {
    headers: { ...json, 'Idempotency-Key': `e2e-voucher-${mobile}` },
    data: { program: PROGRAM, date: day.date, time, party_size: 2, first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile, consent: true, voucher_code: code },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: number; reservation_code: string } };

  await page.goto(`/vouchers?program=${PROGRAM}&lang=en`);
  await expect(voucher).toHaveAttribute('data-state', 'consumed');
  await expect(voucher.getByTestId('voucher-left')).toHaveText('0 of 1');
  await expect(voucher.getByTestId('voucher-history').locator('li')).toHaveCount(1);

  // A second booking with the used voucher is refused with the reason, and nothing is booked.
  const again = await page.request.post(`/api/restaurants/${RESTAURANT}/books`, {
    headers: { ...json, 'Idempotency-Key': `e2e-voucher-again-${mobile}` },
    data: { program: PROGRAM, date: day.date, time, party_size: 2, first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile, consent: true, voucher_code: code },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { full_messages: string[] }).full_messages).toEqual(['This voucher has been fully redeemed']);

  // Cancelled on the manage screen, the booking gives the voucher back.
  await page.goto(`/booking-detail?program=${PROGRAM}&lang=en&booking_id=${booking.id}&reservation_code=${booking.reservation_code}`);
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cancel this reservation?' }).getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByTestId('reservation-cancelled')).toBeVisible();

  await page.goto(`/vouchers?program=${PROGRAM}&lang=en`);
  await expect(voucher).toHaveAttribute('data-state', 'available');
  await expect(voucher.getByTestId('voucher-left')).toHaveText('1 of 1');
  await expect(voucher.getByTestId('voucher-history')).toContainText('given back when the booking was cancelled');
  await noAxeViolations(page);
});

test('a diner without a voucher sees where vouchers come from, in their language, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/vouchers?program=${PROGRAM}&lang=th`);
  await expect(page.getByTestId('no-vouchers')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('บัตรกำนัลของฉัน');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await noAxeViolations(page);
});
