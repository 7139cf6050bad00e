import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { grantAccessInPage } from './support/access';
import { seedBookings, type E2eBooking } from './support/bookings';
import { reviewShot } from './support/review-shot';

// Programs without a terms gate on program start: members-club (en, zh) and mc-world (with ja).
const EN = 'program=members-club&lang=en';
const JA = 'program=mc-world&lang=ja';
let main: E2eBooking;
let japanese: E2eBooking;
let shots = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const seeded = await seedBookings([{ program: 'members-club', withOrder: true }, { program: 'mc-world' }]);
  main = seeded[0]!;
  japanese = seeded[1]!;
});

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Another dinner time on the booking's date that takes its party: where Modify moves it (from the slots the edit page reads). */
async function anotherFreeTime(request: APIRequestContext, b: E2eBooking): Promise<string> {
  const response = await request.get(`/api/books/${b.id}/slots?reservation_code=${b.code}`);
  expect(response.status()).toBe(200);
  const { dates } = (await response.json()) as { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] };
  const slot = dates.find((d) => d.date === b.date)?.slots.find((s) => s.time >= '18:00' && s.time !== b.time && s.seats.available.includes(2));
  expect(slot, 'another free dinner time').toBeTruthy();
  return slot!.time;
}

const shot = (page: Page, name: string) => reviewShot(page, `test-results/manage-${++shots}-${name}.png`, { fullPage: true });

async function lookUp(page: Page, query: string, b: E2eBooking, mobile = '91234567') {
  await page.goto(`/booking-lookup?${query}`);
  const form = page.getByTestId('lookup-phone');
  await expect(form).toBeVisible();
  // Hydrated once the client code has taken over the form (a submit before that would reload the page).
  await page.waitForFunction(() => !!document.querySelector('[data-testid="lookup-phone"]') && Object.keys(document.querySelector('[data-testid="lookup-phone"]')!).some((k) => k.startsWith('__react')));
  await form.locator('input[name="reservation_code"]').fill(b.code.toLowerCase());
  await form.locator('select[name="country_code"]').selectOption('65');
  await form.locator('input[name="mobile"]').fill(mobile);
  await form.locator('button[type="submit"]').click();
}

test('lookup → detail → modify → cancel, with Check Bill and axe on every page', async ({ page, baseURL }) => {
  test.slow(); // a long journey with axe at every step
  // The lookup is reachable from my bookings.
  await page.goto(`/my-bookings?${EN}`);
  await page.getByTestId('find-reservation').click();
  await expect(page).toHaveURL(/\/booking-lookup\?/);
  await noAxeViolations(page);

  await lookUp(page, EN, main);
  await expect(page).toHaveURL(new RegExp(`/booking-detail\\?.*booking_id=${main.id}`));
  await expect(page.getByTestId('reservation-code')).toHaveText(main.code);
  await expect(page.getByTestId('booking-time').locator('time')).toHaveAttribute('datetime', main.time);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await noAxeViolations(page);
  await shot(page, 'detail-en');

  // Check Bill: a drawer with the order; Pay opens its payment (paying it: check-bill-pay.spec.ts).
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Check Bill' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your bill' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('86.50');
  await noAxeViolations(page);
  await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(drawer.getByRole('button', { name: 'Pay', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByTestId('pay-new-card')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Changing a booking of a membership program needs the member signed in (the provider refuses it otherwise).
  await grantAccessInPage(page, 'members-club');
  // Modify opens guest_manage_url with /manage swapped for /edit. The provider's BOOKING_SITE_ORIGIN is the
  // dev server's default port, so the test follows the same path and query on the e2e server.
  const editHref = await page.getByTestId('modify-booking').getAttribute('href');
  const edit = new URL(editHref!);
  expect(edit.pathname).toBe(`/reservations/${main.id}/edit`);
  expect(edit.searchParams.get('reservation_code')).toBe(main.code);
  await page.goto(`${baseURL}${edit.pathname}${edit.search}`);
  const form = page.getByTestId('edit-booking-form');
  await expect(form).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await noAxeViolations(page);
  await shot(page, 'edit-en');
  const later = await anotherFreeTime(page.request, main);
  await form.getByLabel('Time').selectOption(later);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${main.id}/manage\\?`));
  await expect(page.getByTestId('booking-time').locator('time')).toHaveAttribute('datetime', later);

  await page.goto(`/booking-detail?${EN}&booking_id=${main.id}&reservation_code=${main.code}`);
  await expect(page.getByTestId('booking-time').locator('time')).toHaveAttribute('datetime', later);

  // Cancel: confirm dialog, then 'Reservation cancelled' and no buttons.
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(confirm).toBeVisible();
  await noAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByTestId('reservation-cancelled')).toHaveText('Reservation cancelled');
  await expect(page.getByTestId('reservation-cancelled')).toBeFocused();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('modify-booking')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check Bill' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await shot(page, 'cancelled-en');

  // Reloaded, the booking reads as cancelled and offers nothing.
  await page.reload();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
});

test('a wrong phone or a malformed code shows a clear error and stays on the lookup', async ({ page }) => {
  await lookUp(page, EN, japanese, '99999999');
  await expect(page.getByRole('alert')).toHaveText('We could not find a booking with these details. Please check them and try again');
  await expect(page).toHaveURL(/\/booking-lookup\?/);

  const form = page.getByTestId('lookup-phone');
  await form.locator('input[name="mobile"]').fill('9123 4567');
  await form.locator('button[type="submit"]').click();
  // The phone rule sits under the phone fields, tied to the focused mobile input (aria-describedby).
  const mobileError = form.getByText('Please enter a valid phone number');
  await expect(mobileError).toBeVisible();
  await expect(form.locator('input[name="mobile"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="mobile"]')).toHaveAttribute('aria-describedby', new RegExp(`\\b${await mobileError.getAttribute('id')}\\b`));
  await expect(form.locator('input[name="mobile"]')).toBeFocused();
  await noAxeViolations(page);
});

test.describe('at 375 px in Japanese', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('lookup, detail and edit fit the width and pass axe', async ({ page, baseURL }) => {
    test.slow(); // a long journey with axe at every step
    await lookUp(page, JA, japanese);
    await expect(page).toHaveURL(new RegExp(`/booking-detail\\?.*booking_id=${japanese.id}`));
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await expect(page.getByTestId('reservation-code')).toHaveText(japanese.code);
    await fitsWidth(page);
    await noAxeViolations(page);
    await shot(page, 'detail-ja-375');

    const edit = new URL((await page.getByTestId('modify-booking').getAttribute('href'))!);
    expect(edit.searchParams.get('lang')).toBe('ja');
    // A card program asks for the card again before a change.
    await grantAccessInPage(page, 'mc-world');
    await page.goto(`${baseURL}${edit.pathname}${edit.search}`);
    await expect(page.getByTestId('edit-booking-form')).toBeVisible();
    await fitsWidth(page);
    await noAxeViolations(page);
    await shot(page, 'edit-ja-375');

    await page.goto(`/booking-lookup?${JA}`);
    await fitsWidth(page);
    await noAxeViolations(page);
    await shot(page, 'lookup-ja-375');
  });
});
