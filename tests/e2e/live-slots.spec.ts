import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './support/base-url';
import { reviewShot } from './support/review-shot';
import { acceptTermsGate } from './support/terms';

// Restaurant 242 has slots (server/provider/seed/availability.ts) and no other e2e test books it.
const RESTAURANT = 242;
const PROGRAM = 'dine-asia';
const profile = (lang: string) => `/profile?program=${PROGRAM}&restaurant_id=${RESTAURANT}&lang=${lang}`;
const panel = (page: Page) => page.getByTestId('booking-panel-slot');
const slotButton = (page: Page, time: string) => panel(page).locator('.panel-slot').filter({ has: page.locator(`time[datetime="${time}"]`) });

interface Slot { time: string; seats: { available: number[] } }

async function openPanel(page: Page, lang = 'en') {
  await page.goto(profile(lang));
  await acceptTermsGate(page);
  await expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
}

/** The seats of a time on the date (the panel's first date by default), as the booking site reads them. */
async function seatsAt(request: APIRequestContext, time: string, date?: string): Promise<{ date: string; available: number[] }> {
  const answer = await request.get(`/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`);
  expect(answer.status()).toBe(200);
  const { slots } = (await answer.json()) as { slots: { dates: { date: string; slots: Slot[] }[] } };
  const day = slots.dates.find((d) => (date ? d.date === date : d.slots.length > 0))!;
  return { date: day.date, available: day.slots.find((s) => s.time === time)?.seats.available ?? [] };
}

let guests = 0;
/** Diner A books every seat left at the time, through the booking call the booking site makes. */
async function bookEverySeat(request: APIRequestContext, time: string, date?: string): Promise<{ id: number; code: string }[]> {
  const booked: { id: number; code: string }[] = [];
  for (let seats = await seatsAt(request, time, date); seats.available.length > 0; seats = await seatsAt(request, time, date)) {
    const n = ++guests;
    const answer = await request.post(`/api/restaurants/${RESTAURANT}/books`, {
      headers: { 'Content-Type': 'application/json', Origin: baseURL, 'Idempotency-Key': `e2e-live-${Date.now()}-${n}` },
      data: { program: PROGRAM, date: seats.date, time, party_size: seats.available.at(-1), first_name: 'Ada', last_name: 'Lim', email: `live-${n}@example.com`, country_code: '65', mobile: `9100${String(n).padStart(4, '0')}`, consent: true },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const { booking } = (await answer.json()) as { booking: { id: number; reservation_code: string } };
    booked.push({ id: booking.id, code: booking.reservation_code });
  }
  return booked;
}

/** Diner A cancels, as the manage screen does. */
async function cancelAll(request: APIRequestContext, bookings: { id: number; code: string }[]) {
  for (const b of bookings) {
    const cancelled = await request.delete(`/api/books/${b.id}?reservation_code=${b.code}`, { headers: { 'Content-Type': 'application/json', Origin: baseURL } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
}

/** Starts a clock in the page: when the time's button next turns `disabled` (or back), the page notes Date.now(). */
const noteChange = (page: Page, time: string, disabled: boolean) =>
  page.evaluate(
    ({ time, disabled }) => {
      const w = window as unknown as { changedAt?: number };
      delete w.changedAt;
      const button = () => document.querySelector(`[data-testid="booking-panel-slot"] .panel-slot:has(time[datetime="${time}"])`) as HTMLButtonElement | null;
      const observer = new MutationObserver(() => {
        if (button()?.disabled === disabled) {
          w.changedAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.querySelector('[data-testid="booking-panel-slot"]')!, { subtree: true, attributes: true, childList: true });
    },
    { time, disabled },
  );
const changedAt = (page: Page) => page.evaluate(() => (window as unknown as { changedAt?: number }).changedAt!);

test('a slot that fills shows Fully booked in every open panel, and its time again when it frees, without a reload', async ({ browser }) => {
  const dinerA = await browser.newContext({ baseURL });
  const dinerB = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const page = await dinerB.newPage();
  await openPanel(page, 'ja');
  const first = panel(page).locator('.panel-slot:enabled').first();
  const time = (await first.locator('time').getAttribute('datetime'))!;
  await expect(slotButton(page, time)).toBeEnabled();

  await noteChange(page, time, true);
  const bookings = await bookEverySeat(dinerA.request, time);
  const bookedAt = Date.now();
  await expect(slotButton(page, time)).toBeDisabled();
  // In the diner's language (ja), from the panel's own catalog.
  await expect(slotButton(page, time).locator('.panel-slot-note')).toHaveText('満席');
  const fillDelay = (await changedAt(page)) - bookedAt;
  await reviewShot(panel(page), 'test-results/live-slots/panel-full-ja-375.png');

  await noteChange(page, time, false);
  await cancelAll(dinerA.request, bookings);
  const cancelledAt = Date.now();
  await expect(slotButton(page, time)).toBeEnabled();
  const freeDelay = (await changedAt(page)) - cancelledAt;
  console.log(`live slots: B's panel showed the slot full ${Math.max(0, fillDelay)} ms after A's last booking, and open again ${Math.max(0, freeDelay)} ms after A's cancel`);
  await dinerA.close();
  await dinerB.close();
});

test("the booking site's time step shows a time that filled as Full, and the diner's choice of it goes", async ({ browser }) => {
  const dinerA = await browser.newContext({ baseURL });
  const dinerB = await browser.newContext({ baseURL });
  const page = await dinerB.newPage();
  const { slots } = (await (await dinerA.request.get(`/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`)).json()) as { slots: { dates: { date: string; slots: Slot[] }[] } };
  const day = slots.dates[2]!;
  const time = day.slots.filter((s) => s.time >= '18:00' && s.seats.available.length > 0).at(-1)!.time;
  await page.goto(`/restaurants/${RESTAURANT}/reservation?program=${PROGRAM}&lang=th&date=${day.date}`);
  await expect(page.locator('.booking-site[data-ready="true"]')).toBeAttached();
  await page.locator('.choice-list .choice').nth(1).click(); // dinner (lunch first)
  const choice = page.locator(`.time-choice:has(time[datetime="${time}"])`);
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  const bookings = await bookEverySeat(dinerA.request, time, day.date);
  await expect(choice).toBeDisabled();
  await expect(choice).toHaveAttribute('aria-pressed', 'false');
  await expect(choice.locator('.time-choice-note')).toHaveText('เต็ม');
  await expect(page.locator('.step-actions .button-primary')).toBeDisabled();
  await reviewShot(page, 'test-results/live-slots/site-full-th.png', { fullPage: true });
  await cancelAll(dinerA.request, bookings);
  await expect(choice).toBeEnabled();
  await dinerA.close();
  await dinerB.close();
});

test('a panel whose socket cannot open asks for its slots every 15 s instead', async ({ browser }) => {
  const dinerA = await browser.newContext({ baseURL });
  const dinerB = await browser.newContext({ baseURL });
  const page = await dinerB.newPage();
  // A partner's proxy that lets no WebSocket through.
  await page.addInitScript(() => {
    window.WebSocket = class {
      constructor() {
        throw new DOMException('blocked', 'SecurityError');
      }
    } as unknown as typeof WebSocket;
  });
  await page.clock.install();
  await openPanel(page);
  const time = (await panel(page).locator('.panel-slot:enabled').last().locator('time').getAttribute('datetime'))!;
  const bookings = await bookEverySeat(dinerA.request, time);
  await page.clock.runFor(5_000);
  await expect(slotButton(page, time)).toBeEnabled();
  await page.clock.runFor(10_000);
  await expect(slotButton(page, time)).toBeDisabled();
  await cancelAll(dinerA.request, bookings);
  await dinerA.close();
  await dinerB.close();
});
