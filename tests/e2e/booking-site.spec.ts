import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { reviewShot } from './support/review-shot';

// Restaurant 1 is among the seeded restaurants with 60 days of slots (server/provider/seed/availability.ts).
const RESTAURANT = 1;
const PROGRAM = 'dine-asia';
const SHOTS = 'test-results/booking-site';

interface Slot { time: string; seats: { available: number[] } }
interface Availability { slots: { dates: { date: string; slots: Slot[] }[] } }

async function availability(request: APIRequestContext): Promise<Availability> {
  const response = await request.get(`/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Availability;
}

/** A dinner slot on the n-th bookable date from today that still takes a party of `party` (each test its own, the tests share one database). */
async function dinnerSlot(request: APIRequestContext, dayIndex: number, party = 2): Promise<{ date: string; time: string; available: number[] }> {
  const { slots } = await availability(request);
  const day = slots.dates[dayIndex]!;
  const slot = day.slots.filter((s) => s.time >= '18:00').find((s) => s.seats.available.includes(party))!;
  return { date: day.date, time: slot.time, available: slot.seats.available };
}

const siteUrl = (q: Record<string, string>) => `/restaurants/${RESTAURANT}/reservation?${new URLSearchParams({ program: PROGRAM, ...q })}`;
const ready = (page: Page | FrameLocator) => expect(page.locator('.booking-site[data-ready="true"]')).toBeAttached();
const heading = (page: Page | FrameLocator) => page.getByRole('heading', { level: 1 });

async function shot(page: Page, name: string) {
  await reviewShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

/** Meal period → seats → (deal) → guest details, ready to review; checks axe on each step when asked. */
async function walkToGuest(page: Page | FrameLocator, slot: { date: string; time: string }, party: number, opts: { axe?: boolean; shots?: string; period?: RegExp } = {}) {
  await ready(page);
  const step = async (name: string) => {
    if (opts.axe && 'screenshot' in page) await noAxeViolations(page);
    if (opts.shots && 'screenshot' in page) await shot(page, `${opts.shots}-${name}`);
  };
  await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'meal_period');
  await step('1-meal-period');
  await page.locator('.choice-list .choice').nth(1).click(); // dinner (lunch first)
  await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'seats');
  const choice = page.locator(`.time-choice:has(time[datetime="${slot.time}"])`);
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await page.locator('select').nth(1).selectOption(String(party));
  await step('2-seats');
  await page.locator('.step-actions .button-primary').click();
  await expect(page.locator('.booking-site')).not.toHaveAttribute('data-step', 'seats');
  if ((await page.locator('.booking-site').getAttribute('data-step')) === 'deal') {
    await step('3-deal');
    await page.locator('.choice-list .choice').first().click();
  }
  await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'guest');
  await expect(heading(page)).toBeFocused();
}

async function fillGuest(page: Page | FrameLocator, firstName = 'Mei') {
  await page.locator('input[name="first_name"]').fill(firstName);
  await page.locator('input[name="last_name"]').fill('Tan');
  await page.locator('input[name="email"]').fill('mei.tan@example.com');
  await page.locator('select[name="country_code"]').selectOption('65');
  await page.locator('input[name="mobile"]').fill('91234567');
  await page.locator('input[name="consent"]').check();
}

async function bookOut(request: APIRequestContext, slot: { date: string; time: string }) {
  for (let round = 0; round < 10; round++) {
    const { slots } = await availability(request);
    const left = slots.dates.find((d) => d.date === slot.date)!.slots.find((s) => s.time === slot.time)!.seats.available;
    if (left.length === 0) return;
    const response = await request.post(`/api/restaurants/${RESTAURANT}/books`, {
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-bookout-${Date.now()}-${round}` },
      data: { program: PROGRAM, date: slot.date, time: slot.time, party_size: Math.max(...left), first_name: 'Full', last_name: 'House', email: 'full@example.com', country_code: '65', mobile: '98765432', consent: true },
    });
    expect(response.status()).toBe(201);
  }
  throw new Error('slot did not fill');
}

test.describe('booking site', () => {
  test('walks every step to a reservation code, axe-clean at each step, framed only by the app and the program partners', async ({ page, request }) => {
    test.slow(); // a long journey with axe at every step
    await page.setViewportSize({ width: 1280, height: 900 });
    const slot = await dinnerSlot(request, 2);
    const response = await page.goto(siteUrl({ lang: 'en', date: slot.date, time: slot.time }));
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    await expect(page.locator('.shell-header')).toHaveCount(0);
    await walkToGuest(page, slot, 3, { axe: true, shots: 'en-1280' });
    await fillGuest(page);
    await page.locator('textarea[name="special_requests"]').fill('A quiet table, please');
    await noAxeViolations(page);
    await shot(page, 'en-1280-4-guest');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'review');
    await expect(page.locator('.review-list')).toContainText('A quiet table, please');
    await noAxeViolations(page);
    await shot(page, 'en-1280-5-review');

    // A reload keeps the progress.
    await page.reload();
    await ready(page);
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'review');

    const created = page.waitForResponse((r) => r.url().includes('/books') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const body = (await (await created).json()) as { booking: { reservation_code: string; reservation_seats: number } };
    await expect(page.getByTestId('reservation-code')).toHaveText(body.booking.reservation_code);
    expect(body.booking.reservation_seats).toBe(3);
    await expect(page.getByText('A confirmation e-mail is on its way to mei.tan@example.com.')).toBeVisible();
    const manage = page.getByRole('link', { name: 'Manage booking' });
    await expect(manage).toHaveAttribute('href', new RegExp(`/reservations/\\d+/manage\\?program=${PROGRAM}&reservation_code=${body.booking.reservation_code}`));
    await noAxeViolations(page);
    await shot(page, 'en-1280-6-success');
  });

  test('bad guest details show the localized messages beside the fields and send nothing', async ({ page, request }) => {
    const slot = await dinnerSlot(request, 3);
    await page.goto(siteUrl({ lang: 'en', date: slot.date, time: slot.time }));
    await walkToGuest(page, slot, 2);
    let posted = 0;
    page.on('request', (r) => { if (r.url().includes('/books')) posted++; });
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="mobile"]').fill('9123 4567');
    await page.getByRole('button', { name: 'Review booking' }).click();
    for (const message of ['Please enter your first name', 'Please enter your last name', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please agree to the user agreement and privacy policy']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const email = page.locator('input[name="email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email address');
    await expect(page.locator('input[name="first_name"]')).toBeFocused();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'guest');
    await noAxeViolations(page);
    await shot(page, 'en-1280-4-guest-errors');
    expect(posted).toBe(0);
  });

  test('a slot that filled up meanwhile answers “No seats available” and offers the nearest slots', async ({ page, request }) => {
    const slot = await dinnerSlot(request, 4);
    await page.goto(siteUrl({ lang: 'en', date: slot.date, time: slot.time }));
    await walkToGuest(page, slot, 2);
    await fillGuest(page, 'Late');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await bookOut(request, slot);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const alert = page.locator('.booking-error');
    await expect(alert).toContainText('No seats available');
    const nearest = alert.getByRole('button');
    await expect(nearest.first()).toBeVisible();
    await noAxeViolations(page);
    await shot(page, 'en-1280-5-no-seats');
    const label = (await nearest.first().textContent())!;
    await nearest.first().click();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'review');
    await expect(page.locator('.review-list')).toContainText(label.split(' ').at(-1)!);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('reservation-code')).toBeVisible();
  });

  test('a double click on Confirm makes one booking', async ({ page, request }) => {
    const slot = await dinnerSlot(request, 5);
    await page.goto(siteUrl({ lang: 'en', date: slot.date, time: slot.time }));
    await walkToGuest(page, slot, 2);
    await fillGuest(page, 'Double');
    await page.getByRole('button', { name: 'Review booking' }).click();
    const posts: { key: string; body: string }[] = [];
    page.on('request', (r) => { if (r.url().includes('/books') && r.method() === 'POST') posts.push({ key: r.headers()['idempotency-key']!, body: r.postData()! }); });
    await page.getByRole('button', { name: 'Confirm booking' }).dblclick();
    const code = (await page.getByTestId('reservation-code').textContent())!;
    expect(posts).toHaveLength(1);
    // The same key again (a network retry) answers the same booking, not a second one.
    const retry = await request.post(`/api/restaurants/${RESTAURANT}/books`, { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': posts[0]!.key }, data: JSON.parse(posts[0]!.body) });
    expect(retry.status()).toBe(201);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    const replayed = (await retry.json()) as { booking: { id: number; reservation_code: string } };
    expect(replayed.booking.reservation_code).toBe(code);

    // A payment return (spec §3: code + "___" + id) shows that booking's result.
    await page.goto(`/restaurants/${RESTAURANT}/reservation/complete?program=${PROGRAM}&lang=en&payment=${code}___${replayed.booking.id}`);
    await expect(page.getByTestId('reservation-code')).toHaveText(code);
    await expect(page.locator('.review-list')).toContainText('Confirmed');
    await noAxeViolations(page);
    await page.goto(`/restaurants/${RESTAURANT}/reservation/complete?program=${PROGRAM}&lang=en&payment=nonsense`);
    await expect(page.getByRole('alert')).toHaveText('We could not find this booking');
  });

  test('a group booking request gets a reference code and a status to check', async ({ page, request }) => {
    const slot = await dinnerSlot(request, 6);
    await page.goto(siteUrl({ lang: 'en', date: slot.date }));
    await ready(page);
    await page.locator('.choice-list .choice').first().click();
    await page.getByRole('button', { name: 'Send a group booking request' }).click();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'group');
    await page.getByLabel('Number of guests').fill('12a');
    await page.getByRole('button', { name: 'Send group request' }).click();
    await expect(page.getByText('Please enter the number of guests in digits')).toBeVisible();
    await expect(page.getByText('Please tell the restaurant about your group')).toBeVisible();
    await noAxeViolations(page);
    await page.getByLabel('Number of guests').fill('16');
    await page.getByLabel('Tell the restaurant about your group').fill('Team dinner, two vegetarians');
    await fillGuest(page, 'Group');
    await page.getByRole('button', { name: 'Send group request' }).click();
    const reference = (await page.getByTestId('group-reference').textContent())!;
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByText('Status: Pending')).toBeVisible();
    await noAxeViolations(page);
    await shot(page, 'en-1280-group-sent');
    await page.getByRole('link', { name: 'Check the status of this request' }).click();
    await expect(page.getByTestId('group-status')).toContainText(reference);
    await expect(page.getByTestId('group-status')).toContainText('Pending');
    await noAxeViolations(page);
  });

  for (const lang of ['en', 'ja'] as const) {
    test(`books at 375 px in ${lang}, without sideways scrolling, axe-clean`, async ({ page, request }) => {
      test.slow(); // a long journey with axe at every step
      await page.setViewportSize({ width: 375, height: 800 });
      const slot = await dinnerSlot(request, lang === 'en' ? 7 : 8);
      await page.goto(siteUrl({ lang, date: slot.date, time: slot.time }));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await walkToGuest(page, slot, 2, { axe: true, shots: `${lang}-375` });
      await fillGuest(page, lang === 'ja' ? '花子' : 'Narrow');
      await shot(page, `${lang}-375-4-guest`);
      await page.locator('.guest-form button[type="submit"]').click();
      await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'review');
      if (lang === 'ja') await expect(page.locator('.review-list')).toContainText('月');
      await noAxeViolations(page);
      await shot(page, `${lang}-375-5-review`);
      await page.locator('.step-actions .button-primary').click();
      await expect(page.getByTestId('reservation-code')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await noAxeViolations(page);
      await shot(page, `${lang}-375-6-success`);
    });
  }

  test('inside a frame it reports its height and the booking to the return_url origin only', async ({ page, request, baseURL }) => {
    const slot = await dinnerSlot(request, 10);
    const host = `${baseURL}/__e2e-host`;
    const frameSrc = siteUrl({ lang: 'en', date: slot.date, time: slot.time, return_url: host });
    // A stand-in for the profile page on the app's own origin (frame-ancestors 'self').
    await page.route(host, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Host</title><script>window.received=[];addEventListener('message',(e)=>window.received.push({origin:e.origin,data:e.data}))</script><iframe title="Booking" src="${frameSrc}" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto(host);
    const frame = page.frameLocator('iframe');
    await walkToGuest(frame, slot, 2);
    await fillGuest(frame, 'Framed');
    await frame.getByRole('button', { name: 'Review booking' }).click();
    await frame.getByRole('button', { name: 'Confirm booking' }).click();
    const code = (await frame.getByTestId('reservation-code').textContent())!;
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: { data: { type: string } }[] }).received.map((m) => m.data.type))).toContain('dining:booked');
    const received = await page.evaluate(() => (window as unknown as { received: { origin: string; data: { type: string; reservation_code?: string; height?: number } }[] }).received);
    expect(received.find((m) => m.data.type === 'dining:booked')!.data.reservation_code).toBe(code);
    expect(received.some((m) => m.data.type === 'dining:resize' && m.data.height! > 200)).toBe(true);
    expect(new Set(received.map((m) => m.origin))).toEqual(new Set([new URL(baseURL!).origin]));
  });

  test('the deal step offers the restaurant’s deals and says when one cannot be booked at the chosen time', async ({ page }) => {
    // Restaurant 83 has slots and a dine-asia deal in the deterministic seed; the seed has no deal-specific slots.
    await page.goto(`/restaurants/83/reservation?program=${PROGRAM}&lang=en`);
    await ready(page);
    await page.locator('.choice-list .choice').last().click();
    await page.locator('.time-choice:not([disabled])').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'deal');
    const options = page.locator('.choice-list .choice');
    await expect(options).not.toHaveCount(1);
    await noAxeViolations(page);
    await shot(page, 'en-1280-3-deal');
    await options.nth(1).click();
    await expect(page.getByRole('alert')).toContainText('This deal cannot be booked at the time you chose');
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'deal');
    await page.getByRole('button', { name: 'No deal, just a table' }).click();
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'guest');
  });

  test('ja at 1280 px, and an unknown restaurant reads as a clear error', async ({ page, request }) => {
    test.slow(); // a long journey with axe at every step
    await page.setViewportSize({ width: 1280, height: 900 });
    const slot = await dinnerSlot(request, 9);
    await page.goto(siteUrl({ lang: 'ja', date: slot.date, time: slot.time }));
    await walkToGuest(page, slot, 2, { axe: true, shots: 'ja-1280' });
    await page.goto(`/restaurants/999999/reservation?program=${PROGRAM}&lang=en`);
    await expect(heading(page)).toHaveText('This restaurant does not exist');
    await noAxeViolations(page);
  });
});
