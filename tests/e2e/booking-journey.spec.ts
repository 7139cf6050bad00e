import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// The whole journey of a diner without an account, through every real part: home → profile → the
// booking panel → the booking site in its iframe → success code → the confirmation e-mail (with its
// .ics) in the dev outbox → lookup by code + phone → modify → cancel → the seats are free again.
// Selectors avoid visible words, so the same journey runs in en at 1280 px and in ja at 375 px.
const PROGRAM = 'dine-asia';
const RESTAURANT = 1;

interface Slot { time: string; seats: { available: number[] } }
interface Availability { slots: { dates: { date: string; slots: Slot[] }[] } }
interface Mail { id: number; to: string; subject: string; text: string; attachments: { filename: string; content_type: string }[] }

/** The largest party the slot still takes (capped by the restaurant's party-size bound, so it tracks the seats only near the bound). */
async function seatsLeft(request: APIRequestContext, date: string, time: string): Promise<number> {
  const response = await request.get(`/api/restaurants/${RESTAURANT}/availability?program=${PROGRAM}`);
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as Availability;
  const slot = slots.dates.find((d) => d.date === date)?.slots.find((s) => s.time === time);
  return Math.max(0, ...(slot?.seats.available ?? []));
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The e-mails to `to`, once there are `count` of them (the queue relays them after the commit). */
async function waitForMails(request: APIRequestContext, to: string, count: number): Promise<Mail[]> {
  await expect.poll(async () => (await mailsTo(request, to)).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(request, to);
}

async function icsOf(request: APIRequestContext, mail: Mail): Promise<string> {
  const response = await request.get(`/api/dev/outbox/${mail.id}/ics`);
  expect(response.headers()['content-type']).toContain('text/calendar');
  return (await response.text()).replace(/\r\n[ \t]/g, '');
}

async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Walks the booking site inside the frame: dinner → the chosen time for two → no deal → guest details → confirm. */
async function bookInFrame(frame: FrameLocator, time: string, email: string): Promise<string> {
  const site = frame.locator('.booking-site');
  await expect(frame.locator('.booking-site[data-ready="true"]')).toBeAttached();
  await expect(site).toHaveAttribute('data-step', 'meal_period');
  await frame.locator('.choice-list .choice').nth(1).click(); // lunch, then dinner
  await expect(site).toHaveAttribute('data-step', 'seats');
  await frame.locator(`.time-choice:has(time[datetime="${time}"])`).click();
  await frame.locator('select').nth(1).selectOption('2');
  await frame.locator('.step-actions .button-primary').click();
  await expect(site).not.toHaveAttribute('data-step', 'seats');
  if ((await site.getAttribute('data-step')) === 'deal') await frame.locator('.choice-list .choice').first().click();
  await expect(site).toHaveAttribute('data-step', 'guest');
  await frame.locator('input[name="first_name"]').fill('Aiko');
  await frame.locator('input[name="last_name"]').fill('Tan');
  await frame.locator('input[name="email"]').fill(email);
  await frame.locator('select[name="country_code"]').selectOption('65');
  await frame.locator('input[name="mobile"]').fill('81234567');
  await frame.locator('textarea[name="special_requests"]').fill('Window seat');
  await frame.locator('input[name="consent"]').check();
  await frame.locator('form button[type="submit"].button-primary').click();
  await expect(site).toHaveAttribute('data-step', 'review');
  await frame.locator('.booking-site[data-step="review"] button.button-primary').click();
  const code = frame.getByTestId('reservation-code');
  await expect(code).toHaveText(/^[A-Z0-9]{6,16}$/);
  return (await code.textContent())!;
}

for (const { lang, width } of [{ lang: 'en', width: 1280 }, { lang: 'ja', width: 375 }] as const) {
  test(`a diner books, finds, changes and cancels a table (${lang}, ${width} px)`, async ({ page, request }) => {
    test.slow(); // a long journey with axe at every step
    await page.setViewportSize({ width, height: 900 });
    const query = `program=${PROGRAM}&lang=${lang}`;
    const email = `journey-${lang}-${Date.now()}@example.com`;

    // Home → the restaurant's profile.
    await page.goto(`/?${query}`);
    await acceptTermsGate(page);
    await page.goto(`/profile?${query}&restaurant_id=${RESTAURANT}`);
    const panel = page.getByTestId('booking-panel-slot');
    await expect(panel.locator('[data-booking-panel="ready"]')).toBeAttached();

    // The panel: all times of a later date, the last dinner time, Book.
    await panel.locator('button.link-button[aria-controls]').click();
    await panel.locator('.panel-date-select select').selectOption({ index: 3 });
    const showAll = panel.locator('button.link-button[aria-expanded]:not([aria-controls])');
    if (await showAll.count()) await showAll.click();
    const slot = panel.locator('.panel-slot:enabled').last();
    const time = (await slot.locator('.panel-slot-time').getAttribute('datetime'))!;
    expect(time >= '17:30').toBe(true);
    await slot.click();
    await panel.locator('.panel-step button.button-primary.panel-action').click();
    const frameElement = panel.getByTestId('booking-frame');
    await expect(frameElement).toBeVisible();
    const date = new URL((await frameElement.getAttribute('src'))!).searchParams.get('date')!;
    const seatsBefore = await seatsLeft(request, date, time);
    await noAxeViolations(page, { include: '[data-testid="booking-panel-slot"]' });

    // The booking site in the frame, to the success code; the frame grows to its content.
    const code = await bookInFrame(page.frameLocator('[data-testid="booking-frame"]'), time, email);
    await expect.poll(async () => (await frameElement.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    await fitsWidth(page);
    await reviewShot(page, `test-results/screenshots/journey-${lang}-${width}-booked.png`, { fullPage: true });
    expect(await seatsLeft(request, date, time)).toBeLessThanOrEqual(seatsBefore);

    // The confirmation e-mail, in the booking's language, with its calendar file.
    const [confirmation] = await waitForMails(request, email, 1);
    expect(confirmation!.text).toContain(code);
    expect(confirmation!.text).toContain('Window seat');
    expect(confirmation!.attachments.map((a) => a.content_type)).toEqual([expect.stringContaining('text/calendar')]);
    const ics = await icsOf(request, confirmation!);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:0');
    const uid = /UID:(.+)/.exec(ics)![1]!;

    // Lookup by code + phone → the manage screen.
    await page.goto(`/booking-lookup?${query}`);
    const lookup = page.getByTestId('lookup-phone');
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="lookup-phone"]') ?? {}).some((k) => k.startsWith('__react')));
    await lookup.locator('input[name="reservation_code"]').fill(code);
    await lookup.locator('select[name="country_code"]').selectOption('65');
    await lookup.locator('input[name="mobile"]').fill('81234567');
    await noAxeViolations(page);
    await lookup.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/booking-detail\?/);
    await expect(page.getByTestId('reservation-code')).toHaveText(code);
    await expect(page.getByTestId('booking-time').locator('time')).toHaveAttribute('datetime', time);
    await fitsWidth(page);

    // Modify: the edit page on this same site (the booking remembers where it was made), to another time.
    const editHref = (await page.getByTestId('modify-booking').getAttribute('href'))!;
    expect(new URL(editHref).origin).toBe(new URL(page.url()).origin);
    await page.goto(editHref);
    const form = page.getByTestId('edit-booking-form');
    await expect(form).toBeVisible();
    const times = form.locator('select').nth(1);
    const newTime = (await times.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find((t) => t !== time && t >= '17:30')!;
    await times.selectOption(newTime);
    const newTimeSeatsBefore = await seatsLeft(request, date, newTime);
    await noAxeViolations(page);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('booking-time').locator('time')).toHaveAttribute('datetime', newTime);
    expect(await seatsLeft(request, date, time)).toBe(seatsBefore);
    expect(await seatsLeft(request, date, newTime)).toBeLessThanOrEqual(newTimeSeatsBefore);

    // Cancel from the manage screen: 'Reservation cancelled', no buttons, the seats free again.
    await page.goto(`/booking-detail?${query}&booking_id=${new URL(editHref).pathname.split('/')[2]}&reservation_code=${code}`);
    await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
    await page.locator('.manage-buttons button').last().click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toBeVisible();
    await noAxeViolations(page);
    await dialog.locator('.button-primary').click();
    await expect(page.getByTestId('reservation-cancelled')).toBeVisible();
    await expect(page.locator('.manage-buttons')).toHaveCount(0);
    await reviewShot(page, `test-results/screenshots/journey-${lang}-${width}-cancelled.png`, { fullPage: true });
    expect(await seatsLeft(request, date, newTime)).toBe(newTimeSeatsBefore);

    // Calendars follow: the update and the cancellation carry the same UID with a higher SEQUENCE.
    const mails = await waitForMails(request, email, 3);
    const sequences = await Promise.all(mails.map(async (m) => {
      const text = await icsOf(request, m);
      expect(/UID:(.+)/.exec(text)![1]).toBe(uid);
      return Number(/SEQUENCE:(\d+)/.exec(text)![1]);
    }));
    expect(sequences.sort()).toEqual([0, 1, 2]);
    expect(await icsOf(request, mails.find((m) => m.text.includes(code) && m.id === Math.max(...mails.map((x) => x.id)))!)).toContain('METHOD:CANCEL');
  });
}
