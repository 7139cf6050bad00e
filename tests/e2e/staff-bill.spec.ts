import { expect, test } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { PAST_BOOKINGS, PAST_RESTAURANT } from './support/fixtures';
import { pastBooking, staffSignsIn } from './support/staff';
import { acceptTermsGate } from './support/terms';

const RESTAURANT = PAST_RESTAURANT;

test('staff open a bill for guests who came, once for a double press; the diner’s Check Bill shows it to pay', async ({ page, browser }) => {
  // A booking 20 minutes before the server started, at restaurant 3 (CNY): no call books in the past, so it is seeded.
  const { id, code, day } = await pastBooking(page.request, PAST_BOOKINGS.staffBill);
  await staffSignsIn(page, RESTAURANT, day);
  const booking = page.getByTestId('staff-booking').filter({ hasText: code });
  const bills = booking.getByTestId('staff-bills');
  const amount = bills.getByLabel('Bill amount (CNY)');
  // Not an amount: said in words, nothing opened.
  await amount.fill('86.555');
  await bills.getByRole('button', { name: 'Open a bill' }).click();
  await expect(bills.getByRole('alert')).toHaveText('Please enter the bill amount, above zero');
  await noAxeViolations(page);
  // A double press opens one bill.
  await amount.fill('86.50');
  await bills.getByRole('button', { name: 'Open a bill' }).dblclick();
  const listed = bills.getByRole('list', { name: 'Bills' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('86.50');
  await expect(listed).toContainText('Awaiting payment');
  // Still one after a reload: it is the provider's.
  await page.reload();
  await page.getByLabel('Day').fill(day);
  await expect(page.getByTestId('staff-booking').filter({ hasText: code }).getByRole('list', { name: 'Bills' }).getByRole('listitem')).toHaveCount(1);

  // The diner's manage screen offers Check Bill with it.
  const diner = await browser.newPage();
  await diner.goto(`/booking-detail?program=dine-asia&lang=en&booking_id=${id}&reservation_code=${code}`);
  await acceptTermsGate(diner);
  await diner.getByRole('button', { name: 'Check Bill' }).click();
  const drawer = diner.getByRole('dialog');
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem')).toContainText('86.50');
  await expect(drawer.getByRole('button', { name: 'Pay' })).toBeVisible();
  await diner.close();
});
