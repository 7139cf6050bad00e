import { expect, test, type Page } from '@playwright/test';
import { FRAME_RESIZE_DELAY_MS } from '#domain/frame-messages.ts';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// Seed: restaurants 1–3 (first city) and 81–83 (the bank program's city) have slots; 4 has none.
const profile = (program: string, id: number, extra = '') => `/profile?program=${program}&restaurant_id=${id}&lang=en${extra}`;
const panel = (page: Page) => page.getByTestId('booking-panel-slot');
const slots = (page: Page) => panel(page).locator('.panel-slot');
const step = (page: Page) => panel(page).locator('.booking-panel');
// Slots and dates respond once the panel has hydrated; a click before that is lost.
const panelReady = (page: Page) => expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();

async function openDineAsia(page: Page, id = 1, extra = '') {
  await page.goto(profile('dine-asia', id, extra));
  await acceptTermsGate(page);
  await panelReady(page);
}

// The framed booking site is checked by its own tests.
const expectNoAxeViolations = (page: Page) => noAxeViolations(page, { include: '[data-testid="booking-panel-slot"]', exclude: '[data-testid="booking-frame"]' });

/** Picks the last bookable slot of the shown date; answers its time. */
async function pickLastSlot(page: Page): Promise<string> {
  const open = slots(page).and(page.locator(':enabled'));
  const choice = open.last();
  const time = (await choice.locator('.panel-slot-time').getAttribute('datetime'))!;
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  return time;
}

// A stand-in for the booking site (built on another branch): it reports its height, a booking and a close
// to its parent, and holds a frame of another origin that tries to pass for it.
const FAKE_SITE = `<!doctype html><html lang="en"><title>Booking site</title><body>
<script>
  const target = new URL(new URLSearchParams(location.search).get('return_url')).origin;
  const send = (message) => parent.postMessage(message, target);
</script>
<button id="resize" onclick="send({ type: 'dining:resize', height: 640 })">Resize</button>
<button id="tiny" onclick="send({ type: 'dining:resize', height: 50 })">Tiny</button>
<button id="booked" onclick="send({ type: 'dining:booked', booking_id: 7, reservation_code: 'ABC12345' })">Booked</button>
<button id="close" onclick="send({ type: 'dining:close' })">Close</button>
<iframe src="http://forger.test/frame" title="Forger"></iframe>
</body></html>`;
const FORGER = `<!doctype html><title>Forger</title><button id="forge" onclick="parent.parent.postMessage({ type: 'dining:resize', height: 1500 }, '*')">Forge</button>`;

test.describe('booking panel', () => {
  test('shows up to 4 slots, all on request, and books into the frame with the address parameters', async ({ page }) => {
    await openDineAsia(page);
    // Tomorrow has all 8 slots whatever the hour (today's may be partly past).
    await panel(page).getByRole('button', { name: 'More dates' }).click();
    const dates = panel(page).getByLabel('Available dates');
    await dates.selectOption((await dates.locator('option').nth(1).getAttribute('value'))!);
    await expect(slots(page)).toHaveCount(4);
    await expectNoAxeViolations(page);
    const toggle = panel(page).getByRole('button', { name: /Show (all|fewer) times/ });
    await expect(toggle).toHaveText('Show all times (8)');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await slots(page).count()).toBeGreaterThan(4);
    await expect(panel(page).getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
    const time = await pickLastSlot(page);
    const date = await dates.inputValue();
    await panel(page).getByRole('button', { name: 'Book', exact: true }).click();

    const frame = panel(page).getByTestId('booking-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('title', 'Booking form');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(new URL(page.url()).origin);
    expect(src.pathname).toBe('/restaurants/1/reservation');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ program: 'dine-asia', lang: 'en', date, time, return_url: page.url() });
    await expect(step(page)).toHaveAttribute('data-step', 'BOOKING');
    await expectNoAxeViolations(page);

    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'NO_BOOK');
    await expect(frame).toHaveCount(0);
  });

  test('keeps the chosen date and time over a reload, fetching a later date through the API', async ({ page }) => {
    await openDineAsia(page);
    await panel(page).getByRole('button', { name: 'More dates' }).click();
    const dates = panel(page).getByLabel('Available dates');
    const later = await dates.locator('option').nth(9).getAttribute('value');
    // Written by the server, as every date the panel lists.
    const written = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${later}T00:00:00Z`));
    await expect(dates.locator('option').nth(9)).toHaveText(written);
    const answer = page.waitForResponse((response) => response.url().includes('/api/restaurants/1/panel-slots') && response.ok());
    await dates.selectOption(later!);
    await answer;
    const time = await pickLastSlot(page);
    await page.reload();
    await panelReady(page);
    // The list of dates is made when opened; it opens on the kept date.
    await panel(page).getByRole('button', { name: 'More dates' }).click();
    await expect(dates).toHaveValue(later!);
    await expect(slots(page).filter({ has: page.locator(`time[datetime="${time}"]`) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a restaurant without slots says No seats available', async ({ page }) => {
    await openDineAsia(page, 4);
    await expect(panel(page).getByRole('heading', { name: 'No seats available' })).toBeVisible();
    await expect(slots(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the membership program asks the diner to log in first', async ({ page }) => {
    await page.goto(profile('members-club', 1));
    await panelReady(page);
    await expect(panel(page).getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await expect(panel(page).getByText('Log in to start booking')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
    const login = panel(page).getByRole('link', { name: 'Log in' });
    expect(new URL((await login.getAttribute('href'))!, page.url()).searchParams.get('showLogin')).toBe('1');
    await expectNoAxeViolations(page);

    // Signed in (the edge's member cookie), the same panel offers the times and books.
    const signedIn = await page.request.post('/api/account/sign-in?program=members-club', {
      headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
      data: { account: 'demo@example.com', password: 'dining123' },
    });
    expect(signedIn.status()).toBe(200);
    await page.reload();
    await panelReady(page);
    await expect(panel(page).getByRole('heading', { name: 'Sign in required' })).toHaveCount(0);
    await pickLastSlot(page);
    await expect(panel(page).getByRole('button', { name: 'Book', exact: true })).toBeEnabled();
  });

  for (const [program, id, wording] of [
    ['mc-world', 1, { role: 'button', name: 'With my card number' }],
    ['dbs-dining', 81, { role: 'link', name: 'Continue to my bank' }],
  ] as const) {
    test(`${program} reaches PRE_BOOKING: verification before booking`, async ({ page }) => {
      await page.goto(profile(program, id));
      await panelReady(page);
      // Not joined yet: off-peak slots only, each with its discount.
      await expect(slots(page).first()).toContainText('% off food');
      await pickLastSlot(page);
      await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
      await expect(step(page)).toHaveAttribute('data-step', 'PRE_BOOKING');
      await expect(panel(page).getByRole('heading', { name: 'Verify to book' })).toBeVisible();
      await expect(panel(page).getByRole(wording.role, { name: wording.name })).toBeVisible();
      await expect(panel(page).getByTestId('booking-frame')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await panel(page).getByRole('button', { name: 'Back' }).click();
      await expect(step(page)).toHaveAttribute('data-step', 'NO_BOOK');
    });
  }

  test('the frame resizes only on messages from itself, and reports a booking and a close', async ({ page }) => {
    // A controlled clock: the resize delay is passed by advancing it, not by waiting.
    await page.clock.install();
    await page.route('**/restaurants/1/reservation?**', (route) => route.fulfill({ contentType: 'text/html', body: FAKE_SITE }));
    await page.route('http://forger.test/**', (route) => route.fulfill({ contentType: 'text/html', body: FORGER }));
    await openDineAsia(page);
    await pickLastSlot(page);
    await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
    const frame = panel(page).getByTestId('booking-frame');
    const site = page.frameLocator('[data-testid="booking-frame"]');
    await expect(site.locator('#resize')).toBeVisible();
    const height = () => frame.evaluate((element) => element.getBoundingClientRect().height);

    await site.locator('#resize').click();
    await expect.poll(height).toBe(640);

    // Two forgeries: one posted by the page itself, one by a frame of another origin inside the site.
    await page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      addEventListener('message', (event) => seen.push((event.data as { height?: number }).height));
    });
    await page.evaluate(() => window.postMessage({ type: 'dining:resize', height: 1200 }, '*'));
    await site.frameLocator('iframe').locator('#forge').click();
    // Both have reached the window (the panel listened first), and the resize delay is then run past.
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual(expect.arrayContaining([1200, 1500]));
    await page.clock.runFor(FRAME_RESIZE_DELAY_MS * 2);
    expect(await height()).toBe(640);

    await site.locator('#tiny').click();
    await expect.poll(height).toBe(200);

    await site.locator('#booked').click();
    await expect(panel(page).getByRole('status')).toContainText('Booked — code ABC12345');
    const manage = new URL((await panel(page).getByRole('link', { name: 'Manage booking' }).getAttribute('href'))!, page.url());
    expect(manage.pathname).toBe('/booking-detail');
    expect(Object.fromEntries(manage.searchParams)).toMatchObject({ program: 'dine-asia', lang: 'en', booking_id: '7', reservation_code: 'ABC12345' });
    await site.locator('#close').click();
    await expect(step(page)).toHaveAttribute('data-step', 'NO_BOOK');
    await expect(panel(page).getByText('Booked — code ABC12345')).toBeVisible();
  });

  test('a payment return opens the frame at the complete step', async ({ page }) => {
    await openDineAsia(page, 1, '&payment=ABC12345___42');
    const src = new URL((await panel(page).getByTestId('booking-frame').getAttribute('src'))!);
    expect(src.pathname).toBe('/restaurants/1/reservation/complete');
    expect(src.searchParams.get('payment')).toBe('ABC12345___42');
  });

  test('the deal page books the deal in its aside', async ({ page }) => {
    await page.goto('/deals/1?program=dine-asia&lang=en');
    await acceptTermsGate(page);
    await panelReady(page);
    await expect(panel(page).getByRole('heading', { name: 'Book this deal now' })).toBeVisible();
    // A deal books its own seatings (the seed gives each deal 18:15 and 19:45).
    await expect(slots(page).first().locator('time')).toHaveAttribute('datetime', /^(18:15|19:45)$/);
    await expect(slots(page).first()).toContainText(/6:15\sPM|7:45\sPM/);
    await expectNoAxeViolations(page);
    await pickLastSlot(page);
    await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
    const src = new URL((await panel(page).getByTestId('booking-frame').getAttribute('src'))!);
    expect(src.searchParams.get('deal_id')).toBe('1');
  });

  test('screenshots at 375 px and in ja', async ({ page }) => {
    await openDineAsia(page);
    for (const [lang, width] of [['en', 375], ['ja', 375], ['ja', 1280]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(profile('dine-asia', 1).replace('lang=en', `lang=${lang}`));
      await panelReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await panel(page).scrollIntoViewIfNeeded();
      await reviewShot(panel(page), `test-results/screenshots/booking-panel-${lang}-${width}.png`);
      if (width === 1280) await expect(panel(page)).toHaveCSS('position', 'sticky');
      else await expect(panel(page)).toHaveCSS('position', 'static');
    }
    await expectNoAxeViolations(page);
  });
});

test('a frame-message chunk that fails to load says so with Retry; after Retry the frame is heard again', async ({ page }) => {
  const chunk = /\/assets\/frame-messages-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.route('**/restaurants/1/reservation?**', (route) => route.fulfill({ contentType: 'text/html', body: FAKE_SITE }));
  await page.route('http://forger.test/**', (route) => route.fulfill({ contentType: 'text/html', body: FORGER }));
  await openDineAsia(page);
  await pickLastSlot(page);
  await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
  const notice = panel(page).getByTestId('asset-load-error');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('This part of the page could not load. Check your connection and try again.');
  await expectNoAxeViolations(page);

  await page.unroute(chunk);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  const site = page.frameLocator('[data-testid="booking-frame"]');
  await site.locator('#booked').click();
  await expect(panel(page).getByRole('status')).toContainText('Booked — code ABC12345');
});

test('the booking frame\'s code comes with Book; a chunk that fails says so with Retry, and Retry opens the frame', async ({ page }) => {
  const chunk = /\/assets\/booking-frame-[^/]+\.js$/;
  let asked = 0;
  await page.route(chunk, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.route('**/restaurants/1/reservation?**', (route) => route.fulfill({ contentType: 'text/html', body: FAKE_SITE }));
  await openDineAsia(page);
  await pickLastSlot(page);
  expect(asked).toBe(0);
  await panel(page).getByRole('button', { name: 'Book', exact: true }).click();
  const notice = panel(page).getByTestId('asset-load-error');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This part of the page could not load. Check your connection and try again.');

  await page.unroute(chunk);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-testid="booking-frame"]')).toBeAttached();
});
