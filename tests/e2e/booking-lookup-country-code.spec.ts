import { expect, test } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { seedBookings, type E2eBooking } from './support/bookings';

// members-club has no terms gate on program start; its regions are Shanghai (86), Hong Kong (852), Singapore (65).
const PROGRAM = 'members-club';
let booking!: E2eBooking;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  booking = (await seedBookings([{ program: PROGRAM }]))[0]!;
});

const hydrated = () => Object.keys(document.querySelector('[data-testid="lookup-phone"]') ?? {}).some((k) => k.startsWith('__react'));

test('the country code starts at the region the diner browses, and the lookup finds a booking without touching it', async ({ page }) => {
  await page.goto(`/booking-lookup?program=${PROGRAM}&lang=en&region_id=3`);
  const form = page.getByTestId('lookup-phone');
  await page.waitForFunction(hydrated);
  const code = form.locator('select[name="country_code"]');
  await expect(code).toHaveValue('65');
  await expect(code.locator('option:checked')).toHaveText('+65 Singapore');
  await noAxeViolations(page);
  await form.locator('input[name="reservation_code"]').fill(booking.code);
  await form.locator('input[name="mobile"]').fill('91234567');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail\\?.*booking_id=${booking.id}`));
  await expect(page.getByTestId('reservation-code')).toHaveText(booking.code);
});

test('without a region the program’s first region gives the code, from the list every phone form offers', async ({ page }) => {
  // The list the booking frame and the login dialog offer (one loader at the edge).
  const options = await page.request.get(`/api/account/options?program=${PROGRAM}`);
  const { countries } = (await options.json()) as { countries: { country_code: string; name: string }[] };
  const frameCodes = countries.map((c) => `+${c.country_code} ${c.name}`);
  expect(frameCodes.length).toBeGreaterThan(3);
  await page.goto(`/booking-lookup?program=${PROGRAM}&lang=en`);
  const code = page.getByTestId('lookup-phone').locator('select[name="country_code"]');
  await expect(code).toHaveValue('86');
  expect(await code.locator('option').allTextContents()).toEqual(frameCodes);
});

test('a wrong mobile shows the phone rule under the phone fields, focused', async ({ page }) => {
  await page.goto(`/booking-lookup?program=${PROGRAM}&lang=en&region_id=3`);
  const form = page.getByTestId('lookup-phone');
  await page.waitForFunction(hydrated);
  await form.locator('input[name="reservation_code"]').fill(booking.code);
  await form.locator('input[name="mobile"]').fill('12');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(form.locator('input[name="mobile"]')).toBeFocused();
  await expect(form.locator('input[name="mobile"]')).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);
});
