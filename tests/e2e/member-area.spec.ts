import { expect, test, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// The member side of accounts: the header's account area, My bookings, sign-out, and a booking that
// resumes after login. Most tests sign in through the edge API, whose member cookie the page shares;
// the login dialog's own flows are in account-dialog.spec.ts.
const PROGRAM = 'members-club';
const EN = `program=${PROGRAM}&lang=en`;
const DEMO = { account: 'demo@example.com', password: 'dining123', nickname: 'demo-diner', level: 'Silver' };

const accountArea = (page: Page) => page.getByTestId('account-area');
const panel = (page: Page) => page.getByTestId('booking-panel-slot');

async function signIn(page: Page, program = PROGRAM) {
  const response = await page.request.post(`/api/account/sign-in?program=${program}`, {
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
    data: { account: DEMO.account, password: DEMO.password },
  });
  expect(response.status()).toBe(200);
}

async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Client components answer clicks once React owns them; a click before that is lost. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}

/** Books the demo member a table through the booking API (the demo member's phone makes it theirs). */
async function bookForDemo(page: Page): Promise<{ id: number; code: string }> {
  const availability = await page.request.get(`/api/restaurants/1/availability?program=${PROGRAM}`);
  expect(availability.status()).toBe(200);
  const { slots } = (await availability.json()) as { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };
  const day = slots.dates.find((d) => d.slots.some((s) => s.seats.available.includes(2)))!;
  const slot = day.slots.find((s) => s.seats.available.includes(2))!;
  const response = await page.request.post('/api/restaurants/1/books', {
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin, 'Idempotency-Key': `e2e-member-${Date.now()}` },
    data: { program: PROGRAM, date: day.date, time: slot.time, party_size: 2, first_name: 'Demo', last_name: 'Diner', email: DEMO.account, country_code: '65', mobile: '91234567', consent: true },
  });
  expect(response.status()).toBe(201);
  const { booking } = (await response.json()) as { booking: { id: number; reservation_code: string } };
  return { id: booking.id, code: booking.reservation_code };
}

test.describe('member area', () => {
  test('signed out: the header and My bookings offer Log in, which opens the login dialog’s address (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/?${EN}&region_id=3`);
    const login = accountArea(page).getByRole('link', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('data-opens-login');
    const href = new URL((await login.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/');
    expect(Object.fromEntries(href.searchParams)).toEqual({ program: PROGRAM, lang: 'en', region_id: '3', showLogin: '1' });
    await fitsWidth(page);

    await page.goto(`/my-bookings?${EN}`);
    const guest = page.getByTestId('my-bookings-guest');
    await expect(guest).toBeVisible();
    expect(await guest.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/my-bookings?${EN}&showLogin=1`);
    await expect(page.getByTestId('member-card')).toHaveCount(0);
    await expect(page.getByTestId('find-reservation')).toBeVisible();
    await fitsWidth(page);
    await noAxeViolations(page);
  });

  test('signed in: the header shows the member, My bookings the card and the bookings, each opening its manage screen', async ({ page }) => {
    await page.goto(`/my-bookings?${EN}`);
    await signIn(page);
    const booking = await bookForDemo(page);
    await page.goto(`/my-bookings?${EN}`);

    const member = accountArea(page).getByTestId('account-member');
    await expect(member).toContainText(DEMO.nickname);
    await expect(member.getByRole('img', { name: DEMO.level })).toBeVisible();
    await expect(accountArea(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);

    const card = page.getByTestId('member-card');
    await expect(card.getByRole('heading', { name: DEMO.nickname })).toBeVisible();
    await expect(card.getByTestId('member-level')).toHaveText(DEMO.level);
    const me = (await (await page.request.get(`/api/account/me?program=${PROGRAM}`)).json()) as { points: number };
    await expect(card.getByTestId('member-points')).toHaveText(String(me.points));
    await expect(card.getByTestId('member-next-level')).toContainText('Gold');

    const item = page.getByTestId('member-booking').filter({ has: page.getByTestId('member-booking-code').getByText(booking.code, { exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-status', 'confirmed');
    await expect(item).toContainText('Confirmed');
    await noAxeViolations(page);

    await item.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/booking-detail\\?`));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ program: PROGRAM, lang: 'en', booking_id: String(booking.id), reservation_code: booking.code });
    await expect(page.getByTestId('reservation-code')).toHaveText(booking.code);
  });

  test('Sign out returns the header to Log in, and the old cookie no longer opens the account', async ({ page, context }) => {
    await page.goto(`/?${EN}`);
    await signIn(page);
    await page.reload();
    await expect(accountArea(page)).toContainText(DEMO.nickname);
    const [oldCookie] = (await context.cookies()).filter((c) => c.name === '__Host-dining_member');
    expect(oldCookie).toBeDefined();

    await hydrated(page, '[data-testid="sign-out"]');
    // A sign-out the edge could not finish says so and leaves the diner signed in.
    await page.route('**/api/account/sign-out?**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ errors: ['The service is busy'] }) }), { times: 1 });
    await page.getByTestId('sign-out').click();
    await expect(accountArea(page).getByRole('alert')).toHaveText('The service is busy');
    await expect(accountArea(page)).toContainText(DEMO.nickname);

    await page.getByTestId('sign-out').click();
    await expect(accountArea(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(accountArea(page)).not.toContainText(DEMO.nickname);

    // A replay of the cookie from before the sign-out: the provider revoked its token.
    await context.addCookies([oldCookie!]);
    await page.goto(`/my-bookings?${EN}`);
    await expect(accountArea(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('my-bookings-guest')).toBeVisible();
    await expect(page.getByTestId('member-card')).toHaveCount(0);
    expect((await page.request.get(`/api/account/me?program=${PROGRAM}`)).status()).toBe(401);
  });

  test('a booking left to log in resumes by itself, with the chosen date and time', async ({ page }) => {
    const profile = `/profile?${EN}&restaurant_id=1`;
    await page.goto(profile);
    await expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
    const open = panel(page).locator('.panel-slot:enabled');
    const choice = open.last();
    const time = (await choice.locator('.panel-slot-time').getAttribute('datetime'))!;
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    // The list of dates is made when opened; it opens on the chosen date.
    await panel(page).getByRole('button', { name: 'More dates' }).click();
    const date = await panel(page).getByLabel('Available dates').inputValue();

    // Log in opens the login dialog on the page; a diner who closes it is back where they were, and the
    // waiting booking is forgotten (spec §4: cancelling login returns to NO_BOOK).
    const login = panel(page).getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('data-opens-login');
    await expect(page.locator('[data-login-launcher="ready"]')).toBeAttached();
    await login.click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('login-close').click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `dining:pending-booking:${PROGRAM}`)).toBeNull();

    // Signed in through the dialog, the page reloads and the frame opens with the choice.
    await login.click();
    await dialog.locator('input[value="email"]').check({ force: true });
    await dialog.locator('input[name="email"]').fill(DEMO.account);
    await dialog.locator('input[name="password"]').fill(DEMO.password);
    await dialog.locator('input[name="privacy"]').check();
    await dialog.locator('.login-dialog-body form button[type="submit"]').click();
    await expect(page.getByTestId('login-flash')).toBeVisible();
    await expect(panel(page).locator('.booking-panel')).toHaveAttribute('data-step', 'BOOKING');
    const src = new URL((await panel(page).getByTestId('booking-frame').getAttribute('src'))!);
    expect(src.pathname).toBe('/restaurants/1/reservation');
    expect(src.searchParams.get('date')).toBe(date);
    expect(src.searchParams.get('time')).toBe(time);

    // Taken once: the next visit waits for the diner again.
    await page.reload();
    await expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
    await expect(panel(page).locator('.booking-panel')).toHaveAttribute('data-step', 'NO_BOOK');
  });

  // Pictures of the header and My bookings to look at: en (default theme) and ja (newtheme), phone and desktop.
  for (const [lang, program] of [
    ['en', PROGRAM],
    ['ja', 'dine-asia'],
  ] as const) {
    test(`screenshots of the header and My bookings (${lang})`, async ({ page }) => {
      const url = `/my-bookings?program=${program}&lang=${lang}`;
      await page.goto(url);
      if (program === 'dine-asia') await acceptTermsGate(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await reviewShot(page, `test-results/member-${lang}-${width}-signed-out.png`, { fullPage: true });
      }
      await signIn(page, program);
      await page.goto(url);
      await expect(page.getByTestId('member-card')).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await fitsWidth(page);
        await reviewShot(page, `test-results/member-${lang}-${width}-signed-in.png`, { fullPage: true });
      }
      await page.setViewportSize({ width: 320, height: 700 });
      await fitsWidth(page);
      await reviewShot(page, `test-results/member-${lang}-320-header.png`, { clip: { x: 0, y: 0, width: 320, height: 200 } });
      await noAxeViolations(page);
    });
  }
});
